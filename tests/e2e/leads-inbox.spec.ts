/**
 * "Yhteydenotot", the company's inbox, on the built site and the
 * studio on the server sharing one DATA_DIR (SQLite): a message sent from a
 * Russian service page appears in the inbox with its origin and its Telegram
 * message links to it; a "myynti" person (leads only) moves it through the
 * stages, replies, assigns and notes it; a content editor is refused the
 * inbox and myynti the content (403); the CSV opens as UTF-8; one person's
 * data is exported and erased; an untouched lead is erased 30 days after its
 * last change while an ordered one is kept; an overdue lead shows on the
 * owner's start screen. The inbox, a lead and the figures pass axe at 1366 and
 * 390 px; their screenshots go to test-results/leads-inbox/ (or LEADS_SHOTS_DIR).
 *
 * Ports: free ones (tests/e2e/support.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test'
import { readContactConfig } from '../../server/contact/config.js'
import type { NewLead } from '../../server/contact/outbox.js'
import { SqliteStore } from '../../server/contact/sqlite-store.js'
import { LeadBook } from '../../src/leads/lead-book.js'
import { openSqlite } from '../../src/storage/sql.js'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { stringsFor } from '../../src/ui/strings.js'
import { chromiumLaunchOptions } from '../support/chromium.js'
import { startFakeTelegram, type FakeTelegram } from '../support/fake-telegram.js'
import { call, invite, type Running, signUp, startNode, startStudioServer } from '../support/inbox-stack.js'
import { type SeedLang, seedLeads } from '../support/lead-seed.js'
import { axe, freePort } from './support.js'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const RU = stringsFor('ru').UI
const L = STUDIO_UI.leads
const DAY = 86_400_000
const LABELS = { name: STUDIO_UI.auth.yourName, create: STUDIO_UI.auth.createPasskey }

let dataDir = ''
let telegram: FakeTelegram
let site: Running
let studio: Running
let studioPort = 0
let browser: Browser
const contexts: BrowserContext[] = []
let sales: Page
let owner: Page
const email = `anna.ivanova.${Date.now()}@example.ru`
let leadId = 0

const siteEnv = (extra: NodeJS.ProcessEnv = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  HOST: '127.0.0.1',
  TELEGRAM_BOT_TOKEN: '123:test',
  TELEGRAM_CHAT_ID: '7',
  TELEGRAM_API_BASE: telegram.url,
  CONTACT_TELEGRAM_INTERVAL_MS: '0',
  CONTACT_POLL_MS: '100',
  CONTACT_MIN_INTERVAL_MS: '0',
  CONTACT_MAX_PER_HOUR: '100000',
  STUDIO_PUBLIC_URL: `http://localhost:${studioPort}`,
  ...extra,
})

async function startSite(extra: NodeJS.ProcessEnv = {}) {
  const port = await freePort()
  site = await startNode('server/index.ts', [], { ...siteEnv(extra), PORT: String(port) }, `http://127.0.0.1:${port}`)
}

/** Stores leads as the contact API does (waiting out the running processes' brief write locks). */
async function addLeads(leads: { lead: NewLead; at: number }[]): Promise<number[]> {
  const store = new SqliteStore(readContactConfig({ DATA_DIR: dataDir }), () => {})
  try {
    const ids: number[] = []
    for (const { lead, at } of leads) ids.push(await store.add(lead, at))
    return ids
  } finally {
    await store.close()
  }
}

async function newContext() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  contexts.push(context)
  return context
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'leads-inbox-'))
  telegram = await startFakeTelegram()
  studioPort = await freePort()
  await startSite()
  studio = await startStudioServer(studioPort, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RELEASES_DIR: path.join(dataDir, 'releases'),
  })
  browser = await chromium.launch(chromiumLaunchOptions())
})

test.afterAll(async () => {
  for (const c of contexts) await c.close()
  await browser?.close()
  await site?.stop()
  await studio?.stop()
  await telegram?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/** Sends the contact form of the header's dialog on a Russian service page, as a visitor would. */
async function sendFromRussianServicePage(page: Page): Promise<string> {
  await page.goto(`${site.url}/palvelu/kylpyhuone-remontti`)
  const ruPath = new URL((await page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute('href'))!).pathname
  await page.goto(site.url + ruPath)
  await page.getByRole('banner').getByRole('button', { name: RU.header.consultation }).click()
  const dialog = page.getByRole('dialog', { name: RU.modal.consultationTitle })
  const question = dialog.getByText(/^Сколько будет \d+ \+ \d+\?/)
  await dialog.getByLabel(RU.contact.name).click()
  await expect(dialog.locator('site-island')).toHaveAttribute('data-hydrated', '')
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await question.textContent()) ?? '')!
  await dialog.getByLabel(RU.contact.name).fill('Анна Иванова')
  await dialog.getByLabel(RU.contact.email).fill(email)
  await dialog.getByLabel(RU.contact.phone).fill('+358 40 765 4321')
  await dialog
    .getByRole('textbox', { name: RU.contact.message, exact: true })
    .fill('Нужен ремонт ванной в Эспоо, около 5 м².')
  await dialog.getByLabel(/Сколько будет/).fill(String(Number(a) + Number(b)))
  await dialog.getByRole('button', { name: RU.contact.submit }).click()
  await expect(dialog.getByText(RU.contact.sent).first()).toBeVisible({ timeout: 15_000 })
  return ruPath
}

test('a message from a Russian service page reaches the inbox with its origin, and Telegram links to it', async () => {
  const visitor = await (await newContext()).newPage()
  const ruPath = await sendFromRussianServicePage(visitor)
  // Telegram's message carries the lead's address in the studio.
  await expect
    .poll(() => telegram.received.find((m) => m.text.includes(email))?.text ?? '', { timeout: 15_000 })
    .toMatch(new RegExp(`${L.telegram.openInStudio}: http://localhost:${studioPort}/yhteydenotot/\\d+`))
  const text = telegram.received.find((m) => m.text.includes(email))!.text
  leadId = Number(/\/yhteydenotot\/(\d+)/.exec(text)![1])

  // A "myynti" person: invited from the command line, signs up with a passkey, lands in the inbox.
  const link = invite({ DATA_DIR: dataDir, DATABASE_URL: '' }, studioPort, 'myynti@example.fi', 'myynti')
  sales = await signUp(await newContext(), link, 'Anna Myyjä', LABELS)
  await expect(sales.getByRole('heading', { name: L.title, level: 2 })).toBeVisible({ timeout: 30_000 })
  await expect(sales).toHaveURL(/\/yhteydenotot$/)
  const row = sales.locator('.studio-lead-row', { hasText: 'Анна Иванова' })
  await expect(row).toContainText('venäjä')
  await expect(row).toContainText('Kylpyhuone')
  await expect(row).toContainText(L.stages.uusi)
  // The Telegram link opens the lead itself.
  await sales.goto(`http://localhost:${studioPort}/yhteydenotot/${leadId}`)
  const lead = sales.getByRole('article')
  await expect(lead.getByRole('heading', { name: L.leadTitle(leadId, 'Анна Иванова') })).toBeVisible()
  await expect(lead).toContainText(ruPath)
  await expect(lead).toContainText('Нужен ремонт ванной в Эспоо')
})

test('myynti moves the lead through the stages: a reply records "yhteydessä", each move who and when', async () => {
  const lead = sales.getByRole('article')
  // The e-mail link records the reply (and opens the mail program, which a test browser has not).
  await lead.getByRole('link', { name: L.replyEmail }).click()
  await expect(lead.getByText(L.replyRecorded('email'))).toBeVisible()
  await expect(lead.locator('.studio-lead__head')).toContainText(L.stages.yhteydessa)
  for (const stage of ['arviokaynti', 'tarjous', 'tilattu'] as const) {
    await lead.getByRole('button', { name: L.stages[stage], exact: true }).click()
    await expect(lead.getByRole('button', { name: L.stages[stage], exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  }
  await lead.getByLabel(L.assign).selectOption({ label: 'Anna Myyjä' })
  await lead.getByRole('button', { name: L.assignSave }).click()
  await expect(lead.getByText(L.assigned('Anna Myyjä'))).toBeVisible()
  await lead.getByLabel(L.note, { exact: true }).fill('Tarjous 8 400 €, työt alkavat viikolla 50.')
  await lead.getByRole('button', { name: L.addNote }).click()
  const history = lead.locator('.studio-lead__history')
  await expect(history).toContainText(L.event.reply('Anna Myyjä', 'email'))
  await expect(history).toContainText(L.event.stage('Anna Myyjä', L.stages.tilattu))
  await expect(history).toContainText('Tarjous 8 400 €')
  await expect(lead).toContainText(L.retentionKept('', 36).split(',')[0]!)
})

test('a content editor is refused the inbox, and myynti the content (403, in Finnish)', async () => {
  const link = invite({ DATA_DIR: dataDir, DATABASE_URL: '' }, studioPort, 'toimittaja@example.fi', 'toimittaja')
  const editor = await signUp(await newContext(), link, 'Tiina Toimittaja', LABELS)
  await expect(editor.locator('.studio-doc').first()).toBeVisible({ timeout: 30_000 })
  await expect(editor.getByRole('button', { name: L.open })).toHaveCount(0)
  for (const url of ['/api/leads', `/api/leads/${leadId}`, '/api/leads/export.csv', '/api/leads/export.xlsx']) {
    const answer = await call(editor, url)
    expect(answer.status, url).toBe(403)
    expect(String(answer.body.error)).toContain(STUDIO_UI.roles.refused.leads)
  }
  expect((await call(editor, `/api/leads/${leadId}/stage`, { stage: 'uusi' })).status).toBe(403)
  const bootstrap = await call(sales, '/api/bootstrap')
  expect(bootstrap.status).toBe(200)
  expect(bootstrap.body.list).toEqual({ q: '', total: 0, groups: [] })
  const refused = await call(sales, '/api/document?file=pages-data/site.json')
  expect(refused.status).toBe(403)
  expect(String(refused.body.error)).toContain(STUDIO_UI.roles.refused.content)
  expect((await call(sales, '/api/people')).status).toBe(403)
})

test('the CSV of a filtered list opens as UTF-8: a byte order mark, Finnish headers, Cyrillic as written', async () => {
  const response = await sales.request.get(`http://localhost:${studioPort}/api/leads/export.csv?kieli=ru`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8')
  const bytes = await response.body()
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3))
  const [header, ...rows] = text.trimEnd().split('\r\n')
  expect(header).toBe(Object.values(L.csv).join(';'))
  expect(rows).toHaveLength(1)
  expect(rows[0]).toContain('Анна Иванова')
  expect(rows[0]).toContain(L.stages.tilattu)
  expect(rows[0]).toContain('venäjä')
})

test('Vie Exceliin downloads a workbook of the filtered list: Finnish headers, Cyrillic, a Helsinki date', async () => {
  await sales.goto(`http://localhost:${studioPort}/yhteydenotot`)
  await expect(sales.getByRole('link', { name: L.exportXlsx })).toHaveAttribute('href', /\/api\/leads\/export\.xlsx/)
  const response = await sales.request.get(`http://localhost:${studioPort}/api/leads/export.xlsx?kieli=ru`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('spreadsheetml.sheet')
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await response.body()) as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]!
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(Object.values(L.csv))
  expect(sheet.rowCount).toBe(2)
  expect(sheet.getRow(2).getCell(5).value).toBe('Анна Иванова')
  expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Date)
})

test('the owner finds, exports and erases one person’s data; each step is in the audit log', async () => {
  const link = invite({ DATA_DIR: dataDir, DATABASE_URL: '' }, studioPort, 'omistaja@example.fi', 'omistaja')
  owner = await signUp(await newContext(), link, 'Olli Omistaja', LABELS)
  await expect(owner.locator('.studio-doc').first()).toBeVisible({ timeout: 30_000 })
  // A second lead of the same person, by phone written another way.
  const [second] = await addLeads([
    {
      lead: { name: 'Anna I.', email: 'toinen@example.ru', phone: '040 765 4321', message: 'Toinen viesti.' },
      at: Date.now(),
    },
  ])
  await owner.getByRole('button', { name: L.open }).click()
  await owner.getByRole('button', { name: L.tabs.privacy }).click()
  await owner.getByLabel(L.privacy.email).fill(email)
  await owner.getByLabel(L.privacy.phone).fill('+358407654321')
  await owner.getByRole('button', { name: L.privacy.find }).click()
  await expect(owner.getByText(L.privacy.found(2))).toBeVisible()
  const download = owner.waitForEvent('download')
  await owner.getByRole('button', { name: L.privacy.export }).click()
  const file = await (await download).path()
  const exported = JSON.parse(readFileSync(file, 'utf8')) as {
    leads: { id: number; email: string; history: unknown[] }[]
  }
  expect(exported.leads.map((l) => l.id)).toEqual([leadId, second])
  expect(exported.leads[0]!.history.length).toBeGreaterThan(4)
  owner.once('dialog', (d) => void d.accept())
  await owner.getByRole('button', { name: L.privacy.erase }).click()
  await expect(owner.getByText(L.privacy.erased(2))).toBeVisible()
  expect((await call(owner, `/api/leads/${leadId}`)).status).toBe(404)
  const audit = (await call(owner, '/api/audit')).body.entries as { action: string; target: string }[]
  const actions = audit.map((e) => e.action)
  for (const action of ['lead-view', 'leads-list', 'leads-export', 'person-find', 'person-export', 'person-erase'])
    expect(actions, action).toContain(action)
  expect(JSON.stringify(audit)).not.toContain(email)
})

test('an untouched lead goes 30 days after its last change; an ordered one stays (the API clock 31 days ahead)', async () => {
  const [untouched = 0, ordered = 0] = await addLeads([
    { lead: { name: 'Koskematon', email: 'k@example.fi', phone: '', message: 'Kukaan ei vastannut.' }, at: Date.now() },
    { lead: { name: 'Tilaaja Oy', email: 't@example.fi', phone: '', message: 'Tilataan remontti.' }, at: Date.now() },
  ])
  const book = new LeadBook(openSqlite(path.join(dataDir, 'leads.sqlite')))
  await book.setStage(ordered, 'tilattu', { id: 'x', name: 'Anna Myyjä' }, Date.now())
  await book.sql.close()
  await site.stop()
  await startSite({ CONTACT_CLOCK_OFFSET_MS: String(31 * DAY) })
  await expect.poll(async () => (await call(owner, `/api/leads/${untouched}`)).status, { timeout: 20_000 }).toBe(404)
  expect((await call(owner, `/api/leads/${ordered}`)).status).toBe(200)
  await site.stop()
  await startSite()
})

test('a lead unanswered for 20 hours stands out and shows on the owner’s start screen', async () => {
  const [late] = await addLeads([
    {
      lead: { name: 'Odottava Asiakas', email: 'o@example.fi', phone: '', message: 'Vieläkö ehditte?' },
      at: Date.now() - 21 * 3_600_000,
    },
  ])
  await owner.goto(`http://localhost:${studioPort}/`)
  await expect(owner.getByText(L.overdueCount(1))).toBeVisible({ timeout: 30_000 })
  await owner.getByRole('button', { name: L.showOverdue }).click()
  await expect(owner).toHaveURL(/\/yhteydenotot\?vaihe=myohassa$/)
  const row = owner.locator('.studio-lead-row', { hasText: 'Odottava Asiakas' })
  await expect(row).toHaveAttribute('data-overdue', 'true')
  await expect(row).toContainText(L.overdueBadge)
  expect(late).toBeGreaterThan(0)
})

/** The site's pages by language, from its sitemap: where generated leads come from. */
async function sitePages(): Promise<Record<SeedLang, string[]>> {
  const xml = await (await fetch(`${site.url}/sitemap.xml`)).text()
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
  const of = (lang: SeedLang) =>
    paths.filter((p) =>
      lang === 'fi' ? p.startsWith('/palvelu/') : p.startsWith(`/${lang}/`) && p.split('/').length > 3,
    )
  return { fi: of('fi'), en: of('en'), ru: of('ru'), uk: of('uk') }
}

test('the inbox, a lead and the figures at 1366 and 390 px pass axe (WCAG 2.2 AA); screenshots', async () => {
  const now = Date.now()
  const meta = (await call(owner, '/api/leads/meta')).body as { people: { id: string; name: string }[] }
  const anna = meta.people.find((p) => p.name === 'Anna Myyjä')!
  const seeds = seedLeads(60, now, 330, await sitePages())
  const ids = await addLeads(seeds.map((s) => ({ lead: s.lead, at: s.createdAt })))
  const book = new LeadBook(openSqlite(path.join(dataDir, 'leads.sqlite')))
  let sample = 0
  for (const [i, seed] of seeds.entries()) {
    const id = ids[i]!
    for (const move of seed.moves) await book.setStage(id, move.stage, anna, move.at)
    if (seed.moves.length && id % 2) await book.assign(id, anna, anna, seed.moves[0]!.at)
    if (seed.moves.length >= 3) {
      await book.note(id, 'Arviokäynti sovittu, asiakas toivoo tarjousta sähköpostilla.', anna, seed.moves[1]!.at)
      sample = id
    }
  }
  await book.sql.close()
  const shots = process.env.LEADS_SHOTS_DIR ?? 'test-results/leads-inbox'
  for (const width of [1366, 390]) {
    await owner.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    for (const [name, place] of [
      ['inbox', '/yhteydenotot'],
      ['lead', `/yhteydenotot/${sample}`],
      ['figures', '/yhteydenotot/luvut'],
    ] as const) {
      await owner.goto(`http://localhost:${studioPort}${place}`)
      await expect(owner.locator('.studio-inbox__main h2').first()).toBeVisible({ timeout: 30_000 })
      await expect(owner.getByText(L.loading)).toHaveCount(0)
      const { violations } = await axe(owner).analyze()
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        `${name} ${width}`,
      ).toEqual([])
      await owner.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true })
    }
  }
})
