/** Starts the contact API (the production service) on loopback for tests. */
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { readContactConfig, type ContactConfig } from '../../server/contact/config.js'
import type { Outbox } from '../../server/contact/outbox.js'
import { createContactService, type ContactService } from '../../server/contact/service.js'
import { SqliteStore } from '../../server/contact/sqlite-store.js'

export interface RunningApi {
  url: string
  service: ContactService
  /** The SQLite outbox (synchronous reads for assertions); throws for a PostgreSQL store. */
  outbox: Outbox
  logs: string[]
  dataDir: string
  close(): Promise<void>
}

export const FAST_DELIVERY = {
  retryBaseMs: 50,
  retryMaxMs: 400,
  pollMs: 50,
  requestTimeoutMs: 2_000,
  telegramIntervalMs: 10,
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'contact-test-'))
}

/** Starts the production contact service behind a minimal app (with /healthz, like the site's). */
export async function startApi(
  overrides: Partial<ContactConfig> = {},
  options: { trustProxy?: false | number | string[] } = {},
): Promise<RunningApi> {
  const dataDir = overrides.dataDir ?? tempDataDir()
  const logs: string[] = []
  const config: ContactConfig = { ...readContactConfig({ DATA_DIR: dataDir }), ...FAST_DELIVERY, ...overrides }
  const service = await createContactService(config, { log: (line) => logs.push(line) })
  const app = express()
  app.set('trust proxy', options.trustProxy ?? false)
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }))
  app.use('/api', service.router)
  const server = createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    service,
    get outbox() {
      if (!(service.store instanceof SqliteStore)) throw new Error('not a SQLite store')
      return service.store.outbox
    },
    logs,
    dataDir,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await service.close()
    },
  }
}

export interface ApiAnswer {
  status: number
  body: unknown
  text: string
  contentType: string
}

/** A question of the server's own (GET /api/contact-question), as the form asks for one (docs/decisions/253). */
export async function askQuestion(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ a: number; b: number; token: string }> {
  // A proxy's X-Forwarded-For as the post's: the same visitor.
  const forwarded = headers['x-forwarded-for']
  const response = await fetch(`${url}/api/contact-question`, {
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  })
  if (!response.ok) throw new Error(`GET /api/contact-question: ${response.status}`)
  return (await response.json()) as { a: number; b: number; token: string }
}

/**
 * A body as the browser form sends it: a message carrying VALID_MESSAGE's placeholder answer and no token
 * gets a fresh question of the server's, answered right; any other body is sent as it is.
 */
export async function answered(url: string, body: unknown, headers?: Record<string, string>): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const fields = body as Record<string, unknown>
  if (fields.mathAnswer !== VALID_MESSAGE.mathAnswer || 'mathToken' in fields) return body
  const q = await askQuestion(url, headers)
  return { ...fields, mathAnswer: q.a + q.b, mathToken: q.token }
}

export async function post(
  url: string,
  body: unknown,
  init: { contentType?: string; raw?: boolean; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${url}/api/send-telegram`, {
    method: 'POST',
    headers: { 'content-type': init.contentType ?? 'application/json', ...init.headers },
    body: init.raw ? (body as string) : JSON.stringify(await answered(url, body, init.headers)),
  })
  const text = await response.text()
  let parsed: unknown = null
  try {
    parsed = JSON.parse(text)
  } catch {
    // not JSON: the assertions will say so
  }
  return { status: response.status, body: parsed, text, contentType: response.headers.get('content-type') ?? '' }
}

export const VALID_MESSAGE = {
  name: 'Maija Meikäläinen',
  email: 'maija@example.fi',
  phone: '+358 40 123 4567',
  message: 'Kylpyhuoneen remontti Espoossa, noin 5 m². Milloin pääsette katsomaan?',
  honeypot: '',
  /** A placeholder: post() answers a fresh question of the server's in its place. */
  mathAnswer: 9,
}
