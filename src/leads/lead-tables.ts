/**
 * The leads' tables, one definition for both stores (decision 340): the
 * contact API's outbox (`leads` in DATA_DIR/leads.sqlite, `contact_leads` in
 * PostgreSQL) with the inbox's columns (stage, person, last change,
 * reminder, search key), each lead's history (events: stage moves, assignment,
 * notes, replies, with who and when) and the notices the delivery queue sends
 * besides the leads (the 20-hour reminder, the weekly summary).
 *
 * The contact API runs these at start (synchronously on its SQLite
 * connection, server/contact/outbox.ts; in its set-up transaction on
 * PostgreSQL, server/contact/pg-store.ts); the studio runs them through
 * `migrateLeads` when it opens the same database. Every statement is
 * idempotent.
 */
import { migrateVisits } from './visit-book.js'
import { migrateVisitMails } from './visit-mails.js'
import { migrateVisitSettings } from './visit-settings.js'
import type { Sql } from '../storage/sql.js'
import { phoneKey, searchKey } from './lead-search.js'

type Dialect = 'sqlite' | 'postgres'

/** The outbox's file name in DATA_DIR. */
export const LEADS_SQLITE_FILE = 'leads.sqlite'

export const TABLES = {
  sqlite: { leads: 'leads', events: 'lead_events', notices: 'lead_notices' },
  postgres: { leads: 'contact_leads', events: 'contact_lead_events', notices: 'contact_lead_notices' },
} as const

const OUTBOX = {
  sqlite: `CREATE TABLE IF NOT EXISTS leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created_at INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sending','delivered','failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  delivered_at INTEGER,
  last_error TEXT
);
CREATE INDEX IF NOT EXISTS leads_due ON leads (status, next_attempt_at);`,
  postgres: `CREATE TABLE IF NOT EXISTS contact_leads (
  id bigserial PRIMARY KEY,
  created_at bigint NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sending','delivered','failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  delivered_at bigint,
  last_error text
);
CREATE INDEX IF NOT EXISTS contact_leads_status ON contact_leads (status);`,
}

/**
 * Columns added after the first release, each with a default that fits the rows already there.
 * `text` and `int` are the two types; NOT NULL ones carry a constant default.
 */
const ADDED_COLUMNS: readonly { column: string; type: 'text' | 'int'; notNull?: string }[] = [
  // Where the lead came from (a message from before has no page and no calculator).
  { column: 'page', type: 'text', notNull: "''" },
  { column: 'calculator', type: 'text' },
  // The visitor's language; the messages from before were all sent from Finnish pages.
  { column: 'lang', type: 'text', notNull: "'fi'" },
  // The inbox. The stage and when it last moved; the person who has it (a studio person's id).
  { column: 'stage', type: 'text', notNull: "'uusi'" },
  { column: 'stage_at', type: 'int' },
  { column: 'assignee', type: 'text' },
  // When it first left "uusi" (answered), first reached an offer or an order (kept longer), last changed.
  { column: 'answered_at', type: 'int' },
  { column: 'offered_at', type: 'int' },
  { column: 'changed_at', type: 'int' },
  // When the 20-hour reminder was queued; when the message text was erased (the record kept).
  { column: 'reminded_at', type: 'int' },
  { column: 'message_erased_at', type: 'int' },
  // Name, e-mail and phone folded for search (src/leads/lead-search.ts), and the phone as one number.
  { column: 'search', type: 'text', notNull: "''" },
  { column: 'phone_key', type: 'text', notNull: "''" },
]

const typeOf = (dialect: Dialect, type: 'text' | 'int') =>
  type === 'text' ? (dialect === 'sqlite' ? 'TEXT' : 'text') : dialect === 'sqlite' ? 'INTEGER' : 'bigint'

const definition = (dialect: Dialect, c: (typeof ADDED_COLUMNS)[number]) =>
  `${typeOf(dialect, c.type)}${c.notNull ? ` NOT NULL DEFAULT ${c.notNull}` : ''}`

/** The tables beside the outbox, and the inbox's indexes. */
function inboxTables(dialect: Dialect): string {
  const t = TABLES[dialect]
  const id = dialect === 'sqlite' ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'bigserial PRIMARY KEY'
  const int = typeOf(dialect, 'int')
  return `
CREATE TABLE IF NOT EXISTS ${t.events} (
  id ${id},
  lead_id ${int} NOT NULL,
  at ${int} NOT NULL,
  person_id text NOT NULL DEFAULT '',
  person text NOT NULL,
  kind text NOT NULL,
  value text NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS ${t.events}_lead ON ${t.events} (lead_id, id);
CREATE INDEX IF NOT EXISTS ${t.events}_at ON ${t.events} (at);
CREATE TABLE IF NOT EXISTS ${t.notices} (
  id ${id},
  notice_key text NOT NULL UNIQUE,
  kind text NOT NULL,
  lead_id ${int},
  text text NOT NULL,
  created_at ${int} NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at ${int} NOT NULL,
  delivered_at ${int},
  last_error text
);
CREATE INDEX IF NOT EXISTS ${t.notices}_due ON ${t.notices} (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS ${t.leads}_stage ON ${t.leads} (stage, id);
CREATE INDEX IF NOT EXISTS ${t.leads}_assignee ON ${t.leads} (assignee, id);
CREATE INDEX IF NOT EXISTS ${t.leads}_created ON ${t.leads} (created_at);`
}

/** PostgreSQL: the whole schema in one script (ADD COLUMN IF NOT EXISTS). */
function postgresLeadSchema(): string {
  const t = TABLES.postgres.leads
  const columns = ADDED_COLUMNS.map(
    (c) => `ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS ${c.column} ${definition('postgres', c)};`,
  )
  return `${OUTBOX.postgres}\n${columns.join('\n')}\n${inboxTables('postgres')}`
}

/** SQLite: the outbox table, then (given the columns it has) the statements that complete it. */
export const SQLITE_OUTBOX = OUTBOX.sqlite

export function sqliteLeadSchema(existingColumns: ReadonlySet<string>): string {
  const columns = ADDED_COLUMNS.filter((c) => !existingColumns.has(c.column)).map(
    (c) => `ALTER TABLE leads ADD COLUMN ${c.column} ${definition('sqlite', c)};`,
  )
  return `${columns.join('\n')}\n${inboxTables('sqlite')}`
}

/**
 * The whole schema through the common interface (the studio opening the database, the
 * contact API's PostgreSQL set-up), then the search keys of rows from before they existed.
 */
export async function migrateLeads(sql: Sql): Promise<void> {
  if (sql.kind === 'postgres') await sql.exec(postgresLeadSchema())
  else {
    await sql.exec(SQLITE_OUTBOX)
    const have = await sql.all<{ name: string }>(`SELECT name FROM pragma_table_info('leads')`)
    await sql.exec(sqliteLeadSchema(new Set(have.map((c) => c.name))))
  }
  await fillSearchKeys(sql)
  // The booked site visits and their e-mails' queue (decisions 411, 412): wherever the leads are.
  await migrateVisits(sql)
  await migrateVisitMails(sql)
  // The studio's availability settings of the visits ("Arviokäynnit"), read by the contact API's desk.
  await migrateVisitSettings(sql)
}

/** Rows stored before the search column (or by an older server): their keys, a thousand at a time. */
async function fillSearchKeys(sql: Sql): Promise<void> {
  const t = TABLES[sql.kind].leads
  for (;;) {
    const rows = await sql.all<{ id: number; name: string; email: string; phone: string }>(
      `SELECT id, name, email, phone FROM ${t} WHERE search = '' LIMIT 1000`,
    )
    if (!rows.length) return
    await sql.tx(async (tx) => {
      for (const r of rows)
        await tx.run(`UPDATE ${t} SET search = $1, phone_key = $2 WHERE id = $3`, [
          searchKey(r) || ' ',
          phoneKey(r.phone),
          Number(r.id),
        ])
    })
  }
}
