/**
 * Where booked site visits live (decision 411): a booking is a lead (the outbox row, delivered like
 * every lead) with its visit beside it, written in the lead's own transaction. No double booking is
 * the schema's promise, the same on SQLite and PostgreSQL and whatever the instances read before:
 * - each visit keeps its stretch with buffers as 5-minute cells (src/booking/slots.ts
 *   `occupiedCells`), and (person, cell) is the primary key of the cells: two visits of a person that
 *   overlap share a cell, and only the first transaction's insert lands;
 * - each person's day is one row (person, day) holding its area and its count of visits: the count
 *   rises only while it is under the cap and the area is the row's, in one conditional UPDATE that
 *   PostgreSQL's row lock and SQLite's single writer both serialise.
 * A request that loses throws `VisitTaken`, so its transaction rolls back whole, the lead included,
 * and the visitor is told "Aika ehdittiin juuri varata – valitse toinen".
 */
import type { Area } from '../booking/areas.js'
import type { AvailabilitySettings } from '../booking/availability.js'
import { dateOf } from '../booking/helsinki-clock.js'
import { type BookedVisit, occupiedCells } from '../booking/slots.js'
import type { VisitAddress } from '../booking/visit.js'
import type { Sql } from '../storage/sql.js'

type Dialect = Sql['kind']

export const VISIT_TABLES = {
  sqlite: { leads: 'leads', visits: 'lead_visits', cells: 'lead_visit_cells', days: 'lead_visit_days' },
  postgres: {
    leads: 'contact_leads',
    visits: 'contact_lead_visits',
    cells: 'contact_lead_visit_cells',
    days: 'contact_lead_visit_days',
  },
} as const

function schema(dialect: Dialect): string {
  const t = VISIT_TABLES[dialect]
  const int = dialect === 'sqlite' ? 'INTEGER' : 'bigint'
  return `
CREATE TABLE IF NOT EXISTS ${t.visits} (
  lead_id ${int} PRIMARY KEY,
  person text NOT NULL,
  start_at ${int} NOT NULL,
  end_at ${int} NOT NULL,
  day text NOT NULL,
  area text NOT NULL CHECK (area IN ('uusimaa', 'etela-karjala')),
  street text NOT NULL,
  postal_code text NOT NULL,
  city text NOT NULL,
  status text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
  sequence integer NOT NULL DEFAULT 0,
  previous_start_at ${int},
  created_at ${int} NOT NULL,
  changed_at ${int} NOT NULL
);
CREATE INDEX IF NOT EXISTS ${t.visits}_start ON ${t.visits} (status, start_at);
CREATE TABLE IF NOT EXISTS ${t.cells} (
  person text NOT NULL,
  cell ${int} NOT NULL,
  lead_id ${int} NOT NULL,
  PRIMARY KEY (person, cell)
);
CREATE INDEX IF NOT EXISTS ${t.cells}_lead ON ${t.cells} (lead_id);
CREATE TABLE IF NOT EXISTS ${t.days} (
  person text NOT NULL,
  day text NOT NULL,
  area text NOT NULL,
  visits integer NOT NULL,
  PRIMARY KEY (person, day)
);`
}

/** The visits' tables (idempotent), beside the leads' (src/leads/lead-tables.ts `migrateLeads`). */
export async function migrateVisits(sql: Sql): Promise<void> {
  await sql.exec(schema(sql.kind))
}

/** A request lost the race for its time (or its day is full, or serves the other area now). */
export class VisitTaken extends Error {
  constructor() {
    super('the visit time was taken meanwhile')
    this.name = 'VisitTaken'
  }
}

export interface NewVisit {
  leadId: number
  person: string
  start: number
  end: number
  area: Area
  address: VisitAddress
  now: number
}

const capOf = (s: AvailabilitySettings, person: string) =>
  Math.min(s.maxVisitsPerDay, s.people.find((p) => p.id === person)?.maxVisitsPerDay ?? Number.POSITIVE_INFINITY)

/** Takes a visit's cells and a place in its person's day, or throws VisitTaken. Inside the lead's transaction. */
async function hold(tx: Sql, v: Omit<NewVisit, 'address' | 'now'>, s: AvailabilitySettings): Promise<void> {
  const t = VISIT_TABLES[tx.kind]
  const day = dateOf(v.start)
  await tx.run(`INSERT INTO ${t.days} (person, day, area, visits) VALUES ($1, $2, $3, 0) ON CONFLICT DO NOTHING`, [
    v.person,
    day,
    v.area,
  ])
  const counted = await tx.run(
    `UPDATE ${t.days} SET visits = visits + 1 WHERE person = $1 AND day = $2 AND (area = $3 OR $4 = 0) AND visits < $5`,
    [v.person, day, v.area, s.oneAreaPerDay ? 1 : 0, capOf(s, v.person)],
  )
  if (counted !== 1) throw new VisitTaken()
  for (const cell of occupiedCells(v.start, v.end, s)) {
    const taken = await tx.run(
      `INSERT INTO ${t.cells} (person, cell, lead_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [v.person, cell, v.leadId],
    )
    if (taken !== 1) throw new VisitTaken()
  }
}

/** Gives back a visit's cells and its place in its day (the day's area is free again once it is empty). */
async function release(tx: Sql, leadId: number): Promise<void> {
  const t = VISIT_TABLES[tx.kind]
  const row = await tx.get<{ person: string; day: string }>(
    `SELECT person, day FROM ${t.visits} WHERE lead_id = $1 AND status = 'booked'`,
    [leadId],
  )
  if (!row) return
  await tx.run(`DELETE FROM ${t.cells} WHERE lead_id = $1`, [leadId])
  await tx.run(`UPDATE ${t.days} SET visits = visits - 1 WHERE person = $1 AND day = $2`, [row.person, row.day])
  await tx.run(`DELETE FROM ${t.days} WHERE person = $1 AND day = $2 AND visits <= 0`, [row.person, row.day])
}

/** Books the visit of a lead inserted in the same transaction `tx`; throws VisitTaken when it lost. */
export async function takeVisit(tx: Sql, v: NewVisit, s: AvailabilitySettings): Promise<void> {
  await hold(tx, v, s)
  await tx.run(
    `INSERT INTO ${VISIT_TABLES[tx.kind].visits} (lead_id, person, start_at, end_at, day, area, street, postal_code, city, created_at, changed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      v.leadId,
      v.person,
      v.start,
      v.end,
      dateOf(v.start),
      v.area,
      v.address.street,
      v.address.postalCode,
      v.address.city,
      v.now,
    ],
  )
}

/**
 * Moves a booked visit to another time (and perhaps person): its old cells and day place given back,
 * the new ones taken, its sequence raised. In a transaction; throws VisitTaken when the new time is taken.
 */
export async function moveVisit(
  tx: Sql,
  move: { leadId: number; person: string; start: number; end: number; now: number },
  s: AvailabilitySettings,
): Promise<void> {
  const t = VISIT_TABLES[tx.kind]
  const row = await tx.get<{ area: Area; start_at: number }>(
    `SELECT area, start_at FROM ${t.visits} WHERE lead_id = $1 AND status = 'booked'`,
    [move.leadId],
  )
  if (!row) throw new VisitTaken()
  await release(tx, move.leadId)
  await hold(tx, { ...move, area: row.area }, s)
  await tx.run(
    `UPDATE ${t.visits} SET person = $2, start_at = $3, end_at = $4, day = $5, previous_start_at = $6, sequence = sequence + 1, changed_at = $7 WHERE lead_id = $1`,
    [move.leadId, move.person, move.start, move.end, dateOf(move.start), Number(row.start_at), move.now],
  )
}

/** Cancels a booked visit: its time is free again at once; the record stays with the lead. */
export async function cancelVisit(tx: Sql, leadId: number, now: number): Promise<boolean> {
  await release(tx, leadId)
  const changed = await tx.run(
    `UPDATE ${VISIT_TABLES[tx.kind].visits} SET status = 'cancelled', sequence = sequence + 1, changed_at = $2 WHERE lead_id = $1 AND status = 'booked'`,
    [leadId, now],
  )
  return changed === 1
}

/** The booked visits starting in [from, to): what the slot generator is given. */
export async function bookedVisitsBetween(sql: Sql, from: number, to: number): Promise<BookedVisit[]> {
  const rows = await sql.all<{ person: string; start_at: number; end_at: number; area: Area }>(
    `SELECT person, start_at, end_at, area FROM ${VISIT_TABLES[sql.kind].visits} WHERE status = 'booked' AND start_at >= $1 AND start_at < $2 ORDER BY start_at`,
    [from, to],
  )
  return rows.map((r) => ({ person: r.person, start: Number(r.start_at), end: Number(r.end_at), area: r.area }))
}

/** A lead's visit as stored, with the lead's visitor and message (what the e-mails and the links read). */
export interface StoredVisit extends Omit<NewVisit, 'now'> {
  status: 'booked' | 'cancelled'
  sequence: number
  previousStart: number | null
  createdAt: number
  visitor: { name: string; email: string; phone: string; lang: string }
  message: string
}

interface StoredVisitRow {
  lead_id: number | string
  person: string
  start_at: number | string
  end_at: number | string
  area: Area
  street: string
  postal_code: string
  city: string
  status: 'booked' | 'cancelled'
  sequence: number | string
  previous_start_at: number | string | null
  created_at: number | string
  name: string
  email: string
  phone: string
  lang: string
  message: string
}

const toStoredVisit = (r: StoredVisitRow): StoredVisit => ({
  leadId: Number(r.lead_id),
  person: r.person,
  start: Number(r.start_at),
  end: Number(r.end_at),
  area: r.area,
  address: { street: r.street, postalCode: r.postal_code, city: r.city },
  status: r.status,
  sequence: Number(r.sequence),
  previousStart: r.previous_start_at === null ? null : Number(r.previous_start_at),
  createdAt: Number(r.created_at),
  visitor: { name: r.name, email: r.email, phone: r.phone, lang: r.lang },
  message: r.message,
})

/** The visit of a lead, or undefined when the lead has none (or is gone). */
export async function visitOfLead(sql: Sql, leadId: number): Promise<StoredVisit | undefined> {
  const leads = VISIT_TABLES[sql.kind].leads
  const row = await sql.get<StoredVisitRow>(
    `SELECT v.lead_id, v.person, v.start_at, v.end_at, v.area, v.street, v.postal_code, v.city, v.status, v.sequence,
            v.previous_start_at, v.created_at, l.name, l.email, l.phone, l.lang, l.message
       FROM ${VISIT_TABLES[sql.kind].visits} v JOIN ${leads} l ON l.id = v.lead_id WHERE v.lead_id = $1`,
    [leadId],
  )
  return row ? toStoredVisit(row) : undefined
}

/** A visit as the studio's week and the calendar feeds show it: the stored visit and who has its lead. */
export interface CalendarVisit extends StoredVisit {
  /** The studio person the lead is given to (src/leads/lead-book.ts `assign`), or null. */
  assignee: string | null
}

/** The booked visits starting in [from, to), earliest first, with their leads' visitors (the week, the feeds). */
export async function calendarVisits(sql: Sql, from: number, to: number): Promise<CalendarVisit[]> {
  const t = VISIT_TABLES[sql.kind]
  const rows = await sql.all<StoredVisitRow & { assignee: string | null }>(
    `SELECT v.lead_id, v.person, v.start_at, v.end_at, v.area, v.street, v.postal_code, v.city, v.status, v.sequence,
            v.previous_start_at, v.created_at, l.name, l.email, l.phone, l.lang, l.message, l.assignee
       FROM ${t.visits} v JOIN ${t.leads} l ON l.id = v.lead_id
      WHERE v.status = 'booked' AND v.start_at >= $1 AND v.start_at < $2 ORDER BY v.start_at, v.lead_id`,
    [from, to],
  )
  return rows.map((r) => ({ ...toStoredVisit(r), assignee: r.assignee }))
}

/**
 * Erases the visits of leads being erased (a data subject's request, decision 341's retention): a booked
 * one gives back its cells and its place in its day first, then its row goes. Inside the erasing transaction.
 */
export async function eraseVisits(tx: Sql, leadIds: readonly number[]): Promise<void> {
  const t = VISIT_TABLES[tx.kind]
  for (const id of leadIds) {
    await release(tx, id)
    await tx.run(`DELETE FROM ${t.cells} WHERE lead_id = $1`, [id])
    await tx.run(`DELETE FROM ${t.visits} WHERE lead_id = $1`, [id])
  }
}
