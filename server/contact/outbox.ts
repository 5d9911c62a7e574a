/**
 * The durable lead outbox, embedded default (with DATABASE_URL the PostgreSQL
 * store, server/contact/pg-store.ts, takes its place): SQLite (better-sqlite3, WAL, synchronous FULL), so a
 * message acknowledged to the visitor survives a crash or power loss. The
 * delivery worker claims rows, and marks them delivered, retried or failed.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { CalculatorContext } from '../../src/rules/lead-origin.js'
import type { Lang } from '../../src/i18n/languages.js'
import { leadLang, parseCalculator } from '../../src/leads/lead-row.js'
import { phoneKey, searchKey } from '../../src/leads/lead-search.js'
import { LEADS_SQLITE_FILE, SQLITE_OUTBOX, sqliteLeadSchema } from '../../src/leads/lead-tables.js'

export { leadLang, parseCalculator }

/** The error an attempt leaves when its outcome is unknown: Telegram may have shown the message. */
export const INTERRUPTED = 'interrupted mid-send (the instance stopped)'

export type LeadStatus = 'pending' | 'sending' | 'delivered' | 'failed'

export interface NewLead {
  name: string
  email: string
  phone: string
  message: string
  /** Where it came from (src/rules/lead-origin.ts): the page's path ('' when unknown)... */
  page?: string
  /** ...and a calculator's name, choices and estimate. */
  calculator?: CalculatorContext | null
  /** The language of the page it was sent from (Finnish when the request named none). */
  lang?: Lang
}

export interface Lead extends NewLead {
  page: string
  calculator: CalculatorContext | null
  lang: Lang
  id: number
  createdAt: number
  status: LeadStatus
  attempts: number
  nextAttemptAt: number
  deliveredAt: number | null
  lastError: string | null
}

interface Row {
  id: number
  created_at: number
  name: string
  email: string
  phone: string
  message: string
  /** Columns added by a migration: absent in an outbox opened read-only before it ran. */
  page?: string
  calculator?: string | null
  lang?: string
  status: LeadStatus
  attempts: number
  next_attempt_at: number
  delivered_at: number | null
  last_error: string | null
}

/** The schema of src/leads/lead-tables.ts, completed from the columns the table has (every start). */
function migrate(db: Database.Database): void {
  db.exec(SQLITE_OUTBOX)
  const have = new Set((db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((c) => c.name))
  db.exec(sqliteLeadSchema(have))
}

const toLead = (r: Row): Lead => ({
  id: r.id,
  createdAt: r.created_at,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  page: r.page ?? '',
  calculator: parseCalculator(r.calculator),
  lang: leadLang(r.lang),
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  deliveredAt: r.delivered_at,
  lastError: r.last_error,
})

export const OUTBOX_FILE = LEADS_SQLITE_FILE

export class Outbox {
  readonly file: string
  private db: Database.Database
  private stmts

  constructor(dataDir: string, options: { readonly?: boolean } = {}) {
    if (!options.readonly) mkdirSync(dataDir, { recursive: true })
    this.file = path.join(dataDir, OUTBOX_FILE)
    this.db = new Database(this.file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false })
    if (!options.readonly) {
      this.db.pragma('journal_mode = WAL')
      this.db.pragma('synchronous = FULL')
      // Never wait on a lock: the driver is synchronous, so a wait would freeze the whole server
      // (pages, /healthz). A locked database fails that one request with 503 at once (docs/decisions/026).
      this.db.pragma('busy_timeout = 0')
      migrate(this.db)
    }
    const db = this.db
    this.stmts = options.readonly
      ? null
      : {
          add: db.prepare(
            'INSERT INTO leads (created_at, name, email, phone, message, page, calculator, lang, next_attempt_at, changed_at, search, phone_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
          ),
          due: db.prepare(
            "SELECT * FROM leads WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 1",
          ),
          claim: db.prepare(
            "UPDATE leads SET status = 'sending', attempts = attempts + 1 WHERE id = ? AND status = 'pending'",
          ),
          delivered: db.prepare(
            "UPDATE leads SET status = 'delivered', delivered_at = ?, last_error = NULL WHERE id = ?",
          ),
          retry: db.prepare("UPDATE leads SET status = 'pending', next_attempt_at = ?, last_error = ? WHERE id = ?"),
          failed: db.prepare("UPDATE leads SET status = 'failed', last_error = ? WHERE id = ?"),
          recover: db.prepare(
            `UPDATE leads SET status = 'pending', last_error = '${INTERRUPTED}' WHERE status = 'sending'`,
          ),
          nextDue: db.prepare("SELECT MIN(next_attempt_at) AS at FROM leads WHERE status = 'pending'"),
        }
  }

  private get s() {
    if (!this.stmts) throw new Error('The outbox is open read-only')
    return this.stmts
  }

  /** Stores a message durably (the transaction is on disk when this returns). */
  add(lead: NewLead, now: number): number {
    const calculator = lead.calculator ? JSON.stringify(lead.calculator) : null
    const { name, email, phone, message } = lead
    const lang = lead.lang ?? 'fi'
    return Number(
      this.s.add.run(
        now,
        name,
        email,
        phone,
        message,
        lead.page ?? '',
        calculator,
        lang,
        now,
        now,
        searchKey(lead),
        phoneKey(phone),
      ).lastInsertRowid,
    )
  }

  /** The next due pending message, marked 'sending', or null. */
  claimDue(now: number): Lead | null {
    return this.db.transaction(() => {
      const row = this.s.due.get(now) as Row | undefined
      if (!row) return null
      this.s.claim.run(row.id)
      return toLead({ ...row, status: 'sending', attempts: row.attempts + 1 })
    })()
  }

  markDelivered(id: number, now: number): void {
    this.s.delivered.run(now, id)
  }

  markRetry(id: number, nextAttemptAt: number, error: string): void {
    this.s.retry.run(nextAttemptAt, error, id)
  }

  markFailed(id: number, error: string): void {
    this.s.failed.run(error, id)
  }

  /** Messages left 'sending' by a crash go back to the queue; returns how many. */
  recoverInFlight(): number {
    return this.s.recover.run().changes
  }

  /** When the earliest pending message is due, or null when none is pending. */
  nextDueAt(): number | null {
    const row = this.s.nextDue.get() as { at: number | null }
    return row.at
  }

  list(status?: LeadStatus): Lead[] {
    const rows = status
      ? (this.db.prepare('SELECT * FROM leads WHERE status = ? ORDER BY id').all(status) as Row[])
      : (this.db.prepare('SELECT * FROM leads ORDER BY id').all() as Row[])
    return rows.map(toLead)
  }

  counts(): Record<LeadStatus, number> {
    const out: Record<LeadStatus, number> = { pending: 0, sending: 0, delivered: 0, failed: 0 }
    for (const r of this.db.prepare('SELECT status, COUNT(*) AS n FROM leads GROUP BY status').all() as {
      status: LeadStatus
      n: number
    }[])
      out[r.status] = r.n
    return out
  }

  /** The connection (the rate limit keeps its table in the same database file). */
  get database(): Database.Database {
    return this.db
  }

  close(): void {
    if (this.db.open) this.db.close()
  }
}
