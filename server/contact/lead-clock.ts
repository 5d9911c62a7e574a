/**
 * The promise kept (issue 34, decision 342): every instance of the contact API
 * runs this clock. Each minute it queues a reminder for every lead still
 * "uusi" 20 hours after it came, and from Monday 08:00 (Helsinki) the summary
 * of the week before; each hour it applies the retention rule (decision 341).
 * Queueing goes through the delivery queue that exists (src/leads/notices.ts):
 * the SQLite outbox's notice rows, or a pg-boss job committed with its row, a
 * notice's unique key making sure two instances never queue it twice.
 */
import { LeadBook } from '../../src/leads/lead-book.js'
import { dateFi, summaryDueAt, weekOf } from '../../src/leads/helsinki-time.js'
import {
  markReminded,
  noticeQueued,
  queueNotice,
  reminderCandidates,
  type AfterInsert,
  type ReminderCandidate,
} from '../../src/leads/notices.js'
import type { Retention } from '../../src/leads/stages.js'
import type { Sql } from '../../src/storage/sql.js'
import { LEAD_NOTICES } from '../../src/leads/lead-words.fi.js'

const T = LEAD_NOTICES
const SWEEP_EVERY_MS = 3_600_000

export interface LeadClockOptions {
  sql: Sql
  retention: Retention
  /** The studio's public address (STUDIO_PUBLIC_URL) for the links, or null. */
  studioUrl: string | null
  now: () => number
  /** How often the clock looks (a minute). */
  scanMs: number
  log: (line: string) => void
  /** False without Telegram: no reminders or summaries are queued (they would wait and all go at once later). */
  notify: boolean
  /** PostgreSQL: sends the new notice's job in the insert's transaction. */
  afterInsert?: AfterInsert
  /** SQLite: a notice was queued (the worker delivers it now). */
  onQueued?: () => void
}

/** The lead's address in the studio's inbox, or '' when the studio's address is not known. */
const leadUrl = (studioUrl: string | null, id?: number) =>
  studioUrl ? `${studioUrl.replace(/\/+$/, '')}/yhteydenotot${id === undefined ? '' : `/${id}`}` : ''

/** The line with the link, after a blank line ('' without a studio address). */
export const studioLinkLine = (studioUrl: string | null, id?: number) =>
  studioUrl ? `\n\n${T.openInStudio}: ${leadUrl(studioUrl, id)}` : ''

function reminderText(lead: ReminderCandidate, studioUrl: string | null): string {
  const page = lead.page ? `\n${T.reminderPage(lead.page)}` : ''
  return `${T.reminder(lead.id, lead.name.replace(/[\r\n]+/g, ' '))}${page}${studioLinkLine(studioUrl, lead.id)}`
}

function summaryText(
  week: { key: string; start: number; end: number },
  counts: { fresh: number; answeredInTime: number; orders: number; overdue: number },
  studioUrl: string | null,
): string {
  const share = counts.fresh ? `${Math.round((counts.answeredInTime / counts.fresh) * 100)} %` : '–'
  return (
    [
      T.summaryTitle(Number(week.key.slice(-2)), dateFi(week.start), dateFi(week.end - 1)),
      T.summaryNew(counts.fresh),
      T.summaryAnswered(counts.answeredInTime, counts.fresh, share),
      T.summaryOrders(counts.orders),
      T.summaryOverdue(counts.overdue),
    ].join('\n') + studioLinkLine(studioUrl)
  )
}

export class LeadClock {
  private timer: NodeJS.Timeout | null = null
  private busy: Promise<void> | null = null
  private lastSweep = 0
  private readonly book: LeadBook

  constructor(private readonly o: LeadClockOptions) {
    this.book = new LeadBook(o.sql)
  }

  /** Looks now, then every `scanMs`. */
  start(): void {
    if (this.timer) return
    const run = () => {
      if (!this.busy) this.busy = this.tick().finally(() => (this.busy = null))
    }
    run()
    this.timer = setInterval(run, this.o.scanMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.busy
  }

  /** One look: reminders, the week's summary, the retention rule. A failure is logged, never thrown. */
  async tick(): Promise<void> {
    const steps = [
      ['reminders', () => this.remind()],
      ['summary', () => this.summarise()],
      ['retention', () => this.sweep()],
    ] as const
    for (const [name, step] of this.o.notify ? steps : steps.slice(2))
      await step().catch((error: Error) => this.o.log(`[contact] lead clock (${name}) failed: ${error.message}`))
  }

  private async queue(notice: Parameters<typeof queueNotice>[1]): Promise<boolean> {
    const queued = await queueNotice(this.o.sql, notice, this.o.now(), this.o.afterInsert)
    if (queued) this.o.onQueued?.()
    return queued
  }

  private async remind(): Promise<void> {
    const now = this.o.now()
    for (const lead of await reminderCandidates(this.o.sql, now)) {
      const text = reminderText(lead, this.o.studioUrl)
      if (await this.queue({ key: `reminder:${lead.id}`, kind: 'reminder', leadId: lead.id, text }))
        this.o.log(`[contact] lead #${lead.id} still unanswered after 20 h: reminder queued`)
      await markReminded(this.o.sql, lead.id, now)
    }
  }

  /** From Monday 08:00: the week before, once (none for a week without leads). */
  private async summarise(): Promise<void> {
    const now = this.o.now()
    if (now < summaryDueAt(now)) return
    const end = weekOf(now).start
    const week = { ...weekOf(end - 1), end }
    const key = `summary:${week.key}`
    if (await noticeQueued(this.o.sql, key)) return
    const counts = await this.book.weekCounts(week.start, end)
    if (!counts.fresh && !counts.orders) return
    const overdue = (await this.book.overdue(now, 0)).count
    const text = summaryText(week, { ...counts, overdue }, this.o.studioUrl)
    if (await this.queue({ key, kind: 'summary', leadId: null, text }))
      this.o.log(`[contact] weekly summary ${week.key} queued`)
  }

  private async sweep(): Promise<void> {
    const now = this.o.now()
    if (now - this.lastSweep < SWEEP_EVERY_MS) return
    this.lastSweep = now
    const n = await this.book.sweep(this.o.retention, now)
    if (n) this.o.log(`[contact] retention: erased ${n} lead(s) (docs/decisions/341)`)
  }
}
