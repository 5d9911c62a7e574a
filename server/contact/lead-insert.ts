/**
 * A lead's row in the outbox through the common interface, inside a transaction of the caller's: the
 * PostgreSQL store's every message, and on both stores a booking, whose visit and e-mails commit in
 * the same transaction (src/visit-desk/visit-desk.ts). A booking starts at the stage "arviokäynti
 * sovittu": its time is agreed (decision 412).
 */
import { phoneKey, searchKey } from '../../src/leads/lead-search.js'
import { TABLES } from '../../src/leads/lead-tables.js'
import { type Stage, stageMarks } from '../../src/leads/stages.js'
import type { Sql } from '../../src/storage/sql.js'
import type { NewLead } from './outbox.js'

/** Inserts the lead (pending delivery) and returns its id. */
export async function insertLead(tx: Sql, lead: NewLead, now: number, stage: Stage = 'uusi'): Promise<number> {
  // A lead born past "uusi" (a booking: its time agreed) has the marks a move there sets: it counts as answered.
  const marks = stageMarks({ answeredAt: null, offeredAt: null }, stage, now)
  const row = await tx.get<{ id: number | string }>(
    `INSERT INTO ${TABLES[tx.kind].leads} (created_at, name, email, phone, message, page, calculator, lang, next_attempt_at, changed_at, search, phone_key, stage, stage_at, answered_at, offered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $1, $1, $9, $10, $11, $12, $13, $14) RETURNING id`,
    [
      now,
      lead.name,
      lead.email,
      lead.phone,
      lead.message,
      lead.page ?? '',
      lead.calculator ? JSON.stringify(lead.calculator) : null,
      lead.lang ?? 'fi',
      searchKey(lead),
      phoneKey(lead.phone),
      stage,
      stage === 'uusi' ? null : now,
      marks.answeredAt,
      marks.offeredAt,
    ],
  )
  return Number(row?.id)
}
