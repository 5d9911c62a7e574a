/**
 * What the contact API needs of its store, whichever it is: SQLite (embedded
 * default, server/contact/sqlite-store.ts) or PostgreSQL (DATABASE_URL,
 * server/contact/pg-store.ts). Both keep the outbox, the delivery queue and
 * the rate limit (and the math questions' use) in the same database.
 */
import type { Lead, LeadStatus, NewLead } from './outbox.js'
import type { QuestionLedger } from './question-ledger.js'
import type { ContactRateLimit } from './rate-limit.js'
import type { Sql } from '../../src/storage/sql.js'

/** What a booking does in its lead's transaction (src/visit-desk/visit-desk.ts): take the visit, queue its e-mails. */
export type WithLead = (tx: Sql, leadId: number) => Promise<void>

export interface ContactStore {
  readonly kind: 'sqlite' | 'postgres'
  /** Where the data is (for log lines; never a password). */
  readonly location: string
  readonly rateLimit: ContactRateLimit
  /** The math questions' use: taken once, burnt after wrong answers, per-address wrong answers (decision 253). */
  readonly questions: QuestionLedger
  /** Stores a message durably and queues its delivery; resolves with its number once committed. */
  add(lead: NewLead, now: number): Promise<number>
  /**
   * Stores a booking: the lead at the stage "arviokäynti sovittu" and, in the same transaction, what
   * `withLead` writes (its visit, its e-mails); whatever `withLead` throws rolls both back and is thrown.
   */
  addBooking(lead: NewLead, now: number, withLead: WithLead): Promise<number>
  /** The store's database through the common interface (the visits, their e-mails). */
  readonly sql: Sql
  list(status?: LeadStatus): Promise<Lead[]>
  counts(): Promise<Record<LeadStatus, number>>
  /** Starts delivering (Telegram configured) or logs that messages wait. */
  startDelivery(): Promise<void>
  /** Called after a message is stored: deliver it now rather than at the next poll. */
  wake(): void
  /** Stops delivery (waiting for an attempt in progress) and closes the database. */
  close(): Promise<void>
}
