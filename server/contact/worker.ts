/**
 * Delivers the outbox to Telegram, one message at a time: exponential backoff
 * with jitter between attempts, Telegram's retry_after honoured on 429,
 * permanent errors marked failed, messages left in flight by a crash retried at
 * start; then the notices queued beside them (the 20-hour reminders and the
 * weekly summary, server/contact/lead-clock.ts) the same way and at the same
 * pace. The retention rule is the lead clock's (decision 341).
 */
import { claimDueNotice, nextNoticeDueAt, recoverNotices } from '../../src/leads/notices.js'
import type { Sql } from '../../src/storage/sql.js'
import { visitOfLead } from '../../src/leads/visit-book.js'
import type { Outbox } from './outbox.js'
import { PollLoop } from './poll-loop.js'
import { contactMetrics } from '../observability/metrics.js'
import { studioLinkLine } from './lead-clock.js'
import { attemptNotice } from './notice-delivery.js'
import { memoryPace, telegramInterval, waitUntil } from './telegram-pace.js'
import { formatLead, sendToTelegram, uncertainBefore, type DeliveryResult, type TelegramTarget } from './telegram.js'

export interface WorkerOptions {
  outbox: Outbox
  telegram: TelegramTarget | null
  retryBaseMs: number
  retryMaxMs: number
  requestTimeoutMs: number
  pollMs: number
  /** The notices' queue: the outbox's own connection through the common interface. */
  notices?: Sql
  /** The studio's public address: each message links to its lead there. */
  studioUrl?: string | null
  /** Spacing of messages to the chat (null: by the kind of chat; server/contact/telegram-pace.ts). */
  telegramIntervalMs?: number | null
  now?: () => number
  random?: () => number
  log?: (line: string) => void
  /** The HTTP call (tests may replace it). */
  send?: (target: TelegramTarget, text: string, timeoutMs: number) => Promise<DeliveryResult>
}

/** Delay before attempt n+1 after n failed attempts: base * 2^(n-1), capped, with full jitter in [50 %, 100 %]. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number, random: () => number): number {
  const exp = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
  return Math.round(exp * (0.5 + random() * 0.5))
}

export class DeliveryWorker {
  private readonly loop = new PollLoop(() => this.tick())
  private recovered: Promise<unknown> = Promise.resolve()
  private readonly now: () => number
  private readonly random: () => number
  private readonly log: (line: string) => void
  private readonly send: NonNullable<WorkerOptions['send']>
  private readonly pace = memoryPace()

  constructor(private readonly o: WorkerOptions) {
    this.now = o.now ?? Date.now
    this.random = o.random ?? Math.random
    this.log = o.log ?? ((line) => console.log(line))
    this.send = o.send ?? sendToTelegram
  }

  start(): void {
    if (this.loop.active) return
    const recovered = this.o.outbox.recoverInFlight()
    if (recovered) this.log(`[contact] ${recovered} message(s) left in flight by a previous run will be retried`)
    if (this.o.notices) this.recovered = recoverNotices(this.o.notices)
    if (!this.o.telegram) {
      const pending = this.o.outbox.counts().pending
      this.log(
        `[contact] Telegram is not configured (TELEGRAM_BOT_TOKEN, TELEGRAM_CHAT_ID): messages wait in ${this.o.outbox.file} (${pending} pending); list them with "npm run leads"`,
      )
    }
    this.loop.start()
  }

  /** Called after a new message is stored: deliver it now rather than at the next poll. */
  wake(): void {
    if (this.o.telegram) this.loop.wake()
  }

  /** Stops the loop and waits for the attempt in progress (its result is recorded). */
  async stop(): Promise<void> {
    await this.loop.stop()
  }

  /** Everything due now; then how long until the next is due (at most a poll). */
  private async tick(): Promise<number> {
    try {
      if (!this.o.telegram) return this.o.pollMs
      const target = this.o.telegram
      const interval = telegramInterval(target.chatId, this.o.telegramIntervalMs ?? null)
      // Drain everything due now, one at a time, at Telegram's pace for the chat and with no other wait.
      while (this.loop.active) {
        const due = this.o.outbox.nextDueAt()
        if (due === null || due > this.now()) break
        await waitUntil(await this.pace.reserve(target.chatId, interval, this.now()), this.now())
        // Claimed only when it is sent at once: a stop while waiting leaves it pending, not in doubt.
        const lead = this.loop.active ? this.o.outbox.claimDue(this.now()) : null
        if (!lead) break
        // attempts already counts this one (claimDue): the one before it is `attempts - 1`.
        const uncertain = uncertainBefore({ attempts: lead.attempts - 1, lastError: lead.lastError })
        const visit = this.o.notices ? await visitOfLead(this.o.notices, lead.id) : undefined
        const text = formatLead(lead, uncertain, visit) + studioLinkLine(this.o.studioUrl ?? null, lead.id)
        const result = await this.send(target, text, this.o.requestTimeoutMs)
        contactMetrics.delivery(result)
        if (result.kind === 'delivered') {
          this.o.outbox.markDelivered(lead.id, this.now())
        } else if (result.kind === 'permanent') {
          this.o.outbox.markFailed(lead.id, result.error)
          this.log(
            `[contact] message #${lead.id} failed permanently: ${result.error} (kept in the outbox; see npm run leads)`,
          )
        } else {
          if (result.retryAfterMs) await this.pace.pauseUntil(target.chatId, this.now() + result.retryAfterMs)
          const delay = Math.max(
            result.retryAfterMs ?? 0,
            backoffDelay(lead.attempts, this.o.retryBaseMs, this.o.retryMaxMs, this.random),
          )
          this.o.outbox.markRetry(lead.id, this.now() + delay, result.error)
          this.log(
            `[contact] message #${lead.id} attempt ${lead.attempts} failed (${result.error}); retry in ${delay} ms`,
          )
        }
      }
      await this.drainNotices(target, interval)
      const next = await this.nextDueAt()
      return next === null ? this.o.pollMs : Math.min(this.o.pollMs, Math.max(0, next - this.now()))
    } catch (error) {
      this.log(`[contact] delivery loop error: ${(error as Error).message}`)
      return this.o.pollMs
    }
  }

  /** The notices due now, one at a time, at the chat's pace (claimed only when sent at once). */
  private async drainNotices(target: TelegramTarget, interval: number): Promise<void> {
    const sql = this.o.notices
    if (!sql) return
    await this.recovered
    const { requestTimeoutMs, retryBaseMs, retryMaxMs } = this.o
    const backoff = (attempts: number) => backoffDelay(attempts, retryBaseMs, retryMaxMs, this.random)
    const sender = { sql, telegram: target, send: this.send, requestTimeoutMs, backoff, now: this.now, log: this.log }
    while (this.loop.active) {
      const due = await nextNoticeDueAt(sql)
      if (due === null || due > this.now()) return
      await waitUntil(await this.pace.reserve(target.chatId, interval, this.now()), this.now())
      const notice = this.loop.active ? await claimDueNotice(sql, this.now()) : null
      if (!notice) return
      const result = await attemptNotice(notice, sender)
      if (result.kind === 'retry' && result.retryAfterMs)
        await this.pace.pauseUntil(target.chatId, this.now() + result.retryAfterMs)
    }
  }

  /** When the earliest pending message or notice is due. */
  private async nextDueAt(): Promise<number | null> {
    const times = [this.o.outbox.nextDueAt(), this.o.notices ? await nextNoticeDueAt(this.o.notices) : null]
    const due = times.filter((t): t is number => t !== null)
    return due.length ? Math.min(...due) : null
  }
}
