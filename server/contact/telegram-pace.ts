/**
 * Telegram's own rate (issue 30, point 6): about one message a second to one chat and 20 a minute to
 * one group (https://core.telegram.org/bots/faq: "avoid sending more than one message per second in a
 * particular chat", "no more than 20 messages per minute to the same group"). Messages to one chat are
 * spaced evenly by `intervalMs`, so a backlog drains at that pace with no other wait; a 429's
 * retry_after pauses every sender of that chat. Two implementations: in memory (the SQLite store, one
 * process) and a row per chat in PostgreSQL (every instance takes its turn from the same row).
 */
import type pg from 'pg'

export interface TelegramPace {
  /** Takes the next free moment to send to `chat`; resolves with it (epoch ms, maybe in the past: send now). */
  reserve(chat: string, intervalMs: number, now: number): Promise<number>
  /** Nobody sends to `chat` before `until` (Telegram's retry_after). */
  pauseUntil(chat: string, until: number): Promise<void>
}

/** The spacing of messages to one chat: CONTACT_TELEGRAM_INTERVAL_MS, else 3 s to a group (its id starts with -), 1 s to a person. */
export function telegramInterval(chatId: string, configured: number | null): number {
  if (configured !== null) return configured
  return chatId.trim().startsWith('-') ? 3_000 : 1_000
}

export function memoryPace(): TelegramPace {
  const next = new Map<string, number>()
  return {
    async reserve(chat, intervalMs, now) {
      const slot = Math.max(next.get(chat) ?? 0, now)
      next.set(chat, slot + intervalMs)
      return slot
    },
    async pauseUntil(chat, until) {
      next.set(chat, Math.max(next.get(chat) ?? 0, until))
    },
  }
}

const PACE_TABLE = `CREATE TABLE IF NOT EXISTS contact_telegram_pace (chat text PRIMARY KEY, next_at bigint NOT NULL)`

export async function postgresPace(pool: pg.Pool): Promise<TelegramPace> {
  await pool.query(PACE_TABLE)
  return {
    async reserve(chat, intervalMs, now) {
      const { rows } = await pool.query<{ slot: string }>(
        `INSERT INTO contact_telegram_pace AS p (chat, next_at) VALUES ($1, $2::bigint + $3::bigint)
         ON CONFLICT (chat) DO UPDATE SET next_at = GREATEST(p.next_at, $2::bigint) + $3::bigint
         RETURNING next_at - $3::bigint AS slot`,
        [chat, now, intervalMs],
      )
      return Number(rows[0]!.slot)
    },
    async pauseUntil(chat, until) {
      await pool.query(
        `INSERT INTO contact_telegram_pace AS p (chat, next_at) VALUES ($1, $2)
         ON CONFLICT (chat) DO UPDATE SET next_at = GREATEST(p.next_at, $2)`,
        [chat, until],
      )
    },
  }
}

/** Waits until `at` (epoch ms); at once when it has passed. */
export const waitUntil = (at: number, now: number) =>
  at > now ? new Promise<void>((resolve) => setTimeout(resolve, at - now)) : Promise.resolve()
