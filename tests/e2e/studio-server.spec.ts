/**
 * The company edits its own site, through deploy/'s nginx over
 * HTTPS: the studio on its own host name (localhost) and the public site
 * (127.0.0.1) served from RELEASES_DIR/current. An invitation used once, a
 * passkey registered and used to sign in (Chromium's virtual authenticator),
 * nothing without a session, a translator limited to their language, a
 * publish that makes the new text appear on the public host, a refused one
 * that leaves it as it was, a rollback, a preview link opened without an
 * account and refused once revoked, a scheduled publish that fires once after
 * a restart, and a removed person's session ended at once.
 *
 * Ports: E2E_PORT+21 (http), +22 (https), +23 (the studio on loopback, its only one).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { get as httpsGet, request as httpsRequest } from 'node:https'
import path from 'node:path'
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import type { PublishJob } from '../../src/studio/releases/publish-job.js'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { CHROMIUM_ARGS, chromiumLaunchOptions } from '../support/chromium.js'
import { listeningSockets } from '../support/listening-sockets.js'
import { spkiHash, startStudioStack, type StudioStack, virtualAuthenticator } from '../support/studio-stack.js'
import { axe } from './support.js'

test.describe.configure({ mode: 'serial', timeout: 420_000 })

const PORT_BASE = Number(process.env.E2E_PORT ?? 4173) + 21
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const KITCHEN_RU = 'pages-data/translations/ru/services/keittion-remontti.json'
let stack: StudioStack
let browser: Browser
let owner: Awaited<ReturnType<typeof person>>

test.beforeAll(async () => {
  test.setTimeout(420_000)
  stack = await startStudioStack(PORT_BASE)
  // Chromium trusts the test's own certificate (as if it were a real one): WebAuthn refuses a page with a certificate error.
  const trust = `--ignore-certificate-errors-spki-list=${spkiHash(stack.nginx.certificate)}`
  browser = await chromium.launch({ ...chromiumLaunchOptions(), args: [...CHROMIUM_ARGS, trust] })
})

test.afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

/** Screenshots for the reviewer, when E2E_SHOTS names a folder (the closing note looks at them). */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

/** WCAG 2.2 AA of what the page shows now, at 1366 px and at 390 px (both screenshotted). */
async function sweep(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 }
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    const checked = await axe(page).analyze()
    expect(
      checked.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      `${name} ${width}`,
    ).toEqual([])
    await shot(page, `${name}-${width}`)
  }
  await page.setViewportSize(size)
}

/** A fresh browser profile with its own passkey authenticator. */
async function person() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  const authenticator = await virtualAuthenticator(context, page)
  return { context, page, authenticator }
}

/** Follows an invitation: names the person, creates a passkey, lands in the studio. */
async function register(page: Page, link: string, name: string, sweepAs?: string) {
  await page.goto(link)
  if (sweepAs) await sweep(page, sweepAs)
  await page.getByLabel(STUDIO_UI.auth.yourName).fill(name)
  await page.getByRole('button', { name: STUDIO_UI.auth.createPasskey }).click()
  await page.waitForURL(`${stack.studioUrl}/`)
  await expect(page.locator('.studio-doc').first()).toBeVisible({ timeout: 60_000 })
}

/** A request from the signed-in page, with its session's token. */
function call(page: Page, url: string, body?: unknown) {
  return page.evaluate(
    async ({ url, body }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? ''
      const init: RequestInit =
        body === undefined
          ? { headers: { 'x-studio-token': token } }
          : {
              method: 'POST',
              headers: { 'x-studio-token': token, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }
      const res = await fetch(url, init)
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
    },
    { url, body },
  )
}

/** Saves a document's text changed by `edit`, as the studio's form would. */
async function saveEdit(page: Page, file: string, edit: (text: string) => string) {
  const doc = await call(page, `/api/document?file=${encodeURIComponent(file)}`)
  return call(page, '/api/save', { file, text: edit(String(doc.body.text)), base: doc.body.version })
}

/** A page of the public site through nginx (the test's own certificate trusted), which must answer 200. */
function publicPage(route: string): Promise<string> {
  return new Promise((resolve, reject) => {
    httpsGet(`${stack.siteUrl}${route}`, { rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(Buffer.concat(chunks).toString('utf8'))
          : reject(new Error(`${route}: ${res.statusCode}`)),
      )
    }).on('error', reject)
  })
}

test('the studio on the server listens on its own port alone: no development server, no websocket', async () => {
  // The warm-up build and Vite's optimiser have had their moment: sockets opened late count too.
  await new Promise((r) => setTimeout(r, 3_000))
  const pid = stack.studioPid()
  expect(pid).toBeDefined()
  expect(listeningSockets(pid!)).toEqual([{ address: '127.0.0.1', port: PORT_BASE + 2 }])
  // Nothing of Vite's development server answers: the pages and their assets are studio:build's output.
  for (const devPath of ['/@vite/client', '/src/studio/app/main.tsx', '/@react-refresh'])
    expect((await fetch(`http://127.0.0.1:${PORT_BASE + 2}${devPath}`)).status, devPath).not.toBe(200)
})

test('without a session the studio asks to sign in and every API answers 401', async ({ request }) => {
  const page = await request.get(`${stack.studioUrl}/`, { maxRedirects: 0, ignoreHTTPSErrors: true })
  expect(page.status()).toBe(303)
  expect(page.headers().location).toMatch(/^\/kirjaudu/)
  for (const [method, url] of [
    ['GET', '/api/bootstrap'],
    ['GET', `/api/document?file=${KITCHEN}`],
    ['POST', '/api/save'],
    ['GET', '/api/publish'],
    ['POST', '/api/publish'],
    ['GET', '/api/releases'],
    ['POST', '/api/releases/rollback'],
    ['GET', '/api/people'],
    ['GET', '/api/audit'],
    ['GET', '/api/photos'],
    ['POST', '/api/previews'],
    ['GET', '/api/schedules'],
  ]) {
    const res = await request.fetch(`${stack.studioUrl}${url}`, {
      method,
      ignoreHTTPSErrors: true,
      headers: { 'content-type': 'application/json', origin: stack.studioUrl },
      data: method === 'POST' ? '{}' : undefined,
    })
    expect(res.status(), `${method} ${url}`).toBe(401)
    expect((await res.json()).error).toBe(STUDIO_UI.auth.required)
  }
  // The public site's host has no studio, and the studio's host has no public site.
  expect((await request.get(`${stack.siteUrl}/api/bootstrap`, { ignoreHTTPSErrors: true })).status()).toBe(404)
})

test('an invitation is used once: a passkey is made, and a second use is refused', async () => {
  const link = stack.invite('omistaja@example.fi', 'omistaja')
  owner = await person()
  await register(owner.page, link, 'Olli Omistaja', 'invite')
  const again = await person()
  await again.page.goto(link)
  await expect(again.page.getByRole('alert')).toHaveText(STUDIO_UI.auth.inviteUsed)
  await again.context.close()
})

test('a passkey signs in on a new browser, and the session cookie is HttpOnly, Secure and SameSite=Strict', async () => {
  const credentials = await owner.authenticator.credentials()
  const cookies = await owner.context.cookies(stack.studioUrl)
  const session = cookies.find((c) => c.name === '__Host-studio')
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
  const laptop = await person()
  for (const c of credentials) await laptop.authenticator.add(c)
  await laptop.page.goto(`${stack.studioUrl}/`)
  await sweep(laptop.page, 'sign-in')
  await laptop.page.getByRole('button', { name: STUDIO_UI.auth.signIn }).click()
  await expect(laptop.page.locator('.studio-doc').first()).toBeVisible({ timeout: 60_000 })
  await shot(laptop.page, 'signed-in-1366')
  await laptop.context.close()
})

let translator: Awaited<ReturnType<typeof person>>

test('a translator saves a Russian translation but is refused the company facts and Finnish pages (403, in Finnish)', async () => {
  translator = await person()
  await register(translator.page, stack.invite('kaantaja@example.fi', 'kääntäjä', 'ru'), 'Kirill Kääntäjä')
  const facts = await saveEdit(translator.page, 'pages-data/site.json', (t) => t.replace('"brand": "', '"brand": "X'))
  expect(facts.status).toBe(403)
  expect(facts.body.error).toBe(STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.translator('venäjä')))
  const finnish = await saveEdit(translator.page, KITCHEN, (t) => t.replace('"breadcrumb": "', '"breadcrumb": "X'))
  expect(finnish.status).toBe(403)
  const russian = await saveEdit(translator.page, KITCHEN_RU, (t) =>
    t.replace('"text": "Ремонт кухни"', '"text": "Ремонт кухонь"'),
  )
  expect(russian.status).toBe(200)
  // What the role can't do is not offered.
  await translator.page.reload()
  await expect(translator.page.getByRole('button', { name: STUDIO_UI.people.open })).toHaveCount(0)
  await expect(translator.page.getByRole('button', { name: STUDIO_UI.newPage.open })).toHaveCount(0)
  // A Finnish page opens read-only with her role's reason, before she types, and offers only her language.
  await translator.page.locator(`.studio-doc[data-file="${KITCHEN}"]`).click()
  await expect(translator.page.locator('#studio-readonly-reason')).toHaveText(
    STUDIO_UI.readOnly(STUDIO_UI.roles.refused.translator('venäjä')),
  )
  await expect(translator.page.locator('.studio-editor input[type="text"]').first()).toBeDisabled()
  await expect(translator.page.locator('.studio-editor [contenteditable="true"]')).toHaveCount(0)
  const links = translator.page.locator('.studio-translation-links button')
  await expect(links).toHaveText([STUDIO_UI.translations.open('venäjä')])
  const checked = await axe(translator.page).exclude('.studio-preview__frame').analyze()
  expect(checked.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
  // Her own language's page is hers to change.
  await links.click()
  await expect(translator.page.locator('#studio-readonly-reason')).toHaveCount(0)
})

const NEW_CRUMB = 'Keittiöremontti julkaistu studiosta'

test('a publish of one change makes its new text appear on the public site; the others stay pending', async () => {
  const { page } = owner
  const saved = await saveEdit(page, KITCHEN, (t) =>
    t.replace('"breadcrumb": "Keittiöremontti"', `"breadcrumb": "${NEW_CRUMB}"`),
  )
  expect(saved.status).toBe(200)
  expect(await publicPage('/palvelu/keittion-remontti')).not.toContain(NEW_CRUMB)
  await page.reload()
  await page.getByRole('button', { name: STUDIO_UI.publish.open, exact: true }).click()
  const row = page.locator(`.studio-pending[data-file="${KITCHEN}"]`)
  // The list is worked out on open (each change's words and what it needs): on a busy machine, seconds.
  await expect(row).toContainText('Murupolku muutettu', { timeout: 60_000 })
  // The translator's change is named by the Finnish page's field too.
  await expect(page.locator(`.studio-pending[data-file="${KITCHEN_RU}"]`)).toContainText('Murupolku muutettu')
  await row.getByRole('checkbox').check()
  await page.getByLabel(STUDIO_UI.publishList.message).fill('Keittiön murupolku')
  await page.getByRole('button', { name: STUDIO_UI.publishList.submit }).click()
  await expect(page.locator('.studio-progress')).toHaveAttribute('data-state', 'done', { timeout: 400_000 })
  await expect(page.locator('#studio-publish-result')).toHaveText(
    /^Julkaistu klo \d\d\.\d\d – muutokset näkyvät sivustolla$/,
  )
  await expect(page.locator('.studio-publish__links a').first()).toHaveAttribute(
    'href',
    `${stack.siteUrl}/palvelu/keittion-remontti`,
  )
  await sweep(page, 'publish-done')
  expect(await publicPage('/palvelu/keittion-remontti')).toContain(NEW_CRUMB)
  expect(stack.git('log', '-1', '--format=%s|%an').trim()).toBe('Keittiön murupolku|Olli Omistaja')
  // The translator's Russian change was not chosen: still pending, not committed.
  expect(stack.git('status', '--porcelain')).toContain(KITCHEN_RU)
})

test('a publish refused for an error leaves the live site as it was, and says where in Finnish', async () => {
  const file = path.join(stack.site, 'pages-data/services/kylpyhuone-remontti.json')
  const before = readFileSync(file, 'utf8')
  // A hand edit on the server's checkout: the title emptied.
  writeFileSync(file, before.replace(/"title": "[^"]*"/, '"title": ""'))
  const live = await publicPage('/palvelu/kylpyhuone-remontti')
  const refused = await call(owner.page, '/api/publish', {
    files: ['pages-data/services/kylpyhuone-remontti.json'],
    message: 'Rikki',
  })
  // The publish starts (202) and stops at its first step: the job says why, at the document and field.
  expect(refused.status).toBe(202)
  const job = await expect
    .poll(async () => ((await call(owner.page, '/api/publish/status')).body.job as PublishJob).state, {
      timeout: 120_000,
    })
    .toBe('failed')
    .then(async () => (await call(owner.page, '/api/publish/status')).body.job as PublishJob)
  expect(job.steps.map((st) => `${st.key}:${st.state}`)).toEqual([
    'validate:failed',
    'build:waiting',
    'check:waiting',
    'live:waiting',
  ])
  expect(job.message).toBe(STUDIO_UI.releases.invalid(job.errors.length))
  expect(job.errors[0]).toMatchObject({ file: 'pages-data/services/kylpyhuone-remontti.json', pointer: '/title' })
  expect(job.errors[0]?.place).toMatch(/Otsikko/)
  await owner.page.reload()
  await owner.page.getByRole('button', { name: STUDIO_UI.publish.open, exact: true }).click()
  await sweep(owner.page, 'publish-failed')
  expect(await publicPage('/palvelu/kylpyhuone-remontti')).toBe(live)
  writeFileSync(file, before)
})

test('history shows each release with its changes in words; the owner returns the site to the one before', async () => {
  const { page } = owner
  await page.getByRole('button', { name: STUDIO_UI.releases.historyOpen }).click()
  const newest = page.locator('.studio-release').first()
  await expect(newest).toContainText(STUDIO_UI.releases.liveNow)
  await newest.getByRole('button', { name: STUDIO_UI.releases.showDiff }).click()
  await expect(page.locator('.studio-diff-words')).toContainText(NEW_CRUMB)
  await sweep(page, 'history')
  // The release that was live when the studio started is the one before.
  const before = page.locator('.studio-release').nth(1)
  await before.getByRole('button', { name: STUDIO_UI.releases.rollback }).click()
  await page.locator('.studio-confirm').getByRole('button', { name: STUDIO_UI.releases.rollback }).click()
  await expect(page.locator('.studio-progress')).toHaveAttribute('data-state', 'done', { timeout: 60_000 })
  await expect(page.locator('#studio-publish-result')).toContainText('Palautettu klo')
  expect(await publicPage('/palvelu/keittion-remontti')).not.toContain(NEW_CRUMB)
  expect(stack.git('log', '-1', '--format=%s').trim()).toMatch(/^Palautus julkaisuun /)
  expect(readFileSync(path.join(stack.site, KITCHEN), 'utf8')).not.toContain(NEW_CRUMB)
})

test('a preview link opens the saved, unpublished page on a phone without an account, and not after it is revoked', async () => {
  const { page } = owner
  const draft = 'Luonnos asiakkaalle näytettäväksi'
  expect(
    (await saveEdit(page, KITCHEN, (t) => t.replace(/"breadcrumb": "[^"]*"/, `"breadcrumb": "${draft}"`))).status,
  ).toBe(200)
  await page.getByRole('button', { name: STUDIO_UI.releases.historyOpen }).click()
  await page.locator('.studio-doc[data-file="pages-data/services/keittion-remontti.json"]').click()
  await page.locator('.studio-share summary').click()
  await page.locator('.studio-share').getByRole('button', { name: STUDIO_UI.releases.previewShare }).click()
  const field = page.locator('.studio-share__links input').first()
  await expect(field).toHaveValue(/\/esikatselu\//)
  const url = await field.inputValue()
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true })
  const visitor = await phone.newPage()
  const res = await visitor.goto(url)
  expect(res?.status()).toBe(200)
  await expect(visitor.locator('body')).toContainText(draft)
  await expect(visitor.getByRole('note')).toHaveText(STUDIO_UI.releases.previewBanner)
  expect(res?.headers()['x-robots-tag']).toContain('noindex')
  await shot(visitor, 'preview-link-390')
  await shot(page, 'preview-share-1366')
  await page.locator('.studio-share').getByRole('button', { name: STUDIO_UI.releases.previewRevoke }).first().click()
  await expect(page.locator('.studio-share [role="status"]')).toHaveText(STUDIO_UI.releases.previewRevoked)
  const after = await visitor.goto(url)
  expect(after?.status()).toBe(410)
  await expect(visitor.locator('body')).toContainText(STUDIO_UI.releases.previewGone)
  await phone.close()
})

test('a scheduled publish due while the studio was stopped runs once when it starts again', async () => {
  const { page } = owner
  const scheduled = 'Keittiöremontti ajastettu julkaisu'
  expect(
    (await saveEdit(page, KITCHEN, (t) => t.replace(/"breadcrumb": "[^"]*"/, `"breadcrumb": "${scheduled}"`))).status,
  ).toBe(200)
  const at = Date.now() + 4_000
  const made = await call(page, '/api/schedules', { files: [KITCHEN], message: 'Ajastettu', at })
  expect(made.status).toBe(200)
  await stack.stopStudio()
  await new Promise((r) => setTimeout(r, Math.max(0, at - Date.now()) + 1_000))
  await stack.startStudio()
  await expect
    .poll(() => publicPage('/palvelu/keittion-remontti'), { timeout: 400_000, intervals: [2_000] })
    .toContain(scheduled)
  await page.reload()
  const list = (await call(page, '/api/schedules')).body.schedules as { message: string; state: string }[]
  expect(list.filter((s) => s.message === 'Ajastettu').map((s) => s.state)).toEqual(['valmis'])
  const releases = (await call(page, '/api/releases')).body.releases as { message: string }[]
  expect(releases.filter((r) => r.message === 'Ajastettu')).toHaveLength(1)
})

test('an invitation to a known address adds a device: "Lisää laite", no name asked, the same owner signed in', async () => {
  const invited = await call(owner.page, '/api/people/invite', { email: 'omistaja@example.fi', role: 'toimittaja' })
  expect(invited.status).toBe(200)
  expect(invited.body.addsDevice).toEqual({ name: 'Olli Omistaja' })
  const phone = await person()
  await phone.page.goto(String(invited.body.link))
  await expect(phone.page.getByRole('heading', { name: STUDIO_UI.auth.addDeviceTitle })).toBeVisible()
  await expect(phone.page.getByText(STUDIO_UI.auth.addDeviceHelp('Olli Omistaja', 'omistaja@example.fi'))).toBeVisible()
  await expect(phone.page.getByLabel(STUDIO_UI.auth.yourName)).toHaveCount(0)
  await sweep(phone.page, 'add-device')
  await phone.page.getByLabel(STUDIO_UI.auth.deviceLabel).fill('Puhelin')
  await phone.page.getByRole('button', { name: STUDIO_UI.auth.createPasskey }).click()
  await phone.page.waitForURL(`${stack.studioUrl}/`)
  const me = (await call(phone.page, '/api/bootstrap')).body.me as { name: string; role: string }
  expect(me).toMatchObject({ name: 'Olli Omistaja', role: 'omistaja' })
  await phone.context.close()
})

test('a person removed by the owner is signed out at once', async () => {
  expect((await call(translator.page, '/api/bootstrap')).status).toBe(200)
  const people = (await call(owner.page, '/api/people')).body.people as { id: string; email: string }[]
  expect(people.map((p) => p.email)).toContain('kaantaja@example.fi')
  // The owner's own invitation and role change, from the studio (as "Ihmiset" sends them).
  const invited = await call(owner.page, '/api/people/invite', { email: 'toimittaja@example.fi', role: 'toimittaja' })
  expect(invited.status).toBe(200)
  expect(String(invited.body.link)).toMatch(new RegExp(`^${stack.studioUrl}/kutsu/`))
  const kirill = people.find((p) => p.email === 'kaantaja@example.fi')!
  expect((await call(owner.page, '/api/people/remove', { id: kirill.id })).status).toBe(200)
  const after = await call(translator.page, '/api/bootstrap')
  expect(after.status).toBe(401)
  expect(after.body.error).toBe(STUDIO_UI.auth.required)
  const audit = (await call(owner.page, '/api/audit')).body.entries as { action: string }[]
  expect(audit.map((e) => e.action)).toEqual(
    expect.arrayContaining(['sign-in', 'invite-accepted', 'publish', 'rollback', 'remove-person']),
  )
})

/** A JSON POST to the studio through nginx from `source` (a loopback address of its own), with its cookies. */
function postFrom(source: string, route: string, body: unknown, cookie = '') {
  const url = new URL(route, stack.studioUrl)
  return new Promise<{ status: number; setCookie: string[] }>((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        servername: 'localhost',
        localAddress: source,
        path: url.pathname,
        method: 'POST',
        rejectUnauthorized: false,
        headers: { host: url.host, origin: stack.studioUrl, 'content-type': 'application/json', cookie },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] }))
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(body))
  })
}

test("ten wrong assertions with the owner's passkey id from ten addresses do not lock her out", async () => {
  const ownerTwo = await person()
  await register(ownerTwo.page, stack.invite('lukitus@example.fi', 'omistaja'), 'Liisa Lukitus')
  const [credential] = await ownerTwo.authenticator.credentials()
  const id = Buffer.from(credential!.credentialId, 'base64').toString('base64url')
  const forged = { id, rawId: id, type: 'public-key', clientExtensionResults: {}, response: {} }
  for (let i = 2; i <= 11; i++) {
    const source = `127.0.0.${i}`
    const options = await postFrom(source, '/auth/options', {})
    expect(options.status, source).toBe(200)
    const cookie = options.setCookie.map((c) => c.split(';')[0]).join('; ')
    const wrong = { ...forged, response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } }
    expect((await postFrom(source, '/auth/sign-in', { response: wrong }, cookie)).status, source).toBe(401)
  }
  // Her own passkey from her own address (127.0.0.1) signs in: at most the account's bounded slow-down
  // (MAX_DELAY_MS of sign-in-limits.ts, whose test shows the bound), never "Liian monta kirjautumisyritystä".
  const laptop = await person()
  await laptop.authenticator.add(credential!)
  await laptop.page.goto(`${stack.studioUrl}/`)
  await laptop.page.getByRole('button', { name: STUDIO_UI.auth.signIn }).click()
  await expect(laptop.page.locator('.studio-doc').first()).toBeVisible({ timeout: 60_000 })
  await laptop.context.close()
  await ownerTwo.context.close()
})

test("a translator's share panel: only their languages' pages, and 'Peru linkki' only on their own links", async () => {
  const editor = await person()
  await register(editor.page, stack.invite('jakaja@example.fi', 'toimittaja'), 'Jaana Jakaja')
  const editors = await call(editor.page, '/api/previews', { file: KITCHEN_RU })
  expect(editors.status).toBe(200)
  const russian = await person()
  await register(russian.page, stack.invite('ru.kaantaja@example.fi', 'kääntäjä', 'ru'), 'Raisa Kääntäjä')
  const { page } = russian
  await page.getByLabel(STUDIO_UI.search).fill('keittion-remontti')
  // A Finnish page: no share panel at all.
  await page.locator(`.studio-doc[data-file="${KITCHEN}"]`).click()
  await expect(page.locator('.studio-preview, .studio-editor').first()).toBeVisible()
  await expect(page.locator('.studio-share')).toHaveCount(0)
  // Its Russian translation: the editor's link listed without "Peru linkki", then her own with it.
  await page.getByRole('button', { name: STUDIO_UI.translations.open('venäjä') }).click()
  await page.locator('.studio-share summary').click()
  const links = page.locator('.studio-share__links li')
  await expect(links).toHaveCount(1)
  await expect(links.first().getByRole('button', { name: STUDIO_UI.releases.previewRevoke })).toHaveCount(0)
  await page.locator('.studio-share').getByRole('button', { name: STUDIO_UI.releases.previewShare }).click()
  await expect(links).toHaveCount(2)
  await expect(
    page.locator('.studio-share').getByRole('button', { name: STUDIO_UI.releases.previewRevoke }),
  ).toHaveCount(1)
  await sweep(page, 'share-translator')
  await editor.context.close()
  await russian.context.close()
})
