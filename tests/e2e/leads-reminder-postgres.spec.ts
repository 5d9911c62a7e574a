/**
 * The promise kept with several instances (decision 342): two
 * contact API processes share one real PostgreSQL (pg-boss the delivery queue)
 * and one chat. A lead 19 hours old gets no reminder; with the API's clock 2
 * hours ahead (CONTACT_CLOCK_OFFSET_MS, the clock injected) it is 21 hours old
 * and still "uusi": both instances' lead clocks see it every 200 ms, and the
 * chat gets its reminder exactly once, with the lead's link in the studio;
 * the lead's own message was delivered once too.
 *
 * Ports: free ones (tests/e2e/support.ts); PostgreSQL from tests/support/postgres.ts.
 */
import { expect, test } from '@playwright/test'
import { readContactConfig } from '../../server/contact/config.js'
import { PgStore } from '../../server/contact/pg-store.js'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { type FakeTelegram, startFakeTelegram } from '../support/fake-telegram.js'
import { type Running, startNode } from '../support/inbox-stack.js'
import { startPostgres, type TestPostgres } from '../support/postgres.js'
import { freePort } from './support.js'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const HOUR = 3_600_000
const T = STUDIO_UI.leads.telegram
let postgres: TestPostgres
let telegram: FakeTelegram
let databaseUrl = ''
let instances: Running[] = []
const studioUrl = 'http://localhost:4699'

const env = (offsetMs: number): NodeJS.ProcessEnv => ({
  DATABASE_URL: databaseUrl,
  TELEGRAM_BOT_TOKEN: '123:test',
  TELEGRAM_CHAT_ID: '7',
  TELEGRAM_API_BASE: telegram.url,
  CONTACT_TELEGRAM_INTERVAL_MS: '0',
  CONTACT_LEAD_SCAN_MS: '200',
  CONTACT_CLOCK_OFFSET_MS: String(offsetMs),
  STUDIO_PUBLIC_URL: studioUrl,
})

/** Two contact API instances on the one database, started at once. */
async function startTwo(offsetMs: number) {
  instances = await Promise.all(
    [0, 1].map(async () => {
      const port = await freePort()
      return startNode(
        'server/contact/serve-api.ts',
        [],
        { ...env(offsetMs), PORT: String(port) },
        `http://127.0.0.1:${port}`,
      )
    }),
  )
}

const stopAll = async () => {
  await Promise.all(instances.map((i) => i.stop()))
  instances = []
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  postgres = await startPostgres()
  databaseUrl = await postgres.createDatabase(`leads_reminder_${process.pid}`)
  telegram = await startFakeTelegram()
})

test.afterAll(async () => {
  await stopAll()
  await telegram?.close()
  await postgres?.stop()
})

test('two API instances on PostgreSQL send a lead’s 20-hour reminder once (clock injected)', async () => {
  await startTwo(0)
  const store = await PgStore.open(readContactConfig({ DATABASE_URL: databaseUrl }))
  const name = 'Odottava Asiakas'
  const id = await store.add(
    { name, email: 'odottava@example.fi', phone: '', message: 'Ehtisittekö katsomaan kylpyhuonetta?' },
    Date.now() - 19 * HOUR,
  )
  await store.close()
  const sent = (text: string) => telegram.received.filter((m) => m.text.includes(text))
  await expect.poll(() => sent('odottava@example.fi').length, { timeout: 30_000 }).toBe(1)
  // 19 hours: no reminder yet, however often the clocks look.
  await new Promise((r) => setTimeout(r, 2_000))
  expect(sent(T.reminder(id, name))).toHaveLength(0)

  // The clock 2 hours ahead: 21 hours old and still "uusi".
  await stopAll()
  await startTwo(2 * HOUR)
  await expect.poll(() => sent(T.reminder(id, name)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  await new Promise((r) => setTimeout(r, 3_000)) // some thirty more looks by the two clocks
  const reminders = sent(T.reminder(id, name))
  expect(reminders).toHaveLength(1)
  expect(reminders[0]!.text).toContain(`${T.openInStudio}: ${studioUrl}/yhteydenotot/${id}`)
  expect(sent('odottava@example.fi')).toHaveLength(1)
})
