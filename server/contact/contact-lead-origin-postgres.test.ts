/**
 * The PostgreSQL store's migration for the lead origin: an
 * outbox table made before it keeps its rows; new leads carry the page and the
 * calculator's choices and estimate. A real PostgreSQL (tests/support/postgres.ts).
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContactConfig } from './config.js'
import { PgStore } from './pg-store.js'
import { VALID_MESSAGE } from '../../tests/support/contact-api.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'

const SLOW = 180_000
let postgres: TestPostgres
beforeAll(async () => {
  postgres = await startPostgres()
}, SLOW)
afterAll(async () => {
  await postgres?.stop()
}, SLOW)

describe('the PostgreSQL outbox migration', () => {
  it(
    'keeps the rows of a table made before the origin existed and stores the origin of new leads',
    async () => {
      const url = await postgres.createDatabase(`contact_origin_${process.pid}`)
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`CREATE TABLE contact_leads (
        id bigserial PRIMARY KEY, created_at bigint NOT NULL, name text NOT NULL, email text NOT NULL,
        phone text NOT NULL, message text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sending','delivered','failed')),
        attempts integer NOT NULL DEFAULT 0, next_attempt_at bigint NOT NULL, delivered_at bigint, last_error text)`)
      await client.query(
        "INSERT INTO contact_leads (created_at, name, email, phone, message, next_attempt_at) VALUES (1, 'Vanha Viesti', 'vanha@example.fi', '', 'Ennen päivitystä lähetetty viesti.', 1)",
      )
      await client.end()
      const store = await PgStore.open(
        { ...readContactConfig({}), databaseUrl: url, telegram: null },
        { log: () => {} },
      )
      try {
        const calculator = {
          name: 'Asunnon remontti',
          choices: ['Kolmio', 'Seinien maalaus'],
          estimate: '1 550–3 750 €',
        }
        await store.add({ ...VALID_MESSAGE, page: '/palvelu/keittion-remontti', calculator }, 2)
        // The visitor's language (the rows from before read as Finnish).
        await store.add({ ...VALID_MESSAGE, page: '/ru/', lang: 'ru' }, 3)
        const [before, after, russian] = await store.list()
        expect(before).toMatchObject({ name: 'Vanha Viesti', page: '', calculator: null, lang: 'fi' })
        expect(after).toMatchObject({ page: '/palvelu/keittion-remontti', calculator, lang: 'fi' })
        expect(russian).toMatchObject({ page: '/ru/', lang: 'ru' })
      } finally {
        await store.close()
      }
    },
    SLOW,
  )
})
