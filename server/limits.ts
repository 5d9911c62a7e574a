/**
 * Timeouts and limits of the Node server (decision 172): a client
 * must send its headers within 10 s and its whole request within 30 s (Node
 * answers 408 and closes the socket), and one address holds at most 64 open
 * sockets (more are closed at once). Behind a proxy (TRUST_PROXY set) every
 * socket comes from the proxy, so the per-address cap is off there and the
 * proxy limits its clients. The API refuses a declared body over its limit
 * from Content-Length, before reading it (server/contact/router.ts).
 */
import type { Server, ServerOptions } from 'node:http'
import type { Socket } from 'node:net'

export interface ServerLimits {
  /** server.headersTimeout: the request line and headers must arrive within this. */
  headersTimeoutMs: number
  /** server.requestTimeout: the whole request (headers and body) must arrive within this. */
  requestTimeoutMs: number
  /** How often Node checks the two timeouts above (its default, 30 s, would let a stalled client stay twice as long). */
  checkIntervalMs: number
  /** Open sockets one client address may hold; 0 for no cap. */
  socketsPerAddress: number
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  checkIntervalMs: 1_000,
  socketsPerAddress: 64,
}

/** Options for http.createServer that carry the timeouts. */
export function httpOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  }
}

/** Closes a new socket at once when its address already holds `max` open sockets. */
export function capSocketsPerAddress(server: Server, max: number): void {
  if (max <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const count = open.get(address) ?? 0
    if (count >= max) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
