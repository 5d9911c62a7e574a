/**
 * The contact form without JavaScript (issue 23, point 3): a form-encoded POST
 * to /api/send-telegram runs the same rules, checks the math question the
 * server signed, stores the lead like the JSON API and answers with a page.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { readContactConfig } from '../../server/contact/config.js'
import { createContactRouter } from '../../server/contact/router.js'
import { SqliteStore } from '../../server/contact/sqlite-store.js'
import { makeChallenge, verifyChallenge } from '../../src/contact/math-challenge.node.js'
import type { NoJsResult } from '../../src/contact/no-js-result.js'
import { UI } from '../../src/ui/strings.fi.js'
import { FAST_DELIVERY, tempDataDir, VALID_MESSAGE } from '../support/contact-api.js'

const KEY = Buffer.from('test-key-for-the-no-js-form')

describe('the math question the server signs', () => {
  it('verifies its own token and gives back the question', () => {
    const c = makeChallenge(KEY)
    expect(verifyChallenge(c.token, KEY)).toEqual({ a: c.a, b: c.b })
    expect(c.a + c.b).toBeGreaterThanOrEqual(2)
  })

  it('refuses a question the client chose, a cut token or another key', () => {
    const c = makeChallenge(KEY, () => 0)
    const [, , nonce, mac] = c.token.split('.')
    expect(verifyChallenge(`9.9.${nonce}.${mac}`, KEY)).toBeNull()
    expect(verifyChallenge(c.token.slice(0, -1), KEY)).toBeNull()
    expect(verifyChallenge(c.token, Buffer.from('another key'))).toBeNull()
    expect(verifyChallenge('', KEY)).toBeNull()
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
  const c = makeChallenge()
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

  it("a wrong answer, a forged or a missing question: the spec's math message, the fields kept, nothing stored", async () => {
    api = await startFormApi()
    const c = makeChallenge()
    for (const fields of [
      formFields({ mathAnswer: String(c.a + c.b + 1), mathToken: c.token }),
      formFields({ mathAnswer: '2', mathToken: `1.1.${c.token.split('.').slice(2).join('.')}` }),
      formFields({ mathToken: '' }),
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
        form: '',
      })
    }
    expect(await api.store.list()).toEqual([])
  })

  it('answers on the page and at the form it was sent from, in its language (issue 32)', async () => {
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
      [{ name: 'M' }, UI.contact.nameLength, 'name'],
      [{ message: 'Lyhyt.' }, UI.contact.messageLength, 'message'],
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
