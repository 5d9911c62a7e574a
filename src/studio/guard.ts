/**
 * Who may call the studio (issue 21, decision 190). The studio listens on
 * loopback, but a web page the author visits could still reach it: by DNS
 * rebinding (its own name resolving to 127.0.0.1, so the browser sends
 * `Host: evil.example:<port>` and a matching Origin) or by an ordinary
 * cross-site request. So:
 *  - every request's Host must be one of the studio's own addresses
 *    (`127.0.0.1:<port>`, `localhost:<port>`, `[::1]:<port>`), the page that
 *    carries the token included;
 *  - an Origin, when sent, must be one of the same addresses over http;
 *  - every state-changing request carries the session's token (made at start,
 *    written into the studio's page, sent back as the `x-studio-token` header:
 *    another site can neither read the page nor set the header without a
 *    preflight the studio never answers).
 * Everything else is refused with 403.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { STUDIO_UI as UI } from './strings.fi.js'

const TOKEN_HEADER = 'x-studio-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface StudioGuard {
  readonly token: string
  /** Allows the studio's own addresses on `port` (called once the port is known). */
  listenOn(port: number): void
  /** Host and Origin check for every request. */
  hosts(req: Request, res: Response, next: NextFunction): void
  /** The token check for the API's state-changing requests. */
  requireToken(req: Request, res: Response, next: NextFunction): void
}

/** The Host values of a studio on `port`. */
const ownHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]

function sameToken(sent: unknown, token: string): boolean {
  if (typeof sent !== 'string') return false
  const a = Buffer.from(sent)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

const refuse = (res: Response) => void res.status(403).json({ error: UI.errors.forbidden })

export function createGuard(token = randomBytes(24).toString('base64url')): StudioGuard {
  let hosts = new Set<string>()
  let origins = new Set<string>()
  return {
    token,
    listenOn(port) {
      hosts = new Set(ownHosts(port))
      origins = new Set([...hosts].map((h) => `http://${h}`))
    },
    hosts(req, res, next) {
      const origin = req.headers.origin
      if (!hosts.has(req.headers.host ?? '') || (origin !== undefined && !origins.has(origin))) return refuse(res)
      next()
    },
    requireToken(req, res, next) {
      if (!SAFE_METHODS.has(req.method) && !sameToken(req.headers[TOKEN_HEADER], token)) return refuse(res)
      next()
    },
  }
}
