/**
 * Her words only: the studio on the server (`npm run studio -- --server`, as the README's
 * "Try it on one machine" runs it), each role invited and signed in with a passkey (Chromium's
 * virtual authenticator), walks every screen the role can reach — the document list, a service
 * page's form with every section open, Muutokset, the history, the
 * publishing dialog, photos, the inbox, people, the audit log, the account and the guide — and
 * collects what it shows (text, aria-labels, titles, placeholders). Not one developer word on any:
 * no file name, "slug", "id", "JSON", "HTML", "public-kansio", "commit", "git", "npm", a diff's
 * "Index:" or "@@". An unpublished change to the kitchen page is there for Muutokset and the
 * publishing dialog to show. No request the studio makes on its own is one the role is refused.
 * Ports: E2E_PORT+41.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { chromiumLaunchOptions } from '../support/chromium.js'
import { type LoopbackStudio, startLoopbackStudio } from '../support/loopback-studio.js'
import { virtualAuthenticator } from '../support/studio-stack.js'
import { openDocument } from '../support/studio-documents.js'

test.describe.configure({ mode: 'serial', timeout: 420_000 })

const PORT = Number(process.env.E2E_PORT ?? 4173) + 41
const STUDIO = `http://localhost:${PORT}`
const KITCHEN = 'pages-data/services/keittion-remontti.json'

/** The developer's words she must never read (whole words; a file of the content by its path or name). */
const FORBIDDEN: [string, RegExp][] = [
  ['slug', /\bslug/i],
  ['id', /\bid\b/i],
  ['JSON', /json/i],
  ['HTML', /\bhtml\b/i],
  ['public-kansio', /public-kansio/i],
  ['commit', /\bcommit/i],
  ['git', /\bgit\b/i],
  ['npm', /\bnpm\b/i],
  ['Index:', /Index:/],
  ['@@', /@@/],
  ['a file name', /pages-data\/|\b(services|cities|pages|blog|translations)\/[\w/-]+\.(md|yaml)\b|\/dev\/null/],
]

let studio: LoopbackStudio | undefined
let browser: Browser

test.beforeAll(async () => {
  test.setTimeout(240_000)
  studio = await startLoopbackStudio(PORT, 'studio-words', (site) => {
    // A saved, unpublished change: the hero's title.
    const kitchen = path.join(site, KITCHEN)
    const doc = JSON.parse(readFileSync(kitchen, 'utf8')) as { sections: { type: string; title?: string }[] }
    doc.sections.find((s) => s.type === 'hero')!.title = 'Keittiöremontti nopeasti'
    writeFileSync(kitchen, `${JSON.stringify(doc, null, 2)}\n`)
  })
  browser = await chromium.launch(chromiumLaunchOptions())
})

test.afterAll(async () => {
  await browser?.close()
  studio?.stop()
})

/** A fresh browser profile signed in through an invitation. */
async function signIn(link: string, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await virtualAuthenticator(context, page)
  await page.goto(link)
  await page.getByLabel(STUDIO_UI.auth.yourName).fill(name)
  await page.getByRole('button', { name: STUDIO_UI.auth.createPasskey }).click()
  await page.waitForURL(`${STUDIO}/`)
  return page
}

/** Everything the page shows now: its text, and the labels, titles and placeholders read aloud or on hover. */
const shown = (page: Page) =>
  page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: what is rendered visible is what she reads
    const out = [document.body.innerText]
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-description]'))
      for (const attr of ['aria-label', 'title', 'placeholder', 'aria-description']) {
        const value = el.getAttribute(attr)
        if (value) out.push(value)
      }
    for (const option of document.querySelectorAll('option')) out.push(option.textContent ?? '')
    return out.join('\n')
  })

/** Fails on each developer word of the screen, with the line it is in. */
async function expectHerWords(page: Page, screen: string, found: string[]) {
  const text = await shown(page)
  for (const [word, pattern] of FORBIDDEN)
    for (const line of text.split('\n'))
      if (pattern.test(line)) found.push(`${screen}: ${word} in “${line.trim().slice(0, 160)}”`)
}

/** Screenshots at 1366 and 390 px for the reviewer, when E2E_SHOTS names a folder (the owner's walk only). */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS
  if (!dir || !page.url().startsWith(STUDIO) || shooter !== page) return
  mkdirSync(dir, { recursive: true })
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: false })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}
let shooter: Page | undefined

const bar = (page: Page) => page.locator('.studio__bar')

/** A view from the bar; false when the role has no such button. */
async function openView(page: Page, name: string | RegExp): Promise<boolean> {
  const button = bar(page).getByRole('button', { name })
  if (!(await button.count())) return false
  await button.click()
  await expect(page.locator('main h2, main h1').first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  return true
}

/** A view from the name menu (the guide, the passkeys). */
async function openFromMenu(page: Page, name: string) {
  const menu = bar(page).locator('details')
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click()
  await bar(page).getByRole('button', { name, exact: true }).click()
  await expect(page.locator('main h2, main h1').first()).toBeVisible()
}

/** Every section card opened, so each field of the page is on the screen. */
async function openEverySection(page: Page) {
  const closed = page.getByRole('button', { name: STUDIO_UI.sections.edit })
  for (let n = await closed.count(); n > 0; n = await closed.count()) await closed.first().click()
}

async function walkContent(page: Page, found: string[], translation: boolean) {
  await expect(page.locator('.studio-doc').first()).toBeVisible({ timeout: 60_000 })
  await expectHerWords(page, 'document list', found)
  await shot(page, 'document-list')
  if (!translation) {
    await openDocument(page, KITCHEN)
    await openEverySection(page)
    await expectHerWords(page, 'service page form', found)
  }
  if (await openView(page, /^Muutokset/)) {
    await expect(page.locator(`.studio-change[data-file="${KITCHEN}"]`)).toBeVisible({ timeout: 30_000 })
    await expectHerWords(page, 'Muutokset', found)
    await shot(page, 'changes')
  }
  if (await openView(page, STUDIO_UI.releases.historyOpen)) await expectHerWords(page, 'history', found)
  if (await openView(page, STUDIO_UI.publish.open)) await expectHerWords(page, 'publishing', found)
  if (await openView(page, STUDIO_UI.photos.open)) await expectHerWords(page, 'photos', found)
  if (await openView(page, STUDIO_UI.people.open)) await expectHerWords(page, 'people', found)
  if (await openView(page, STUDIO_UI.audit.open)) await expectHerWords(page, 'audit log', found)
  if (await openView(page, STUDIO_UI.newPage.open)) await expectHerWords(page, 'new page', found)
  await openFromMenu(page, STUDIO_UI.guide.open)
  await expectHerWords(page, 'guide', found)
  await openFromMenu(page, STUDIO_UI.people.myPasskeys)
  await expectHerWords(page, 'account', found)
}

const ROLES = [
  { role: 'omistaja', email: 'omistaja@example.fi', name: 'Olli Omistaja' },
  { role: 'toimittaja', email: 'toimittaja@example.fi', name: 'Tiina Toimittaja' },
  { role: 'kääntäjä', email: 'kaantaja@example.fi', name: 'Kati Kääntäjä', langs: 'ru' },
  { role: 'myynti', email: 'myynti@example.fi', name: 'Mikko Myynti' },
] as const

for (const person of ROLES)
  test(`${person.role}: every screen the role reaches speaks her words, no developer's`, async () => {
    const link = studio!.invite(person.email, person.role, 'langs' in person ? person.langs : undefined)
    const page = await signIn(link, person.name)
    if (person.role === 'omistaja') shooter = page
    // No request the studio makes of itself is one the role is refused (the sales person's
    // browser got 403 from /api/presence and /api/events every few seconds).
    const refused: string[] = []
    page.on('response', (r) => {
      if ([401, 403].includes(r.status()) && r.url().startsWith(STUDIO))
        refused.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`)
    })
    const found: string[] = []
    if (person.role === 'myynti') {
      await expect(page.getByRole('heading', { name: STUDIO_UI.leads.open }).first()).toBeVisible({ timeout: 60_000 })
      await expectHerWords(page, 'inbox', found)
    } else {
      await walkContent(page, found, person.role === 'kääntäjä')
      if (await openView(page, STUDIO_UI.leads.open)) await expectHerWords(page, 'inbox', found)
    }
    expect([...new Set(found)]).toEqual([])
    // The presence beat runs every 20 s: a walk shorter than that still sees its first beat.
    expect([...new Set(refused)]).toEqual([])
    await page.context().close()
  })
