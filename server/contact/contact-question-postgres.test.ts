/**
 * The math questions' ledger in PostgreSQL (docs/decisions/253): the same contract as SQLite's, and a
 * token taken by one instance is refused by another sharing the database. A real PostgreSQL started by
 * the test itself (tests/support/postgres.ts), as in contact-api-postgres.test.ts.
 */
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { postgresQuestionLedger } from './question-ledger.js'
import { UI } from '../../src/ui/strings.fi.js'
import { askQuestion, post, startApi, VALID_MESSAGE, type RunningApi } from '../../tests/support/contact-api.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'
import { ledgerContract } from '../../tests/support/question-ledger-contract.js'

const SLOW = 180_000
let postgres: TestPostgres
let dbCount = 0
const pools: pg.Pool[] = []
const apis: RunningApi[] = []

beforeAll(async () => {
  postgres = await startPostgres()
}, SLOW)
afterAll(async () => {
  await postgres?.stop()
}, SLOW)
afterEach(async () => {
  for (const a of apis.splice(0)) await a.close()
  for (const p of pools.splice(0)) await p.end()
})

const freshDatabase = () => postgres.createDatabase(`question_${process.pid}_${++dbCount}`)

describe('the question ledger in PostgreSQL', () => {
  ledgerContract(async () => {
    const pool = new pg.Pool({ connectionString: await freshDatabase(), max: 4 })
    pools.push(pool)
    return postgresQuestionLedger(pool)
  })

  it(
    'a token taken by one instance is refused by the other (one database), with the spec message',
    async () => {
      const databaseUrl = await freshDatabase()
      const one = await startApi({ databaseUrl, telegram: null })
      apis.push(one)
      const two = await startApi({ databaseUrl, telegram: null, minIntervalMs: 0 })
      apis.push(two)
      const q = await askQuestion(one.url)
      const body = { ...VALID_MESSAGE, mathAnswer: q.a + q.b, mathToken: q.token }
      expect((await post(one.url, body)).status).toBe(200)
      const replay = await post(two.url, { ...body, message: 'Sama kysymys toisella palvelimella, kiitos.' })
      expect(replay.status).toBe(400)
      expect(replay.body).toMatchObject({ error: UI.contact.wrongMath })
      expect(await one.service.store.list()).toHaveLength(1)
    },
    SLOW,
  )
})
