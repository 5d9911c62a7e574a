/**
 * The contact form without JavaScript: a form-encoded POST
 * to /api/send-telegram runs the same rules, checks the math question the
 * server signed, stores the lead like the JSON API and answers with a page.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { readContactConfig } from './config.js'
import { createContactRouter } from './router.js'
import { SqliteStore } from './sqlite-store.js'
import { storedClientKey } from './client-key.js'
import { makeQuestion, readQuestion } from './question.js'
import type { NoJsResult } from '../../src/contact/no-js-result.js'
import { UI } from '../../src/ui/strings.fi.js'
import { CONTACT_LIMITS as L } from '../../src/rules/contact.js'
import { FAST_DELIVERY, tempDataDir, VALID_MESSAGE } from '../../tests/support/contact-api.js'

/** The visitor these tests are: every request comes from loopback. */
const LOOPBACK = storedClientKey('127.0.0.1')

const KEY = Buffer.from('test-key-for-the-no-js-form')

describe('the math question the server makes (docs/decisions/253)', () => {
  it('reads its own token back, with the question and its expiry, and the numbers are not in it', () => {
    const c = makeQuestion(1_000, LOOPBACK, KEY)
    const read = readQuestion(c.token, KEY)
    expect(read).toMatchObject({ a: c.a, b: c.b, expiresAt: 1_000 + 2 * 60 * 60 * 1000 })
    // Encrypted: a token made in clear would carry its numbers at the payload's place (after version and IV) every time.
    const clear = Array.from({ length: 30 }, () => makeQuestion(1_000, LOOPBACK, KEY)).filter((q) => {
      const bytes = Buffer.from(q.token, 'base64url')
      return bytes[13] === q.a && bytes[14] === q.b
    })
    expect(clear.length).toBeLessThan(5)
    expect(makeQuestion(1_000, LOOPBACK, KEY).token).not.toBe(c.token)
    expect(readQuestion(makeQuestion(1_000, LOOPBACK, KEY).token, KEY)?.id).not.toBe(read?.id)
  })

  it('refuses a changed or cut token, another key and garbage, without throwing', () => {
    const c = makeQuestion(1_000, LOOPBACK, KEY)
    const bytes = Buffer.from(c.token, 'base64url')
    bytes[bytes.length - 20]! ^= 1
    expect(readQuestion(bytes.toString('base64url'), KEY)).toBeNull()
    expect(readQuestion(c.token.slice(0, -1), KEY)).toBeNull()
    expect(readQuestion(c.token, Buffer.from('another key'))).toBeNull()
    for (const junk of ['', '1.1.abc.def', 'x'.repeat(500), '%%%', c.token + c.token])
      expect(readQuestion(junk, KEY)).toBeNull()
    expect(readQuestion(42 as unknown as string, KEY)).toBeNull()
  })
})

/** The contact router with a stand-in for the page render: the result as JSON in a <pre>. */
async function startFormApi() {
  const config = {
    ...readContactConfig({ DATA_DIR: tempDataDir(), CONTACT_FORM_SECRET: '' }),
    ...FAST_DELIVERY,
    telegram: null,
  }
  const store = new SqliteStore(config, () => {})
  const app = express()
  const render = async (result: NoJsResult, path?: string) =>
    `<!doctype html><pre>${JSON.stringify(result)}</pre><code>${path}</code>`
  app.use('/api', createContactRouter({ store, renderResultPage: render, log: () => {} }))
  const server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    store,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await store.close()
    },
  }
}

type Api = Awaited<ReturnType<typeof startFormApi>>

async function postForm(api: Api, fields: Record<string, string>) {
  const response = await fetch(`${api.url}/api/send-telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  const html = await response.text()
  const result = JSON.parse(html.match(/<pre>(.*)<\/pre>/)?.[1] ?? 'null') as NoJsResult
  const path = html.match(/<code>(.*)<\/code>/)?.[1]
  return { status: response.status, type: response.headers.get('content-type') ?? '', html, result, path, response }
}

/** A form as the browser sends it: the fields by their names, the server's question answered. */
function formFields(overrides: Record<string, string> = {}) {
  const c = makeQuestion(Date.now(), LOOPBACK)
  return {
    name: VALID_MESSAGE.name,
    email: VALID_MESSAGE.email,
    phone: VALID_MESSAGE.phone,
    message: VALID_MESSAGE.message,
    website: '',
    mathAnswer: String(c.a + c.b),
    mathToken: c.token,
    page: '/palvelu/keittion-remontti',
    ...overrides,
  }
}

describe('POST /api/send-telegram with a form-encoded body (no JavaScript)', () => {
  let api: Api | undefined
  afterEach(async () => {
    await api?.close()
    api = undefined
  })

  it("stores the lead with its page and answers with a page carrying the spec's success message", async () => {
    api = await startFormApi()
    const answer = await postForm(api, formFields())
    expect(answer.status).toBe(200)
    expect(answer.type).toMatch(/^text\/html/)
    expect(answer.response.headers.get('cache-control')).toBe('no-store')
    expect(answer.result).toEqual({
      kind: 'sent',
      text: 'Viesti lähetetty onnistuneesti! Otamme yhteyttä pian.',
      form: '',
    })
    expect(await api.store.list()).toMatchObject([
      {
        name: VALID_MESSAGE.name,
        message: VALID_MESSAGE.message,
        page: '/palvelu/keittion-remontti',
        calculator: null,
      },
    ])
  })

  it("a wrong answer or a forged question: the spec's math message, the fields kept, a question to answer, nothing stored", async () => {
    api = await startFormApi()
    const c = makeQuestion(Date.now(), LOOPBACK)
    const forged = Buffer.from(c.token, 'base64url')
    forged[5]! ^= 1
    for (const fields of [
      formFields({ mathAnswer: String(c.a + c.b + 1), mathToken: c.token }),
      formFields({ mathAnswer: '2', mathToken: forged.toString('base64url') }),
      formFields({ mathAnswer: '2', mathToken: '1.1.abc.def' }),
    ]) {
      const answer = await postForm(api, fields)
      expect(answer.status).toBe(400)
      expect(answer.result).toEqual({
        kind: 'error',
        text: 'Väärä vastaus matematiikka kysymykseen. Yritä uudelleen.',
        field: 'mathAnswer',
        fields: {
          name: VALID_MESSAGE.name,
          email: VALID_MESSAGE.email,
          phone: VALID_MESSAGE.phone,
          message: VALID_MESSAGE.message,
        },
        page: '/palvelu/keittion-remontti',
        question: { a: expect.any(Number), b: expect.any(Number), token: expect.any(String) },
        form: '',
      })
    }
    expect(await api.store.list()).toEqual([])
  })

  it('the prerendered form (no question yet) is answered with a question of its own; answering it sends the message', async () => {
    api = await startFormApi()
    const first = await postForm(api, formFields({ mathToken: '', mathAnswer: '' }))
    expect(first.status).toBe(400)
    expect(first.result).toMatchObject({ kind: 'error', text: UI.contact.mathNeeded, field: 'mathAnswer' })
    expect(await api.store.list()).toEqual([])
    const q = first.result.kind === 'error' ? first.result.question : null
    expect(q).not.toBeNull()
    const second = await postForm(api, formFields({ mathAnswer: String(q!.a + q!.b), mathToken: q!.token }))
    expect(second.status).toBe(200)
    expect(await api.store.list()).toHaveLength(1)
  })

  it("a question's token used for a message is refused the second time (spec's message, a new question)", async () => {
    api = await startFormApi()
    const fields = formFields()
    expect((await postForm(api, fields)).status).toBe(200)
    const replay = await postForm(api, { ...fields, message: 'Sama kysymys toiseen kertaan, kiitos.' })
    expect(replay.status).toBe(400)
    expect(replay.result).toMatchObject({ kind: 'error', text: UI.contact.wrongMath, field: 'mathAnswer' })
    expect(replay.result.kind === 'error' && replay.result.question.token).not.toBe(fields.mathToken)
    expect(await api.store.list()).toHaveLength(1)
  })

  it('answers on the page and at the form it was sent from, in its language', async () => {
    api = await startFormApi()
    const fi = await postForm(api, formFields({ form: 'cta-contact' }))
    expect(fi.path).toBe('/palvelu/keittion-remontti')
    expect(fi.result).toMatchObject({ kind: 'sent', form: 'cta-contact' })
    const ru = await postForm(api, formFields({ name: 'M', lang: 'ru', page: '/ru/uslugi/espoo', form: 'yhteys' }))
    expect(ru.path).toBe('/ru/uslugi/espoo')
    expect(ru.result).toMatchObject({ kind: 'error', form: 'yhteys', fields: { name: 'M' } })
    // A page of another language than the form's, an address of another site or a malformed id: not followed.
    expect((await postForm(api, formFields({ name: 'M', lang: 'uk', page: '/ru/uslugi' }))).path).toBe('/uk')
    expect((await postForm(api, formFields({ name: 'M', page: '//evil.example/x' }))).path).toBe('/yhteystiedot')
    expect((await postForm(api, formFields({ name: 'M', form: '<script>' }))).result.form).toBe('')
  })

  it("runs the same rules as the browser, in order, with the spec's messages", async () => {
    api = await startFormApi()
    const cases: [Record<string, string>, string, string][] = [
      [{ name: 'M' }, UI.contact.nameLength(L.name.min, L.name.max), 'name'],
      [{ message: 'Lyhyt.' }, UI.contact.messageLength(L.message.min, L.message.max), 'message'],
      [{ message: 'Edullinen casino-ilta teidän tiloissanne' }, UI.contact.forbiddenContent, 'message'],
      [{ email: 'maija(at)example' }, UI.contact.badEmail, 'email'],
    ]
    for (const [overrides, text, field] of cases) {
      const answer = await postForm(api, formFields(overrides))
      expect(answer.status).toBe(400)
      expect(answer.result).toMatchObject({ kind: 'error', text, field, fields: { ...overrides } })
    }
    expect(await api.store.list()).toEqual([])
  })

  it('a filled honeypot is answered as sent and stores nothing', async () => {
    api = await startFormApi()
    const answer = await postForm(api, formFields({ website: 'http://spam.example' }))
    expect(answer.status).toBe(200)
    expect(answer.result.kind).toBe('sent')
    expect(await api.store.list()).toEqual([])
  })

  it("shares the rate limit with the JSON API: a second message within 30 s gets the spec's wait message", async () => {
    api = await startFormApi()
    expect((await postForm(api, formFields())).status).toBe(200)
    const second = await postForm(api, formFields())
    expect(second.status).toBe(429)
    expect(second.result).toMatchObject({
      kind: 'error',
      text: expect.stringMatching(/^Odota \d+ sekuntia ennen seuraavan viestin lähettämistä\.$/),
    })
    expect(second.response.headers.get('retry-after')).toMatch(/^\d+$/)
  })
})
