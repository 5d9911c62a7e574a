/**
 * The contact API past one machine: DATABASE_URL puts the outbox, the
 * delivery jobs (pg-boss 12) and the rate limit in PostgreSQL. A real
 * PostgreSQL started by the test itself (tests/support/postgres.ts); no mocks.
 * Two instances share the limit and the queue; kill -9 of one in the middle of
 * a burst loses no acknowledged message.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PgStore } from './pg-store.js'
import { readContactConfig } from './config.js'
import { UI } from '../../src/ui/strings.fi.js'
import { post, startApi, VALID_MESSAGE, type RunningApi } from '../../tests/support/contact-api.js'
import { startFakeTelegram, waitFor, type FakeTelegram } from '../../tests/support/fake-telegram.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'

const SLOW = 180_000
let postgres: TestPostgres
let dbCount = 0
const apis: RunningApi[] = []
const children: ChildProcess[] = []
let telegram: FakeTelegram | undefined

beforeAll(async () => {
  postgres = await startPostgres()
}, SLOW)
afterAll(async () => {
  await postgres?.stop()
}, SLOW) // stopping the cluster takes over 10 s on a loaded machine
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
  for (const a of apis.splice(0)) await a.close()
  await telegram?.close()
  telegram = undefined
})

const freshDatabase = () => postgres.createDatabase(`contact_${process.pid}_${++dbCount}`)
const message = (i: number) => ({ ...VALID_MESSAGE, message: `Remonttikysely numero ${i}, kylpyhuone ja sauna.` })

async function pgApi(databaseUrl: string, overrides: Parameters<typeof startApi>[0] = {}) {
  const api = await startApi({ databaseUrl, telegram: null, ...overrides })
  apis.push(api)
  return api
}

async function storedLeads(databaseUrl: string) {
  const store = await PgStore.open({ ...readContactConfig({}), databaseUrl, telegram: null }, { log: () => {} })
  try {
    return await store.list()
  } finally {
    await store.close()
  }
}

describe('contact API on PostgreSQL', () => {
  it(
    'stores the message in PostgreSQL before the 200 and delivers it through pg-boss',
    async () => {
      telegram = await startFakeTelegram()
      const url = await freshDatabase()
      const api = await pgApi(url, { telegram: { token: '1:pg', chatId: '-7', apiBase: telegram.url } })
      expect(api.service.store.kind).toBe('postgres')
      expect((await post(api.url, VALID_MESSAGE)).status).toBe(200)
      await waitFor(() => telegram!.received.length === 1, 15_000, 'delivery through pg-boss')
      expect(telegram.received[0]!.text).toContain(VALID_MESSAGE.message)
      const deadline = Date.now() + 10_000
      while ((await storedLeads(url))[0]?.status !== 'delivered' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100))
      expect(await storedLeads(url)).toMatchObject([{ status: 'delivered', name: VALID_MESSAGE.name, attempts: 1 }])
    },
    SLOW,
  )

  it(
    'two instances on one database share the rate limit, and a restart keeps it',
    async () => {
      const url = await freshDatabase()
      const a = await pgApi(url)
      const b = await pgApi(url)
      expect((await post(a.url, message(1))).status).toBe(200)
      const refused = await post(b.url, message(2))
      expect(refused.status).toBe(429)
      expect([UI.contact.wait(30), UI.contact.wait(29)]).toContain((refused.body as { error: string }).error)
      await a.close()
      await b.close()
      const c = await pgApi(url)
      expect((await post(c.url, message(3))).status).toBe(429)
      expect(await storedLeads(url)).toHaveLength(1)
    },
    SLOW,
  )

  it(
    'retries a Telegram outage with backoff as new jobs; a permanent error marks the message failed',
    async () => {
      telegram = await startFakeTelegram()
      telegram.behave((n) =>
        n < 2
          ? { kind: 'down', status: 502 }
          : n === 2
            ? { kind: 'ok' }
            : { kind: 'permanent', status: 400, description: 'Bad Request: chat not found' },
      )
      const url = await freshDatabase()
      const api = await pgApi(url, {
        telegram: { token: '1:pg', chatId: '-7', apiBase: telegram.url },
        minIntervalMs: 0,
      })
      expect((await post(api.url, message(1))).status).toBe(200)
      await waitFor(() => telegram!.received.length === 3, 20_000, 'two failures then delivery')
      expect((await post(api.url, message(2))).status).toBe(200)
      await waitFor(() => telegram!.received.length === 4, 20_000, 'the permanent failure')
      const deadline = Date.now() + 10_000
      let leads = await storedLeads(url)
      while (leads.map((l) => l.status).join() !== 'delivered,failed' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100))
        leads = await storedLeads(url)
      }
      expect(leads).toMatchObject([
        { status: 'delivered', attempts: 3 },
        { status: 'failed', attempts: 1, lastError: '400 Bad Request: chat not found' },
      ])
    },
    SLOW,
  )
})

async function spawnServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/contact/serve-api.ts'], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let out = ''
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
  await waitFor(() => /listening \d+/.test(out) || child.exitCode !== null, 60_000, 'the server to listen')
  const port = /listening (\d+)/.exec(out)?.[1]
  if (!port) throw new Error(`server did not start:\n${out}`)
  return { child, url: `http://127.0.0.1:${port}` }
}

describe('contact API on PostgreSQL, two processes', () => {
  it(
    'kill -9 of one instance in the middle of a burst: every acknowledged message is delivered at least once',
    async () => {
      telegram = await startFakeTelegram()
      // The first deliveries hang, so the instance that takes them dies with jobs in flight.
      telegram.behave((n) => (n < 2 ? { kind: 'hang' } : { kind: 'ok' }))
      const url = await freshDatabase()
      const env = {
        DATABASE_URL: url,
        TELEGRAM_BOT_TOKEN: '5:kill-test',
        TELEGRAM_CHAT_ID: '-9',
        TELEGRAM_API_BASE: telegram.url,
        CONTACT_MIN_INTERVAL_MS: '0',
        CONTACT_MAX_PER_HOUR: '1000000',
        CONTACT_POLL_MS: '500',
        // Telegram's pace for a group is 3 s a message; the test's 80 messages go at 20 ms.
        CONTACT_TELEGRAM_INTERVAL_MS: '20',
        // The survivor's own hung attempts time out and are retried quickly; the killed one's active jobs expire.
        CONTACT_TELEGRAM_TIMEOUT_MS: '2000',
        CONTACT_RETRY_BASE_MS: '100',
        CONTACT_PG_JOB_EXPIRE_SECONDS: '4',
        CONTACT_PG_MAINTENANCE_SECONDS: '1',
      }
      const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)])
      const acknowledged: string[] = []
      // Sent but cut off by the kill (no answer): the instance may have stored it just before it died.
      const unanswered: string[] = []
      const burst = async (target: string, from: number, n: number) => {
        for (let i = from; i < from + n; i++) {
          const body = message(i)
          const answer = await post(target, body).catch(() => null)
          if (answer?.status === 200) acknowledged.push(body.message)
          else if (!answer) unanswered.push(body.message)
        }
      }
      const running = Promise.all([burst(a.url, 0, 40), burst(b.url, 1000, 40)])
      await waitFor(
        () => acknowledged.length >= 20 && telegram!.received.length >= 2,
        60_000,
        'the burst to be under way',
      )
      a.child.kill('SIGKILL')
      await running
      expect(acknowledged.length).toBeGreaterThan(40)
      await waitFor(
        () => {
          const delivered = new Set(
            telegram!.received.filter((m) => m.answered === 'ok').map((m) => /\n┃ ([^\n]*)$/.exec(m.text)?.[1]),
          )
          return acknowledged.every((m) => delivered.has(m))
        },
        90_000,
        'every acknowledged message to be delivered',
      )
      const stored = (await storedLeads(url)).map((l) => l.message)
      // Every acknowledged message is stored exactly once ...
      for (const m of acknowledged)
        expect(
          stored.filter((s) => s === m),
          m,
        ).toHaveLength(1)
      // ... and anything else stored is a message whose answer the kill cut off (stored, never acknowledged), at most once.
      const extra = stored.filter((m) => !acknowledged.includes(m))
      expect(
        extra.every((m) => unanswered.includes(m)),
        JSON.stringify({ extra, unanswered }),
      ).toBe(true)
      expect(new Set(extra).size).toBe(extra.length)
    },
    SLOW,
  )
})
