/**
 * The studio's own store (decision 231), on SQLite (DATA_DIR/studio.sqlite) or PostgreSQL
 * (DATABASE_URL): the one object the routers receive. Each kind of record is a module of its own over
 * the same Sql handle (decision 422): people.ts, passkeys.ts, invites.ts, sessions.ts, audit-log.ts,
 * release-history.ts, schedules.ts, previews.ts, secrets.ts; the tables are schema.ts's one migration
 * list. StudioStore composes them and keeps their methods' names, so a caller reads
 * `store.audit(...)` as before; the comments are at the parts.
 *
 * The one transaction that writes records of more than one kind, using an invitation (it marks the
 * invitation used, may create a person, and adds a passkey), is here: acceptInvite. The last-owner
 * check touches only the people (people.ts, with the change it guards); a removed person's passkeys
 * and sessions go by the schema's cascade.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { TargetLang } from '../../i18n/languages.js'
import type { Role } from '../auth/roles.js'
import { openPostgres, openSqlite, type Sql } from '../../storage/sql.js'
import { AuditLog, type AuditEntry } from './audit-log.js'
import { Invites } from './invites.js'
import { type Passkey, Passkeys } from './passkeys.js'
import { People, type Person } from './people.js'
import { type PreviewLink, Previews } from './previews.js'
import { ReleaseHistory, type ReleaseRecord } from './release-history.js'
import { type Schedule, Schedules } from './schedules.js'
import { migrate } from './schema.js'
import { Secrets } from './secrets.js'
import { Sessions } from './sessions.js'

export type { AuditEntry } from './audit-log.js'
export type { Invite } from './invites.js'
export { DuplicatePasskeyError, type Passkey, passkeyTaken } from './passkeys.js'
export { personLabel } from './people.js'
export type { PreviewLink } from './previews.js'
export type { ReleaseRecord } from './release-history.js'
export type { Schedule, ScheduledFile } from './schedules.js'
export { SESSION_IDLE_MS, SESSION_MAX_MS, type Session } from './sessions.js'

export class StudioStore {
  readonly #people: People
  readonly #passkeys: Passkeys
  readonly #invites: Invites
  readonly #sessions: Sessions
  readonly #audit: AuditLog
  readonly #releases: ReleaseHistory
  readonly #schedules: Schedules
  readonly #previews: Previews
  readonly #secrets: Secrets

  constructor(readonly sql: Sql) {
    this.#people = new People(sql)
    this.#passkeys = new Passkeys(sql)
    this.#invites = new Invites(sql)
    this.#sessions = new Sessions(sql)
    this.#audit = new AuditLog(sql)
    this.#releases = new ReleaseHistory(sql)
    this.#schedules = new Schedules(sql)
    this.#previews = new Previews(sql)
    this.#secrets = new Secrets(sql)
  }

  get kind() {
    return this.sql.kind
  }

  /** A random secret made once and kept (the preview links' signing key). */
  secret(name: string) {
    return this.#secrets.get(name)
  }

  // People (people.ts) ------------------------------------------------------

  people() {
    return this.#people.all()
  }
  person(id: string) {
    return this.#people.byId(id)
  }
  personByEmail(email: string) {
    return this.#people.byEmail(email)
  }
  setRole(id: string, role: Role, langs: TargetLang[]) {
    return this.#people.setRole(id, role, langs)
  }
  rename(id: string, name: string) {
    return this.#people.rename(id, name)
  }
  removePerson(id: string) {
    return this.#people.remove(id)
  }

  // Invitations (invites.ts) --------------------------------------------------

  invite(input: Parameters<Invites['create']>[0], now: number) {
    return this.#invites.create(input, now)
  }
  inviteByToken(token: string, now: number) {
    return this.#invites.byToken(token, now)
  }
  pendingInvites(now: number) {
    return this.#invites.pending(now)
  }
  cancelInvite(id: string, now: number) {
    return this.#invites.cancel(id, now)
  }

  /**
   * Uses an invitation once: marks it used and creates its person (or, for an e-mail already known,
   * adds the passkey to that person, whose name and role stay), all or nothing. Null when the token was
   * used, expired or unknown meanwhile; a DuplicatePasskeyError (and the invitation still unused) when
   * the passkey is registered already.
   */
  async acceptInvite(
    token: string,
    input: { name: string; passkey: Omit<Passkey, 'personId' | 'createdAt' | 'lastUsedAt'> },
    now: number,
  ): Promise<Person | null> {
    return this.sql.tx(async (sql) => {
      const invite = await new Invites(sql).use(token, now)
      if (!invite) return null
      const people = new People(sql)
      const existing = await people.byEmail(invite.email)
      const id = existing?.id ?? randomUUID()
      // An invitation to somebody who has an account adds a device (a passkey) to it and nothing else:
      // their name, role and languages stay, so an invite can never rebind an account or demote an owner.
      if (!existing)
        await people.add({
          id,
          email: invite.email,
          name: input.name,
          role: invite.role,
          langs: invite.langs,
          createdAt: now,
        })
      await new Passkeys(sql).add({ ...input.passkey, personId: id, createdAt: now, lastUsedAt: null })
      return (await people.byId(id))!
    })
  }

  // Passkeys (passkeys.ts) ----------------------------------------------------

  passkeys(personId: string) {
    return this.#passkeys.of(personId)
  }
  passkey(id: string) {
    return this.#passkeys.byId(id)
  }
  addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>, now: number) {
    return this.#passkeys.add({ ...passkey, createdAt: now, lastUsedAt: null })
  }
  recordPasskeyUse(id: string, counter: number, now: number) {
    return this.#passkeys.recordUse(id, counter, now)
  }
  removePasskey(personId: string, id: string) {
    return this.#passkeys.remove(personId, id)
  }

  // Sessions (sessions.ts) ----------------------------------------------------

  startSession(personId: string, agent: string, now: number) {
    return this.#sessions.start(personId, agent, now)
  }
  session(token: string, now: number) {
    return this.#sessions.byToken(token, now)
  }
  endSession(token: string) {
    return this.#sessions.end(token)
  }
  /** "Kirjaudu ulos kaikkialta": every session of the person ends. */
  endSessions(personId: string) {
    return this.#sessions.endAll(personId)
  }

  // Audit log (audit-log.ts) --------------------------------------------------

  audit(entry: Omit<AuditEntry, 'id'>) {
    return this.#audit.add(entry)
  }
  auditLog(limit?: number, before?: number) {
    return this.#audit.list(limit, before)
  }

  // Releases (release-history.ts) ----------------------------------------------

  addRelease(r: ReleaseRecord) {
    return this.#releases.add(r)
  }
  releases(limit?: number) {
    return this.#releases.list(limit)
  }
  release(id: string) {
    return this.#releases.byId(id)
  }

  // Scheduled publishes (schedules.ts) ----------------------------------------

  schedule(input: Parameters<Schedules['add']>[0]): Promise<Schedule> {
    return this.#schedules.add(input)
  }
  schedules() {
    return this.#schedules.list()
  }
  claimDue(now: number) {
    return this.#schedules.claimDue(now)
  }
  abandonRunning(now: number, why: string) {
    return this.#schedules.abandonRunning(now, why)
  }
  finishSchedule(id: string, state: 'valmis' | 'epäonnistui', result: string, now: number) {
    return this.#schedules.finish(id, state, result, now)
  }
  cancelSchedule(id: string, now: number) {
    return this.#schedules.cancel(id, now)
  }

  // Preview links (previews.ts) -----------------------------------------------

  addPreview(link: PreviewLink) {
    return this.#previews.add(link)
  }
  preview(id: string) {
    return this.#previews.byId(id)
  }
  previews(now: number) {
    return this.#previews.live(now)
  }
  revokePreview(id: string, now: number) {
    return this.#previews.revoke(id, now)
  }

  close(): Promise<void> {
    return this.sql.close()
  }
}

/** The store the environment names: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export async function openStudioStore(env: NodeJS.ProcessEnv = process.env): Promise<StudioStore> {
  const url = env.DATABASE_URL?.trim()
  const sql = url ? openPostgres(url) : openSqlite(path.resolve(env.DATA_DIR || 'data', 'studio.sqlite'))
  await migrate(sql)
  return new StudioStore(sql)
}
