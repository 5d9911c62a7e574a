/**
 * Timeouts and limits: stalled clients are closed and do not stop
 * pages answering; one address cannot hold more than its share of sockets; a
 * declared body over the API limit gets 413 without being sent. The server is
 * the production one (createApp + createGracefulServer) with the limits
 * shortened through ServerConfig; everything on loopback, bounded in count.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.js'
import { readConfig, readLimits } from './config.js'
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js'
import { createGracefulServer, type GracefulServer } from './shutdown.js'
import { createContactService, type ContactService } from './contact/service.js'
import { readContactConfig } from './contact/config.js'

/** A build without redirects (these tests are about sockets, not content). */
const NO_ROUTES = { redirects: [], pages: [], retention: { keepOfferMonths: 24 } }

const LIMITS: ServerLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  checkIntervalMs: 100,
  socketsPerAddress: 30,
}
const STALLED = 50

let graceful: GracefulServer
let contact: ContactService
let port: number

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'server-limits-'))
  mkdirSync(path.join(dist, 'client'))
  writeFileSync(path.join(dist, 'client', 'index.html'), '<!doctype html><title>Etusivu</title>')
  writeFileSync(path.join(dist, 'client', '404.html'), '<!doctype html><title>404</title>')
  contact = await createContactService({
    ...readContactConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'limits-data-')) }),
  })
  const config = { host: '127.0.0.1', port: 0, trustProxy: false as const, distDir: dist, limits: LIMITS }
  const app = await createApp({ config, api: contact.router, routes: NO_ROUTES })
  graceful = createGracefulServer(app, { limits: LIMITS })
  await new Promise<void>((r) => graceful.server.listen(0, '127.0.0.1', r))
  port = (graceful.server.address() as AddressInfo).port
})
afterAll(async () => {
  graceful.server.closeAllConnections()
  await graceful.shutdown()
  await contact.close()
})

/** A GET from another loopback address (127.0.0.2), as another visitor. */
function visit(pathname: string, localAddress = '127.0.0.2'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, localAddress, agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

/** A socket that starts a request and stops: half the headers, or the headers and part of a declared body. */
function stall(i: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    let answer = ''
    socket.on('data', (d) => (answer += d.toString()))
    socket.on('error', () => {})
    const closed = new Promise<string>((r) => socket.once('close', () => r(answer)))
    socket.once('connect', () => {
      socket.write(
        i % 2 === 0
          ? 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: '
          : 'POST /api/send-telegram HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":',
      )
      resolve({ socket, closed })
    })
    socket.once('close', () => resolve({ socket, closed }))
  })
}

describe('stalled clients', () => {
  it(`${STALLED} stalled sockets: pages still answer, sockets over the per-address cap close at once, the rest close at their timeout`, async () => {
    const stalled = await Promise.all(Array.from({ length: STALLED }, (_, i) => stall(i)))
    // While they hang, another visitor's pages answer.
    expect(await visit('/')).toBe(200)
    expect(await visit('/ei-ole')).toBe(404)
    const answers = await Promise.all(stalled.map((s) => s.closed))
    // Every stalled socket was closed by the server: those over the cap with no answer, the rest with 408.
    expect(answers.filter((a) => a !== '' && !a.startsWith('HTTP/1.1 408 '))).toEqual([])
    const timedOut = answers.filter((a) => a.startsWith('HTTP/1.1 408 '))
    expect(timedOut.length).toBeGreaterThan(0)
    expect(timedOut.length).toBeLessThanOrEqual(LIMITS.socketsPerAddress)
    expect(answers.filter((a) => a === '').length).toBeGreaterThanOrEqual(STALLED - LIMITS.socketsPerAddress)
    // The address is free again.
    expect(await visit('/', '127.0.0.1')).toBe(200)
  }, 20_000)

  it('a declared body over the API limit gets 413 at once, without a byte of it sent', async () => {
    const socket = connect({ host: '127.0.0.1', port })
    let answer = ''
    socket.on('data', (d) => (answer += d.toString()))
    await new Promise<void>((r) => socket.once('connect', () => r()))
    socket.write(
      'POST /api/send-telegram HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n',
    )
    await new Promise<void>((r) => socket.once('close', () => r()))
    expect(answer).toMatch(/^HTTP\/1.1 413 /)
    expect(answer).toContain('Viesti on liian suuri.')
  }, 20_000)
})

describe('configuration', () => {
  it('defaults: headers within 10 s, the request within 30 s, 64 sockets an address; no cap behind a proxy', () => {
    expect(readConfig({}).limits).toEqual(DEFAULT_LIMITS)
    expect(DEFAULT_LIMITS).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, socketsPerAddress: 64 })
    expect(readLimits({ SOCKETS_PER_ADDRESS: '10' }, true).socketsPerAddress).toBe(0)
    expect(readLimits({ HEADERS_TIMEOUT_MS: '2000', SOCKETS_PER_ADDRESS: '10' }, false)).toMatchObject({
      headersTimeoutMs: 2000,
      socketsPerAddress: 10,
    })
    expect(() => readLimits({ REQUEST_TIMEOUT_MS: 'soon' }, false)).toThrow(/REQUEST_TIMEOUT_MS/)
  })
})
