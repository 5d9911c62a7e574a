/**
 * Per-client-address limit on ACCEPTED messages: at least `minIntervalMs`
 * between two, and at most `maxPerHour` an hour. Kept by rate-limiter-flexible
 * in the store of the outbox (SQLite table or PostgreSQL table), so a restart
 * keeps it and several instances on one PostgreSQL share it
 * (docs/decisions/025). Two fixed-window counters: 1 point per interval, N per hour.
 */
import type Database from 'better-sqlite3'
import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible'

const TABLE = 'contact_rate_limit'

export interface RateLimitSettings {
  minIntervalMs: number
  maxPerHour: number
}

export class ContactRateLimit {
  constructor(private readonly limiters: readonly RateLimiterAbstract[]) {}

  /**
   * Takes a slot for `key`: resolves 0 when the message may be accepted (the
   * slot is taken), or the milliseconds to wait (nothing taken). A store error
   * (locked database...) rejects.
   */
  async take(key: string): Promise<number> {
    const taken: RateLimiterAbstract[] = []
    for (const limiter of this.limiters) {
      try {
        await limiter.consume(key)
        taken.push(limiter)
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) {
          await this.release(key, taken).catch(() => {})
          throw error
        }
        // Refused: the slots already taken by the other counter are given back, so only accepted messages count.
        await this.release(key, taken)
        return Math.max(1, error.msBeforeNext)
      }
    }
    return 0
  }

  /** Gives the slot back (the message could not be stored after all). */
  async giveBack(key: string): Promise<void> {
    await this.release(key, this.limiters)
  }

  private async release(key: string, limiters: readonly RateLimiterAbstract[]): Promise<void> {
    for (const limiter of limiters) await limiter.reward(key)
  }
}

function limits({ minIntervalMs, maxPerHour }: RateLimitSettings): LimiterOptions[] {
  const out: LimiterOptions[] = []
  // Duration 0 would mean "never expires" to rate-limiter-flexible: a 0 interval (benchmarks) has no counter.
  if (minIntervalMs > 0) out.push({ keyPrefix: 'interval', points: 1, duration: minIntervalMs / 1000 })
  if (maxPerHour > 0 && Number.isFinite(maxPerHour)) out.push({ keyPrefix: 'hour', points: maxPerHour, duration: 3600 })
  return out
}

interface LimiterOptions {
  keyPrefix: string
  points: number
  duration: number
}

/** Ensures the limits' table in a SQLite outbox (the same table keeps every counter, each under its prefix). */
export function sqliteLimitTable(db: Database.Database): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS ${TABLE} (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)`,
  )
}

/**
 * One counter in the SQLite table (made by sqliteLimitTable). The library's own five-minute clean-up
 * timer is off: it cannot be stopped, and once the database is closed it rejects with nobody to catch
 * it (an unhandled rejection in whatever runs next); the store sweeps instead (sqliteSweepLimits).
 */
export function sqliteLimiter(db: Database.Database, options: LimiterOptions): RateLimiterAbstract {
  return new RateLimiterSQLite({
    ...options,
    storeClient: db,
    storeType: 'better-sqlite3',
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
  })
}

/** How often, and how long after expiring, the SQLite counters are deleted (the library's figures). */
export const LIMIT_SWEEP_MS = 5 * 60_000
const LIMIT_KEEP_MS = 60 * 60_000

/**
 * Deletes the counters that expired an hour ago every five minutes until the returned stop is called
 * (before the database closes). The timer does not keep the process alive.
 */
export function sqliteSweepLimits(db: Database.Database): () => void {
  const sweep = () => {
    if (!db.open) return
    try {
      db.prepare(`DELETE FROM ${TABLE} WHERE expire < ?`).run(Date.now() - LIMIT_KEEP_MS)
    } catch {
      // A busy database: the next sweep deletes them.
    }
  }
  const timer = setInterval(sweep, LIMIT_SWEEP_MS)
  timer.unref()
  return () => clearInterval(timer)
}

export function sqliteRateLimit(db: Database.Database, settings: RateLimitSettings): ContactRateLimit {
  sqliteLimitTable(db)
  return new ContactRateLimit(limits(settings).map((l) => sqliteLimiter(db, l)))
}

/** Ensures the limits' table in PostgreSQL (two instances starting at once may both try). */
export async function postgresLimitTable(pool: Pool): Promise<void> {
  await pool
    .query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
    )
    .catch((error: { code?: string }) => {
      // Two instances starting at once: the other one created it.
      if (error.code !== '23505') throw error
    })
}

/** One counter in the PostgreSQL table (made by postgresLimitTable). */
export function postgresLimiter(pool: Pool, options: LimiterOptions): RateLimiterAbstract {
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: 'pool',
    tableName: TABLE,
    tableCreated: true,
    clearExpiredByTimeout: true,
  })
}

export async function postgresRateLimit(pool: Pool, settings: RateLimitSettings): Promise<ContactRateLimit> {
  await postgresLimitTable(pool)
  return new ContactRateLimit(limits(settings).map((l) => postgresLimiter(pool, l)))
}
