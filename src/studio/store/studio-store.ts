/**
 * The studio's own store (issue 29, decision 231): people, passkeys,
 * invitations, sessions, the audit log, releases, scheduled publishes and
 * preview links, on SQLite (DATA_DIR/studio.sqlite) or PostgreSQL
 * (DATABASE_URL). Secrets are kept only as SHA-256 hashes (invitation and
 * session tokens); a passkey's public key is not a secret.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import type { TargetLang } from '../../i18n/languages.js'
import { isRole, needsLangs, parseLangs, type Actor, type Role } from '../auth/roles.js'
import { migrate } from './schema.js'
import { openPostgres, openSqlite, type Sql } from '../../storage/sql.js'

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')
const newToken = () => randomBytes(32).toString('base64url')

export interface Person extends Actor {
  createdAt: number
}

export interface Passkey {
  id: string
  personId: string
  publicKey: string
  counter: number
  transports: string[]
  label: string
  createdAt: number
  lastUsedAt: number | null
}

export interface Invite {
  id: string
  email: string
  role: Role
  langs: TargetLang[]
  createdBy: string
  createdAt: number
  expiresAt: number
  usedAt: number | null
}

export interface Session {
  id: string
  personId: string
  csrf: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

export interface AuditEntry {
  id: string
  at: number
  person: string
  action: string
  target: string
  detail: string
  address: string
}

export interface ReleaseRecord {
  id: string
  at: number
  commit: string
  person: string
  message: string
  /** The changed pages in words, one line each. */
  summary: string[]
  kind: 'publish' | 'rollback'
  /** For a rollback: the release it returned to. */
  restores: string | null
}

type ScheduleState = 'odottaa' | 'käynnissä' | 'valmis' | 'epäonnistui' | 'peruttu'

/** A scheduled file: its content when it was scheduled (base64, or null: removed) and the blob HEAD had then. */
export interface ScheduledFile {
  path: string
  content: string | null
  base: string | null
}

export interface Schedule {
  id: string
  runAt: number
  files: ScheduledFile[]
  message: string
  personId: string
  person: string
  createdAt: number
  state: ScheduleState
  startedAt: number | null
  finishedAt: number | null
  result: string
}

export interface PreviewLink {
  id: string
  file: string
  /** Who made it, as the audit log names people; and their id ('' for a link older than issue 44). */
  createdBy: string
  createdById: string
  createdAt: number
  expiresAt: number
  revokedAt: number | null
}

interface PersonRow {
  id: string
  email: string
  name: string
  role: string
  langs: string
  created_at: number
}

const toPerson = (r: PersonRow): Person => ({
  id: r.id,
  email: r.email,
  name: r.name,
  role: isRole(r.role) ? r.role : 'kääntäjä',
  langs: parseLangs(r.langs).langs,
  createdAt: Number(r.created_at),
})

/** "Anna Virtanen <anna@example.fi>": how the audit log and the releases remember a person. */
export const personLabel = (p: Pick<Actor, 'name' | 'email'>) => `${p.name} <${p.email}>`

/** What a role change or a removal did: done, nobody to change, or refused as it would leave no owner. */
export type PeopleChange = 'done' | 'missing' | 'last-owner'

/**
 * Inside a transaction: 'missing' when `id` names nobody, 'last-owner' when giving them `role` (null:
 * removing them) would leave the studio without an owner, else null. The owners' rows are locked on
 * PostgreSQL (FOR UPDATE; a concurrent change waits and then sees this one's result); SQLite's
 * transaction already holds the database.
 */
async function lastOwnerOf(sql: Sql, id: string, role: Role | null): Promise<'missing' | 'last-owner' | null> {
  const lock = sql.kind === 'postgres' ? ' FOR UPDATE' : ''
  const owners = await sql.all<{ id: string }>(`SELECT id FROM studio_people WHERE role = 'omistaja'${lock}`)
  const person = await sql.get<{ role: string }>(`SELECT role FROM studio_people WHERE id = $1`, [id])
  if (!person) return 'missing'
  const demoted = person.role === 'omistaja' && role !== 'omistaja'
  return demoted && owners.every((o) => o.id === id) ? 'last-owner' : null
}

export const SESSION_IDLE_MS = 2 * 3_600_000
export const SESSION_MAX_MS = 7 * 86_400_000
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60_000
const INVITE_TTL_MS = 72 * 3_600_000

export class StudioStore {
  constructor(readonly sql: Sql) {}

  get kind() {
    return this.sql.kind
  }

  /** A random secret made once and kept (the preview links' signing key). */
  async secret(name: string): Promise<string> {
    const key = `secret:${name}`
    await this.sql.run(`INSERT INTO studio_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [
      key,
      newToken(),
    ])
    return (await this.sql.get<{ value: string }>(`SELECT value FROM studio_meta WHERE key = $1`, [key]))!.value
  }

  // People --------------------------------------------------------------

  async people(): Promise<Person[]> {
    return (await this.sql.all<PersonRow>(`SELECT * FROM studio_people ORDER BY name, email`)).map(toPerson)
  }

  async person(id: string): Promise<Person | undefined> {
    const row = await this.sql.get<PersonRow>(`SELECT * FROM studio_people WHERE id = $1`, [id])
    return row && toPerson(row)
  }

  async personByEmail(email: string): Promise<Person | undefined> {
    const row = await this.sql.get<PersonRow>(`SELECT * FROM studio_people WHERE email = $1`, [email.toLowerCase()])
    return row && toPerson(row)
  }

  /**
   * Changes a person's role and languages; never the last owner's role away from owner (issue 44).
   * The check and the change are one transaction, the owners' rows locked on PostgreSQL, so two owners
   * demoting each other at once leave one.
   */
  async setRole(id: string, role: Role, langs: TargetLang[]): Promise<PeopleChange> {
    return this.sql.tx(async (sql) => {
      const refused = await lastOwnerOf(sql, id, role)
      if (refused) return refused
      await sql.run(`UPDATE studio_people SET role = $1, langs = $2 WHERE id = $3`, [role, langs.join(','), id])
      return 'done'
    })
  }

  async rename(id: string, name: string): Promise<void> {
    await this.sql.run(`UPDATE studio_people SET name = $1 WHERE id = $2`, [name, id])
  }

  /**
   * Removes a person; their passkeys and sessions go with them (every session ends at once). Never the
   * last owner (one transaction with the check, as setRole).
   */
  async removePerson(id: string): Promise<PeopleChange> {
    return this.sql.tx(async (sql) => {
      const refused = await lastOwnerOf(sql, id, null)
      if (refused) return refused
      await sql.run(`DELETE FROM studio_people WHERE id = $1`, [id])
      return 'done'
    })
  }

  // Invitations ----------------------------------------------------------

  /** A one-time invitation: the token (for the link) is returned once and kept only as its hash. */
  async invite(input: { email: string; role: Role; langs: TargetLang[]; createdBy: string }, now: number) {
    const token = newToken()
    const invite: Invite = {
      id: randomUUID(),
      email: input.email.trim().toLowerCase(),
      role: input.role,
      langs: needsLangs(input.role) ? input.langs : [],
      createdBy: input.createdBy,
      createdAt: now,
      expiresAt: now + INVITE_TTL_MS,
      usedAt: null,
    }
    await this.sql.run(
      `INSERT INTO studio_invites (id, token_hash, email, role, langs, created_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        invite.id,
        hashToken(token),
        invite.email,
        invite.role,
        invite.langs.join(','),
        invite.createdBy,
        now,
        invite.expiresAt,
      ],
    )
    return { token, invite }
  }

  /** The invitation of a token: 'ok', or why it cannot be used. */
  async inviteByToken(
    token: string,
    now: number,
  ): Promise<{ state: 'ok' | 'used' | 'expired'; invite: Invite } | null> {
    const row = await this.sql.get<InviteRow>(`SELECT * FROM studio_invites WHERE token_hash = $1`, [hashToken(token)])
    if (!row) return null
    const invite = toInvite(row)
    return { state: invite.usedAt !== null ? 'used' : invite.expiresAt <= now ? 'expired' : 'ok', invite }
  }

  async pendingInvites(now: number): Promise<Invite[]> {
    const rows = await this.sql.all<InviteRow>(
      `SELECT * FROM studio_invites WHERE used_at IS NULL AND expires_at > $1 ORDER BY created_at DESC`,
      [now],
    )
    return rows.map(toInvite)
  }

  async cancelInvite(id: string, now: number): Promise<boolean> {
    return (
      (await this.sql.run(`UPDATE studio_invites SET used_at = $1 WHERE id = $2 AND used_at IS NULL`, [now, id])) > 0
    )
  }

  /**
   * Uses an invitation once: marks it used and creates its person (or, for an e-mail
   * already known, adds the passkey to that person, whose name and role stay), all or nothing.
   * Null when the token was used, expired or unknown meanwhile; a DuplicatePasskeyError (and the
   * invitation still unused) when the passkey is registered already.
   */
  async acceptInvite(
    token: string,
    input: { name: string; passkey: Omit<Passkey, 'personId' | 'createdAt' | 'lastUsedAt'> },
    now: number,
  ): Promise<Person | null> {
    return this.sql.tx(async (sql) => {
      const row = await sql.get<InviteRow>(
        `SELECT * FROM studio_invites WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
        [hashToken(token), now],
      )
      if (!row) return null
      const used = await sql.run(`UPDATE studio_invites SET used_at = $1 WHERE id = $2 AND used_at IS NULL`, [
        now,
        row.id,
      ])
      if (used !== 1) return null
      const invite = toInvite(row)
      const existing = await sql.get<PersonRow>(`SELECT * FROM studio_people WHERE email = $1`, [invite.email])
      const id = existing?.id ?? randomUUID()
      // An invitation to somebody who has an account adds a device (a passkey) to it and nothing else: their
      // name, role and languages stay (issue 44), so an invite can never rebind an account or demote an owner.
      if (!existing)
        await sql.run(
          `INSERT INTO studio_people (id, email, name, role, langs, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, invite.email, input.name, invite.role, invite.langs.join(','), now],
        )
      await insertPasskey(sql, { ...input.passkey, personId: id, createdAt: now, lastUsedAt: null })
      return toPerson((await sql.get<PersonRow>(`SELECT * FROM studio_people WHERE id = $1`, [id]))!)
    })
  }

  // Passkeys ------------------------------------------------------------

  async passkeys(personId: string): Promise<Passkey[]> {
    const rows = await this.sql.all<PasskeyRow>(
      `SELECT * FROM studio_passkeys WHERE person_id = $1 ORDER BY created_at`,
      [personId],
    )
    return rows.map(toPasskey)
  }

  async passkey(id: string): Promise<Passkey | undefined> {
    const row = await this.sql.get<PasskeyRow>(`SELECT * FROM studio_passkeys WHERE id = $1`, [id])
    return row && toPasskey(row)
  }

  async addPasskey(passkey: Omit<Passkey, 'createdAt' | 'lastUsedAt'>, now: number): Promise<void> {
    await insertPasskey(this.sql, { ...passkey, createdAt: now, lastUsedAt: null })
  }

  async recordPasskeyUse(id: string, counter: number, now: number): Promise<void> {
    await this.sql.run(`UPDATE studio_passkeys SET counter = $1, last_used_at = $2 WHERE id = $3`, [counter, now, id])
  }

  /** Removes one of a person's passkeys, never their last one. */
  async removePasskey(personId: string, id: string): Promise<'removed' | 'last' | 'missing'> {
    return this.sql.tx(async (sql) => {
      const row = await sql.get<{ n: number }>(`SELECT count(*) AS n FROM studio_passkeys WHERE person_id = $1`, [
        personId,
      ])
      if (Number(row?.n ?? 0) <= 1) return 'last'
      const n = await sql.run(`DELETE FROM studio_passkeys WHERE id = $1 AND person_id = $2`, [id, personId])
      return n ? 'removed' : 'missing'
    })
  }

  // Sessions ------------------------------------------------------------

  /** A new session: the cookie's token (returned once, kept as its hash) and its CSRF token. */
  async startSession(personId: string, agent: string, now: number): Promise<{ token: string; session: Session }> {
    const token = newToken()
    const session: Session = {
      id: hashToken(token),
      personId,
      csrf: newToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + SESSION_MAX_MS,
    }
    await this.sql.run(
      `INSERT INTO studio_sessions (id, person_id, csrf, created_at, last_seen_at, expires_at, agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [session.id, personId, session.csrf, now, now, session.expiresAt, agent.slice(0, 200)],
    )
    return { token, session }
  }

  /** The session of a cookie's token and its person, while neither idle too long nor past its end. */
  async session(token: string, now: number): Promise<{ session: Session; person: Person } | null> {
    const row = await this.sql.get<SessionRow & PersonRow & { person_id: string }>(
      `SELECT s.id AS session_id, s.person_id, s.csrf, s.created_at AS session_created_at, s.last_seen_at, s.expires_at,
              p.id, p.email, p.name, p.role, p.langs, p.created_at
         FROM studio_sessions s JOIN studio_people p ON p.id = s.person_id
        WHERE s.id = $1`,
      [hashToken(token)],
    )
    if (!row) return null
    const session: Session = {
      id: row.session_id,
      personId: row.person_id,
      csrf: row.csrf,
      createdAt: Number(row.session_created_at),
      lastSeenAt: Number(row.last_seen_at),
      expiresAt: Number(row.expires_at),
    }
    if (now - session.lastSeenAt > SESSION_IDLE_MS || now >= session.expiresAt) {
      await this.sql.run(`DELETE FROM studio_sessions WHERE id = $1`, [session.id])
      return null
    }
    if (now - session.lastSeenAt > TOUCH_EVERY_MS)
      await this.sql.run(`UPDATE studio_sessions SET last_seen_at = $1 WHERE id = $2`, [now, session.id])
    return { session, person: toPerson(row) }
  }

  async endSession(token: string): Promise<void> {
    await this.sql.run(`DELETE FROM studio_sessions WHERE id = $1`, [hashToken(token)])
  }

  /** "Kirjaudu ulos kaikkialta": every session of the person ends. */
  async endSessions(personId: string): Promise<number> {
    return this.sql.run(`DELETE FROM studio_sessions WHERE person_id = $1`, [personId])
  }

  // Audit log -------------------------------------------------------------

  async audit(entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await this.sql.run(
      `INSERT INTO studio_audit (id, at, person, action, target, detail, address) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [randomUUID(), entry.at, entry.person, entry.action, entry.target, entry.detail, entry.address],
    )
  }

  async auditLog(limit = 200, before = Number.MAX_SAFE_INTEGER): Promise<AuditEntry[]> {
    const rows = await this.sql.all<AuditEntry>(
      `SELECT id, at, person, action, target, detail, address FROM studio_audit WHERE at < $1 ORDER BY at DESC, id LIMIT $2`,
      [before, limit],
    )
    return rows.map((r) => ({ ...r, at: Number(r.at) }))
  }

  // Releases --------------------------------------------------------------

  async addRelease(r: ReleaseRecord): Promise<void> {
    await this.sql.run(
      `INSERT INTO studio_releases (id, at, commit_id, person, message, summary, kind, restores)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [r.id, r.at, r.commit, r.person, r.message, JSON.stringify(r.summary), r.kind, r.restores],
    )
  }

  async releases(limit = 100): Promise<ReleaseRecord[]> {
    const rows = await this.sql.all<ReleaseRow>(`SELECT * FROM studio_releases ORDER BY at DESC, id DESC LIMIT $1`, [
      limit,
    ])
    return rows.map(toRelease)
  }

  async release(id: string): Promise<ReleaseRecord | undefined> {
    const row = await this.sql.get<ReleaseRow>(`SELECT * FROM studio_releases WHERE id = $1`, [id])
    return row && toRelease(row)
  }

  // Scheduled publishes ----------------------------------------------------

  async schedule(input: Omit<Schedule, 'id' | 'state' | 'startedAt' | 'finishedAt' | 'result'>): Promise<Schedule> {
    const s: Schedule = { ...input, id: randomUUID(), state: 'odottaa', startedAt: null, finishedAt: null, result: '' }
    await this.sql.run(
      `INSERT INTO studio_schedules (id, run_at, files, message, person_id, person, created_at, state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.id, s.runAt, JSON.stringify(s.files), s.message, s.personId, s.person, s.createdAt, s.state],
    )
    return s
  }

  async schedules(): Promise<Schedule[]> {
    const rows = await this.sql.all<ScheduleRow>(`SELECT * FROM studio_schedules ORDER BY run_at DESC LIMIT 200`)
    return rows.map(toSchedule)
  }

  /**
   * Takes the publishes that are due (waiting and past their time), each once:
   * a row moves from 'odottaa' to 'käynnissä' in one statement, so two
   * studios (or a restart mid-way) never run the same one twice.
   */
  async claimDue(now: number): Promise<Schedule[]> {
    const due = await this.sql.all<ScheduleRow>(
      `SELECT * FROM studio_schedules WHERE state = 'odottaa' AND run_at <= $1 ORDER BY run_at`,
      [now],
    )
    const claimed: Schedule[] = []
    for (const row of due) {
      const n = await this.sql.run(
        `UPDATE studio_schedules SET state = 'käynnissä', started_at = $1 WHERE id = $2 AND state = 'odottaa'`,
        [now, row.id],
      )
      if (n === 1) claimed.push({ ...toSchedule(row), state: 'käynnissä', startedAt: now })
    }
    return claimed
  }

  /** Publishes left running by a studio that stopped: they failed (their work was not finished). */
  async abandonRunning(now: number, why: string): Promise<number> {
    return this.sql.run(
      `UPDATE studio_schedules SET state = 'epäonnistui', finished_at = $1, result = $2 WHERE state = 'käynnissä'`,
      [now, why],
    )
  }

  async finishSchedule(id: string, state: 'valmis' | 'epäonnistui', result: string, now: number): Promise<void> {
    await this.sql.run(`UPDATE studio_schedules SET state = $1, result = $2, finished_at = $3 WHERE id = $4`, [
      state,
      result,
      now,
      id,
    ])
  }

  async cancelSchedule(id: string, now: number): Promise<boolean> {
    const n = await this.sql.run(
      `UPDATE studio_schedules SET state = 'peruttu', finished_at = $1 WHERE id = $2 AND state = 'odottaa'`,
      [now, id],
    )
    return n > 0
  }

  // Preview links --------------------------------------------------------

  async addPreview(link: PreviewLink): Promise<void> {
    await this.sql.run(
      `INSERT INTO studio_previews (id, file, created_by, created_by_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [link.id, link.file, link.createdBy, link.createdById, link.createdAt, link.expiresAt],
    )
  }

  async preview(id: string): Promise<PreviewLink | undefined> {
    const row = await this.sql.get<PreviewRow>(`SELECT * FROM studio_previews WHERE id = $1`, [id])
    return row && toPreview(row)
  }

  async previews(now: number): Promise<PreviewLink[]> {
    const rows = await this.sql.all<PreviewRow>(
      `SELECT * FROM studio_previews WHERE revoked_at IS NULL AND expires_at > $1 ORDER BY created_at DESC`,
      [now],
    )
    return rows.map(toPreview)
  }

  async revokePreview(id: string, now: number): Promise<boolean> {
    return (
      (await this.sql.run(`UPDATE studio_previews SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL`, [
        now,
        id,
      ])) > 0
    )
  }

  close(): Promise<void> {
    return this.sql.close()
  }
}

interface InviteRow {
  id: string
  email: string
  role: string
  langs: string
  created_by: string
  created_at: number
  expires_at: number
  used_at: number | null
}
const toInvite = (r: InviteRow): Invite => ({
  id: r.id,
  email: r.email,
  role: isRole(r.role) ? r.role : 'kääntäjä',
  langs: parseLangs(r.langs).langs,
  createdBy: r.created_by,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  usedAt: r.used_at === null ? null : Number(r.used_at),
})

interface PasskeyRow {
  id: string
  person_id: string
  public_key: string
  counter: number
  transports: string
  label: string
  created_at: number
  last_used_at: number | null
}
const toPasskey = (r: PasskeyRow): Passkey => ({
  id: r.id,
  personId: r.person_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: r.transports ? r.transports.split(',') : [],
  label: r.label,
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
})

/** A passkey whose credential id is already registered (to anybody): refused, never a constraint's 500. */
export class DuplicatePasskeyError extends Error {
  override name = 'DuplicatePasskeyError'
}

/** 'taken' for a passkey registered already (the routes answer 400 in Finnish); any other failure goes on. */
export function passkeyTaken(error: unknown): 'taken' {
  if (error instanceof DuplicatePasskeyError) return 'taken'
  throw error
}

async function insertPasskey(sql: Sql, p: Passkey): Promise<void> {
  if (await sql.get(`SELECT id FROM studio_passkeys WHERE id = $1`, [p.id])) throw new DuplicatePasskeyError(p.id)
  await sql.run(
    `INSERT INTO studio_passkeys (id, person_id, public_key, counter, transports, label, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [p.id, p.personId, p.publicKey, p.counter, p.transports.join(','), p.label, p.createdAt],
  )
}

interface SessionRow {
  session_id: string
  csrf: string
  session_created_at: number
  last_seen_at: number
  expires_at: number
}

interface ReleaseRow {
  id: string
  at: number
  commit_id: string
  person: string
  message: string
  summary: string
  kind: string
  restores: string | null
}
const toRelease = (r: ReleaseRow): ReleaseRecord => ({
  id: r.id,
  at: Number(r.at),
  commit: r.commit_id,
  person: r.person,
  message: r.message,
  summary: JSON.parse(r.summary) as string[],
  kind: r.kind === 'rollback' ? 'rollback' : 'publish',
  restores: r.restores,
})

interface ScheduleRow {
  id: string
  run_at: number
  files: string
  message: string
  person_id: string
  person: string
  created_at: number
  state: ScheduleState
  started_at: number | null
  finished_at: number | null
  result: string
}
const toSchedule = (r: ScheduleRow): Schedule => ({
  id: r.id,
  runAt: Number(r.run_at),
  files: JSON.parse(r.files) as ScheduledFile[],
  message: r.message,
  personId: r.person_id,
  person: r.person,
  createdAt: Number(r.created_at),
  state: r.state,
  startedAt: r.started_at === null ? null : Number(r.started_at),
  finishedAt: r.finished_at === null ? null : Number(r.finished_at),
  result: r.result,
})

interface PreviewRow {
  id: string
  file: string
  created_by: string
  created_by_id: string
  created_at: number
  expires_at: number
  revoked_at: number | null
}
const toPreview = (r: PreviewRow): PreviewLink => ({
  id: r.id,
  file: r.file,
  createdBy: r.created_by,
  createdById: r.created_by_id,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
  revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
})

/** The store the environment names: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export async function openStudioStore(env: NodeJS.ProcessEnv = process.env): Promise<StudioStore> {
  const url = env.DATABASE_URL?.trim()
  const sql = url ? openPostgres(url) : openSqlite(path.resolve(env.DATA_DIR || 'data', 'studio.sqlite'))
  await migrate(sql)
  return new StudioStore(sql)
}
