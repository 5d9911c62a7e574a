/**
 * A database that pg-boss 10 set up (the release before this one) is taken over by
 * pg-boss 12, which cannot migrate it (server/contact/pg-boss-upgrade.ts, docs/decisions/251): every
 * message that was waiting is delivered, none that was delivered is sent again, the old schema is gone.
 * The pg-boss 10 database is made by pg-boss 10 itself (the dev dependency pg-boss-10), on a real
 * PostgreSQL (tests/support/postgres.ts).
 */
import pg from 'pg'
import PgBoss10 from 'pg-boss-10'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readContactConfig } from './config.js'
import { PgStore } from './pg-store.js'
import { startFakeTelegram, waitFor, type FakeTelegram } from '../../tests/support/fake-telegram.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'

const SLOW = 180_000
const QUEUE = 'contact-delivery'
let postgres: TestPostgres
let telegram: FakeTelegram | undefined
let dbCount = 0

beforeAll(async () => {
  postgres = await startPostgres()
}, SLOW)
afterAll(async () => {
  await postgres?.stop()
}, SLOW)
afterEach(async () => {
  await telegram?.close()
  telegram = undefined
})

/** The outbox table as the release with pg-boss 10 left it. */
const LEADS_TABLE = `CREATE TABLE contact_leads (
  id bigserial PRIMARY KEY, created_at bigint NOT NULL, name text NOT NULL, email text NOT NULL,
  phone text NOT NULL, message text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sending','delivered','failed')),
  attempts integer NOT NULL DEFAULT 0, next_attempt_at bigint NOT NULL, delivered_at bigint, last_error text,
  page text NOT NULL DEFAULT '', calculator text, lang text NOT NULL DEFAULT 'fi')`

interface OldLead {
  message: string
  status: 'pending' | 'sending' | 'delivered'
  /** When its (re)try is due, from now. */
  dueInMs: number
}

/** A database as pg-boss 10 and the outbox of the previous release left it, with a job per waiting lead. */
async function pgBoss10Database(leads: OldLead[]): Promise<string> {
  const url = await postgres.createDatabase(`pgboss_upgrade_${process.pid}_${++dbCount}`)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(LEADS_TABLE)
  const boss = new PgBoss10({ connectionString: url, max: 2 })
  boss.on('error', () => {})
  await boss.start()
  await boss.createQueue(QUEUE, {
    name: QUEUE,
    retryLimit: 1_000_000,
    retryDelay: 1,
    expireInSeconds: 60,
    retentionDays: 30,
  })
  const now = Date.now()
  for (const lead of leads) {
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO contact_leads (created_at, name, email, phone, message, status, attempts, next_attempt_at, delivered_at)
       VALUES ($1, 'Vanha Asiakas', 'vanha@example.fi', '', $2, $3, $4, $5, $6) RETURNING id`,
      [
        now,
        lead.message,
        lead.status,
        lead.status === 'pending' ? 0 : 1,
        now + lead.dueInMs,
        lead.status === 'delivered' ? now : null,
      ],
    )
    if (lead.status !== 'delivered')
      await boss.send(QUEUE, { id: Number(rows[0]!.id) }, { startAfter: new Date(now + lead.dueInMs) })
  }
  const version = await client.query<{ version: number }>('SELECT version FROM pgboss.version')
  expect(version.rows[0]!.version).toBe(24)
  await boss.stop({ graceful: false, wait: true })
  await client.end()
  return url
}

async function schemas(url: string): Promise<{ names: string[]; version: number | null }> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const names = (
      await client.query<{ nspname: string }>("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss%'")
    ).rows.map((r) => r.nspname)
    const version = names.includes('pgboss')
      ? Number((await client.query<{ version: number }>('SELECT version FROM pgboss.version')).rows[0]?.version)
      : null
    return { names: names.sort(), version }
  } finally {
    await client.end()
  }
}

async function openStore(url: string, logs: string[]) {
  telegram = await startFakeTelegram()
  const store = await PgStore.open(
    {
      ...readContactConfig({}),
      databaseUrl: url,
      telegram: { token: '1:upgrade', chatId: '7', apiBase: telegram.url },
      pollMs: 200,
    },
    { log: (line) => logs.push(line) },
  )
  await store.startDelivery()
  return store
}

describe('upgrading a pg-boss 10 database to pg-boss 12', () => {
  it(
    'delivers every waiting message once, sends no delivered one again and drops the old schema',
    async () => {
      const url = await pgBoss10Database([
        { message: 'Odottaa lähetystä.', status: 'pending', dueInMs: 0 },
        { message: 'Uusi yritys kahden sekunnin päästä.', status: 'pending', dueInMs: 2_000 },
        { message: 'Kesken, kun palvelin pysähtyi.', status: 'sending', dueInMs: 0 },
        { message: 'Jo toimitettu.', status: 'delivered', dueInMs: 0 },
      ])
      const logs: string[] = []
      const store = await openStore(url, logs)
      try {
        await waitFor(() => telegram!.received.length >= 3, 30_000, 'the three waiting messages')
        await new Promise((r) => setTimeout(r, 1_000))
        const texts = telegram!.received.map((m) => m.text)
        expect(texts.filter((t) => t.includes('Odottaa lähetystä.'))).toHaveLength(1)
        expect(texts.filter((t) => t.includes('Uusi yritys kahden sekunnin päästä.'))).toHaveLength(1)
        expect(texts.filter((t) => t.includes('Kesken, kun palvelin pysähtyi.'))).toHaveLength(1)
        expect(texts.some((t) => t.includes('Jo toimitettu.'))).toBe(false)
        const { names, version } = await schemas(url)
        expect(names).toEqual(['pgboss'])
        expect(version).toBeGreaterThan(24)
        expect(logs.join('\n')).toMatch(/upgraded from pg-boss 10: 3 waiting message\(s\) queued again/)
      } finally {
        await store.close()
      }
      // A second start finds pg-boss 12's schema and does nothing more.
      const again: string[] = []
      const second = await openStore(url, again)
      await second.close()
      expect(again.join('\n')).not.toContain('pg-boss 10')
    },
    SLOW,
  )

  it(
    'an upgrade stopped after the old schema was moved aside finishes at the next start',
    async () => {
      const url = await pgBoss10Database([
        { message: 'Odottaa keskeytyneen päivityksen yli.', status: 'pending', dueInMs: 0 },
      ])
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      // As if the process died right after step 1 (the rename commits on its own).
      await client.query('ALTER SCHEMA pgboss RENAME TO pgboss_v10')
      await client.end()
      const logs: string[] = []
      const store = await openStore(url, logs)
      try {
        await waitFor(() => telegram!.received.length === 1, 30_000, 'the waiting message')
        expect(telegram!.received[0]!.text).toContain('Odottaa keskeytyneen päivityksen yli.')
        expect((await schemas(url)).names).toEqual(['pgboss'])
      } finally {
        await store.close()
      }
    },
    SLOW,
  )
})
