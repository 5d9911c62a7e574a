/**
 * The public server reads only its release. On the studio's server the checkout's
 * pages-data/ is the authoring copy, with unpublished saves; one broken document there once kept every API
 * instance from listening (its redirects were built from pages-data/ at start). Here the server runs from
 * a copy of the checkout whose pages-data/ has a document that is not JSON and another that fails its
 * schema, serving the build made before they broke: the pages, the build's redirects, /healthz and the
 * contact API all answer. A server that cannot start (DIST_DIR without a build) exits 1 with one line.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { post, VALID_MESSAGE } from '../support/contact-api.js'
import { freePort } from './support.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
let checkout = ''
let server: ChildProcess | undefined
let base = ''
const output: string[] = []

const serverEnv = (port: number, distDir: string) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DIST_DIR: distDir,
  DATA_DIR: path.join(checkout, 'data'),
  METRICS_PORT: '0',
  DATABASE_URL: '',
  TELEGRAM_BOT_TOKEN: '',
  CONTACT_MIN_INTERVAL_MS: '0',
})

test.beforeAll(async () => {
  test.setTimeout(120_000)
  checkout = mkdtempSync(path.join(tmpdir(), 'broken-checkout-'))
  for (const part of ['server', 'src', 'scripts', 'schemas', 'pages-data', 'package.json', 'tsconfig.json'])
    cpSync(path.join(ROOT, part), path.join(checkout, part), { recursive: true })
  for (const part of ['node_modules', 'public']) symlinkSync(path.join(ROOT, part), path.join(checkout, part))
  // A save cut short (not JSON), and a document that fails its schema: unpublished work in the authoring copy.
  writeFileSync(path.join(checkout, 'pages-data/services/keittion-remontti.json'), '{"title": "Keittiöremon')
  const site = path.join(checkout, 'pages-data/site.json')
  writeFileSync(site, readFileSync(site, 'utf8').replace(/"phone": "[^"]*"/, '"phone": 12'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: checkout,
    env: serverEnv(port, path.join(ROOT, 'dist')),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout?.on('data', (c: Buffer) => output.push(c.toString()))
  server.stderr?.on('data', (c: Buffer) => output.push(c.toString()))
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, {
      timeout: 90_000,
      message: `the server did not answer /healthz: ${output.join('').slice(-2000)}`,
    })
    .toBe(200)
})

test.afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGTERM')
  if (checkout) rmSync(checkout, { recursive: true, force: true })
})

test('a broken document in the checkout leaves the pages, the redirects, /healthz and the contact API answering', async () => {
  const page = await fetch(`${base}/palvelu/keittion-remontti`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<h1')
  const redirect = await fetch(`${base}/palvelu/saunaremontti`, { redirect: 'manual' })
  expect([redirect.status, redirect.headers.get('location')]).toEqual([301, '/palvelu/saunaremontit'])
  expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' })
  const sent = await post(base, VALID_MESSAGE)
  expect(sent.status).toBe(200)
  expect(sent.body).toMatchObject({ ok: true })
})

test('a server without a build exits 1 and says why on one log line', async () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'))
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: checkout,
      env: serverEnv(await freePort(), empty),
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    const lines = run.stdout.trim().split('\n')
    const fatal = lines.map((l) => JSON.parse(l) as { level: string; msg: string }).filter((l) => l.level === 'fatal')
    expect(fatal).toHaveLength(1)
    expect(lines).toHaveLength(1)
    expect(fatal[0]!.msg).toMatch(/^cannot start: .*server-routes\.json is missing: DIST_DIR must be a build/)
  } finally {
    rmSync(empty, { recursive: true, force: true })
  }
})
