/**
 * The store for more than one machine (DATABASE_URL set): the outbox and the
 * rate limit are PostgreSQL tables, delivery jobs are pg-boss 12 jobs in the
 * same database (docs/decisions/027; a pg-boss 10 schema is replaced at start,
 * server/contact/pg-boss-upgrade.ts). A message and its delivery job are
 * committed in ONE transaction before the 200; any instance's worker may
 * deliver it. A job left active by a killed instance expires and is retried by
 * another (at-least-once, like the SQLite outbox).
 */
import { PgBoss } from 'pg-boss'
import pg from 'pg'
import { claimNotice } from '../../src/leads/notices.js'
import { migrateLeads } from '../../src/leads/lead-tables.js'
import type { Stage } from '../../src/leads/stages.js'
import { visitOfLead } from '../../src/leads/visit-book.js'
import { postgresOn, type Sql } from '../../src/storage/sql.js'
import type { ContactConfig } from './config.js'
import { LeadClock, studioLinkLine } from './lead-clock.js'
import { attemptNotice, bossDb } from './notice-delivery.js'
import {
  DELIVERY_QUEUE,
  requeueFromRetiredSchema,
  retiredV10Schema,
  retireV10Schema,
  transaction,
} from './pg-boss-upgrade.js'
import { INTERRUPTED, leadLang, parseCalculator, type Lead, type LeadStatus, type NewLead } from './outbox.js'
import { postgresRateLimit, type ContactRateLimit } from './rate-limit.js'
import { postgresQuestionLedger, type QuestionLedger } from './question-ledger.js'
import { postgresPace, telegramInterval, waitUntil, type TelegramPace } from './telegram-pace.js'
import { insertLead } from './lead-insert.js'
import type { ContactStore, WithLead } from './store.js'
import { formatLead, sendToTelegram, uncertainBefore, type DeliveryResult, type TelegramTarget } from './telegram.js'
import { backoffDelay } from './worker.js'
import { contactMetrics } from '../observability/metrics.js'

interface Row {
  id: string
  created_at: string
  name: string
  email: string
  phone: string
  message: string
  page: string
  calculator: string | null
  lang: string
  status: LeadStatus
  attempts: number
  next_attempt_at: string
  delivered_at: string | null
  last_error: string | null
}

const toLead = (r: Row): Lead => ({
  id: Number(r.id),
  createdAt: Number(r.created_at),
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  page: r.page,
  calculator: parseCalculator(r.calculator),
  lang: leadLang(r.lang),
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: Number(r.next_attempt_at),
  deliveredAt: r.delivered_at === null ? null : Number(r.delivered_at),
  lastError: r.last_error,
})

export interface PgStoreOptions {
  log?: (line: string) => void
  send?: (target: TelegramTarget, text: string, timeoutMs: number) => Promise<DeliveryResult>
}

/** Masks the password of a connection string for log lines. */
function safeLocation(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return 'postgresql (DATABASE_URL)'
  }
}

/** Start-up waits for PostgreSQL this long between tries, doubling from 1 s. */
const START_RETRY_MAX_MS = 15_000

/**
 * A first connection, waiting for PostgreSQL while it is down or starting (an instance started before
 * its database, a reboot): one log line per try instead of a stack trace and an exit. Errors that
 * waiting cannot fix (a wrong password, a missing database) still end the start.
 */
async function connectWhenUp(pool: pg.Pool, log: (line: string) => void): Promise<pg.PoolClient> {
  for (let wait = 1_000; ; wait = Math.min(START_RETRY_MAX_MS, wait * 2)) {
    try {
      return await pool.connect()
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      const transient = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN|57P03)$/.test(code)
      if (!transient && !/timeout|terminated/i.test((error as Error).message)) throw error
      log(`[contact] waiting for PostgreSQL (${code || (error as Error).message}): next try in ${wait / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}

export class PgStore implements ContactStore {
  readonly kind = 'postgres'
  readonly location: string
  private readonly log: (line: string) => void
  private readonly send: NonNullable<PgStoreOptions['send']>
  private workerId: string | null = null
  private clock: LeadClock | null = null
  /** The pool through the common interface (the leads' queries of src/leads/). */
  readonly sql: Sql
  private inFlight = new Set<Promise<void>>()
  private closed = false

  private constructor(
    private readonly config: ContactConfig,
    readonly pool: pg.Pool,
    readonly boss: PgBoss,
    readonly rateLimit: ContactRateLimit,
    readonly questions: QuestionLedger,
    private readonly pace: TelegramPace,
    options: PgStoreOptions,
  ) {
    this.location = safeLocation(config.databaseUrl ?? '')
    this.log = options.log ?? ((line) => console.log(line))
    this.send = options.send ?? sendToTelegram
    this.sql = postgresOn(pool, config.databaseUrl ?? '')
  }

  static async open(config: ContactConfig, options: PgStoreOptions = {}): Promise<PgStore> {
    const url = config.databaseUrl
    if (!url) throw new Error('PgStore needs DATABASE_URL')
    const log = options.log ?? ((line: string) => console.log(line))
    // Fail fast rather than queue behind a lock: a request waits at most lock_timeout / statement_timeout.
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: config.pgTimeoutMs,
      statement_timeout: config.pgTimeoutMs,
      lock_timeout: Math.min(500, config.pgTimeoutMs),
      application_name: 'contact-api',
    })
    pool.on('error', (error) => log(`[contact] PostgreSQL connection error: ${error.message}`))
    const boss = new PgBoss({
      connectionString: url,
      max: 4,
      application_name: 'contact-api-queue',
      maintenanceIntervalSeconds: config.pgMaintenanceSeconds,
    })
    boss.on('error', (error: Error) => log(`[contact] queue error: ${error.message}`))
    // Instances starting together set the database up one at a time (pg-boss's queue creation is not race-free).
    const setup = await connectWhenUp(pool, log)
    let rateLimit: ContactRateLimit
    let questions: QuestionLedger
    let pace: TelegramPace
    try {
      // Start-up may wait for another instance's setup; request timeouts do not apply here.
      await setup.query('SET statement_timeout = 0; SET lock_timeout = 0')
      await setup.query("SELECT pg_advisory_lock(hashtext('contact-api-setup'))")
      // The outbox with the inbox's columns and tables (src/leads/lead-tables.ts), one script for every instance.
      await migrateLeads(postgresOn(setup, url))
      // pg-boss 12 cannot migrate pg-boss 10's schema: it is set aside, and its jobs made again below.
      if (await retireV10Schema(setup)) log('[contact] pg-boss 10 schema found: moved aside for pg-boss 12')
      await boss.start()
      if (!(await boss.getQueue(DELIVERY_QUEUE)))
        await boss.createQueue(DELIVERY_QUEUE, {
          // Retries of OUR backoff are new jobs (see deliver()); these cover a killed instance's active job.
          retryLimit: 1_000_000,
          retryDelay: 1,
          expireInSeconds: config.pgJobExpireSeconds,
          retentionSeconds: 30 * 86_400,
        })
      if (await retiredV10Schema(setup)) {
        const n = await requeueFromRetiredSchema(setup, boss)
        log(`[contact] upgraded from pg-boss 10: ${n} waiting message(s) queued again, the old schema dropped`)
      }
      rateLimit = await postgresRateLimit(pool, config)
      questions = await postgresQuestionLedger(pool)
      pace = await postgresPace(pool)
    } finally {
      await setup.query("SELECT pg_advisory_unlock(hashtext('contact-api-setup'))").catch(() => {})
      setup.release(true)
    }
    return new PgStore(config, pool, boss, rateLimit, questions, pace, { ...options, log })
  }

  async add(lead: NewLead, now: number): Promise<number> {
    return this.addInTransaction(lead, now, 'uusi', null)
  }

  async addBooking(lead: NewLead, now: number, withLead: WithLead): Promise<number> {
    return this.addInTransaction(lead, now, 'arviokaynti', withLead)
  }

  /** The lead, its delivery job and what `withLead` writes (a booking's visit and e-mails), in ONE transaction. */
  private async addInTransaction(lead: NewLead, now: number, stage: Stage, withLead: WithLead | null) {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      const tx = postgresOn(client, this.location)
      const id = await insertLead(tx, lead, now, stage)
      if (withLead) await withLead(tx, id)
      await this.boss.send(DELIVERY_QUEUE, { id }, { db: transaction(client) })
      await client.query('COMMIT')
      return id
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  async list(status?: LeadStatus): Promise<Lead[]> {
    const { rows } = status
      ? await this.pool.query<Row>('SELECT * FROM contact_leads WHERE status = $1 ORDER BY id', [status])
      : await this.pool.query<Row>('SELECT * FROM contact_leads ORDER BY id')
    return rows.map(toLead)
  }

  async counts(): Promise<Record<LeadStatus, number>> {
    const out: Record<LeadStatus, number> = { pending: 0, sending: 0, delivered: 0, failed: 0 }
    const { rows } = await this.pool.query<{ status: LeadStatus; n: string }>(
      'SELECT status, COUNT(*) AS n FROM contact_leads GROUP BY status',
    )
    for (const r of rows) out[r.status] = Number(r.n)
    return out
  }

  async startDelivery(): Promise<void> {
    const telegram = this.config.telegram
    this.clock = new LeadClock({
      sql: this.sql,
      retention: this.config.retention,
      studioUrl: this.config.studioUrl,
      now: () => Date.now() + this.config.clockOffsetMs,
      scanMs: this.config.leadScanMs,
      log: this.log,
      notify: telegram !== null,
      // A notice's job commits with its row: any instance's worker delivers it, once.
      afterInsert: async (tx, id) => void (await this.boss.send(DELIVERY_QUEUE, { notice: id }, { db: bossDb(tx) })),
    })
    this.clock.start()
    if (!telegram) {
      const { pending } = await this.counts()
      this.log(
        `[contact] Telegram is not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID): messages wait in ${this.location} (${pending} pending); list them with "npm run leads"`,
      )
      return
    }
    this.workerId = await this.boss.work<{ id?: number; notice?: number }>(
      DELIVERY_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: Math.max(0.5, this.config.pollMs / 1000) },
      async ([job]) => {
        if (!job || this.closed) throw new Error('stopping')
        const { id, notice } = job.data
        const attempt = notice ? this.deliverNotice(notice, telegram) : this.deliver(Number(id), telegram)
        this.inFlight.add(attempt)
        try {
          await attempt
        } finally {
          this.inFlight.delete(attempt)
          // A backlog drains without idle waits: after each job the worker asks again at
          // once instead of after its polling interval (pg-boss's burst mode needs batches over one); only an
          // empty queue waits for the poll. The pace is Telegram's (deliver()).
          if (this.workerId && !this.closed) this.boss.notifyWorker(this.workerId)
        }
      },
    )
  }

  /** One delivery attempt of one message; a failure to retry becomes a new job that starts after the backoff. */
  private async deliver(id: number, telegram: TelegramTarget): Promise<void> {
    // This chat's next free moment, shared by every instance (server/contact/telegram-pace.ts).
    const interval = telegramInterval(telegram.chatId, this.config.telegramIntervalMs)
    await waitUntil(await this.pace.reserve(telegram.chatId, interval, Date.now()), Date.now())
    if (this.closed) throw new Error('stopping')
    // A row still 'sending' was left by an instance that stopped mid-send: that attempt may have reached Telegram.
    const { rows } = await this.pool.query<Row>(
      `UPDATE contact_leads SET status = 'sending', attempts = attempts + 1,
         last_error = CASE WHEN status = 'sending' THEN $2 ELSE last_error END
       WHERE id = $1 AND status IN ('pending', 'sending') RETURNING *`,
      [id, INTERRUPTED],
    )
    const row = rows[0]
    if (!row) return // delivered or failed already (a duplicate job): nothing to do
    const lead = toLead(row)
    const uncertain = uncertainBefore({ attempts: lead.attempts - 1, lastError: lead.lastError })
    const visit = await visitOfLead(this.sql, lead.id)
    const text = formatLead(lead, uncertain, visit) + studioLinkLine(this.config.studioUrl, lead.id)
    const result = await this.send(telegram, text, this.config.requestTimeoutMs)
    contactMetrics.delivery(result)
    const now = Date.now()
    if (result.kind === 'delivered') {
      await this.pool.query(
        "UPDATE contact_leads SET status = 'delivered', delivered_at = $1, last_error = NULL WHERE id = $2",
        [now, id],
      )
      return
    }
    if (result.kind === 'permanent') {
      await this.pool.query("UPDATE contact_leads SET status = 'failed', last_error = $1 WHERE id = $2", [
        result.error,
        id,
      ])
      this.log(`[contact] message #${id} failed permanently: ${result.error} (kept in the outbox; see npm run leads)`)
      return
    }
    if (result.retryAfterMs) await this.pace.pauseUntil(telegram.chatId, now + result.retryAfterMs)
    const delay = Math.max(
      result.retryAfterMs ?? 0,
      backoffDelay(lead.attempts, this.config.retryBaseMs, this.config.retryMaxMs, Math.random),
    )
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query(
        "UPDATE contact_leads SET status = 'pending', next_attempt_at = $1, last_error = $2 WHERE id = $3",
        [now + delay, result.error, id],
      )
      await this.boss.send(DELIVERY_QUEUE, { id }, { startAfter: new Date(now + delay), db: transaction(client) })
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
    this.log(`[contact] message #${id} attempt ${lead.attempts} failed (${result.error}); retry in ${delay} ms`)
  }

  /** One attempt of a notice (a reminder, the weekly summary) at the chat's pace; a retry is a new job. */
  private async deliverNotice(id: number, telegram: TelegramTarget): Promise<void> {
    const interval = telegramInterval(telegram.chatId, this.config.telegramIntervalMs)
    await waitUntil(await this.pace.reserve(telegram.chatId, interval, Date.now()), Date.now())
    if (this.closed) throw new Error('stopping')
    const notice = await claimNotice(this.sql, id)
    if (!notice) return // delivered, failed or erased already
    const { retryBaseMs, retryMaxMs, requestTimeoutMs } = this.config
    const backoff = (attempts: number) => backoffDelay(attempts, retryBaseMs, retryMaxMs, Math.random)
    const sender = { sql: this.sql, telegram, send: this.send, requestTimeoutMs, backoff }
    const result = await attemptNotice(
      notice,
      { ...sender, now: Date.now, log: this.log },
      async (tx, at) =>
        void (await this.boss.send(DELIVERY_QUEUE, { notice: id }, { startAfter: new Date(at), db: bossDb(tx) })),
    )
    if (result.kind === 'retry' && result.retryAfterMs)
      await this.pace.pauseUntil(telegram.chatId, Date.now() + result.retryAfterMs)
  }

  wake(): void {
    if (this.workerId && !this.closed) this.boss.notifyWorker(this.workerId)
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    await this.clock?.stop()
    await Promise.allSettled([...this.inFlight])
    await this.boss.stop({ graceful: true, timeout: 5_000 }).catch(() => {})
    await this.pool.end().catch(() => {})
  }
}
