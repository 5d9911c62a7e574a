/**
 * An HTTP server that stops gracefully: once shutdown has begun, every
 * response carries `Connection: close` (keep-alive clients reconnect elsewhere
 * instead of reusing a socket that is about to close), idle sockets are closed,
 * open requests finish, then `onStopped` runs. After `forceAfterMs` the rest is cut.
 */
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'
import { capSocketsPerAddress, httpOptions, type ServerLimits } from './limits.js'

export interface GracefulServer {
  server: Server
  /** True once shutdown has begun. */
  readonly stopping: boolean
  /** Begins the shutdown (idempotent); resolves when the server is closed. */
  shutdown(): Promise<void>
}

export function createGracefulServer(
  app: RequestListener,
  options: { forceAfterMs?: number; limits?: ServerLimits } = {},
): GracefulServer {
  let stopping = false
  let closed: Promise<void> | null = null
  // Decided when the head is written (not when the request arrived): a request that began before
  // the shutdown and answers after it closes its connection too.
  const server = createServer(options.limits ? httpOptions(options.limits) : {}, (req, res) => {
    const writeHead = res.writeHead
    res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
      if (stopping && !this.headersSent) this.setHeader('Connection', 'close')
      return writeHead.apply(this, args)
    } as ServerResponse['writeHead']
    app(req, res)
  })
  server.keepAliveTimeout = 65_000
  if (options.limits) capSocketsPerAddress(server, options.limits.socketsPerAddress)
  return {
    server,
    get stopping() {
      return stopping
    },
    shutdown() {
      if (closed) return closed
      stopping = true
      closed = new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
        const force = setTimeout(() => server.closeAllConnections(), options.forceAfterMs ?? 10_000)
        force.unref()
      })
      return closed
    },
  }
}
