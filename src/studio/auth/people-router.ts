/**
 * `/api/me`, `/api/people`, `/api/audit` (issue 29): who I am and my passkeys
 * (every role); the people, their roles and invitations, and the audit log
 * (the owner). Mounted behind the session and the CSRF check.
 */
import type { RegistrationResponseJSON } from '@simplewebauthn/server'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { STUDIO_UI } from '../strings.fi.js'
import { passkeyTaken, personLabel, type StudioStore } from '../store/studio-store.js'
import { can, isRole, needsLangs, parseLangs, PERMISSIONS, ROLES } from './roles.js'
import { actorOf } from './sessions.js'
import { requireAccess } from './require-access.js'
import { Ceremonies, registrationOptions, verifyRegistration, type RelyingParty } from './webauthn.js'

const UI = STUDIO_UI.people

export interface PeopleRouterOptions {
  store: StudioStore
  rp: RelyingParty
  /** The studio's public address, for invitation links. */
  publicUrl: URL
  now?: () => number
}

type Handler = (req: Request, res: Response) => Promise<unknown>
const route = (h: Handler) => (req: Request, res: Response, next: NextFunction) => void h(req, res).catch(next)
const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>
const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '')
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The invitation link of a token. */
export const inviteLink = (publicUrl: URL, token: string) => new URL(`/kutsu/${token}`, publicUrl).href

/** What the routes share: the store, the relying party, the ceremonies, the audit log's writer. */
function peopleContext(options: PeopleRouterOptions) {
  const { store, rp, publicUrl } = options
  const now = options.now ?? Date.now
  const ceremonies = new Ceremonies()
  const audit = (req: Request, res: Response, action: string, target: string, detail = '') =>
    store.audit({ at: now(), person: personLabel(actorOf(res)), action, target, detail, address: req.ip ?? '' })

  return { store, rp, publicUrl, now, ceremonies, audit }
}

type PeopleContext = ReturnType<typeof peopleContext>

/** Who I am, my passkeys; the audit log (the owner). */
function meRoutes(router: Router, c: PeopleContext) {
  const { store, rp, now, ceremonies, audit } = c
  router.get(
    '/me',
    route(async (_req, res) => {
      const actor = actorOf(res)
      const permissions = PERMISSIONS.filter((p) => can(actor, p))
      res.json({ ...actor, permissions, passkeys: await store.passkeys(actor.id) })
    }),
  )
  router.post(
    '/me/passkeys/options',
    route(async (_req, res) => {
      const actor = actorOf(res)
      const opts = await registrationOptions(rp, actor, await store.passkeys(actor.id))
      const id = ceremonies.begin({ challenge: opts.challenge, kind: 'register', personId: actor.id }, now())
      res.json({ ceremony: id, options: opts })
    }),
  )
  router.post(
    '/me/passkeys',
    route(async (req, res) => {
      const actor = actorOf(res)
      const body = bodyOf(req)
      const ceremony = ceremonies.take(text(body.ceremony, 100), 'register', now())
      const passkey =
        ceremony?.personId === actor.id
          ? await verifyRegistration(rp, ceremony.challenge, body.response as RegistrationResponseJSON)
          : null
      if (!passkey) return void res.status(400).json({ error: STUDIO_UI.auth.registerFailed })
      const added = await store
        .addPasskey({ ...passkey, personId: actor.id, label: text(body.label, 60) || 'Pääsyavain' }, now())
        .catch(passkeyTaken)
      if (added === 'taken') return void res.status(400).json({ error: STUDIO_UI.auth.passkeyTaken })
      await audit(req, res, 'passkey-added', '', text(body.label, 60))
      res.json({ message: UI.passkeyAdded, passkeys: await store.passkeys(actor.id) })
    }),
  )
  router.post(
    '/me/passkeys/remove',
    route(async (req, res) => {
      const actor = actorOf(res)
      const result = await store.removePasskey(actor.id, text(bodyOf(req).id, 200))
      if (result === 'last') return void res.status(409).json({ error: UI.lastPasskey })
      if (result === 'missing') return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      await audit(req, res, 'passkey-removed', '')
      res.json({ passkeys: await store.passkeys(actor.id) })
    }),
  )

  router.get(
    '/audit',
    requireAccess('audit'),
    route(async (req, res) => {
      const before = Number(req.query.before)
      res.json({ entries: await store.auditLog(200, Number.isFinite(before) && before > 0 ? before : undefined) })
    }),
  )
}

/** The people, their roles and invitations (the owner). */
function peopleRoutes(router: Router, c: PeopleContext) {
  const { store, publicUrl, now, audit } = c
  router.use('/people', requireAccess('people'))
  router.get(
    '/people',
    route(async (_req, res) => {
      const people = await store.people()
      const withKeys = await Promise.all(
        people.map(async (p) => ({ ...p, passkeys: (await store.passkeys(p.id)).length })),
      )
      res.json({ people: withKeys, invites: await store.pendingInvites(now()), roles: ROLES })
    }),
  )
  router.post(
    '/people/invite',
    route(async (req, res) => {
      const body = bodyOf(req)
      const email = text(body.email).toLowerCase()
      const { langs } = parseLangs(Array.isArray(body.langs) ? body.langs.join(',') : text(body.langs))
      if (!EMAIL.test(email)) return void res.status(400).json({ error: UI.badEmail, field: 'email' })
      if (!isRole(body.role)) return void res.status(400).json({ error: UI.badRole, field: 'role' })
      if (needsLangs(body.role) && langs.length === 0)
        return void res.status(400).json({ error: UI.langsRequired, field: 'langs' })
      // To a known address the link adds a device and changes nothing else (decision 363): the answer says so.
      const known = await store.personByEmail(email)
      const { token, invite } = await store.invite({ email, role: body.role, langs, createdBy: actorOf(res).id }, now())
      await audit(req, res, known ? 'invite-device' : 'invite', email, known ? known.role : body.role)
      res.json({ link: inviteLink(publicUrl, token), invite, addsDevice: known ? { name: known.name } : undefined })
    }),
  )
  router.post(
    '/people/cancel-invite',
    route(async (req, res) => {
      const ok = await store.cancelInvite(text(bodyOf(req).id), now())
      if (ok) await audit(req, res, 'invite-cancelled', text(bodyOf(req).id))
      res.status(ok ? 200 : 404).json(ok ? { ok } : { error: STUDIO_UI.errors.notFound })
    }),
  )
  router.post(
    '/people/role',
    route(async (req, res) => {
      const body = bodyOf(req)
      const person = await store.person(text(body.id))
      if (!person) return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      if (!isRole(body.role)) return void res.status(400).json({ error: UI.badRole })
      const { langs } = parseLangs(Array.isArray(body.langs) ? body.langs.join(',') : text(body.langs))
      if (needsLangs(body.role) && langs.length === 0) return void res.status(400).json({ error: UI.langsRequired })
      // The store refuses the last owner's demotion in the same transaction as the change (issue 44).
      const changed = await store.setRole(person.id, body.role, needsLangs(body.role) ? langs : [])
      if (changed === 'last-owner') return void res.status(409).json({ error: UI.lastOwner })
      if (changed === 'missing') return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      await audit(
        req,
        res,
        'role',
        personLabel(person),
        `${person.role} → ${body.role}${langs.length ? ` (${langs.join(', ')})` : ''}`,
      )
      res.json({ message: UI.roleSaved(person.name) })
    }),
  )
  router.post(
    '/people/remove',
    route(async (req, res) => {
      const person = await store.person(text(bodyOf(req).id))
      if (!person) return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      const removed = await store.removePerson(person.id)
      if (removed === 'last-owner') return void res.status(409).json({ error: UI.lastOwner })
      if (removed === 'missing') return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      await audit(req, res, 'remove-person', personLabel(person))
      res.json({ message: UI.removed(person.name) })
    }),
  )
}

export function peopleRouter(options: PeopleRouterOptions): Router {
  const router = express.Router()
  // Its own parser: this router is mounted before the studio's API (whose parser it would not reach).
  router.use(express.json({ limit: '64kb' }))
  const context = peopleContext(options)
  meRoutes(router, context)
  peopleRoutes(router, context)
  return router
}
