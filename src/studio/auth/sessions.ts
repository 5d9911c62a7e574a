/**
 * The signed-in person of a request (issue 29, decision 232). The session
 * cookie is HttpOnly, SameSite=Strict and Secure (named `__Host-studio`, so no
 * other host or path can set it) except on a plain-http localhost studio
 * (tests, a developer's machine), where browsers refuse Secure cookies. The
 * store keeps only the token's hash; a session ends after two idle hours, after
 * seven days at most, at "Kirjaudu ulos kaikkialta", and at once when its
 * person is removed.
 */
import { parseCookie, stringifySetCookie } from 'cookie'
import type { NextFunction, Request, Response } from 'express'
import { STUDIO_UI as UI } from '../strings.fi.js'
import { SESSION_MAX_MS, type Session, type StudioStore } from '../store/studio-store.js'
import type { Actor } from './roles.js'

declare global {
  namespace Express {
    interface Locals {
      /** Who is asking: the signed-in person, or the developer of a local studio. */
      actor?: Actor
      session?: Session
    }
  }
}

export interface SessionCookies {
  readonly name: string
  readonly secure: boolean
  read(req: Request): string | undefined
  set(res: Response, token: string): void
  clear(res: Response): void
}

export function sessionCookies(secure: boolean): SessionCookies {
  const name = secure ? '__Host-studio' : 'studio'
  const base = { httpOnly: true, secure, sameSite: 'strict' as const, path: '/' }
  return {
    name,
    secure,
    read: (req) => parseCookie(req.headers.cookie ?? '')[name],
    set: (res, token) =>
      void res.append(
        'Set-Cookie',
        stringifySetCookie({ name, value: token, ...base, maxAge: Math.floor(SESSION_MAX_MS / 1000) }),
      ),
    clear: (res) => void res.append('Set-Cookie', stringifySetCookie({ name, value: '', ...base, maxAge: 0 })),
  }
}

/** Sets `res.locals.actor` and `res.locals.session` from the session cookie, when it names a live session. */
export function loadSession(store: StudioStore, cookies: SessionCookies, now: () => number = Date.now) {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = cookies.read(req)
    if (!token) return next()
    store.session(token, now()).then((found) => {
      if (found) {
        res.locals.actor = found.person
        res.locals.session = found.session
      } else cookies.clear(res)
      next()
    }, next)
  }
}

/** The API without a session: 401 and a Finnish reason, never the content. */
export function requireSignedIn(_req: Request, res: Response, next: NextFunction) {
  if (!res.locals.actor) return void res.status(401).json({ error: UI.auth.required })
  next()
}

/** The actor of a request that passed requireSignedIn (or of a local studio). */
export function actorOf(res: Response): Actor {
  const actor = res.locals.actor
  if (!actor) throw new Error('no actor: requireSignedIn must run first')
  return actor
}
