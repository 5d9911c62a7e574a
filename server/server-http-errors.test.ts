/**
 * The server's own errors, in Finnish and with the right status: 405 with
 * Allow for other methods on page paths (not Express's English "Cannot POST /"),
 * 400 for a malformed URL (not the server-error text). The handlers are the
 * ones server/app.ts mounts, in the same order, over a temporary build folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiNotFound, errorHandler, malformedUrlGuard, pageMethodGuard } from './http-errors.js'
import { staticPages } from './static-pages.js'
import { SERVER_UI } from '../src/ui/strings.fi.js'

let server: Server
let url: string

beforeAll(async () => {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'http-errors-'))
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Etusivu</title>')
  mkdirSync(path.join(clientDir, 'palvelu'))
  writeFileSync(path.join(clientDir, 'palvelu', 'index.html'), '<!doctype html><title>Palvelu</title>')
  const app = express()
  app.use(malformedUrlGuard)
  app.use(
    '/api',
    express.Router().post('/send-telegram', (_req, res) => res.json({ ok: true })),
  )
  app.use('/api', apiNotFound)
  app.use(pageMethodGuard)
  app.use(...staticPages(clientDir))
  app.get('/{*splat}', (_req, res) => res.status(404).send('404 page'))
  app.use(errorHandler(() => {}))
  server = createServer(app)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

describe('server errors are Finnish and correct', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on a page path gets 405 with Allow: GET, HEAD', async (method) => {
    for (const p of ['/', '/palvelu', '/ei-ole']) {
      const response = await fetch(url + p, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      const text = await response.text()
      expect(text).toBe(SERVER_UI.http.methodNotAllowed)
      expect(text).not.toMatch(/Cannot/)
    }
  })

  it('GET still serves pages', async () => {
    const response = await fetch(`${url}/palvelu`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Palvelu')
  })

  it.each(['/%E0%A4%A', '/palvelu/%', '/%C0%AF', '/a%ZZb'])(
    'a malformed URL (%s) gets 400 with the Finnish bad-URL text',
    async (p) => {
      const response = await fetch(url + p)
      expect(response.status).toBe(400)
      expect(await response.text()).toBe(SERVER_UI.http.badUrl)
    },
  )

  it('a malformed URL under /api gets 400 JSON', async () => {
    const response = await fetch(`${url}/api/send-%E0`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: SERVER_UI.http.badUrl })
  })

  it('an unknown API path gets a 404 JSON answer, also for POST', async () => {
    const response = await fetch(`${url}/api/nothing`, { method: 'POST' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: SERVER_UI.http.apiNotFound })
  })
})
