/**
 * One delivery attempt of a claimed notice (a reminder or the weekly summary,
 * src/leads/notices.ts) to the company's Telegram chat, classified like a
 * lead's: delivered, failed for good (kept, logged), or retried after the
 * same backoff. On PostgreSQL the retry's pg-boss job is sent in the same
 * transaction that marks it (`requeue`).
 */
import { markNoticeDelivered, markNoticeFailed, markNoticeRetry, type Notice } from '../../src/leads/notices.js'
import type { Sql } from '../../src/storage/sql.js'
import type { DeliveryResult, TelegramTarget } from './telegram.js'

export interface NoticeSender {
  sql: Sql
  telegram: TelegramTarget
  send: (target: TelegramTarget, text: string, timeoutMs: number) => Promise<DeliveryResult>
  requestTimeoutMs: number
  /** The wait before the next attempt after `attempts` failed ones (the backoff of server/contact/worker.ts). */
  backoff: (attempts: number) => number
  now: () => number
  log: (line: string) => void
}

/** Sends a claimed notice and records the outcome; the result tells the caller of a 429's pause. */
export async function attemptNotice(
  notice: Notice,
  s: NoticeSender,
  requeue?: (tx: Sql, at: number) => Promise<void>,
): Promise<DeliveryResult> {
  const result = await s.send(s.telegram, notice.text, s.requestTimeoutMs)
  if (result.kind === 'delivered') {
    await markNoticeDelivered(s.sql, notice.id, s.now())
    return result
  }
  if (result.kind === 'permanent') {
    await markNoticeFailed(s.sql, notice.id, result.error)
    s.log(`[contact] notice ${notice.key} failed permanently: ${result.error}`)
    return result
  }
  const delay = Math.max(result.retryAfterMs ?? 0, s.backoff(notice.attempts))
  const at = s.now() + delay
  if (requeue)
    await s.sql.tx(async (tx) => {
      await markNoticeRetry(tx, notice.id, at, result.error)
      await requeue(tx, at)
    })
  else await markNoticeRetry(s.sql, notice.id, at, result.error)
  s.log(`[contact] notice ${notice.key} attempt ${notice.attempts} failed (${result.error}); retry in ${delay} ms`)
  return result
}

/** pg-boss's `db` option over a transaction of the common interface. */
export const bossDb = (tx: Sql) => ({
  executeSql: async (text: string, values: unknown[]) => ({ rows: await tx.all(text, (values ?? []) as never[]) }),
})
