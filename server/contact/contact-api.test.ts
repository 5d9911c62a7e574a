/**
 * POST /api/send-telegram against a real HTTP server on loopback and a fake
 * Telegram on loopback: bad input, honeypot, rate limit, delivery with retries.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { UI } from '../../src/ui/strings.fi.js'
import { CONTACT_LIMITS as L } from '../../src/rules/contact.js'
import { stringsFor } from '../../src/ui/strings.js'
import { Outbox } from './outbox.js'
import { backoffDelay } from './worker.js'
import { sqliteOn } from '../../src/storage/sql.js'
import { LeadBook } from '../../src/leads/lead-book.js'
import { post, startApi, tempDataDir, VALID_MESSAGE, type RunningApi } from '../../tests/support/contact-api.js'
import { startFakeTelegram, waitFor, type FakeTelegram } from '../../tests/support/fake-telegram.js'

const TOKEN = '123456:SECRET-token-that-must-never-leak'
let api: RunningApi
let telegram: FakeTelegram

async function withApi(overrides: Parameters<typeof startApi>[0] = {}, options: Parameters<typeof startApi>[1] = {}) {
  api = await startApi({ telegram: { token: TOKEN, chatId: '-1001', apiBase: telegram.url }, ...overrides }, options)
  return api
}

beforeEach(async () => {
  telegram = await startFakeTelegram()
})
afterEach(async () => {
  await api?.close()
  await telegram.close()
})

function expectError(
  answer: { status: number; body: unknown; contentType: string; text: string },
  status: number,
  message?: string,
) {
  expect(answer.status).toBe(status)
  expect(answer.contentType).toMatch(/application\/json/)
  const body = answer.body as { error?: unknown }
  expect(typeof body.error).toBe('string')
  if (message) expect(body.error).toBe(message)
  expect(answer.text).not.toMatch(/at .*\.(ts|js):\d+|Error:|stack/i)
}

describe('contact API: bad input is a 4xx JSON error in Finnish, never a 500', () => {
  beforeEach(async () => {
    telegram.behave({ kind: 'down' })
    await withApi({ telegram: null })
  })

  it.each([
    ['malformed JSON', '{"name": "Maija",', 'application/json', 400, UI.contact.badJson],
    ['a JSON string instead of an object', '"hello"', 'application/json', 400, UI.contact.badJson],
    ['JSON null', 'null', 'application/json', 400, UI.contact.badJson],
    ['plain text content type', 'name=Maija', 'text/plain', 415, UI.contact.badContentType],
    ['an empty JSON body', '', 'application/json', 400, undefined],
    [
      'a body over 4 kB',
      JSON.stringify({ ...VALID_MESSAGE, message: 'x'.repeat(5000) }),
      'application/json',
      413,
      UI.contact.tooLarge,
    ],
    ['an unsupported charset', JSON.stringify(VALID_MESSAGE), 'application/json; charset=koi8-r', 415, undefined],
  ])('%s', async (_label, raw, contentType, status, message) => {
    expectError(await post(api.url, raw, { raw: true, contentType }), status, message)
  })

  it.each([
    ['an array', [VALID_MESSAGE]],
    ['an extra field', { ...VALID_MESSAGE, admin: true }],
    ['a missing name', { ...VALID_MESSAGE, name: undefined }],
    ['a missing math answer', { ...VALID_MESSAGE, mathAnswer: undefined }],
    ['a math answer as a string', { ...VALID_MESSAGE, mathAnswer: '9' }],
    ['a math answer of 21', { ...VALID_MESSAGE, mathAnswer: 21 }],
    ['a math answer of 3.5', { ...VALID_MESSAGE, mathAnswer: 3.5 }],
    ['a name as a number', { ...VALID_MESSAGE, name: 42 }],
    ['a message as an object', { ...VALID_MESSAGE, message: { text: 'hei' } }],
  ])('%s gives the payload message', async (_label, body) => {
    expectError(await post(api.url, body), 400, UI.contact.badPayload)
  })

  it('a phone with letters gives the phone message', async () => {
    expectError(
      await post(api.url, { ...VALID_MESSAGE, phone: 'soita minulle' }),
      400,
      UI.contact.badPhone(L.phone.max),
    )
  })

  it('a bad e-mail gives the e-mail message', async () => {
    expectError(await post(api.url, { ...VALID_MESSAGE, email: 'maija(at)example' }), 400, UI.contact.badEmail)
  })

  it.each([
    ['a one-letter name', { name: 'M' }, UI.contact.nameLength(L.name.min, L.name.max)],
    [
      `a ${L.name.max + 1}-character name`,
      { name: 'M'.repeat(L.name.max + 1) },
      UI.contact.nameLength(L.name.min, L.name.max),
    ],
    [
      `a ${L.message.min - 1}-character message`,
      { message: 'k'.repeat(L.message.min - 1) },
      UI.contact.messageLength(L.message.min, L.message.max),
    ],
    [
      `a ${L.message.max + 1}-character message`,
      { message: 'k'.repeat(L.message.max + 1) },
      UI.contact.messageLength(L.message.min, L.message.max),
    ],
    ['a forbidden word', { message: 'Edullinen Casino-ilta teidän tiloissanne' }, UI.contact.forbiddenContent],
  ])('the shared rules: %s', async (_label, change, message) => {
    expectError(await post(api.url, { ...VALID_MESSAGE, ...change }), 400, message)
  })

  it('other methods get a 405 JSON answer with Allow: POST', async () => {
    const response = await fetch(`${api.url}/api/send-telegram`)
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
    expect(await response.json()).toEqual({ error: UI.contact.methodNotAllowed })
  })

  it('nothing refused was stored', async () => {
    await post(api.url, { ...VALID_MESSAGE, name: 'M' })
    await post(api.url, '{', { raw: true })
    expect(api.outbox.list()).toEqual([])
  })
})

describe('contact API: honeypot and storage', () => {
  it('a filled honeypot is answered as accepted and nothing is stored or sent', async () => {
    await withApi()
    const answer = await post(api.url, { ...VALID_MESSAGE, honeypot: 'https://bot.example' })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ok: true, message: UI.contact.accepted, question: expect.any(Object) })
    // It does not count towards the rate limit either: a real message right after is accepted.
    expect((await post(api.url, VALID_MESSAGE)).status).toBe(200)
    expect(api.outbox.list()).toHaveLength(1)
    await waitFor(() => telegram.received.length === 1, 5_000, 'delivery')
    expect(telegram.received.every((m) => !m.text.includes('bot.example'))).toBe(true)
  })

  it('an accepted message is in the outbox (trimmed) before the answer; optional fields may be left out', async () => {
    await withApi({ telegram: null })
    const answer = await post(api.url, {
      name: '  Matti ',
      email: 'matti@example.fi',
      message: 'Terassin rakentaminen keväällä 2027.',
      mathAnswer: VALID_MESSAGE.mathAnswer,
    })
    expect(answer.status).toBe(200)
    const [lead] = api.outbox.list()
    expect(lead).toMatchObject({
      name: 'Matti',
      email: 'matti@example.fi',
      phone: '',
      message: 'Terassin rakentaminen keväällä 2027.',
      status: 'pending',
    })
    // And on disk: a second connection sees it.
    const reader = new Outbox(api.dataDir, { readonly: true })
    expect(reader.list()).toHaveLength(1)
    reader.close()
  })

  it('without Telegram the server logs one clear line and messages wait', async () => {
    await withApi({ telegram: null })
    await post(api.url, VALID_MESSAGE)
    await new Promise((r) => setTimeout(r, 200))
    const lines = api.logs.filter((l) => l.includes('Telegram is not configured'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain('npm run leads')
    expect(api.outbox.counts()).toMatchObject({ pending: 1, delivered: 0 })
  })
})

describe('contact API: rate limit per client address', () => {
  it('a second message within 30 s gets 429 and the spec wait message', async () => {
    await withApi({ telegram: null })
    expect((await post(api.url, VALID_MESSAGE)).status).toBe(200)
    const second = await post(api.url, { ...VALID_MESSAGE, message: 'Toinen viesti heti perään, kiitos.' })
    expectError(second, 429, UI.contact.wait(30))
    expect(api.outbox.list()).toHaveLength(1)
  })

  it('refused messages do not count; other addresses are not affected (trust proxy on)', async () => {
    await withApi({ telegram: null }, { trustProxy: 1 })
    expect(
      (await post(api.url, { ...VALID_MESSAGE, name: 'M' }, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status,
    ).toBe(400)
    expect((await post(api.url, VALID_MESSAGE, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(200)
    expect((await post(api.url, VALID_MESSAGE, { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(429)
    expect((await post(api.url, VALID_MESSAGE, { headers: { 'x-forwarded-for': '198.51.100.2' } })).status).toBe(200)
  })

  it('without trust proxy a forged X-Forwarded-For does not escape the limit', async () => {
    await withApi({ telegram: null })
    expect((await post(api.url, VALID_MESSAGE, { headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(200)
    expect((await post(api.url, VALID_MESSAGE, { headers: { 'x-forwarded-for': '203.0.113.2' } })).status).toBe(429)
  })

  it('the hourly ceiling holds even with no minimum interval', async () => {
    await withApi({ telegram: null, minIntervalMs: 0, maxPerHour: 3 })
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await post(api.url, { ...VALID_MESSAGE, message: `Viesti numero ${i} remontista.` })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const last = await post(api.url, VALID_MESSAGE)
    expect((last.body as { error: string }).error).toMatch(
      /^Odota \d+ sekuntia ennen seuraavan viestin lähettämistä\.$/,
    )
  })
})

describe('contact API: delivery to Telegram', () => {
  it('delivers as plain text to the configured chat', async () => {
    await withApi()
    await post(api.url, { ...VALID_MESSAGE, message: 'Hinta <b>1 500 €</b> & *tähdet* _alaviivat_ [linkki](x)' })
    await waitFor(() => api.outbox.counts().delivered === 1, 5_000, 'delivery')
    const [m] = telegram.received
    expect(m!.parseMode).toBeUndefined()
    expect(m!.chatId).toBe('-1001')
    expect(m!.token).toBe(TOKEN)
    expect(m!.text).toContain('Hinta <b>1 500 €</b> & *tähdet* _alaviivat_ [linkki](x)')
    expect(m!.text).toContain('Sähköposti: maija@example.fi')
  })

  it('Telegram down, then up: delivered later, exactly once', async () => {
    telegram.behave((n) => (n < 3 ? { kind: 'down', status: 502 } : { kind: 'ok' }))
    await withApi()
    expect((await post(api.url, VALID_MESSAGE)).status).toBe(200)
    await waitFor(() => api.outbox.counts().delivered === 1, 8_000, 'delivery after outage')
    await new Promise((r) => setTimeout(r, 300))
    expect(telegram.received.map((m) => m.answered)).toEqual(['down', 'down', 'down', 'ok'])
    const [lead] = api.outbox.list()
    expect(lead).toMatchObject({ status: 'delivered', attempts: 4 })
    // Exponential backoff: each wait is at least half of base * 2^(n-1) (50, 100, 200 ms).
    const gaps = telegram.received.slice(1).map((m, i) => m.at - telegram.received[i]!.at)
    expect(gaps[0]).toBeGreaterThanOrEqual(25 - 5)
    expect(gaps[1]).toBeGreaterThanOrEqual(50 - 5)
    expect(gaps[2]).toBeGreaterThanOrEqual(100 - 5)
  })

  it('429 with retry_after is honoured', async () => {
    telegram.behave((n) => (n === 0 ? { kind: 'rateLimited', retryAfter: 1 } : { kind: 'ok' }))
    await withApi()
    await post(api.url, VALID_MESSAGE)
    await waitFor(() => api.outbox.counts().delivered === 1, 5_000, 'delivery after 429')
    const [first, second] = telegram.received
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990)
    expect(telegram.received).toHaveLength(2)
  })

  it('a permanent 400 marks the message failed and stops retrying; it stays listed', async () => {
    telegram.behave({ kind: 'permanent', status: 400, description: 'Bad Request: chat not found' })
    await withApi()
    await post(api.url, VALID_MESSAGE)
    await waitFor(() => api.outbox.counts().failed === 1, 5_000, 'failure')
    await new Promise((r) => setTimeout(r, 400))
    expect(telegram.received).toHaveLength(1)
    expect(api.outbox.list()[0]).toMatchObject({ status: 'failed', lastError: '400 Bad Request: chat not found' })
  })

  it('a Telegram that never answers times out and is retried', async () => {
    telegram.behave((n) => (n === 0 ? { kind: 'hang' } : { kind: 'ok' }))
    await withApi({ requestTimeoutMs: 200 })
    await post(api.url, VALID_MESSAGE)
    await waitFor(() => api.outbox.counts().delivered === 1, 5_000, 'delivery after timeout')
    expect(api.outbox.list()[0]!.attempts).toBe(2)
  })

  it('the bot token never appears in a log line or a response', async () => {
    telegram.behave((n) =>
      n < 2 ? { kind: 'permanent', status: 401, description: `Unauthorized bot${TOKEN}` } : { kind: 'ok' },
    )
    await withApi()
    const answers = [await post(api.url, VALID_MESSAGE), await post(api.url, '{', { raw: true })]
    await waitFor(() => api.outbox.counts().failed === 1, 5_000, 'failure')
    expect(api.logs.length).toBeGreaterThan(0)
    for (const line of api.logs) expect(line).not.toContain(TOKEN)
    for (const a of answers) expect(a.text).not.toContain(TOKEN)
    expect(api.outbox.list()[0]!.lastError).not.toContain(TOKEN)
  })

  it('at start the lead clock erases leads untouched for 30 days, delivered or not, and keeps an ordered one (decision 341)', async () => {
    const dataDir = tempDataDir()
    const before = new Outbox(dataDir)
    const day = 86_400_000
    const lead = (name: string) => ({ name, email: 'v@example.fi', phone: '', message: 'Vanha viesti, ei vastausta.' })
    const delivered = before.add(lead('Toimitettu'), Date.now() - 40 * day)
    before.markDelivered(delivered, Date.now() - 39 * day)
    before.add(lead('Odottaa'), Date.now() - 31 * day)
    const recent = before.add(lead('Tuore'), Date.now() - 2 * day)
    const ordered = before.add(lead('Tilaaja'), Date.now() - 40 * day)
    const sql = sqliteOn(before.database, before.file)
    await new LeadBook(sql).setStage(ordered, 'tilattu', { id: 'p', name: 'Anna' }, Date.now() - 35 * day)
    before.close()
    await withApi({ telegram: null, dataDir })
    await waitFor(() => api.outbox.list().length === 2, 5_000, 'the retention rule')
    expect(api.outbox.list().map((l) => l.id)).toEqual([recent, ordered])
    expect(api.logs.join('\n')).toContain('retention: erased 2 lead(s)')
  })
})

describe('backoff', () => {
  it('doubles from the base, is capped, and jitters between 50 % and 100 %', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 100, 1_000, () => 1))).toEqual([100, 200, 400, 800])
    expect(backoffDelay(10, 100, 1_000, () => 1)).toBe(1_000)
    expect(backoffDelay(3, 100, 1_000, () => 0)).toBe(200)
  })
})

describe('contact API: the visitor language', () => {
  const RU = stringsFor('ru').UI.contact

  it('answers a Russian request in Russian and a request without a language in Finnish, exactly as before', async () => {
    await withApi({ telegram: null })
    expectError(
      await post(api.url, { ...VALID_MESSAGE, lang: 'ru', name: 'М' }),
      400,
      RU.nameLength(L.name.min, L.name.max),
    )
    expectError(await post(api.url, { ...VALID_MESSAGE, lang: 'ru', phone: 'звоните' }), 400, RU.badPhone(L.phone.max))
    expectError(await post(api.url, { ...VALID_MESSAGE, lang: 'ru', extra: 1 }), 400, RU.badPayload)
    // Before the body is read (a malformed one): the Content-Language header the form also sends.
    expectError(await post(api.url, '{"name":', { raw: true, headers: { 'content-language': 'ru' } }), 400, RU.badJson)
    expectError(
      await post(api.url, { ...VALID_MESSAGE, name: 'M' }),
      400,
      UI.contact.nameLength(L.name.min, L.name.max),
    )
    expectError(await post(api.url, '{"name":', { raw: true }), 400, UI.contact.badJson)
    expectError(await post(api.url, { ...VALID_MESSAGE, lang: 'sv' }), 400, UI.contact.badPayload)
    const second = await post(api.url, { ...VALID_MESSAGE, lang: 'ru' })
    expect(second.status).toBe(200)
    expectError(await post(api.url, { ...VALID_MESSAGE, lang: 'ru' }), 429, RU.wait(30))
  })

  it('stores the lead language (Finnish when none is named) and Telegram names it in Finnish: "Kieli: venäjä"', async () => {
    await withApi({}, { trustProxy: 1 })
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
    expect((await post(api.url, { ...VALID_MESSAGE, lang: 'ru', page: '/ru/' }, from('10.0.0.1'))).status).toBe(200)
    expect((await post(api.url, VALID_MESSAGE, from('10.0.0.2'))).status).toBe(200)
    await waitFor(() => api.outbox.counts().delivered === 2, 5_000, 'delivery')
    expect(api.outbox.list().map((l) => l.lang)).toEqual(['ru', 'fi'])
    const [ru, fi] = telegram.received
    expect(ru!.text).toContain('\nKieli: venäjä\n')
    expect(fi!.text).not.toContain('Kieli:')
  })
})
