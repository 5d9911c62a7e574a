/**
 * The embedded store: the SQLite outbox, its rate-limit table, the in-process
 * delivery worker and the lead clock (reminders, weekly summary, retention).
 */
import { migrateLeads } from '../../src/leads/lead-tables.js'
import { sqliteOn, type Sql } from '../../src/storage/sql.js'
import type { ContactConfig } from './config.js'
import { LeadClock } from './lead-clock.js'
import { Outbox, type Lead, type LeadStatus, type NewLead } from './outbox.js'
import { sqliteRateLimit, sqliteSweepLimits, type ContactRateLimit } from './rate-limit.js'
import { sqliteQuestionLedger, type QuestionLedger } from './question-ledger.js'
import { insertLead } from './lead-insert.js'
import type { ContactStore, WithLead } from './store.js'
import { DeliveryWorker } from './worker.js'

export class SqliteStore implements ContactStore {
  readonly kind = 'sqlite'
  readonly outbox: Outbox
  readonly worker: DeliveryWorker
  readonly rateLimit: ContactRateLimit
  /** The outbox's connection through the common interface (the leads' queries of src/leads/). */
  readonly sql: Sql
  readonly clock: LeadClock
  readonly questions: QuestionLedger
  private readonly stopSweep: () => void

  constructor(config: ContactConfig, log: (line: string) => void = (line) => console.log(line)) {
    this.outbox = new Outbox(config.dataDir)
    this.rateLimit = sqliteRateLimit(this.outbox.database, config)
    this.sql = sqliteOn(this.outbox.database, this.outbox.file)
    this.questions = sqliteQuestionLedger(this.outbox.database)
    this.stopSweep = sqliteSweepLimits(this.outbox.database)
    this.worker = new DeliveryWorker({
      outbox: this.outbox,
      telegram: config.telegram,
      retryBaseMs: config.retryBaseMs,
      retryMaxMs: config.retryMaxMs,
      requestTimeoutMs: config.requestTimeoutMs,
      pollMs: config.pollMs,
      notices: this.sql,
      studioUrl: config.studioUrl,
      telegramIntervalMs: config.telegramIntervalMs,
      log,
    })
    this.clock = new LeadClock({
      sql: this.sql,
      retention: config.retention,
      studioUrl: config.studioUrl,
      now: () => Date.now() + config.clockOffsetMs,
      scanMs: config.leadScanMs,
      log,
      notify: config.telegram !== null,
      onQueued: () => this.worker.wake(),
    })
  }

  get location(): string {
    return this.outbox.file
  }

  /**
   * Stores a message. The studio (another process) writes to the same file; while it holds the
   * write lock for its few milliseconds the insert is tried again after a timer, never by waiting
   * with the event loop held (decision 026), for at most a second.
   */
  async add(lead: NewLead, now: number): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        return this.outbox.add(lead, now)
      } catch (error) {
        if (attempt >= 40 || (error as { code?: string }).code !== 'SQLITE_BUSY') throw error
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
  }

  /**
   * A booking in one transaction of the outbox's connection. Its statements run without a timer or I/O
   * between them (each await is a settled promise), so no statement of the worker or of another request,
   * which use the same connection, can land inside it; the studio's connection waits (BEGIN IMMEDIATE).
   */
  async addBooking(lead: NewLead, now: number, withLead: WithLead): Promise<number> {
    return this.sql.tx(async (tx) => {
      const id = await insertLead(tx, lead, now, 'arviokaynti')
      await withLead(tx, id)
      return id
    })
  }

  async list(status?: LeadStatus): Promise<Lead[]> {
    return this.outbox.list(status)
  }

  async counts(): Promise<Record<LeadStatus, number>> {
    return this.outbox.counts()
  }

  async startDelivery(): Promise<void> {
    // The search keys of messages stored before they existed (the tables themselves are the outbox's).
    await migrateLeads(this.sql)
    this.worker.start()
    this.clock.start()
  }

  wake(): void {
    this.worker.wake()
  }

  async close(): Promise<void> {
    this.stopSweep()
    await this.clock.stop()
    await this.worker.stop()
    this.outbox.close()
  }
}
