/**
 * A lead the company can act on: beside the visitor's own
 * message, the page and a calculator's choices and estimate travel as
 * structured fields through the rules, the API, the SQLite store (with its
 * migration), npm run leads and the Telegram text.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { Outbox, OUTBOX_FILE } from './outbox.js'
import { formatLead } from './telegram.js'
import { isOriginValid, ORIGIN_LIMITS, originLines, storedOrigin } from '../../src/rules/lead-origin.js'
import { SERVER_UI, UI } from '../../src/ui/strings.fi.js'
import { post, startApi, tempDataDir, VALID_MESSAGE, type RunningApi } from '../../tests/support/contact-api.js'

const KITCHEN = {
  name: 'Asunnon remontti',
  choices: ['Kolmio', 'Seinien maalaus', 'Keittiön pintaremontti'],
  estimate: '1 550–3 750 €',
}
const FROM_KITCHEN = { page: '/palvelu/keittion-remontti', calculator: KITCHEN }
/** KITCHEN as the calculator sends it: with the model and the answers the server prices again (decision 254). */
const SENT_KITCHEN = {
  ...KITCHEN,
  model: 'apartment',
  answers: { 'apartment-type': 'kolmio', works: ['wall-painting'], kitchen: 'surface' },
}

describe('the lead origin rules', () => {
  it('accepts a site path and a calculator within the bounds', () => {
    expect(isOriginValid(FROM_KITCHEN)).toBe(true)
    expect(isOriginValid({ page: '', calculator: null })).toBe(true)
  })

  it('refuses what is not a site path, too long or holds refused characters', () => {
    for (const page of ['https://evil.example/', '//evil.example', '/a b', '/x?name=Maija', 'palvelu'])
      expect(isOriginValid({ page, calculator: null }), page).toBe(false)
    expect(isOriginValid({ page: `/${'a'.repeat(ORIGIN_LIMITS.page)}`, calculator: null })).toBe(false)
    const many = Array.from({ length: ORIGIN_LIMITS.choices + 1 }, (_, i) => `Valinta ${i}`)
    expect(isOriginValid({ page: '/', calculator: { ...KITCHEN, choices: many } })).toBe(false)
    expect(isOriginValid({ page: '/', calculator: { ...KITCHEN, choices: ['Kolmio\u001b[2J'] } })).toBe(false)
    expect(isOriginValid({ page: '/', calculator: { ...KITCHEN, estimate: 'x'.repeat(61) } })).toBe(false)
  })

  it('stores trimmed NFC text and drops empty choices', () => {
    const stored = storedOrigin({
      page: ' /palvelu ',
      calculator: { ...KITCHEN, choices: [' Kolmio ', ' ', 'Cafe\u0301'] },
    })
    expect(stored).toEqual({ page: '/palvelu', calculator: { ...KITCHEN, choices: ['Kolmio', 'Café'] } })
  })

  it('gives the Telegram and npm run leads lines: page, calculator, every choice, estimate', () => {
    expect(originLines(FROM_KITCHEN, UI.leadOrigin)).toEqual([
      'Sivu: /palvelu/keittion-remontti',
      'Laskuri: Asunnon remontti',
      'Valinnat: Kolmio; Seinien maalaus; Keittiön pintaremontti',
      'Hinta-arvio: 1 550–3 750 €',
    ])
    expect(originLines({ page: '', calculator: null }, UI.leadOrigin)).toEqual([])
  })
})

describe('the Telegram message', () => {
  it("says where the lead came from, then the visitor's own message", () => {
    const text = formatLead({ id: 7, createdAt: Date.UTC(2026, 10, 1, 10), ...VALID_MESSAGE, ...FROM_KITCHEN })
    const lines = text.split('\n')
    expect(lines.slice(1, 8)).toEqual([
      `Nimi: ${VALID_MESSAGE.name}`,
      `Sähköposti: ${VALID_MESSAGE.email}`,
      `Puhelin: ${VALID_MESSAGE.phone}`,
      'Sivu: /palvelu/keittion-remontti',
      'Laskuri: Asunnon remontti',
      'Valinnat: Kolmio; Seinien maalaus; Keittiön pintaremontti',
      'Hinta-arvio: 1 550–3 750 €',
    ])
    // The visitor's message last, fenced (server/contact/contact-telegram-message.test.ts).
    expect(lines.slice(-2)).toEqual([`${SERVER_UI.telegram.message}:`, `┃ ${VALID_MESSAGE.message}`])
  })
})

describe('the contact API keeps the origin apart from the message', () => {
  let api: RunningApi | undefined
  afterEach(async () => {
    await api?.close()
    api = undefined
  })

  it('stores the page, every choice and the estimate as their own fields', async () => {
    api = await startApi({ telegram: null })
    const answer = await post(api.url, { ...VALID_MESSAGE, ...FROM_KITCHEN, calculator: SENT_KITCHEN })
    expect(answer.status, answer.text).toBe(200)
    const [lead] = api.outbox.list()
    expect(lead).toMatchObject({
      message: VALID_MESSAGE.message,
      page: FROM_KITCHEN.page,
      calculator: { name: KITCHEN.name, choices: KITCHEN.choices },
    })
    // The estimate stored is the server's own (its format's no-break spaces), the same figures.
    expect(lead?.calculator?.estimate.replace(/\s/gu, ' ')).toBe(KITCHEN.estimate)
  })

  it("refuses an origin out of bounds with the form's message, and stores nothing", async () => {
    api = await startApi({ telegram: null })
    const tooMany = { ...SENT_KITCHEN, choices: Array.from({ length: 21 }, () => 'Kolmio') }
    expect((await post(api.url, { ...VALID_MESSAGE, page: '/', calculator: tooMany })).status).toBe(400)
    const bad = await post(api.url, { ...VALID_MESSAGE, page: '/', calculator: { ...SENT_KITCHEN, name: 'a\u202Eb' } })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: UI.contact.badPayload })
    expect(api.outbox.list()).toEqual([])
  })
})

describe('the SQLite outbox migration', () => {
  it('keeps the rows of an outbox made before the origin existed and adds the new columns', () => {
    const dataDir = tempDataDir()
    const old = new Database(path.join(dataDir, OUTBOX_FILE))
    old.exec(`CREATE TABLE leads (
      id INTEGER PRIMARY KEY AUTOINCREMENT, created_at INTEGER NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL,
      phone TEXT NOT NULL, message TEXT NOT NULL,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sending','delivered','failed')),
      attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, delivered_at INTEGER, last_error TEXT)`)
    old
      .prepare('INSERT INTO leads (created_at, name, email, phone, message, next_attempt_at) VALUES (1, ?, ?, ?, ?, 1)')
      .run('Vanha Viesti', 'vanha@example.fi', '', 'Ennen päivitystä lähetetty viesti.')
    old.close()
    const outbox = new Outbox(dataDir)
    outbox.add({ ...VALID_MESSAGE, ...FROM_KITCHEN }, 2)
    outbox.add({ ...VALID_MESSAGE, page: '/ru/', lang: 'ru' }, 3)
    const [before, after, russian] = outbox.list()
    outbox.close()
    // The language column; the rows from before were sent from Finnish pages.
    expect(before).toMatchObject({ name: 'Vanha Viesti', page: '', calculator: null, lang: 'fi' })
    expect(after).toMatchObject({ ...FROM_KITCHEN, lang: 'fi' })
    expect(russian).toMatchObject({ page: '/ru/', lang: 'ru' })
    // A second start finds the columns there and changes nothing.
    const again = new Outbox(dataDir)
    expect(again.list()).toHaveLength(3)
    again.close()
  })
})

describe('npm run leads shows where each lead came from', () => {
  const dataDir = tempDataDir()
  const outbox = new Outbox(dataDir)
  outbox.add({ ...VALID_MESSAGE, ...FROM_KITCHEN, lang: 'ru' }, Date.UTC(2026, 10, 1))
  outbox.close()
  const leads = (...args: string[]) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    })
    expect(r.status, r.stderr).toBe(0)
    return r.stdout
  }

  it('in its list, the JSON and the CSV', () => {
    expect(leads()).toContain(
      '  Sivu: /palvelu/keittion-remontti\n  Laskuri: Asunnon remontti\n  Valinnat: Kolmio; Seinien maalaus; Keittiön pintaremontti\n  Hinta-arvio: 1 550–3 750 €\n',
    )
    expect(leads()).toMatch(/\[pending\] lang ru\n/)
    const [row] = JSON.parse(leads('--json')) as Record<string, string>[]
    expect(row).toMatchObject({
      lang: 'ru',
      page: '/palvelu/keittion-remontti',
      calculator: 'Asunnon remontti',
      choices: 'Kolmio; Seinien maalaus; Keittiön pintaremontti',
      estimate: '1 550–3 750 €',
    })
    const [header, line] = leads('--csv').split('\r\n')
    // `;` between fields (decision 404): the choices, which hold `;`, are quoted.
    expect(header).toContain('lang;page;calculator;choices;estimate')
    expect(line).toContain(
      'ru;/palvelu/keittion-remontti;Asunnon remontti;"Kolmio; Seinien maalaus; Keittiön pintaremontti";1 550–3 750 €',
    )
  }, 60_000)
})
