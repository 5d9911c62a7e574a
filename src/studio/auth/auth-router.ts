/**
 * `/auth/...`: the invitation (name yourself, create a passkey), sign-in by
 * passkey and sign-out (issue 29, decision 232). JSON bodies only; the guard
 * in front has already checked Host and Origin. Sign-in attempts are limited
 * by sign-in-limits.ts: per address (every attempt), per account and address
 * together (failures), and slowed down per account, never locked (decision 364).
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { setTimeout as sleep } from 'node:timers/promises'
import { STUDIO_UI } from '../strings.fi.js'
import { passkeyTaken, personLabel, type StudioStore } from '../store/studio-store.js'
import { actorOf, requireSignedIn, type SessionCookies } from './sessions.js'
import { type SignInDecision, type SignInLimitOptions, SignInLimits } from './sign-in-limits.js'
import {
  authenticationOptions,
  Ceremonies,
  registrationOptions,
  verifyRegistration,
  verifySignIn,
  type RelyingParty,
} from './webauthn.js'

const UI = STUDIO_UI.auth
const CEREMONY_COOKIE = 'studio_ceremony'

export interface AuthRouterOptions {
  store: StudioStore
  rp: RelyingParty
  cookies: SessionCookies
  /** The CSRF check of a signed-in request (the guard's requireToken). */
  requireToken: (req: Request, res: Response, next: NextFunction) => void
  now?: () => number
  /** Attempts per address in 10 minutes, failures per account and address in 15 (tests lower them). */
  limits?: SignInLimitOptions
}

type Handler = (req: Request, res: Response) => Promise<unknown>
const route = (h: Handler) => (req: Request, res: Response, next: NextFunction) => void h(req, res).catch(next)

const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>
const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

function tooMany(res: Response, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  res.setHeader('Retry-After', String(seconds))
  res.status(429).json({ error: UI.tooMany(Math.max(1, Math.ceil(seconds / 60))) })
}

/** What every auth route shares: the store, the limits, the ceremonies, the cookies. */
function authContext(options: AuthRouterOptions) {
  const { store, rp, cookies, requireToken } = options
  const now = options.now ?? Date.now
  const ceremonies = new Ceremonies()
  const limits = new SignInLimits(options.limits)

  const address = (req: Request) => req.ip ?? req.socket.remoteAddress ?? ''
  /** Answers 429 when refused; true when it did. */
  const refused = (res: Response, decision: SignInDecision) => {
    if (decision.refused) tooMany(res, decision.retryAfterMs)
    return decision.refused
  }
  const limited = async (req: Request, res: Response) => refused(res, await limits.attempt(address(req)))
  const ceremonyCookie = (res: Response, id: string) =>
    res.cookie(CEREMONY_COOKIE, id, {
      httpOnly: true,
      secure: cookies.secure,
      sameSite: 'strict',
      path: '/auth',
      maxAge: 300_000,
    })
  const takeCeremony = (req: Request, kind: 'register' | 'sign-in') =>
    ceremonies.take(/(?:^|;\s*)studio_ceremony=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1], kind, now())
  const audit = (req: Request, person: string, action: string, detail = '') =>
    store.audit({ at: now(), person, action, target: '', detail, address: address(req) })
  const signIn = async (req: Request, res: Response, personId: string) => {
    const { token } = await store.startSession(personId, String(req.headers['user-agent'] ?? ''), now())
    cookies.set(res, token)
  }
  return {
    store,
    rp,
    cookies,
    requireToken,
    now,
    ceremonies,
    limits,
    address,
    refused,
    limited,
    ceremonyCookie,
    takeCeremony,
    audit,
    signIn,
  }
}

type AuthContext = ReturnType<typeof authContext>

/** The invitation: what it is, its options, and the registration that uses it. */
function inviteRoutes(router: Router, c: AuthContext) {
  const { store, rp, now, ceremonies, limited, ceremonyCookie, takeCeremony, audit, signIn } = c
  // The invitation: what it is, its options, and the registration that uses it.
  router.get(
    '/invite',
    route(async (req, res) => {
      const found = await store.inviteByToken(text(req.query.token, 100), now())
      if (!found) return void res.status(404).json({ state: 'unknown', error: UI.inviteUnknown })
      const { invite, state } = found
      const error = state === 'used' ? UI.inviteUsed : state === 'expired' ? UI.inviteExpired : undefined
      // A known address: the page adds a device to that account and asks no name.
      const known = state === 'ok' ? await store.personByEmail(invite.email) : undefined
      res.status(state === 'ok' ? 200 : 410).json({
        state,
        email: invite.email,
        role: known?.role ?? invite.role,
        langs: known?.langs ?? invite.langs,
        existing: known ? { name: known.name } : undefined,
        error,
      })
    }),
  )
  router.post(
    '/invite/options',
    route(async (req, res) => {
      if (await limited(req, res)) return
      const token = text(bodyOf(req).token, 100)
      const found = await store.inviteByToken(token, now())
      if (found?.state !== 'ok') return void res.status(410).json({ error: found ? UI.inviteUsed : UI.inviteUnknown })
      const name = text(bodyOf(req).name) || found.invite.email
      const person = await store.personByEmail(found.invite.email)
      const options = await registrationOptions(
        rp,
        { id: person?.id ?? found.invite.id, email: found.invite.email, name },
        person ? await store.passkeys(person.id) : [],
      )
      ceremonyCookie(
        res,
        ceremonies.begin({ challenge: options.challenge, kind: 'register', inviteToken: token }, now()),
      )
      res.json(options)
    }),
  )
  router.post(
    '/invite/register',
    route(async (req, res) => {
      if (await limited(req, res)) return
      const body = bodyOf(req)
      const ceremony = takeCeremony(req, 'register')
      if (!ceremony?.inviteToken) return void res.status(400).json({ error: UI.registerFailed })
      // A device for a known account keeps that account's name (the page asks none).
      const invited = await store.inviteByToken(ceremony.inviteToken, now())
      const known = invited ? await store.personByEmail(invited.invite.email) : undefined
      const name = known?.name ?? text(body.name, 80)
      if (!name) return void res.status(400).json({ error: UI.nameRequired })
      const passkey = await verifyRegistration(rp, ceremony.challenge, body.response as RegistrationResponseJSON)
      if (!passkey) return void res.status(400).json({ error: UI.registerFailed })
      const label = text(body.label, 60) || 'Pääsyavain'
      const person = await store
        .acceptInvite(ceremony.inviteToken, { name, passkey: { ...passkey, label } }, now())
        .catch(passkeyTaken)
      if (person === 'taken') return void res.status(400).json({ error: UI.passkeyTaken })
      if (!person) return void res.status(410).json({ error: UI.inviteUsed })
      await signIn(req, res, person.id)
      await audit(req, personLabel(person), 'invite-accepted', person.role)
      res.json({ ok: true })
    }),
  )
}

/** Sign-in: options (a fresh challenge), then the passkey's answer. */
function signInRoutes(router: Router, c: AuthContext) {
  const { store, rp, now, ceremonies, limits, address, refused, limited, ceremonyCookie, takeCeremony, audit, signIn } =
    c
  // Sign-in: options (a fresh challenge), then the passkey's answer.
  router.post(
    '/options',
    route(async (req, res) => {
      if (await limited(req, res)) return
      const options = await authenticationOptions(rp)
      ceremonyCookie(res, ceremonies.begin({ challenge: options.challenge, kind: 'sign-in' }, now()))
      res.json(options)
    }),
  )
  router.post(
    '/sign-in',
    route(async (req, res) => {
      if (await limited(req, res)) return
      const response = bodyOf(req).response as AuthenticationResponseJSON | undefined
      const ceremony = takeCeremony(req, 'sign-in')
      const passkey = typeof response?.id === 'string' ? await store.passkey(response.id) : undefined
      const account = passkey?.personId ?? `unknown:${address(req)}`
      const from = address(req)
      const decision = await limits.before(account, from)
      if (refused(res, decision)) return
      // The account's recent failures slow every attempt down, at most MAX_DELAY_MS: never a lock-out.
      if (!decision.refused && decision.delayMs > 0) await sleep(decision.delayMs)
      const counter =
        ceremony && passkey && response ? await verifySignIn(rp, ceremony.challenge, response, passkey) : null
      const person = counter !== null && passkey ? await store.person(passkey.personId) : undefined
      if (!person || counter === null || !passkey) {
        await limits.failed(account, from)
        await audit(req, passkey ? `(${passkey.label})` : '(tuntematon pääsyavain)', 'sign-in-failed')
        return void res.status(401).json({ error: UI.failed })
      }
      await store.recordPasskeyUse(passkey.id, counter, now())
      await limits.succeeded(account, from)
      await signIn(req, res, person.id)
      await audit(req, personLabel(person), 'sign-in', passkey.label)
      res.json({ ok: true })
    }),
  )
}

/** Sign-out: this session, or every session of the person. */
function signOutRoutes(router: Router, c: AuthContext) {
  const { store, cookies, requireToken, audit } = c
  // Sign-out: this session, or every session of the person.
  router.post(
    '/sign-out',
    requireSignedIn,
    requireToken,
    route(async (req, res) => {
      const token = cookies.read(req)
      if (token) await store.endSession(token)
      cookies.clear(res)
      await audit(req, personLabel(actorOf(res)), 'sign-out')
      res.json({ ok: true, message: UI.signedOut })
    }),
  )
  router.post(
    '/sign-out-everywhere',
    requireSignedIn,
    requireToken,
    route(async (req, res) => {
      const actor = actorOf(res)
      const n = await store.endSessions(actor.id)
      cookies.clear(res)
      await audit(req, personLabel(actor), 'sign-out-everywhere', String(n))
      res.json({ ok: true, message: UI.signedOutEverywhere(n) })
    }),
  )
}

export function authRouter(options: AuthRouterOptions): Router {
  const router = express.Router()
  router.use(express.json({ limit: '64kb' }))
  router.use((req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    if (req.method === 'POST' && !req.is('application/json'))
      return void res.status(415).json({ error: STUDIO_UI.errors.badRequest })
    next()
  })
  const context = authContext(options)
  inviteRoutes(router, context)
  signInRoutes(router, context)
  signOutRoutes(router, context)
  return router
}
