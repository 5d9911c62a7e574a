/**
 * The site visits' e-mails waiting to go (decision 412): one row per e-mail, queued in the booking's
 * (or the move's, the cancel's) own transaction, so a visit and its e-mails commit together. Each
 * has a unique key ("confirm:12:0:visitor", "reminder:12:1"): queued twice, it is there once. Any
 * instance's mail worker claims a due row by one UPDATE (PostgreSQL: SKIP LOCKED), so one instance
 * sends it; a row left 'sending' by an instance that stopped is claimable again after the lease
 * (it may have gone: the same at-least-once as the outbox's Telegram messages). Rows are the queue,
 * on SQLite as on PostgreSQL: without SMTP_URL they wait, and the reminder waits for its day.
 */
import type { VisitMail } from '../booking/mail.js'
import type { Sql } from '../storage/sql.js'

/** The e-mails' table of each dialect (the retention rule erases a lead's rows: src/leads/lead-book.ts). */
export const VISIT_MAIL_TABLE = { sqlite: 'lead_visit_mails', postgres: 'contact_lead_visit_mails' } as const

/** A claim older than this is an instance that stopped mid-send: the row may be claimed again. */
const MAIL_LEASE_MS = 10 * 60_000

function schema(dialect: Sql['kind']): string {
  const t = VISIT_MAIL_TABLE[dialect]
  const id = dialect === 'sqlite' ? 'INTEGER PRIMARY KEY AUTOINCREMENT' : 'bigserial PRIMARY KEY'
  const int = dialect === 'sqlite' ? 'INTEGER' : 'bigint'
  return `
CREATE TABLE IF NOT EXISTS ${t} (
  id ${id},
  mail_key text NOT NULL UNIQUE,
  lead_id ${int} NOT NULL,
  kind text NOT NULL,
  mail text NOT NULL,
  created_at ${int} NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'void')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at ${int} NOT NULL,
  claimed_at ${int},
  sent_at ${int},
  last_error text
);
CREATE INDEX IF NOT EXISTS ${t}_due ON ${t} (status, next_attempt_at);
CREATE INDEX IF NOT EXISTS ${t}_lead ON ${t} (lead_id);`
}

/** The e-mails' table (idempotent), beside the visits' (src/leads/visit-book.ts `migrateVisits`). */
export async function migrateVisitMails(sql: Sql): Promise<void> {
  await sql.exec(schema(sql.kind))
}

export interface QueuedMail {
  id: number
  key: string
  leadId: number
  kind: string
  mail: VisitMail
  attempts: number
}

interface MailRow {
  id: number | string
  mail_key: string
  lead_id: number | string
  kind: string
  mail: string
  attempts: number | string
}

const toMail = (r: MailRow): QueuedMail => ({
  id: Number(r.id),
  key: r.mail_key,
  leadId: Number(r.lead_id),
  kind: r.kind,
  mail: JSON.parse(r.mail) as VisitMail,
  attempts: Number(r.attempts),
})

/** Queues an e-mail to go at `at` (once per key); inside the visit's transaction. */
export async function queueVisitMail(
  tx: Sql,
  m: { key: string; leadId: number; kind: string; mail: VisitMail; at: number },
  now: number,
): Promise<void> {
  await tx.run(
    `INSERT INTO ${VISIT_MAIL_TABLE[tx.kind]} (mail_key, lead_id, kind, mail, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (mail_key) DO NOTHING`,
    [m.key, m.leadId, m.kind, JSON.stringify(m.mail), now, m.at],
  )
}

/** The visit's e-mails of `kind` that have not gone yet stop waiting (the reminder of a visit moved or cancelled). */
export async function voidVisitMails(tx: Sql, leadId: number, kind: string): Promise<void> {
  await tx.run(
    `UPDATE ${VISIT_MAIL_TABLE[tx.kind]} SET status = 'void' WHERE lead_id = $1 AND kind = $2 AND status = 'pending'`,
    [leadId, kind],
  )
}

/** The next due e-mail (or one whose claim's lease ran out), claimed by this instance alone; or null. */
export async function claimDueVisitMail(sql: Sql, now: number): Promise<QueuedMail | null> {
  const t = VISIT_MAIL_TABLE[sql.kind]
  const lock = sql.kind === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : ''
  const row = await sql.get<MailRow>(
    `UPDATE ${t} SET status = 'sending', attempts = attempts + 1, claimed_at = $1 WHERE id = (
       SELECT id FROM ${t} WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_at < $2)
       ORDER BY next_attempt_at, id LIMIT 1${lock}
     ) RETURNING id, mail_key, lead_id, kind, mail, attempts`,
    [now, now - MAIL_LEASE_MS],
  )
  return row ? toMail(row) : null
}

export async function markVisitMailSent(sql: Sql, id: number, now: number): Promise<void> {
  await sql.run(
    `UPDATE ${VISIT_MAIL_TABLE[sql.kind]} SET status = 'sent', sent_at = $2, last_error = NULL WHERE id = $1`,
    [id, now],
  )
}

export async function markVisitMailRetry(sql: Sql, id: number, at: number, error: string): Promise<void> {
  await sql.run(
    `UPDATE ${VISIT_MAIL_TABLE[sql.kind]} SET status = 'pending', next_attempt_at = $2, last_error = $3 WHERE id = $1`,
    [id, at, error],
  )
}

export async function markVisitMailFailed(sql: Sql, id: number, error: string): Promise<void> {
  await sql.run(`UPDATE ${VISIT_MAIL_TABLE[sql.kind]} SET status = 'failed', last_error = $2 WHERE id = $1`, [
    id,
    error,
  ])
}

/** When the earliest waiting e-mail is due, or null. */
export async function nextVisitMailDueAt(sql: Sql): Promise<number | null> {
  const row = await sql.get<{ at: number | string | null }>(
    `SELECT MIN(next_attempt_at) AS at FROM ${VISIT_MAIL_TABLE[sql.kind]} WHERE status = 'pending'`,
  )
  return row?.at === null || row?.at === undefined ? null : Number(row.at)
}

/** The e-mails of a lead (tests, and the studio later): key, status, attempts. */
export async function visitMailsOf(
  sql: Sql,
  leadId: number,
): Promise<{ key: string; kind: string; status: string; nextAttemptAt: number; mail: VisitMail }[]> {
  const rows = await sql.all<MailRow & { status: string; next_attempt_at: number | string }>(
    `SELECT * FROM ${VISIT_MAIL_TABLE[sql.kind]} WHERE lead_id = $1 ORDER BY id`,
    [leadId],
  )
  return rows.map((r) => ({
    key: r.mail_key,
    kind: r.kind,
    status: r.status,
    nextAttemptAt: Number(r.next_attempt_at),
    mail: JSON.parse(r.mail) as VisitMail,
  }))
}

/** Erases every e-mail of leads being erased, sent or waiting (their addresses and texts go with the lead). */
export async function eraseVisitMails(tx: Sql, leadIds: readonly number[]): Promise<void> {
  if (!leadIds.length) return
  const list = leadIds.map((_, i) => `$${i + 1}`).join(', ')
  await tx.run(`DELETE FROM ${VISIT_MAIL_TABLE[tx.kind]} WHERE lead_id IN (${list})`, [...leadIds])
}
