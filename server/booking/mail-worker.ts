/**
 * Sends the site visits' e-mails of the queue (src/leads/visit-mails.ts) over SMTP, one at a time, on
 * every instance: each claims a due row alone, sends it and marks it sent; a refusal for good (an
 * SMTP 5xx: no such mailbox) marks it failed and logs it; anything else (the server down, a timeout,
 * a 4xx) tries again after the outbox's backoff. Without a mailer (no SMTP_URL) nothing runs and the
 * e-mails wait, as messages wait for Telegram; they go once SMTP_URL is set and the API restarts.
 */
import {
  claimDueVisitMail,
  markVisitMailFailed,
  markVisitMailRetry,
  markVisitMailSent,
  nextVisitMailDueAt,
} from '../../src/leads/visit-mails.js'
import type { Sql } from '../../src/storage/sql.js'
import { visitOfLead } from '../../src/leads/visit-book.js'
import { PollLoop } from '../contact/poll-loop.js'
import { backoffDelay } from '../contact/worker.js'
import type { Mailer } from './mailer.js'

export interface MailWorkerOptions {
  sql: Sql
  mailer: Mailer
  pollMs: number
  retryBaseMs: number
  retryMaxMs: number
  now?: () => number
  log: (line: string) => void
}

/** Whether an SMTP error is a refusal for good (5xx), not one a later attempt may pass. */
const isPermanent = (error: unknown) => {
  const code = Number((error as { responseCode?: unknown }).responseCode)
  return code >= 500 && code < 600
}

export class MailWorker {
  private readonly loop = new PollLoop(() => this.drain())
  private readonly now: () => number

  constructor(private readonly o: MailWorkerOptions) {
    this.now = o.now ?? Date.now
  }

  start(): void {
    this.loop.start()
  }

  /** An e-mail was queued: send it now rather than at the next poll. */
  wake(): void {
    this.loop.wake()
  }

  async stop(): Promise<void> {
    await this.loop.stop()
    this.o.mailer.close()
  }

  /** Every e-mail due now; then how long until the next one is due (at most a poll). */
  private async drain(): Promise<number> {
    try {
      while (this.loop.active) {
        const mail = await claimDueVisitMail(this.o.sql, this.now())
        if (!mail) break
        await this.attempt(mail)
      }
      const next = await nextVisitMailDueAt(this.o.sql)
      return next === null ? this.o.pollMs : Math.min(this.o.pollMs, Math.max(0, next - this.now()))
    } catch (error) {
      this.o.log(`[booking] e-mail queue error: ${(error as Error).message}`)
      return this.o.pollMs
    }
  }

  /** Whether a visit is still booked and ahead (a reminder that waited past it, SMTP down for days, is not sent). */
  private async stillAhead(leadId: number): Promise<boolean> {
    const visit = await visitOfLead(this.o.sql, leadId)
    return visit?.status === 'booked' && visit.start > this.now()
  }

  private async attempt(mail: NonNullable<Awaited<ReturnType<typeof claimDueVisitMail>>>): Promise<void> {
    if (mail.kind === 'reminder' && !(await this.stillAhead(mail.leadId))) {
      await markVisitMailFailed(this.o.sql, mail.id, 'not sent: the visit is past or cancelled')
      return
    }
    try {
      await this.o.mailer.send(mail.mail)
      await markVisitMailSent(this.o.sql, mail.id, this.now())
    } catch (error) {
      const text = (error as Error).message.slice(0, 500)
      if (isPermanent(error)) {
        await markVisitMailFailed(this.o.sql, mail.id, text)
        this.o.log(`[booking] e-mail ${mail.key} refused for good: ${text}`)
        return
      }
      const delay = backoffDelay(mail.attempts, this.o.retryBaseMs, this.o.retryMaxMs, Math.random)
      await markVisitMailRetry(this.o.sql, mail.id, this.now() + delay, text)
      this.o.log(`[booking] e-mail ${mail.key} attempt ${mail.attempts} failed (${text}); retry in ${delay} ms`)
    }
  }
}
