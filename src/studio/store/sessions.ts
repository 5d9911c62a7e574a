/**
 * Sign-in sessions (studio_sessions): the cookie's token is returned once and kept only as its hash.
 * A session ends when idle for two hours or a week after it began, at once when its person is removed
 * (the schema's cascade), and all of a person's on "Kirjaudu ulos kaikkialta".
 */
import type { Sql } from '../../storage/sql.js'
import { type Person, type PersonRow, toPerson } from './people.js'
import { hashToken, newToken } from './tokens.js'

export interface Session {
  id: string
  personId: string
  csrf: string
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

interface SessionRow {
  session_id: string
  csrf: string
  session_created_at: number
  last_seen_at: number
  expires_at: number
}

export const SESSION_IDLE_MS = 2 * 3_600_000
export const SESSION_MAX_MS = 7 * 86_400_000
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60_000

/** The sessions over a store's handle. */
export class Sessions {
  constructor(private readonly sql: Sql) {}

  /** A new session: the cookie's token (returned once, kept as its hash) and its CSRF token. */
  async start(personId: string, agent: string, now: number): Promise<{ token: string; session: Session }> {
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

  /**
   * The session of a cookie's token and its person (one query, joined with studio_people), while
   * neither idle too long nor past its end; an ended one is deleted.
   */
  async byToken(token: string, now: number): Promise<{ session: Session; person: Person } | null> {
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

  async end(token: string): Promise<void> {
    await this.sql.run(`DELETE FROM studio_sessions WHERE id = $1`, [hashToken(token)])
  }

  /** Every session of the person ends: how many there were. */
  async endAll(personId: string): Promise<number> {
    return this.sql.run(`DELETE FROM studio_sessions WHERE person_id = $1`, [personId])
  }
}
