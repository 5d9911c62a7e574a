/**
 * After an outage, a backlog of 100 messages goes to Telegram at Telegram's pace
 * for the chat and with no other wait: the poll interval is set to a minute here, so a worker that
 * waited it between messages (pg-boss's polling, as before) would need 100 minutes. The pace is set to
 * 30 ms for the test (production: 3 s to a group, 1 s to a person; server/contact/telegram-pace.ts);
 * no two messages are closer than that, and a 429's retry_after pauses the sending. SQLite and
 * PostgreSQL (a real cluster, tests/support/postgres.ts), with the fake Telegram on loopback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readContactConfig, type ContactConfig } from './config.js'
import { PgStore } from './pg-store.js'
import { SqliteStore } from './sqlite-store.js'
import type { ContactStore } from './store.js'
import { tempDataDir, VALID_MESSAGE } from '../../tests/support/contact-api.js'
import { startFakeTelegram, waitFor, type FakeTelegram } from '../../tests/support/fake-telegram.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'

const SLOW = 180_000
const BACKLOG = 100
const INTERVAL_MS = 30
const WINDOW = 10
let postgres: TestPostgres
let telegram: FakeTelegram | undefined
let store: ContactStore | undefined

beforeAll(async () => {
  postgres = await startPostgres()
}, SLOW)
afterAll(async () => {
  await postgres?.stop()
}, SLOW)
afterEach(async () => {
  await store?.close()
  store = undefined
  await telegram?.close()
  telegram = undefined
})

function config(fake: FakeTelegram, databaseUrl: string | null): ContactConfig {
  return {
    ...readContactConfig({ DATA_DIR: tempDataDir() }),
    databaseUrl,
    telegram: { token: '1:backlog', chatId: '-100200300', apiBase: fake.url },
    pollMs: 60_000,
    retryBaseMs: 50,
    retryMaxMs: 100,
    telegramIntervalMs: INTERVAL_MS,
  }
}

/** Fills the store with the backlog (Telegram was down), then starts delivery; the drain's figures. */
async function drain(open: (c: ContactConfig) => Promise<ContactStore>, databaseUrl: string | null) {
  telegram = await startFakeTelegram()
  store = await open(config(telegram, databaseUrl))
  const now = Date.now()
  for (let i = 0; i < BACKLOG; i++)
    await store.add({ ...VALID_MESSAGE, message: `Jonossa odottanut viesti numero ${i}.` }, now)
  const started = Date.now()
  await store.startDelivery()
  await waitFor(() => telegram!.received.length >= BACKLOG, 90_000, `${BACKLOG} messages`)
  const at = telegram.received.map((m) => m.at)
  // The pace over every run of 11 messages (arrival times jitter by a few ms each; the spacing is kept when sent).
  const spans = at.slice(WINDOW).map((t, i) => t - at[i]!)
  return {
    ms: at.at(-1)! - started,
    minSpan: Math.min(...spans),
    distinct: new Set(telegram.received.map((m) => m.text)).size,
  }
}

const openSqlite = async (c: ContactConfig) => new SqliteStore(c, () => {})
const openPg = (c: ContactConfig) => PgStore.open(c, { log: () => {} })

describe('a backlog of 100 after an outage', () => {
  it(
    'SQLite: drained at the chat’s pace, never faster, each once',
    async () => {
      const figures = await drain(openSqlite, null)
      console.log(
        `[backlog] SQLite: ${BACKLOG} in ${figures.ms} ms (pace ${INTERVAL_MS} ms: at least ${(BACKLOG - 1) * INTERVAL_MS} ms)`,
      )
      expect(figures.distinct).toBe(BACKLOG)
      expect(figures.minSpan).toBeGreaterThanOrEqual(WINDOW * INTERVAL_MS - INTERVAL_MS)
      expect(figures.ms).toBeLessThan(60_000)
    },
    SLOW,
  )

  it(
    'PostgreSQL: drained at the chat’s pace without waiting for the poll, each once',
    async () => {
      const url = await postgres.createDatabase(`backlog_${process.pid}`)
      const figures = await drain(openPg, url)
      console.log(
        `[backlog] PostgreSQL: ${BACKLOG} in ${figures.ms} ms (pace ${INTERVAL_MS} ms: at least ${(BACKLOG - 1) * INTERVAL_MS} ms)`,
      )
      expect(figures.distinct).toBe(BACKLOG)
      expect(figures.minSpan).toBeGreaterThanOrEqual(WINDOW * INTERVAL_MS - INTERVAL_MS)
      expect(figures.ms).toBeLessThan(60_000)
    },
    SLOW,
  )

  it(
    'PostgreSQL: a 429 with retry_after pauses the sending for that long',
    async () => {
      telegram = await startFakeTelegram()
      telegram.behave((n) => (n === 2 ? { kind: 'rateLimited', retryAfter: 1 } : { kind: 'ok' }))
      const url = await postgres.createDatabase(`retry_after_${process.pid}`)
      store = await openPg(config(telegram, url))
      for (let i = 0; i < 5; i++)
        await store.add({ ...VALID_MESSAGE, message: `Viesti ${i} ennen rajoitusta.` }, Date.now())
      await store.startDelivery()
      await waitFor(() => telegram!.received.filter((m) => m.answered === 'ok').length === 5, 30_000, 'all five')
      const refused = telegram.received.findIndex((m) => m.answered === 'rateLimited')
      const next = telegram.received[refused + 1]!
      expect(next.at - telegram.received[refused]!.at).toBeGreaterThanOrEqual(990)
    },
    SLOW,
  )
})
