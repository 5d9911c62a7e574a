/**
 * Hostile and slow clients against the production app (server/app.ts with the real contact service on a temporary
 * SQLite outbox, the built site in dist/): a post another site made a browser send is refused (point
 * 2), a path that is almost the API's is not the API (point 3), a proxy without TRUST_PROXY is
 * detected (point 4), and the page answering a form sent without JavaScript has a page's headers
 * (point 5). The no-JS answer is rendered by a stand-in (Vike's render is the e2e tests' part).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.js'
import { readContactConfig } from './contact/config.js'
import { createContactRouter } from './contact/router.js'
import { SqliteStore } from './contact/sqlite-store.js'
import { TRUST_PROXY_MISSING } from './proxy-check.js'
import { storedClientKey } from './contact/client-key.js'
import { makeQuestion } from './contact/question.js'
import { UI } from '../src/ui/strings.fi.js'
import { FAST_DELIVERY, tempDataDir, VALID_MESSAGE } from '../tests/support/contact-api.js'

/** A build without redirects (these tests are about sockets, not content). */
const NO_ROUTES = { redirects: [], pages: [], retention: { keepOfferMonths: 24 } }

/** The visitor these tests are: every request comes from loopback. */
const LOOPBACK = storedClientKey('127.0.0.1')

interface Running {
  url: string
  store: SqliteStore
  errors: string[]
  close(): Promise<void>
}

async function start(trustProxy: false | string[]): Promise<Running> {
  const config = {
    ...readContactConfig({ DATA_DIR: tempDataDir() }),
    ...FAST_DELIVERY,
    telegram: null,
    minIntervalMs: 0,
    maxPerHour: 1000,
  }
  const store = new SqliteStore(config, () => {})
  const router = createContactRouter({
    store,
    renderResultPage: async (result) => `<!doctype html><title>${result.kind}</title><p>${result.text}</p>`,
    log: () => {},
  })
  const errors: string[] = []
  const app = await createApp({
    config: { host: '127.0.0.1', port: 0, trustProxy, distDir: 'dist' },
    api: router,
    routes: NO_ROUTES,
    logError: (line) => errors.push(line),
  })
  const server: Server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    store,
    errors,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await store.close()
    },
  }
}

let direct: Running
beforeAll(async () => {
  direct = await start(false)
}, 60_000)
afterAll(async () => {
  await direct?.close()
})

/** A question of the server's made for loopback, answered (docs/decisions/253). */
function answered() {
  const q = makeQuestion(Date.now(), LOOPBACK)
  return { mathAnswer: q.a + q.b, mathToken: q.token }
}

const json = (url: string, headers: Record<string, string> = {}, path = '/api/send-telegram') =>
  fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...VALID_MESSAGE, ...answered(), message: `Viesti ${Math.random()} kylpyhuoneesta.` }),
  })

function form(url: string, headers: Record<string, string> = {}) {
  const c = makeQuestion(Date.now(), LOOPBACK)
  return fetch(`${url}/api/send-telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      name: VALID_MESSAGE.name,
      email: VALID_MESSAGE.email,
      phone: '',
      message: `Lomake ilman skriptiä ${Math.random()}.`,
      website: '',
      mathAnswer: String(c.a + c.b),
      mathToken: c.token,
      page: '/yhteystiedot',
    }).toString(),
  })
}

describe('point 2: form posts only from the site', () => {
  it('refuses a JSON post and a form post that another site made the browser send, and stores nothing', async () => {
    const before = direct.store.outbox.counts().pending
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }
    for (const headers of <Record<string, string>[]>[
      evil,
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ]) {
      const answer = await json(direct.url, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(((await answer.json()) as { error: string }).error).toBe(UI.contact.badPayload)
    }
    const page = await form(direct.url, evil)
    expect(page.status).toBe(403)
    expect(await page.text()).not.toContain(UI.contact.sent)
    expect(direct.store.outbox.counts().pending).toBe(before)
  })

  it('takes a same-origin post and one with neither header (an old browser)', async () => {
    expect((await json(direct.url, { origin: direct.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    const other = await start(false)
    try {
      expect((await json(other.url)).status).toBe(200)
      expect((await form(other.url, { 'sec-fetch-site': 'same-origin', origin: other.url })).status).toBe(200)
    } finally {
      await other.close()
    }
  })
})

describe('point 3: one route, one limit', () => {
  it('answers 404 to the contact path with a trailing slash or in other letters, and stores nothing', async () => {
    const before = direct.store.outbox.counts().pending
    for (const path of ['/api/send-telegram/', '/api/SEND-TELEGRAM', '/api/Send-Telegram']) {
      const answer = await json(direct.url, {}, path)
      expect(answer.status, path).toBe(404)
    }
    // Not under /api/ at all: a page path, which takes no POST.
    expect((await json(direct.url, {}, '/API/send-telegram')).status).toBe(405)
    expect(direct.store.outbox.counts().pending).toBe(before)
  })
})

describe('point 4: a proxy without TRUST_PROXY', () => {
  it('logs an error at the first proxied request and /healthz says so; with TRUST_PROXY it stays quiet', async () => {
    const quiet = await start(false)
    const trusted = await start(['loopback'])
    try {
      expect((await fetch(`${quiet.url}/healthz`)).status).toBe(200)
      await fetch(`${quiet.url}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.7' } })
      const health = await fetch(`${quiet.url}/healthz`)
      expect(health.status).toBe(503)
      expect(await health.json()).toEqual({ status: 'misconfigured', problem: TRUST_PROXY_MISSING })
      expect(quiet.errors).toEqual([TRUST_PROXY_MISSING])

      await fetch(`${trusted.url}/healthz`, { headers: { 'x-forwarded-for': '203.0.113.7' } })
      expect((await fetch(`${trusted.url}/healthz`)).status).toBe(200)
      expect(trusted.errors).toEqual([])
    } finally {
      await quiet.close()
      await trusted.close()
    }
  })
})

describe('point 5: the page answering a form without JavaScript', () => {
  it('has the CSP, frame and permissions policy of every page', async () => {
    const other = await start(false)
    try {
      const page = await form(other.url)
      expect(page.status).toBe(200)
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(page.headers.get('x-frame-options')).toBe('DENY')
      expect(page.headers.get('permissions-policy')).toBeTruthy()
    } finally {
      await other.close()
    }
  })
})
