/**
 * Who may call the studio (issue 21, decision 190; issue 29, decision 232).
 *
 * Local mode (a developer's `npm run studio`): the studio listens on loopback,
 * but a web page the author visits could still reach it, by DNS rebinding or
 * an ordinary cross-site request. So every request's Host must be one of the
 * studio's own loopback addresses, an Origin when sent must be one of them,
 * and every state-changing request carries the token written into the page.
 *
 * Server mode (`--server`): the same rules with the public name
 * (STUDIO_PUBLIC_URL) as the only Host and Origin, and the token is the
 * signed-in session's own (src/studio/auth/sessions.ts).
 *
 * Everything else is refused with 403.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { STUDIO_UI as UI } from './strings.fi.js'

const TOKEN_HEADER = 'x-studio-token'
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const isSafeMethod = (method: string) => SAFE_METHODS.has(method)

export interface StudioGuard {
  /** The local mode's page token (server mode: each session has its own). */
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

const refuse = (res: Response, error: string = UI.errors.forbidden) => void res.status(403).json({ error })

/**
 * The guard. `publicUrl` (server mode) fixes the one Host and Origin; without it the loopback
 * addresses of the port are allowed. `sessionToken` gives the signed-in session's token.
 */
export function createGuard(
  options: { publicUrl?: URL; sessionToken?: (res: Response) => string | undefined } = {},
  token = randomBytes(24).toString('base64url'),
): StudioGuard {
  let hosts = new Set<string>()
  let origins = new Set<string>()
  const { publicUrl, sessionToken } = options
  if (publicUrl) {
    hosts = new Set([publicUrl.host])
    origins = new Set([publicUrl.origin])
  }
  return {
    token,
    listenOn(port) {
      if (publicUrl) return
      hosts = new Set(ownHosts(port))
      origins = new Set([...hosts].map((h) => `http://${h}`))
    },
    hosts(req, res, next) {
      const origin = req.headers.origin
      if (!hosts.has(req.headers.host ?? '') || (origin !== undefined && !origins.has(origin))) return refuse(res)
      // A browser that says the request came from another site is refused even without an Origin.
      if (req.headers['sec-fetch-site'] === 'cross-site' && !isSafeMethod(req.method))
        return refuse(res, UI.auth.forbiddenOrigin)
      next()
    },
    requireToken(req, res, next) {
      if (isSafeMethod(req.method)) return next()
      const expected = sessionToken ? sessionToken(res) : token
      if (!expected || !sameToken(req.headers[TOKEN_HEADER], expected))
        return refuse(res, sessionToken ? UI.auth.csrf : undefined)
      next()
    },
  }
}
