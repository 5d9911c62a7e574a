/**
 * /healthz says "ok" only while the instance can take a message: nginx and the supervisor
 * take an instance whose contact store does not answer out of the way, instead of sending visitors to it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from './app.js'
import { readContactConfig } from './contact/config.js'
import { createContactService } from './contact/service.js'

const dist = mkdtempSync(path.join(tmpdir(), 'server-ready-'))
mkdirSync(path.join(dist, 'client'))
writeFileSync(path.join(dist, 'client', '404.html'), '<!doctype html><title>404</title>')
let close = () => {}
afterAll(() => close())

describe('/healthz', () => {
  it('answers 200 while the contact store answers, and 503 once it does not', async () => {
    const contact = await createContactService(readContactConfig({ DATA_DIR: path.join(dist, 'data') }))
    const app = await createApp({
      config: { host: '127.0.0.1', port: 0, trustProxy: false, distDir: dist },
      api: contact.router,
      routes: { redirects: [], pages: [], retention: { keepOfferMonths: 36 } },
      ready: contact.ready,
    })
    const server = app.listen(0, '127.0.0.1')
    close = () => server.close()
    await new Promise((resolve) => server.once('listening', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`
    expect((await fetch(url)).status).toBe(200)
    await contact.close()
    const down = await fetch(url)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'unavailable' })
  })
})
