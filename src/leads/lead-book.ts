/**
 * The inbox's queries over the leads' tables (decision 340), written
 * once for SQLite and PostgreSQL through src/storage/sql.ts: the list newest
 * first with its filters and search (a page at a time), one lead and its
 * history, the moves through the pipeline with who and when, assignment,
 * notes, replies, erasing a message's text, a person's every lead (to export
 * or erase them), the retention sweep and the counts behind the summary and
 * the statistics. The contact API keeps its delivery statements (store,
 * claim, mark) in server/contact/; nothing else of these tables is queried
 * anywhere else.
 */
import { eraseVisits, VISIT_TABLES } from './visit-book.js'
import { eraseVisitMails, VISIT_MAIL_TABLE } from './visit-mails.js'
import type { Param, Sql } from '../storage/sql.js'
import type { CalculatorContext } from '../rules/lead-origin.js'
import type { Lang } from '../i18n/languages.js'
import { leadLang, parseCalculator, timeOf } from './lead-row.js'
import { phoneKey, searchPattern } from './lead-search.js'
import { TABLES } from './lead-tables.js'
import {
  ANSWER_WITHIN_MS,
  erasureCutoffs,
  isStage,
  REMINDER_AFTER_MS,
  stageMarks,
  type Retention,
  type Stage,
} from './stages.js'

type Delivery = 'pending' | 'sending' | 'delivered' | 'failed'

export interface InboxLead {
  id: number
  createdAt: number
  name: string
  email: string
  phone: string
  message: string
  page: string
  calculator: CalculatorContext | null
  lang: Lang
  delivery: Delivery
  stage: Stage
  stageAt: number | null
  /** The studio person who has it (their id), or null. */
  assignee: string | null
  answeredAt: number | null
  offeredAt: number | null
  /** The last change (the erasure clock starts here); the arrival for a lead never touched. */
  changedAt: number
  remindedAt: number | null
  messageErasedAt: number | null
}

export type EventKind =
  | 'stage'
  | 'assign'
  | 'note'
  | 'reply'
  | 'message-erased'
  /** The studio's changes of a booked visit; value: the visit's start, "2026-03-30T09:00:00+03:00". */
  | 'visit-confirmed'
  | 'visit-moved'
  | 'visit-cancelled'

export interface LeadEvent {
  id: number
  leadId: number
  at: number
  personId: string
  /** The person's name as it was. */
  person: string
  kind: EventKind
  /** stage: the new stage; assign: the person's name ('' = nobody); note: its text; reply: 'email' | 'phone'; visit-*: its start. */
  value: string
}

/** Who does something in the inbox. */
export interface InboxActor {
  id: string
  name: string
}

export interface LeadFilter {
  stage?: Stage
  /** Still "uusi" after 20 hours (at `now`). */
  overdue?: boolean
  /** A person's id, or 'none' for the leads nobody has. */
  assignee?: string
  lang?: Lang
  /** Only leads sent from these pages (a service's or a city's pages in every language). */
  pages?: readonly string[]
  /** Arrived within [from, to). */
  from?: number
  to?: number
  /** Name, e-mail or phone. */
  q?: string
}

interface LeadRow {
  id: number | string
  created_at: number | string
  name: string
  email: string
  phone: string
  message: string
  page: string
  calculator: string | null
  lang: string
  status: Delivery
  stage: string
  stage_at: number | string | null
  assignee: string | null
  answered_at: number | string | null
  offered_at: number | string | null
  changed_at: number | string | null
  reminded_at: number | string | null
  message_erased_at: number | string | null
}

const COLUMNS = `id, created_at, name, email, phone, message, page, calculator, lang, status, stage, stage_at, assignee,
  answered_at, offered_at, changed_at, reminded_at, message_erased_at`

function toInboxLead(r: LeadRow): InboxLead {
  const createdAt = Number(r.created_at)
  return {
    id: Number(r.id),
    createdAt,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    page: r.page,
    calculator: parseCalculator(r.calculator),
    lang: leadLang(r.lang),
    delivery: r.status,
    stage: isStage(r.stage) ? r.stage : 'uusi',
    stageAt: timeOf(r.stage_at),
    assignee: r.assignee,
    answeredAt: timeOf(r.answered_at),
    offeredAt: timeOf(r.offered_at),
    changedAt: timeOf(r.changed_at) ?? createdAt,
    remindedAt: timeOf(r.reminded_at),
    messageErasedAt: timeOf(r.message_erased_at),
  }
}

interface EventRow {
  id: number | string
  lead_id: number | string
  at: number | string
  person_id: string
  person: string
  kind: EventKind
  value: string
}

const toEvent = (r: EventRow): LeadEvent => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  at: Number(r.at),
  personId: r.person_id,
  person: r.person,
  kind: r.kind,
  value: r.value,
})

/** A filter as a WHERE clause and its parameters ($1 … in order). */
function whereOf(filter: LeadFilter, now: number): { where: string; params: Param[] } {
  const terms: string[] = []
  const params: Param[] = []
  const p = (value: Param) => {
    params.push(value)
    return `$${params.length}`
  }
  if (filter.stage) terms.push(`stage = ${p(filter.stage)}`)
  if (filter.overdue) terms.push(`stage = 'uusi' AND created_at <= ${p(now - REMINDER_AFTER_MS)}`)
  if (filter.assignee === 'none') terms.push('assignee IS NULL')
  else if (filter.assignee) terms.push(`assignee = ${p(filter.assignee)}`)
  if (filter.lang) terms.push(`lang = ${p(filter.lang)}`)
  if (filter.pages) terms.push(filter.pages.length ? `page IN (${filter.pages.map(p).join(', ')})` : '1 = 0')
  if (filter.from !== undefined) terms.push(`created_at >= ${p(filter.from)}`)
  if (filter.to !== undefined) terms.push(`created_at < ${p(filter.to)}`)
  const pattern = filter.q ? searchPattern(filter.q) : null
  if (pattern) terms.push(`search LIKE ${p(pattern)} ESCAPE '\\'`)
  return { where: terms.length ? `WHERE ${terms.join(' AND ')}` : '', params }
}

export interface LeadPage {
  leads: InboxLead[]
  /** How many match the filter. */
  total: number
  /** The cursor of the next page (its leads are older than this id), or null at the end. */
  next: number | null
}

export class LeadBook {
  private readonly t

  constructor(readonly sql: Sql) {
    this.t = TABLES[sql.kind]
  }

  /** A page of the filtered list, newest first, and how many match. */
  async list(filter: LeadFilter, options: { before?: number; limit: number; now: number }): Promise<LeadPage> {
    const { where, params } = whereOf(filter, options.now)
    const cursor = options.before ? `${where ? `${where} AND` : 'WHERE'} id < $${params.length + 1}` : where
    const pageParams = options.before ? [...params, options.before] : params
    const [rows, count] = await Promise.all([
      this.sql.all<LeadRow>(
        `SELECT ${COLUMNS} FROM ${this.t.leads} ${cursor} ORDER BY id DESC LIMIT ${Math.floor(options.limit) + 1}`,
        pageParams,
      ),
      this.sql.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${this.t.leads} ${where}`, params),
    ])
    const leads = rows.slice(0, options.limit).map(toInboxLead)
    return { leads, total: Number(count?.n ?? 0), next: rows.length > options.limit ? leads.at(-1)!.id : null }
  }

  /** Every lead of the filter, newest first (the CSV export), at most `max`. */
  async all(filter: LeadFilter, now: number, max = 100_000): Promise<InboxLead[]> {
    const { where, params } = whereOf(filter, now)
    const rows = await this.sql.all<LeadRow>(
      `SELECT ${COLUMNS} FROM ${this.t.leads} ${where} ORDER BY id DESC LIMIT ${Math.floor(max)}`,
      params,
    )
    return rows.map(toInboxLead)
  }

  async get(id: number): Promise<InboxLead | null> {
    const row = await this.sql.get<LeadRow>(`SELECT ${COLUMNS} FROM ${this.t.leads} WHERE id = $1`, [id])
    return row ? toInboxLead(row) : null
  }

  async events(id: number): Promise<LeadEvent[]> {
    const rows = await this.sql.all<EventRow>(`SELECT * FROM ${this.t.events} WHERE lead_id = $1 ORDER BY id`, [id])
    return rows.map(toEvent)
  }

  /** Leads still "uusi" after 20 hours: how many, and the oldest few. */
  async overdue(now: number, few = 5): Promise<{ count: number; leads: InboxLead[] }> {
    const filter = { overdue: true }
    const { where, params } = whereOf(filter, now)
    const [count, rows] = await Promise.all([
      this.sql.get<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${this.t.leads} ${where}`, params),
      this.sql.all<LeadRow>(`SELECT ${COLUMNS} FROM ${this.t.leads} ${where} ORDER BY id LIMIT ${few}`, params),
    ])
    return { count: Number(count?.n ?? 0), leads: rows.map(toInboxLead) }
  }

  /**
   * Changes one lead and records what happened, all or nothing: `change` gives the columns to set
   * from the lead as it is (null: nothing to change) and the event to record.
   */
  private async change(
    id: number,
    actor: InboxActor,
    now: number,
    change: (lead: InboxLead) => { set: Record<string, Param>; kind: EventKind; value: string } | null,
  ): Promise<InboxLead | null> {
    return this.sql.tx(async (tx) => {
      const row = await tx.get<LeadRow>(`SELECT ${COLUMNS} FROM ${this.t.leads} WHERE id = $1`, [id])
      if (!row) return null
      const lead = toInboxLead(row)
      const step = change(lead)
      if (!step) return lead
      const set = { ...step.set, changed_at: now }
      const names = Object.keys(set)
      await tx.run(
        `UPDATE ${this.t.leads} SET ${names.map((n, i) => `${n} = $${i + 1}`).join(', ')} WHERE id = $${names.length + 1}`,
        [...Object.values(set), id],
      )
      await tx.run(
        `INSERT INTO ${this.t.events} (lead_id, at, person_id, person, kind, value) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, now, actor.id, actor.name, step.kind, step.value],
      )
      return toInboxLead((await tx.get<LeadRow>(`SELECT ${COLUMNS} FROM ${this.t.leads} WHERE id = $1`, [id]))!)
    })
  }

  /** Moves a lead to a stage (no change when it is there already). */
  setStage(id: number, stage: Stage, actor: InboxActor, now: number): Promise<InboxLead | null> {
    return this.change(id, actor, now, (lead) => {
      if (lead.stage === stage) return null
      const marks = stageMarks(lead, stage, now)
      return {
        set: { stage, stage_at: now, answered_at: marks.answeredAt, offered_at: marks.offeredAt },
        kind: 'stage',
        value: stage,
      }
    })
  }

  /** Gives a lead to a person (null: to nobody); `name` is how the history shows them. */
  assign(id: number, person: InboxActor | null, actor: InboxActor, now: number): Promise<InboxLead | null> {
    return this.change(id, actor, now, (lead) =>
      lead.assignee === (person?.id ?? null)
        ? null
        : { set: { assignee: person?.id ?? null }, kind: 'assign', value: person?.name ?? '' },
    )
  }

  note(id: number, text: string, actor: InboxActor, now: number): Promise<InboxLead | null> {
    return this.change(id, actor, now, () => ({ set: {}, kind: 'note', value: text }))
  }

  /**
   * A reply by e-mail or phone from the lead: recorded, and a lead still "uusi" moves to
   * "yhteydessä" (answered now).
   */
  replied(id: number, via: 'email' | 'phone', actor: InboxActor, now: number): Promise<InboxLead | null> {
    return this.change(id, actor, now, (lead) => {
      if (lead.stage !== 'uusi') return { set: {} as Record<string, Param>, kind: 'reply', value: via }
      const marks = stageMarks(lead, 'yhteydessa', now)
      return {
        set: { stage: 'yhteydessa', stage_at: now, answered_at: marks.answeredAt },
        kind: 'reply',
        value: via,
      }
    })
  }

  /** The visitor's message text erased; the record (contact, origin, stage, history) stays. */
  eraseMessage(id: number, actor: InboxActor, now: number): Promise<InboxLead | null> {
    return this.change(id, actor, now, (lead) =>
      lead.messageErasedAt !== null
        ? null
        : { set: { message: '', message_erased_at: now }, kind: 'message-erased', value: '' },
    )
  }

  /** Every lead of an e-mail address or a phone number (a data subject's request), oldest first. */
  async person(who: { email?: string; phone?: string }): Promise<InboxLead[]> {
    const terms: string[] = []
    const params: Param[] = []
    const email = who.email?.trim().toLowerCase()
    if (email) terms.push(`lower(email) = $${params.push(email)}`)
    const phone = who.phone ? phoneKey(who.phone) : ''
    if (phone) terms.push(`phone_key = $${params.push(phone)}`)
    if (!terms.length) return []
    const rows = await this.sql.all<LeadRow>(
      `SELECT ${COLUMNS} FROM ${this.t.leads} WHERE ${terms.join(' OR ')} ORDER BY id`,
      params,
    )
    return rows.map(toInboxLead)
  }

  /** Every event of these leads (a person's export). */
  async eventsOf(ids: readonly number[]): Promise<LeadEvent[]> {
    if (!ids.length) return []
    const rows = await this.sql.all<EventRow>(
      `SELECT * FROM ${this.t.events} WHERE lead_id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')}) ORDER BY lead_id, id`,
      [...ids],
    )
    return rows.map(toEvent)
  }

  /**
   * Erases leads with their history and notices, and a booking's visit, its time's cells and its
   * e-mails (the confirmation's address and text); returns how many leads went.
   */
  async erase(ids: readonly number[]): Promise<number> {
    if (!ids.length) return 0
    const list = ids.map((_, i) => `$${i + 1}`).join(', ')
    return this.sql.tx(async (tx) => {
      await eraseVisits(tx, ids)
      await eraseVisitMails(tx, ids)
      await tx.run(`DELETE FROM ${this.t.events} WHERE lead_id IN (${list})`, [...ids])
      await tx.run(`DELETE FROM ${this.t.notices} WHERE lead_id IN (${list})`, [...ids])
      return tx.run(`DELETE FROM ${this.t.leads} WHERE id IN (${list})`, [...ids])
    })
  }

  /**
   * The retention rule (decision 341): a lead with no offer and no order goes 30 days after its last
   * change, one with an offer or an order after the owner's months; with it its history and notices,
   * and delivered notices after 30 days. One statement per table: safe on the contact API's own
   * SQLite connection, where a transaction could take in the outbox's statements.
   */
  async sweep(retention: Retention, now: number): Promise<number> {
    const { untouched, kept } = erasureCutoffs(retention, now)
    const gone = `(offered_at IS NULL AND COALESCE(changed_at, created_at) < $1) OR (offered_at IS NOT NULL AND COALESCE(changed_at, created_at) < $2)`
    const leads = this.t.leads
    await this.sql.run(`DELETE FROM ${this.t.events} WHERE lead_id IN (SELECT id FROM ${leads} WHERE ${gone})`, [
      untouched,
      kept,
    ])
    // A booking's visit, its cells and its e-mails (the visitor's name, address and e-mail) go with the lead.
    const kind = this.sql.kind
    for (const table of [VISIT_TABLES[kind].cells, VISIT_TABLES[kind].visits, VISIT_MAIL_TABLE[kind]])
      await this.sql.run(`DELETE FROM ${table} WHERE lead_id IN (SELECT id FROM ${leads} WHERE ${gone})`, [
        untouched,
        kept,
      ])
    await this.sql.run(
      `DELETE FROM ${this.t.notices} WHERE lead_id IN (SELECT id FROM ${leads} WHERE ${gone}) OR (status = 'delivered' AND delivered_at < $1)`,
      [untouched, kept],
    )
    return this.sql.run(`DELETE FROM ${leads} WHERE ${gone}`, [untouched, kept])
  }

  /** The week's figures for the summary: new leads, how many of them answered within 24 h, orders. */
  async weekCounts(from: number, to: number): Promise<{ fresh: number; answeredInTime: number; orders: number }> {
    const t = this.t
    const [leads, orders] = await Promise.all([
      this.sql.get<{ n: number | string; answered: number | string | null }>(
        `SELECT COUNT(*) AS n, SUM(CASE WHEN answered_at IS NOT NULL AND answered_at - created_at <= ${ANSWER_WITHIN_MS} THEN 1 ELSE 0 END) AS answered
           FROM ${t.leads} WHERE created_at >= $1 AND created_at < $2`,
        [from, to],
      ),
      this.sql.get<{ n: number | string }>(
        `SELECT COUNT(DISTINCT lead_id) AS n FROM ${t.events} WHERE kind = 'stage' AND value = 'tilattu' AND at >= $1 AND at < $2`,
        [from, to],
      ),
    ])
    return {
      fresh: Number(leads?.n ?? 0),
      answeredInTime: Number(leads?.answered ?? 0),
      orders: Number(orders?.n ?? 0),
    }
  }

  /**
   * The month's leads grouped by page, language and calculator, each group with its count, how
   * many were answered within 24 hours and how many ordered.
   */
  async monthGroups(from: number, to: number): Promise<MonthGroup[]> {
    const calculator =
      this.sql.kind === 'postgres' ? `(calculator::json ->> 'name')` : `json_extract(calculator, '$.name')`
    const rows = await this.sql.all<{
      page: string
      lang: string
      calculator: string | null
      n: number | string
      answered: number | string
      ordered: number | string
      booked: number | string
    }>(
      `SELECT page, lang, ${calculator} AS calculator, COUNT(*) AS n,
              SUM(CASE WHEN answered_at IS NOT NULL AND answered_at - created_at <= ${ANSWER_WITHIN_MS} THEN 1 ELSE 0 END) AS answered,
              SUM(CASE WHEN stage = 'tilattu' THEN 1 ELSE 0 END) AS ordered,
              SUM(CASE WHEN EXISTS (SELECT 1 FROM ${VISIT_TABLES[this.sql.kind].visits} v WHERE v.lead_id = ${this.t.leads}.id) THEN 1 ELSE 0 END) AS booked
         FROM ${this.t.leads} WHERE created_at >= $1 AND created_at < $2
        GROUP BY page, lang, ${calculator}`,
      [from, to],
    )
    return rows.map((r) => ({
      page: r.page,
      lang: leadLang(r.lang),
      calculator: r.calculator ?? '',
      count: Number(r.n),
      answeredInTime: Number(r.answered),
      ordered: Number(r.ordered),
      bookedOnline: Number(r.booked),
    }))
  }
}

/**
 * Writes a visit's change (the studio's confirm, move or cancel) into its lead's history and marks the
 * lead changed (the retention clock), inside that change's own transaction.
 */
export async function recordLeadEvent(
  tx: Sql,
  leadId: number,
  event: { actor: InboxActor; at: number; kind: EventKind; value: string },
): Promise<void> {
  const t = TABLES[tx.kind]
  await tx.run(`UPDATE ${t.leads} SET changed_at = $1 WHERE id = $2`, [event.at, leadId])
  await tx.run(
    `INSERT INTO ${t.events} (lead_id, at, person_id, person, kind, value) VALUES ($1, $2, $3, $4, $5, $6)`,
    [leadId, event.at, event.actor.id, event.actor.name, event.kind, event.value],
  )
}

export interface MonthGroup {
  page: string
  lang: Lang
  /** The calculator's name, '' for a lead without one. */
  calculator: string
  count: number
  answeredInTime: number
  ordered: number
  /** Booked a site visit online with the message (the lead has a visit). */
  bookedOnline: number
}
