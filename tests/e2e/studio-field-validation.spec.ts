/**
 * Validation at the field under the studio's own Content-Security-Policy: the studio on
 * the server (`npm run studio -- --server`, its `script-src 'self'`) on loopback as the README's
 * "Try it on one machine" runs it, an owner invited and signed in with a passkey (Chromium's virtual
 * authenticator). Every studio screen opens with no CSP refusal in the console (the form library
 * compiled its schemas with `new Function` before: decision 390); clearing the document's "Otsikko"
 * marks that field aria-invalid, described by an error that names it by its own label; the screen
 * gives one verdict; a document opened with a pending draft (the menu after a new page) is checked
 * when it is opened. Ports: E2E_PORT+31 (the studio).
 */
import path from 'node:path'
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { chromiumLaunchOptions } from '../support/chromium.js'
import { type LoopbackStudio, startLoopbackStudio } from '../support/loopback-studio.js'
import { virtualAuthenticator } from '../support/studio-stack.js'
import { axe } from './support.js'

test.describe.configure({ mode: 'serial', timeout: 240_000 })

const PORT = Number(process.env.E2E_PORT ?? 4173) + 31
const STUDIO = `http://localhost:${PORT}`
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const SHOTS = process.env.E2E_SHOTS

let studio: LoopbackStudio | undefined
let browser: Browser
let page: Page
/** What the browser refused or complained of: CSP violations, console errors and the form's compile warnings. */
const refused: string[] = []

test.beforeAll(async () => {
  test.setTimeout(240_000)
  studio = await startLoopbackStudio(PORT, 'studio-csp')
  const link = studio.invite('omistaja@example.fi', 'omistaja')
  browser = await chromium.launch(chromiumLaunchOptions())
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  page = await context.newPage()
  await virtualAuthenticator(context, page)
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP refused ${e.violatedDirective}: ${e.blockedURI}`)
    })
  })
  page.on('console', (m) => {
    if (m.type() === 'error' || /compiling schema|unsafe-eval|Content Security Policy/i.test(m.text()))
      refused.push(`${page.url()}: ${m.text().slice(0, 200)}`)
  })
  page.on('pageerror', (e) => refused.push(`${page.url()}: ${e.message}`))
  await page.goto(link)
  await page.getByLabel(STUDIO_UI.auth.yourName).fill('Olli Omistaja')
  await page.getByRole('button', { name: STUDIO_UI.auth.createPasskey }).click()
  await page.waitForURL(`${STUDIO}/`)
  await expect(page.locator('.studio-doc').first()).toBeVisible({ timeout: 60_000 })
})

test.afterAll(async () => {
  await browser?.close()
  studio?.stop()
})

async function shot(name: string, inView?: ReturnType<Page['locator']>) {
  if (!SHOTS) return
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await inView?.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: false })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** Opens a document from the list and waits for its form. */
async function open(file: string) {
  await page.locator(`button[data-file="${file}"]`).click()
  await expect(page.locator('.studio-editor')).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('#studio-save-status')).not.toHaveText(STUDIO_UI.checking, { timeout: 60_000 })
}

test('every studio screen opens under the CSP with nothing refused in the console', async () => {
  // Documents of each shape: a page with sections, a blog post (Markdown body), the menu, the site's settings.
  for (const file of [
    KITCHEN,
    'pages-data/blog/lattian-tasoitus.md',
    'pages-data/navigation.json',
    'pages-data/site.json',
  ])
    await open(file)
  const bar = page.locator('.studio__bar')
  const views = [
    STUDIO_UI.newPage.open,
    STUDIO_UI.photos.open,
    new RegExp(`^${STUDIO_UI.changes.open}`),
    STUDIO_UI.releases.historyOpen,
    STUDIO_UI.people.open,
    STUDIO_UI.audit.open,
    STUDIO_UI.publish.open,
  ]
  for (const name of views) {
    await bar.getByRole('button', { name }).click()
    await expect(bar.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('main h2, main h1').first()).toBeVisible()
  }
  // The guide and the passkeys from the name menu, then the inbox (a page of its own).
  for (const name of [STUDIO_UI.guide.open, STUDIO_UI.people.myPasskeys]) {
    const menu = page.locator('.studio__bar details')
    if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click()
    await bar.getByRole('button', { name, exact: true }).click()
    await expect(page.locator('main h2, main h1').first()).toBeVisible()
  }
  await bar.getByRole('button', { name: STUDIO_UI.leads.open }).click()
  await expect(page.getByRole('heading', { name: STUDIO_UI.leads.open }).first()).toBeVisible()
  expect(refused).toEqual([])
})

test('clearing "Otsikko" marks that field invalid, named by its own label, and the screen says one thing', async () => {
  await page.goto(STUDIO)
  await open(KITCHEN)
  const title = page.locator('#root_title')
  const label = (await page.locator('label[for="root_title"]').innerText()).replace(/\*$/, '').trim()
  expect(label).toBe('Otsikko')
  await title.fill('')
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await title.getAttribute('aria-describedby')) ?? ''
  expect(describedBy.split(' ')).toContain('root_title__error')
  await expect(page.locator('#root_title__error')).toContainText(`Pakollinen kenttä ”${label}” puuttuu tai on tyhjä.`)
  // One verdict: the errors, and nothing on the screen says there are none.
  await expect(page.locator('#studio-save-status')).toHaveText(STUDIO_UI.cannotSaveErrors)
  await expect(page.getByText(STUDIO_UI.diagnostics.none)).toHaveCount(0)
  await expect(page.getByRole('button', { name: STUDIO_UI.save })).toBeDisabled()
  await shot('studio-field-error')
  await shot('studio-field-error-at-field', title)
  const checked = await axe(page).exclude('.studio-preview__frame').analyze()
  expect(checked.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
  // Filled again: the mark goes, and so does the verdict of errors.
  await title.fill('Keittiöremontti kiinteään hintaan')
  await expect(title).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('button', { name: STUDIO_UI.save })).toBeDisabled()
  expect(refused).toEqual([])
})

test('every finding of a section field is marked at its field, in Finnish', async () => {
  await page.goto(STUDIO)
  await open(KITCHEN)
  const hero = page.locator('[data-section-type="hero"]').first()
  const index = await hero.getAttribute('data-section-index')
  const field = page.locator(`#sections_${index}_title`)
  await field.fill('')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  const label = (await page.locator(`label[for="sections_${index}_title"]`).innerText()).replace(/\*$/, '').trim()
  await expect(page.locator(`#sections_${index}_title__error`)).toContainText(`”${label}”`)
  // The list of findings names the same field.
  await expect(page.getByTestId('studio-errors')).toContainText(label)
  await field.fill('Keittiöremontti')
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  expect(refused).toEqual([])
})

test('the menu after a new page is checked when opened: its verdict at once, one on the screen', async () => {
  await page.goto(STUDIO)
  await page.locator('.studio__bar').getByRole('button', { name: STUDIO_UI.newPage.open }).click()
  await page.getByLabel('Sivun tyyppi').selectOption({ label: 'Sivu' })
  await page.locator('#studio-new-slug').fill('ura')
  await page.getByLabel('Otsikko', { exact: true }).fill('Ura')
  await page.getByLabel('Lisää valikkoon').check()
  await page.getByLabel('Kohta valikossa').selectOption({ label: 'Hinnanlaskurit' })
  await page.getByRole('button', { name: 'Luo sivu' }).click()
  await expect(page.locator('#studio-doc-title')).toHaveText('Ura', { timeout: 30_000 })
  await open('pages-data/navigation.json')
  // Checked without a keystroke (before, Save stayed disabled and the status said errors beside "no errors").
  const findings = page.locator('.studio-findings')
  await expect(findings).not.toContainText(STUDIO_UI.checking)
  const status = await page.locator('#studio-save-status').innerText()
  if (status === STUDIO_UI.cannotSaveErrors) {
    await expect(findings.locator('.studio-finding--error').first()).toBeVisible()
    await expect(findings).not.toContainText(STUDIO_UI.diagnostics.none)
  } else {
    await expect(page.getByRole('button', { name: STUDIO_UI.save })).toBeEnabled()
    await expect(findings.locator('.studio-finding--error')).toHaveCount(0)
  }
  expect(refused).toEqual([])
})
