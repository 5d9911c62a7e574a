/**
 * Operators can see: JSON log lines with a request id and no
 * personal data or secrets, and Prometheus metrics on their own port after a
 * request, a contact message, a rate-limit refusal and deliveries.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContactConfig } from '../contact/config.js'
import { createContactService, type ContactService } from '../contact/service.js'
import { createLogger, lineLogger, scrubSecrets } from './logger.js'
import { startMetricsServer, type MetricsServer } from './metrics.js'
import { observeRequests, requestId, routeLabel } from './requests.js'
import { askQuestion, post, tempDataDir, VALID_MESSAGE } from '../../tests/support/contact-api.js'
import { startFakeTelegram, waitFor, type FakeTelegram } from '../../tests/support/fake-telegram.js'

const TOKEN = '123456789:AAFakeTokenForTheObservabilityTest_x'
const lines: string[] = []
const log = createLogger({ level: 'debug', secrets: [TOKEN], destination: { write: (s: string) => lines.push(s) } })

let telegram: FakeTelegram
let service: ContactService
let server: Server
let url: string
let metrics: MetricsServer

beforeAll(async () => {
  telegram = await startFakeTelegram()
  // First attempt fails (a retry), the next ones are delivered.
  telegram.behave((n) => (n === 0 ? { kind: 'down', status: 502 } : { kind: 'ok' }))
  const config = {
    ...readContactConfig({ DATA_DIR: tempDataDir() }),
    ...{ retryBaseMs: 50, retryMaxMs: 400, pollMs: 50, requestTimeoutMs: 2_000 },
    telegram: { token: TOKEN, chatId: '-42', apiBase: telegram.url },
  }
  service = await createContactService(config, { log: lineLogger(log, 'contact') })
  const app = express()
  app.use(observeRequests(log))
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }))
  app.use('/api', service.router)
  server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const started = await startMetricsServer(0, (error) => {
    throw error
  })
  if (!started) throw new Error('metrics server did not start')
  metrics = started
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await service.close()
  await telegram.close()
  await metrics.close()
})

describe('request ids', () => {
  it('keeps a plain incoming X-Request-Id and replaces anything else', () => {
    expect(requestId('5f2b9c0e1d7a4b3c8e6f0a1b2c3d4e5f')).toBe('5f2b9c0e1d7a4b3c8e6f0a1b2c3d4e5f')
    for (const bad of ['', 'a b', '<script>', 'x'.repeat(65), '\u00e4', 'id\nforged: 1'])
      expect(requestId(bad)).toMatch(/^[0-9a-f-]{36}$/)
    expect(requestId(undefined)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('route labels are a bounded set, never the raw path', () => {
    const labels = new Set(
      Array.from({ length: 200 }, (_, i) => routeLabel(`/random-${i}/${Math.random()}`, i % 2 ? 404 : 200)),
    )
    expect([...labels].sort()).toEqual(['not_found', 'page'])
    expect(routeLabel('/assets/x-123.js', 200)).toBe('/assets/*')
    expect(routeLabel('/api/send-telegram', 429)).toBe('/api/send-telegram')
  })
})

describe('logs and metrics of a contact message', () => {
  it('echoes the request id, logs JSON without personal data or the token, counts everything', async () => {
    const accepted = await post(url, VALID_MESSAGE, { headers: { 'x-request-id': 'edge-req-0001' } })
    expect(accepted.status).toBe(200)
    const q = await askQuestion(url)
    const again = await fetch(`${url}/api/send-telegram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'bad id <x>' },
      body: JSON.stringify({
        ...VALID_MESSAGE,
        mathAnswer: q.a + q.b,
        mathToken: q.token,
        message: 'Toinen viesti heti perään, kylpyhuone.',
      }),
    })
    expect(again.status).toBe(429)
    expect(again.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => telegram.received.some((m) => m.answered === 'ok'), 10_000, 'a delivery after a retry')
    // A query string is never logged (a link may carry anything).
    expect((await fetch(`${url}/healthz?email=${encodeURIComponent(VALID_MESSAGE.email)}`)).status).toBe(200)
    log.error({ err: new Error(`fetch https://api.example/bot${TOKEN}/sendMessage failed`) }, `token ${TOKEN}`)
    log.flush()

    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    const request = parsed.find((l) => l.reqId === 'edge-req-0001')
    expect(request).toMatchObject({ msg: 'request', method: 'POST', route: '/api/send-telegram', status: 200 })
    expect(typeof request?.ms).toBe('number')
    const all = lines.join('\n')
    for (const secret of [
      VALID_MESSAGE.name,
      VALID_MESSAGE.email,
      encodeURIComponent(VALID_MESSAGE.email),
      VALID_MESSAGE.phone,
      'Kylpyhuoneen remontti',
      'Toinen viesti',
      '127.0.0.1',
      TOKEN,
    ])
      expect(all).not.toContain(secret)
    expect(all).toContain('<redacted>')
    expect(parsed.some((l) => l.component === 'contact' && l.level === 'warn')).toBe(true)

    const text = await (await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).text()
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/send-telegram",status="200"\} [1-9]/m)
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/send-telegram"\} [1-9]/m)
    expect(text).toMatch(/^contact_messages_accepted_total [1-9]/m)
    expect(text).toMatch(/^contact_rate_limit_refusals_total [1-9]/m)
    expect(text).toMatch(/^contact_deliveries_total [1-9]/m)
    expect(text).toMatch(/^contact_delivery_failures_total\{kind="retry"\} [1-9]/m)
    expect(text).toMatch(/^contact_outbox_messages\{status="delivered",store="sqlite"\} 1$/m)
    expect((await fetch(`http://127.0.0.1:${metrics.port}/other`)).status).toBe(404)
  }, 30_000)

  it('scrubs a secret also in its JSON-escaped form', () => {
    const secret = 'pa"ss\\word'
    expect(scrubSecrets(JSON.stringify({ msg: `x ${secret} y` }), [secret])).toBe('{"msg":"x <redacted> y"}')
  })
})
