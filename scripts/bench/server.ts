/**
 * Server throughput: one prerendered page through the Express server beside
 * the same file from nginx (one worker, gzip on) and through the deploy/
 * configuration (HTTPS, the build's .gz siblings), all on loopback, loaded by wrk (scripts/bench/wrk.ts; autocannon when wrk cannot be
 * installed) for a fixed time. Express runs first, then
 * nginx, each after a short warm-up.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:https'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { LIFTED_REQUEST_LIMIT, startDeployNginx } from '../../tests/support/deploy-stack.js'
import { ensureWrk, wrkLoad, wrkVersion } from './wrk.js'
import { PORTS, ROOT, ensureNginx, nginxVersion, startExpress, startNginx, type Running } from './support.js'

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
  /** The load generator: wrk (its version) or autocannon. */
  client?: string
  /** Express requests/s divided by nginx requests/s. */
  ratio: number
  /** The same page through nginx with the deploy/ configuration over HTTPS (one worker), and its ratio to Express. */
  deploy?: { figures: LoadFigures; ratioToExpress: number }
}

/** wrk when it can be had (decision 193), else autocannon. */
let client: 'wrk' | 'autocannon' | undefined
function loadClient(): 'wrk' | 'autocannon' {
  client ??= ensureWrk() ? 'wrk' : 'autocannon'
  return client
}

async function load(url: string, durationSeconds: number, connections: number): Promise<LoadFigures> {
  if (loadClient() === 'wrk') return wrkLoad(url, durationSeconds, connections)
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

/** checkGzip over HTTPS with the test's self-signed certificate. */
function checkGzipTls(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { rejectUnauthorized: false, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume()
      res.on('end', () =>
        res.statusCode === 200 && res.headers['content-encoding'] === 'gzip'
          ? resolve()
          : reject(new Error(`${url}: status ${res.statusCode}, encoding ${res.headers['content-encoding']}`)),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Checks that the server answers the page gzipped (so both sides do the same work). */
async function checkGzip(url: string): Promise<void> {
  if (url.startsWith('https:')) return checkGzipTls(url)
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

  ensureNginx()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-deploy-'))
  let deployFigures: LoadFigures
  try {
    // No instance is needed for a page: the upstream is never asked.
    // The per-address request limit lifted (still consulted): wrk's 50 connections stand for many visitors.
    const deploy = await startDeployNginx({
      portBase: PORTS.deploy,
      dir,
      upstreams: ['127.0.0.1:9'],
      requestLimit: LIFTED_REQUEST_LIMIT,
    })
    try {
      deployFigures = await measure({ url: deploy.origin, stop: deploy.stop }, durationSeconds, connections)
    } finally {
      await deploy.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  return {
    page: SERVER_PAGE,
    durationSeconds,
    connections,
    express: expressFigures,
    nginx: nginxFigures,
    nginxVersion: nginxVersion(),
    client: loadClient() === 'wrk' ? wrkVersion() : 'autocannon',
    ratio: expressFigures.requestsPerSecond / nginxFigures.requestsPerSecond,
    deploy: {
      figures: deployFigures,
      ratioToExpress: deployFigures.requestsPerSecond / expressFigures.requestsPerSecond,
    },
  }
}
