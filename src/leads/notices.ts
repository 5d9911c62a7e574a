/**
 * The notices the contact API's delivery queue sends besides the leads (issue
 * 34): the reminder of a lead still "uusi" after 20 hours and the weekly
 * summary. Each has a unique key ("reminder:123", "summary:2026-W48"): it is
 * queued by an insert that does nothing when the key exists, so two instances
 * (or a restart) never queue it twice. On SQLite the row is the queue (the
 * worker polls it like the outbox); on PostgreSQL the insert and its pg-boss
 * job commit together (`afterInsert`). Statements are single ones where the
 * contact API's own SQLite connection runs them (no transaction could take in
 * the outbox's statements).
 */
import type { Sql } from '../storage/sql.js'
import { timeOf } from './lead-row.js'
import { TABLES } from './lead-tables.js'
import { REMINDER_AFTER_MS, REMINDER_WINDOW_MS } from './stages.js'

export type NoticeKind = 'reminder' | 'summary'

export interface Notice {
  id: number
  key: string
  kind: NoticeKind
  leadId: number | null
  text: string
  attempts: number
  status: 'pending' | 'sending' | 'delivered' | 'failed'
  lastError: string | null
}

interface NoticeRow {
  id: number | string
  notice_key: string
  kind: NoticeKind
  lead_id: number | string | null
  text: string
  attempts: number | string
  status: Notice['status']
  last_error: string | null
}

const toNotice = (r: NoticeRow): Notice => ({
  id: Number(r.id),
  key: r.notice_key,
  kind: r.kind,
  leadId: timeOf(r.lead_id),
  text: r.text,
  attempts: Number(r.attempts),
  status: r.status,
  lastError: r.last_error,
})

const table = (sql: Sql) => TABLES[sql.kind].notices

/** PostgreSQL: what to do in the insert's transaction with the new notice's id (send its job). */
export type AfterInsert = (tx: Sql, id: number) => Promise<void>

/** Queues a notice once: false when its key was queued before. */
export async function queueNotice(
  sql: Sql,
  notice: { key: string; kind: NoticeKind; leadId: number | null; text: string },
  now: number,
  afterInsert?: AfterInsert,
): Promise<boolean> {
  const insert = `INSERT INTO ${table(sql)} (notice_key, kind, lead_id, text, created_at, next_attempt_at)
    VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (notice_key) DO NOTHING RETURNING id`
  const params = [notice.key, notice.kind, notice.leadId, notice.text, now]
  if (!afterInsert) return (await sql.get<{ id: number }>(insert, params)) !== undefined
  return sql.tx(async (tx) => {
    const row = await tx.get<{ id: number | string }>(insert, params)
    if (row) await afterInsert(tx, Number(row.id))
    return row !== undefined
  })
}

export interface ReminderCandidate {
  id: number
  createdAt: number
  name: string
  page: string
  lang: string
}

/** Leads still "uusi" 20 hours after they came (and not older than the window), not yet reminded of. */
export async function reminderCandidates(sql: Sql, now: number): Promise<ReminderCandidate[]> {
  const rows = await sql.all<{
    id: number | string
    created_at: number | string
    name: string
    page: string
    lang: string
  }>(
    `SELECT id, created_at, name, page, lang FROM ${TABLES[sql.kind].leads}
      WHERE stage = 'uusi' AND reminded_at IS NULL AND created_at <= $1 AND created_at > $2 ORDER BY id LIMIT 100`,
    [now - REMINDER_AFTER_MS, now - REMINDER_WINDOW_MS],
  )
  return rows.map((r) => ({
    id: Number(r.id),
    createdAt: Number(r.created_at),
    name: r.name,
    page: r.page,
    lang: r.lang,
  }))
}

export async function markReminded(sql: Sql, id: number, now: number): Promise<void> {
  await sql.run(`UPDATE ${TABLES[sql.kind].leads} SET reminded_at = $1 WHERE id = $2 AND reminded_at IS NULL`, [
    now,
    id,
  ])
}

/** SQLite: the next due notice, marked 'sending' in the same statement, or null. */
export async function claimDueNotice(sql: Sql, now: number): Promise<Notice | null> {
  const t = table(sql)
  const row = await sql.get<NoticeRow>(
    `UPDATE ${t} SET status = 'sending', attempts = attempts + 1 WHERE id = (
       SELECT id FROM ${t} WHERE status = 'pending' AND next_attempt_at <= $1 ORDER BY next_attempt_at, id LIMIT 1
     ) RETURNING *`,
    [now],
  )
  return row ? toNotice(row) : null
}

/** PostgreSQL: the notice of a job, marked 'sending', or null when it was delivered, failed or erased. */
export async function claimNotice(sql: Sql, id: number): Promise<Notice | null> {
  const row = await sql.get<NoticeRow>(
    `UPDATE ${table(sql)} SET status = 'sending', attempts = attempts + 1
      WHERE id = $1 AND status IN ('pending', 'sending') RETURNING *`,
    [id],
  )
  return row ? toNotice(row) : null
}

export async function markNoticeDelivered(sql: Sql, id: number, now: number): Promise<void> {
  await sql.run(`UPDATE ${table(sql)} SET status = 'delivered', delivered_at = $1, last_error = NULL WHERE id = $2`, [
    now,
    id,
  ])
}

export async function markNoticeRetry(sql: Sql, id: number, at: number, error: string): Promise<void> {
  await sql.run(`UPDATE ${table(sql)} SET status = 'pending', next_attempt_at = $1, last_error = $2 WHERE id = $3`, [
    at,
    error,
    id,
  ])
}

export async function markNoticeFailed(sql: Sql, id: number, error: string): Promise<void> {
  await sql.run(`UPDATE ${table(sql)} SET status = 'failed', last_error = $1 WHERE id = $2`, [error, id])
}

/** SQLite at start: notices left 'sending' by a crash go back to the queue. */
export async function recoverNotices(sql: Sql): Promise<number> {
  return sql.run(`UPDATE ${table(sql)} SET status = 'pending' WHERE status = 'sending'`)
}

/** SQLite: when the earliest pending notice is due, or null. */
export async function nextNoticeDueAt(sql: Sql): Promise<number | null> {
  const row = await sql.get<{ at: number | string | null }>(
    `SELECT MIN(next_attempt_at) AS at FROM ${table(sql)} WHERE status = 'pending'`,
  )
  return timeOf(row?.at)
}

/** Whether a notice of this key was ever queued. */
export async function noticeQueued(sql: Sql, key: string): Promise<boolean> {
  return (await sql.get(`SELECT 1 AS one FROM ${table(sql)} WHERE notice_key = $1`, [key])) !== undefined
}

/** Every notice with its state (tests, `npm run leads`). */
export async function listNotices(sql: Sql): Promise<Notice[]> {
  return (await sql.all<NoticeRow>(`SELECT * FROM ${table(sql)} ORDER BY id`)).map(toNotice)
}
