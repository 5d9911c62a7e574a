/**
 * The private calendar subscription of each studio person (decision 415): a random token in the
 * address /calendar/<token>.ics, which calendar apps poll without signing in. The studio's store
 * keeps only the token's SHA-256, one row per person: renewing replaces it (the old address answers
 * 404 at once), revoking deletes it, and a person removed from the studio (or whose role lost the
 * site visits) has no feed, whatever row is left, because every poll asks the people's table too.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Sql } from '../../storage/sql.js'

const TABLE = 'studio_calendar_feeds'

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A token as this module makes them: 32 random bytes in base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export class CalendarFeeds {
  private readonly ready: Promise<void>

  constructor(private readonly sql: Sql) {
    const int = sql.kind === 'sqlite' ? 'INTEGER' : 'bigint'
    this.ready = sql.exec(`CREATE TABLE IF NOT EXISTS ${TABLE} (
  person_id text PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  created_at ${int} NOT NULL
)`)
  }

  /** When the person's feed was made, or null when they have none. */
  async createdAt(personId: string): Promise<number | null> {
    await this.ready
    const row = await this.sql.get<{ created_at: number | string }>(
      `SELECT created_at FROM ${TABLE} WHERE person_id = $1`,
      [personId],
    )
    return row ? Number(row.created_at) : null
  }

  /** A new token for the person (returned once, kept only hashed); an earlier one stops working. */
  async renew(personId: string, now: number): Promise<string> {
    await this.ready
    const token = randomBytes(32).toString('base64url')
    await this.sql.run(
      `INSERT INTO ${TABLE} (person_id, token_hash, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (person_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at`,
      [personId, hashOf(token), now],
    )
    return token
  }

  /** The person's feed stops working; whether there was one. */
  async revoke(personId: string): Promise<boolean> {
    await this.ready
    return (await this.sql.run(`DELETE FROM ${TABLE} WHERE person_id = $1`, [personId])) > 0
  }

  /** Whose feed a token is, or null (not ours, renewed, revoked). */
  async personOf(token: string): Promise<string | null> {
    if (!TOKEN.test(token)) return null
    await this.ready
    const row = await this.sql.get<{ person_id: string }>(`SELECT person_id FROM ${TABLE} WHERE token_hash = $1`, [
      hashOf(token),
    ])
    return row?.person_id ?? null
  }
}
