/**
 * The contact API hardened: a rate limit that holds (spoofed
 * X-Forwarded-For, restart, IPv6 /64, TRUST_PROXY=true refused), clean fields
 * end to end, no freeze on a locked database, Finnish errors that name the
 * problem, Connection: close once shutdown has begun.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { parseTrustProxy, TRUST_PROXY_TRUE_REFUSED } from '../config.js'
import { clientKey, storedClientKey } from './client-key.js'
import { createGracefulServer } from '../shutdown.js'
import { UI } from '../../src/ui/strings.fi.js'
import { CONTACT_LIMITS as L } from '../../src/rules/contact.js'
import { post, startApi, tempDataDir, VALID_MESSAGE, type RunningApi } from '../../tests/support/contact-api.js'
import { startFakeTelegram, waitFor, type FakeTelegram } from '../../tests/support/fake-telegram.js'

let api: RunningApi | undefined
let telegram: FakeTelegram | undefined
const children: ChildProcess[] = []
afterEach(async () => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL')
  await api?.close()
  api = undefined
  await telegram?.close()
  telegram = undefined
})

const message = (i: number) => ({ ...VALID_MESSAGE, message: `Remonttikysely numero ${i}, kylpyhuone ja sauna.` })

describe('contact rate limit that holds', () => {
  it('behind one proxy (TRUST_PROXY=1), a forged leftmost X-Forwarded-For does not escape the limit', async () => {
    api = await startApi({ telegram: null }, { trustProxy: parseTrustProxy('1') })
    const statuses = []
    // The proxy appends the real address (198.51.100.7); the client wrote the rest.
    for (let i = 0; i < 20; i++)
      statuses.push(
        (await post(api.url, message(i), { headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` } })).status,
      )
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(api.outbox.list()).toHaveLength(1)
  })

  it('TRUST_PROXY=true is refused at start-up with a message that says why and what to write instead', () => {
    expect(() => parseTrustProxy('true')).toThrow(TRUST_PROXY_TRUE_REFUSED)
    expect(TRUST_PROXY_TRUE_REFUSED).toMatch(/client/)
    expect(TRUST_PROXY_TRUE_REFUSED).toMatch(/TRUST_PROXY=1/)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8'])
    expect(() => parseTrustProxy('my-proxy')).toThrow(/not an address/)
  })

  it('the server refuses to start with TRUST_PROXY=true', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/contact/serve-api.ts'], {
      env: { ...process.env, PORT: '0', DATA_DIR: tempDataDir(), TRUST_PROXY: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let out = ''
    child.stdout!.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).not.toBe(0)
    expect(out).not.toMatch(/listening/)
    expect(out).toContain('TRUST_PROXY=true is refused')
  }, 60_000)

  it('a restart keeps the limit (it is stored where the outbox is)', async () => {
    const dataDir = tempDataDir()
    api = await startApi({ telegram: null, dataDir, minIntervalMs: 0, maxPerHour: 3 })
    for (let i = 0; i < 3; i++) expect((await post(api.url, message(i))).status).toBe(200)
    await api.close()
    api = await startApi({ telegram: null, dataDir, minIntervalMs: 0, maxPerHour: 3 })
    const again = await post(api.url, message(9))
    expect(again.status).toBe(429)
    expect((again.body as { error: string }).error).toMatch(
      /^Odota \d+ sekuntia ennen seuraavan viestin lähettämistä\.$/,
    )
    expect(api.outbox.list()).toHaveLength(3)
  })

  it('the 30 s wait survives a restart too, with the spec message', async () => {
    const dataDir = tempDataDir()
    api = await startApi({ telegram: null, dataDir })
    expect((await post(api.url, message(1))).status).toBe(200)
    await api.close()
    api = await startApi({ telegram: null, dataDir })
    const second = await post(api.url, message(2))
    expect(second.status).toBe(429)
    expect([UI.contact.wait(30), UI.contact.wait(29)]).toContain((second.body as { error: string }).error)
  })

  it('IPv6 clients are limited by their /64', async () => {
    api = await startApi({ telegram: null }, { trustProxy: 1 })
    expect((await post(api.url, message(1), { headers: { 'x-forwarded-for': '2001:db8:1:2::1' } })).status).toBe(200)
    expect((await post(api.url, message(2), { headers: { 'x-forwarded-for': '2001:db8:1:2:ffff::9' } })).status).toBe(
      429,
    )
    expect((await post(api.url, message(3), { headers: { 'x-forwarded-for': '2001:db8:1:3::1' } })).status).toBe(200)
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:0db8:0001:0002::ffff'))
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('keeps no client address in the rate-limit table, only a keyed hash of it', async () => {
    api = await startApi({ telegram: null }, { trustProxy: 1 })
    expect((await post(api.url, message(1), { headers: { 'x-forwarded-for': '198.51.100.23' } })).status).toBe(200)
    expect((await post(api.url, message(2), { headers: { 'x-forwarded-for': '198.51.100.23' } })).status).toBe(429)
    const keys = (api.outbox.database.prepare('SELECT key FROM contact_rate_limit').all() as { key: string }[]).map(
      (r) => r.key,
    )
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) {
      expect(key).not.toContain('198.51.100')
      // The math questions' rows name a token's random id alone (docs/decisions/253); the limits the hashed key.
      if (!key.startsWith('question-')) expect(key).toContain(storedClientKey('198.51.100.23'))
    }
  })
})

describe('contact fields are clean end to end', () => {
  it('a newline in the name is refused and nothing reaches Telegram', async () => {
    telegram = await startFakeTelegram()
    api = await startApi({ telegram: { token: '1:t', chatId: '-1', apiBase: telegram.url }, minIntervalMs: 0 })
    const forged = await post(api.url, { ...VALID_MESSAGE, name: 'Maija\nSähköposti: evil@example.com' })
    expect(forged.status).toBe(400)
    expect((forged.body as { error: string }).error).toBe(UI.contact.invalidCharacters(UI.contact.fieldNames.name))
    expect((await post(api.url, VALID_MESSAGE)).status).toBe(200)
    await waitFor(() => telegram!.received.length === 1, 5_000, 'delivery')
    expect(telegram.received[0]!.text.match(/^Sähköposti:/gm)).toHaveLength(1)
  })

  it.each([
    [
      'a lone surrogate in the name',
      '{"name":"Maija \\ud800","email":"maija@example.fi","message":"Kylpyhuoneen remontti Espoossa.","mathAnswer":9}',
      'name',
    ],
    [
      'ESC in the e-mail',
      '{"name":"Maija","email":"maija@example.fi\\u001b[2J","message":"Kylpyhuoneen remontti Espoossa.","mathAnswer":9}',
      'email',
    ],
    [
      'RLO in the message',
      '{"name":"Maija","email":"maija@example.fi","message":"Kylpyhuoneen \\u202e remontti Espoossa.","mathAnswer":9}',
      'message',
    ],
  ])('%s: 400 with the Finnish message, nothing stored', async (_label, raw, field) => {
    api = await startApi({ telegram: null })
    const answer = await post(api.url, raw, { raw: true })
    expect(answer.status).toBe(400)
    expect((answer.body as { error: string }).error).toBe(
      UI.contact.invalidCharacters(UI.contact.fieldNames[field as 'name']),
    )
    expect(api.outbox.list()).toEqual([])
  })

  it('ＳＰＡＭ, sp\u200bam and ſpam are forbidden; an invisible-only name is too short', async () => {
    api = await startApi({ telegram: null, minIntervalMs: 0 })
    for (const word of ['ＳＰＡＭ', 'sp\u200bam', 'ſpam']) {
      const answer = await post(api.url, { ...VALID_MESSAGE, message: `Halpa ${word} tarjous teille tänään` })
      expect((answer.body as { error: string }).error).toBe(UI.contact.forbiddenContent)
    }
    expect((await post(api.url, { ...VALID_MESSAGE, name: '\u200b\u200b\u3164' })).body).toMatchObject({
      error: UI.contact.nameLength(L.name.min, L.name.max),
    })
    expect(api.outbox.list()).toEqual([])
  })
})

describe('contact API never freezes on a locked database', () => {
  it('another process holding the write lock: the POST fails fast with 503 and /healthz keeps answering', async () => {
    api = await startApi({ telegram: null })
    const file = api.outbox.file
    // A second process takes the write lock and keeps it until we kill it.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const D=require('better-sqlite3');const db=new D(${JSON.stringify(file)});db.exec('BEGIN IMMEDIATE');db.prepare("INSERT INTO leads (created_at,name,email,phone,message,next_attempt_at) VALUES (0,'x','x','','x',0)").run();console.log('locked');setInterval(()=>{},1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    children.push(holder)
    await new Promise<void>((resolve) =>
      holder.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve()),
    )

    const started = Date.now()
    const [answer, health] = await Promise.all([
      post(api.url, VALID_MESSAGE).then((a) => ({ ...a, ms: Date.now() - started })),
      fetch(`${api.url}/healthz`).then(async (r) => ({ status: r.status, ms: Date.now() - started })),
    ])
    expect(answer.status).toBe(503)
    expect((answer.body as { error: string }).error).toBe(UI.contact.sendFailed)
    expect(health.status).toBe(200)
    // Before: busy_timeout 5000 on a synchronous driver froze both for 5 s.
    expect(answer.ms).toBeLessThan(1_000)
    expect(health.ms).toBeLessThan(1_000)

    holder.kill('SIGKILL')
    await new Promise((r) => holder.once('exit', r))
    // The lock is gone: the same visitor may send (the refused attempt did not count).
    expect((await post(api.url, VALID_MESSAGE)).status).toBe(200)
  }, 60_000)
})

describe('contact API errors name the problem', () => {
  it('a wrong charset gets 415 with the charset message', async () => {
    api = await startApi({ telegram: null })
    const answer = await post(api.url, JSON.stringify(VALID_MESSAGE), {
      raw: true,
      contentType: 'application/json; charset=koi8-r',
    })
    expect(answer.status).toBe(415)
    expect((answer.body as { error: string }).error).toBe(UI.contact.badCharset)
  })
})

describe('the API takes UTF-8 JSON only', () => {
  it('a charset other than UTF-8 (utf-16, latin1...) gets 415 with the Finnish charset message, never 5xx; UTF-8 in any spelling passes', async () => {
    api = await startApi({ telegram: null })
    for (const charset of ['utf-16', 'UTF-16LE', 'utf-16be', 'latin1', 'iso-8859-1', '"utf-16"', 'us-ascii', '']) {
      const answer = await post(api.url, JSON.stringify(VALID_MESSAGE), {
        raw: true,
        contentType: `application/json; charset=${charset}`,
      })
      expect(answer.status, charset).toBe(415)
      expect((answer.body as { error: string }).error, charset).toBe(UI.contact.badCharset)
    }
    for (const [i, charset] of ['utf-8', 'UTF-8', '"utf-8"'].entries()) {
      const answer = await post(api.url, JSON.stringify(message(i)), {
        raw: true,
        contentType: `application/json; charset=${charset}`,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      })
      expect(answer.status, charset).not.toBe(415)
      expect(answer.status, charset).toBeLessThan(500)
    }
  })

  it('tag characters and variation selectors never reach the outbox', async () => {
    api = await startApi({ telegram: null })
    const hidden = [...'send money'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')
    const answer = await post(api.url, { ...VALID_MESSAGE, message: `${VALID_MESSAGE.message}${hidden}\uFE0F` })
    expect(answer.status).toBe(200)
    expect(JSON.stringify(api.outbox.list())).not.toMatch(/[\u{E0000}-\u{E007F}]|\p{Variation_Selector}/u)
    expect(JSON.stringify(api.outbox.list())).toContain(VALID_MESSAGE.message)
  })
})

describe('graceful shutdown', () => {
  it('once shutdown has begun, keep-alive responses carry Connection: close', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    const app = express()
    app.get('/slow', async (_req, res) => {
      await gate
      res.send('ok')
    })
    app.get('/fast', (_req, res) => res.send('ok'))
    const graceful = createGracefulServer(app)
    await new Promise<void>((r) => graceful.server.listen(0, '127.0.0.1', r))
    const { port } = graceful.server.address() as AddressInfo
    const get = (path: string) =>
      new Promise<{ connection: string | undefined }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers: { connection: 'keep-alive' } }, (res) => {
          res.resume()
          res.on('end', () => resolve({ connection: res.headers.connection }))
        })
        req.on('error', reject)
        req.end()
      })
    expect((await get('/fast')).connection).toBe('keep-alive')
    const slow = get('/slow')
    await new Promise((r) => setTimeout(r, 100))
    const closed = graceful.shutdown()
    release()
    expect((await slow).connection).toBe('close')
    await closed
  })
})
