/** The embedded store: the SQLite outbox, its rate-limit table and the in-process delivery worker. */
import type { ContactConfig } from './config.js'
import { Outbox, type Lead, type LeadStatus, type NewLead } from './outbox.js'
import { sqliteRateLimit, type ContactRateLimit } from './rate-limit.js'
import { sqliteQuestionLedger, type QuestionLedger } from './question-ledger.js'
import type { ContactStore } from './store.js'
import { DeliveryWorker } from './worker.js'

export class SqliteStore implements ContactStore {
  readonly kind = 'sqlite'
  readonly outbox: Outbox
  readonly worker: DeliveryWorker
  readonly rateLimit: ContactRateLimit
  readonly questions: QuestionLedger

  constructor(config: ContactConfig, log?: (line: string) => void) {
    this.outbox = new Outbox(config.dataDir)
    this.rateLimit = sqliteRateLimit(this.outbox.database, config)
    this.questions = sqliteQuestionLedger(this.outbox.database)
    this.worker = new DeliveryWorker({
      outbox: this.outbox,
      telegram: config.telegram,
      retryBaseMs: config.retryBaseMs,
      retryMaxMs: config.retryMaxMs,
      requestTimeoutMs: config.requestTimeoutMs,
      pollMs: config.pollMs,
      telegramIntervalMs: config.telegramIntervalMs,
      retentionDays: config.retentionDays,
      log,
    })
  }

  get location(): string {
    return this.outbox.file
  }

  async add(lead: NewLead, now: number): Promise<number> {
    return this.outbox.add(lead, now)
  }

  async list(status?: LeadStatus): Promise<Lead[]> {
    return this.outbox.list(status)
  }

  async counts(): Promise<Record<LeadStatus, number>> {
    return this.outbox.counts()
  }

  async startDelivery(): Promise<void> {
    this.worker.start()
  }

  wake(): void {
    this.worker.wake()
  }

  async close(): Promise<void> {
    await this.worker.stop()
    this.outbox.close()
  }
}
