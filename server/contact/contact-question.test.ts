/**
 * The math question as a per-visitor, single-use, expiring token (docs/decisions/253)
 * and a calculator's estimate made again on the server (docs/decisions/254): the token
 * itself, the store's ledger of its use (SQLite here; PostgreSQL in contact-question-postgres.test.ts),
 * the acceptance with an injected clock, and the HTTP API with malformed input.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { acceptMessage, type AcceptDeps } from './accept.js'
import { storedClientKey } from './client-key.js'
import { readContactConfig } from './config.js'
import { isForVisitor, makeQuestion, readQuestion } from './question.js'
import { sqliteQuestionLedger } from './question-ledger.js'
import { ledgerContract } from '../../tests/support/question-ledger-contract.js'
import { SqliteStore } from './sqlite-store.js'
import { loadSiteContent } from '../../src/site-content.js'
import { calculatorModelsOf, recheckCalculator, type CalculatorModels } from '../../src/calculators/lead-check.js'
import type { ContactPayload } from '../../src/rules/contact.js'
import { QUESTION_LIFETIME_MS } from '../../src/rules/math-rules.js'
import { UI as EN } from '../../src/ui/strings.en.js'
import { UI } from '../../src/ui/strings.fi.js'
import { UI as RU } from '../../src/ui/strings.ru.js'
import { UI as UK } from '../../src/ui/strings.uk.js'
import {
  askQuestion,
  FAST_DELIVERY,
  post,
  startApi,
  tempDataDir,
  VALID_MESSAGE,
  type RunningApi,
} from '../../tests/support/contact-api.js'
import Database from 'better-sqlite3'

const KEY = Buffer.from('test-key-for-the-questions')
const SPEC_WRONG_MATH = 'Väärä vastaus matematiikka kysymykseen. Yritä uudelleen.'
const A = storedClientKey('198.51.100.7')
const B = storedClientKey('203.0.113.9')

describe('the token', () => {
  it('is made for one visitor: read back for them, not for another', () => {
    const q = makeQuestion(1_000, A, KEY)
    const read = readQuestion(q.token, KEY)!
    expect(read).toMatchObject({ a: q.a, b: q.b, expiresAt: 1_000 + QUESTION_LIFETIME_MS })
    expect(isForVisitor(read, A)).toBe(true)
    expect(isForVisitor(read, B)).toBe(false)
  })

  it('never throws on malformed input', () => {
    for (const junk of [
      '',
      '=',
      'a'.repeat(100),
      Buffer.alloc(53).toString('base64url'),
      `${makeQuestion(1, A, KEY).token.slice(0, 10)}`,
      '\u0000\u202e',
      null,
      undefined,
      {},
    ])
      expect(readQuestion(junk as unknown as string, KEY)).toBeNull()
  })
})

describe('the question ledger in SQLite', () => {
  ledgerContract(async () => sqliteQuestionLedger(new Database(':memory:')))
})

let models: CalculatorModels | undefined

/** acceptMessage on a SQLite store, with a clock the test moves. */
function acceptance() {
  // No per-address send limit here: what stands between two sends is the token alone.
  const config = {
    ...readContactConfig({ DATA_DIR: tempDataDir() }),
    ...FAST_DELIVERY,
    telegram: null,
    minIntervalMs: 0,
    maxPerHour: Number.POSITIVE_INFINITY,
  }
  const store = new SqliteStore(config, () => {})
  const clock = { now: Date.UTC(2026, 10, 27, 8) }
  models ??= calculatorModelsOf(loadSiteContent())
  const deps: AcceptDeps = {
    store,
    now: () => clock.now,
    log: () => {},
    checkCalculator: (sent, lang) => recheckCalculator(models!, lang, sent) ?? 'mismatch',
  }
  const send = (payload: Partial<ContactPayload>, ip = '198.51.100.7') =>
    acceptMessage(deps, { payload: { ...VALID_MESSAGE, ...payload } as ContactPayload, ip })
  const answer = (q: { a: number; b: number; token: string }) => ({ mathAnswer: q.a + q.b, mathToken: q.token })
  return { store, clock, send, answer }
}

const stores: SqliteStore[] = []
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close()
})

describe('the server checks the answer against the token', () => {
  it("a token used for a message is refused the second time, with the spec's message and a new question", async () => {
    const t = acceptance()
    stores.push(t.store)
    const q = makeQuestion(t.clock.now, A)
    expect(await t.send(t.answer(q))).toMatchObject({ ok: true })
    t.clock.now += 60_000 // past the 30 s limit: only the token stands in the way
    const replay = await t.send({ ...t.answer(q), message: 'Toinen viesti samalla kysymyksellä.' })
    expect(replay).toMatchObject({ ok: false, status: 400, error: SPEC_WRONG_MATH, field: 'mathAnswer' })
    expect(replay.question.token).not.toBe(q.token)
    expect(await t.store.list()).toHaveLength(1)
  })

  it('an expired token is refused; one a moment younger is taken', async () => {
    const t = acceptance()
    stores.push(t.store)
    const old = makeQuestion(t.clock.now - QUESTION_LIFETIME_MS, A)
    expect(await t.send(t.answer(old))).toMatchObject({ ok: false, status: 400, error: SPEC_WRONG_MATH })
    const young = makeQuestion(t.clock.now - QUESTION_LIFETIME_MS + 1_000, A)
    expect(await t.send(t.answer(young))).toMatchObject({ ok: true })
  })

  it("another visitor's token is refused, even answered right", async () => {
    const t = acceptance()
    stores.push(t.store)
    const q = makeQuestion(t.clock.now, A)
    const answer = await t.send(t.answer(q), '203.0.113.9')
    expect(answer).toMatchObject({ ok: false, status: 400, error: SPEC_WRONG_MATH, field: 'mathAnswer' })
    expect(readQuestion(answer.question.token) && isForVisitor(readQuestion(answer.question.token)!, B)).toBe(true)
    expect(await t.store.list()).toEqual([])
  })

  it('a wrong answer keeps the question twice, the third burns it (then even the right answer is refused)', async () => {
    const t = acceptance()
    stores.push(t.store)
    const q = makeQuestion(t.clock.now, A)
    const wrong = { mathAnswer: (q.a + q.b + 1) % 21, mathToken: q.token }
    expect((await t.send(wrong)).question.token).toBe(q.token)
    expect((await t.send(wrong)).question.token).toBe(q.token)
    expect((await t.send(wrong)).question.token).not.toBe(q.token)
    expect(await t.send(t.answer(q))).toMatchObject({ ok: false, error: SPEC_WRONG_MATH })
  })

  it('two sends of one token at once: one message stored', async () => {
    const t = acceptance()
    stores.push(t.store)
    const q = makeQuestion(t.clock.now, A)
    const results = await Promise.all([t.send(t.answer(q), '198.51.100.7'), t.send(t.answer(q), '198.51.100.7')])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(await t.store.list()).toHaveLength(1)
  })

  it("answers in the visitor's language: the spec's Finnish message and its translations", async () => {
    const t = acceptance()
    stores.push(t.store)
    const q = makeQuestion(t.clock.now, A)
    await t.send(t.answer(q))
    for (const [lang, ui] of [
      ['en', EN],
      ['ru', RU],
      ['uk', UK],
      ['fi', UI],
    ] as const)
      expect(await t.send({ ...t.answer(q), lang })).toMatchObject({ ok: false, error: ui.contact.wrongMath })
  })
})

const KITCHEN_ANSWERS = { 'apartment-type': 'kolmio', works: ['wall-painting'], kitchen: 'surface' }

describe('a calculator estimate made again on the server', () => {
  models ??= calculatorModelsOf(loadSiteContent())
  const of = () => models!

  it('agrees with the estimate the calculator showed, in every language', () => {
    const fi = recheckCalculator(of(), 'fi', {
      name: 'Asunnon remontti',
      choices: ['Keittiön pintaremontti', 'Kolmio', 'Seinien maalaus'],
      estimate: '1 550–3 750 €',
      model: 'apartment',
      answers: KITCHEN_ANSWERS,
    })
    expect(fi?.estimate.replace(/\s/gu, ' ')).toBe('1 550–3 750 €')
    const en = recheckCalculator(of(), 'en', {
      name: 'Home renovation',
      choices: ['Two-bedroom flat', 'Wall painting', 'Cosmetic kitchen renovation'],
      estimate: '€1,550–3,750',
      model: 'apartment',
      answers: KITCHEN_ANSWERS,
    })
    expect(en?.estimate).toBe('€1,550–3,750')
  })

  it('refuses a forged figure, a choice the answers do not give, an unknown model, answers out of the model', () => {
    const sent = {
      name: 'Asunnon remontti',
      choices: ['Kolmio', 'Seinien maalaus', 'Keittiön pintaremontti'],
      estimate: '1 550–3 750 €',
      model: 'apartment',
      answers: KITCHEN_ANSWERS,
    }
    expect(recheckCalculator(of(), 'fi', sent)).not.toBeNull()
    for (const forged of [
      { ...sent, estimate: '0 €' },
      { ...sent, estimate: '1 550–3 751 €' },
      { ...sent, choices: ['Kolmio', 'Seinien maalaus', 'Keittiöremontti avaimet käteen'] },
      { ...sent, model: 'nope' },
      { ...sent, answers: { ...KITCHEN_ANSWERS, kitchen: 'gold-plated' } },
      { ...sent, answers: undefined as never },
      { ...sent, model: undefined as never },
    ])
      expect(recheckCalculator(of(), 'fi', forged), JSON.stringify(forged)).toBeNull()
  })
})

describe('the HTTP API', () => {
  let api: RunningApi | undefined
  afterEach(async () => {
    await api?.close()
    api = undefined
  })

  it('GET /api/contact-question gives each request its own question, never cached; other methods 405', async () => {
    api = await startApi({ telegram: null })
    const [one, two] = [await askQuestion(api.url), await askQuestion(api.url)]
    expect(one.token).not.toBe(two.token)
    const response = await fetch(`${api.url}/api/contact-question`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${api.url}/api/contact-question`, { method: 'POST' })).status).toBe(405)
  })

  it('a forged calculator estimate is refused and nothing is stored; the true one is stored as the server made it', async () => {
    api = await startApi({ telegram: null })
    const calculator = {
      name: 'Asunnon remontti',
      choices: ['Kolmio', 'Seinien maalaus', 'Keittiön pintaremontti'],
      estimate: '0 €',
      model: 'apartment',
      answers: KITCHEN_ANSWERS,
    }
    const forged = await post(api.url, { ...VALID_MESSAGE, page: '/laskuri', calculator })
    expect(forged.status).toBe(400)
    expect(forged.body).toMatchObject({ error: UI.contact.calculatorChanged })
    expect(api.outbox.list()).toEqual([])
    const honest = await post(api.url, {
      ...VALID_MESSAGE,
      page: '/laskuri',
      calculator: { ...calculator, estimate: '1 550–3 750 €' },
    })
    expect(honest.status).toBe(200)
    expect(api.outbox.list()[0]?.calculator?.estimate).toBe('1\u00a0550–3\u00a0750\u00a0€')
  })

  it('malformed tokens and answers get a 4xx, never a 5xx, and nothing is stored', async () => {
    api = await startApi({ telegram: null })
    const q = await askQuestion(api.url)
    for (const change of [
      { mathToken: '' },
      { mathToken: 'x'.repeat(201) },
      { mathToken: 42 },
      { mathToken: null },
      { mathToken: ['a'] },
      { mathToken: '../../etc/passwd' },
      // One character changed inside the token (the last one may carry only base64's unused bits, which
      // decode to the same bytes: that token is the same token, and was accepted in 1 run of about 16).
      { mathToken: `${q.token.slice(0, 20)}${q.token[20] === 'A' ? 'B' : 'A'}${q.token.slice(21)}` },
      { mathToken: q.token, mathAnswer: -1 },
      { mathToken: q.token, mathAnswer: '7' },
      {
        mathToken: q.token,
        calculator: { name: 'x', choices: [], estimate: '1 €', model: 'apartment', answers: { a: 1 } },
      },
      { mathToken: q.token, calculator: { name: 'x', choices: [], estimate: '1 €', model: 'Apartment!', answers: {} } },
    ]) {
      const answer = await post(api.url, { ...VALID_MESSAGE, mathAnswer: q.a + q.b, ...change })
      expect(answer.status, JSON.stringify(change)).toBeGreaterThanOrEqual(400)
      expect(answer.status, JSON.stringify(change)).toBeLessThan(500)
    }
    expect(api.outbox.list()).toEqual([])
  })
})
