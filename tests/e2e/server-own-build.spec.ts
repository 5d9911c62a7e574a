/**
 * Each release runs its own server code (decision 230). Vike's
 * auto-importer (a file inside the shared node_modules) names the entry of
 * the LAST build anywhere; here it names a build that is gone, as after a
 * build in another checkout or a pruned release. The server runs from a copy
 * of the build in a folder of its own (a release) and must still render the
 * answer of a form sent without JavaScript from its own build, with its own content (the snapshot
 * beside its bundle, decision 323), never the checkout's pages-data/, which may hold unpublished edits.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { UI } from '../../src/ui/strings.fi.js'
import { freePort } from './support.js'

const ROOT = path.resolve(import.meta.dirname, '../..')
let server: ChildProcess | undefined
let release = ''
let base = ''
const RELEASED_TITLE = 'Yhteystiedot (julkaistu)'

test.beforeAll(async () => {
  test.setTimeout(90_000)
  release = mkdtempSync(path.join(tmpdir(), 'release-'))
  cpSync(path.join(ROOT, 'dist'), path.join(release, 'dist'), { recursive: true })
  // The release's content differs from the checkout's in the contact page's title: the answer must show the release's.
  const contact = path.join(release, 'dist/server/content/pages/yhteystiedot.json')
  writeFileSync(
    contact,
    readFileSync(contact, 'utf8').replace('"title": "Yhteystiedot"', `"title": "${RELEASED_TITLE}"`),
  )
  // A release outside the checkout finds the packages through a link, as src/studio/releases does.
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(release, 'node_modules'), 'dir')
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const hook = path.join(ROOT, 'tests/fixtures/pruned-build/register.mjs')
  server = spawn(process.execPath, ['--import', 'tsx', '--import', hook, 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: path.join(release, 'dist'),
      DATA_DIR: path.join(release, 'data'),
      METRICS_PORT: '0',
      DATABASE_URL: '',
      TELEGRAM_BOT_TOKEN: '',
    },
    stdio: 'ignore',
  })
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200)
})

test.afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGTERM')
  if (release) rmSync(release, { recursive: true, force: true })
})

test('a form sent without JavaScript is answered from the server’s own build when the auto-importer names another', async () => {
  const body = new URLSearchParams({
    name: 'Maija Salainen',
    email: 'maija@example.fi',
    phone: '',
    message: 'Kylpyhuoneen remontti, noin 5 m2.',
    mathAnswer: '99',
    mathToken: 'not-a-token',
    website: '',
    page: '/yhteystiedot',
  })
  const res = await fetch(`${base}/api/send-telegram`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  const html = await res.text()
  expect(res.status).toBeLessThan(500)
  expect(html).not.toContain('An error occurred')
  expect(html).toContain(UI.contact.errorTitle)
  expect(html).toContain(UI.contact.wrongMath)
  expect(html).toContain(RELEASED_TITLE)
})
