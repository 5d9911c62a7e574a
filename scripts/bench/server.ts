/**
 * Server throughput: one prerendered page through the Express server beside
 * the same file from nginx (one worker, gzip on), both on loopback, loaded from
 * this process with autocannon for a fixed time. Express runs first, then
 * nginx, each after a short warm-up.
 */
import path from 'node:path'
import autocannon from 'autocannon'
import { PORTS, ROOT, nginxVersion, startExpress, startNginx, type Running } from './support.js'

const SERVER_PAGE = '/palvelu/keittion-remontti'

interface LoadFigures {
  requestsPerSecond: number
  latencyP50: number
  latencyP90: number
  latencyP99: number
  latencyMax: number
  bytesPerResponse: number
  requests: number
  non2xx: number
  errors: number
}

export interface ServerResult {
  page: string
  durationSeconds: number
  connections: number
  express: LoadFigures
  nginx: LoadFigures
  nginxVersion: string
  /** Express requests/s divided by nginx requests/s. */
  ratio: number
}

async function load(url: string, durationSeconds: number, connections: number): Promise<LoadFigures> {
  const r = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests: [{ method: 'GET', headers: { 'accept-encoding': 'gzip' } }],
  })
  const total = r['2xx'] + r.non2xx
  return {
    requestsPerSecond: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP90: r.latency.p90,
    latencyP99: r.latency.p99,
    latencyMax: r.latency.max,
    bytesPerResponse: total > 0 ? r.throughput.total / total : 0,
    requests: total,
    non2xx: r.non2xx,
    errors: r.errors,
  }
}

/** Checks that the server answers the page gzipped (so both sides do the same work). */
async function checkGzip(url: string): Promise<void> {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
  await res.arrayBuffer()
  if (res.status !== 200) throw new Error(`${url}: status ${res.status}`)
  if (res.headers.get('content-encoding') !== 'gzip')
    throw new Error(`${url}: not gzipped (${res.headers.get('content-encoding')})`)
}

async function measure(server: Running, durationSeconds: number, connections: number): Promise<LoadFigures> {
  const url = server.url + SERVER_PAGE
  await checkGzip(url)
  await load(url, 2, connections) // warm-up: JIT, file cache
  return load(url, durationSeconds, connections)
}

export async function benchServer(
  opts: { durationSeconds?: number; connections?: number } = {},
): Promise<ServerResult> {
  const durationSeconds = opts.durationSeconds ?? 10
  const connections = opts.connections ?? 50

  const express = await startExpress(PORTS.express)
  let expressFigures: LoadFigures
  try {
    expressFigures = await measure(express, durationSeconds, connections)
  } finally {
    await express.stop()
  }

  const nginx = await startNginx(PORTS.nginx, path.join(ROOT, 'dist/client'))
  let nginxFigures: LoadFigures
  try {
    nginxFigures = await measure(nginx, durationSeconds, connections)
  } finally {
    await nginx.stop()
  }

  return {
    page: SERVER_PAGE,
    durationSeconds,
    connections,
    express: expressFigures,
    nginx: nginxFigures,
    nginxVersion: nginxVersion(),
    ratio: expressFigures.requestsPerSecond / nginxFigures.requestsPerSecond,
  }
}
