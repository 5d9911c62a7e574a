/**
 * "Viikko", the company's week of site visits in the studio, on the studio on the server
 * with its own DATA_DIR (SQLite): a visit booked as the contact API books one (the lead and its visit
 * in one transaction, through the visits' desk) shows in its week for a "myynti" person; she opens it
 * by keyboard, moves it from the lead's page to another free time (the visitor's e-mail queued, the
 * history written), and the week shows the new time. The week of the spring change says the clocks
 * move. The week, the lead's visit and the day list at 390 px pass axe (WCAG 2.2 AA); screenshots go
 * to VISITS_SHOTS_DIR (default test-results/visit-week/).
 *
 * Ports: free ones (tests/e2e/support.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test'
import { type BookingSite, VisitDesk } from '../../src/visit-desk/visit-desk.js'
import { dateOf, parseInstant } from '../../src/booking/helsinki-clock.js'
import { visitClockText, visitStartText } from '../../src/booking/visit-time.js'
import { mondayOf } from '../../src/booking/week.js'
import { LEADS_SQLITE_FILE, migrateLeads, TABLES } from '../../src/leads/lead-tables.js'
import { takeVisit } from '../../src/leads/visit-book.js'
import { visitMailsOf } from '../../src/leads/visit-mails.js'
import { openSqlite, type Sql } from '../../src/storage/sql.js'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { bookingSiteOf } from '../../src/studio/visits/visits-mount.js'
import { chromiumLaunchOptions } from '../support/chromium.js'
import { call, invite, type Running, signUp, startStudioServer } from '../support/inbox-stack.js'
import { axe, freePort } from './support.js'
import { readFileSync } from 'node:fs'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const W = STUDIO_UI.week
const L = STUDIO_UI.leads
const LABELS = { name: STUDIO_UI.auth.yourName, create: STUDIO_UI.auth.createPasskey }
const SHOTS = process.env.VISITS_SHOTS_DIR || path.resolve('test-results/visit-week')
const ADDRESS = { street: 'Mannerheimintie 5', postalCode: '00100', city: 'Helsinki' }
const site: BookingSite = bookingSiteOf(readFileSync(path.resolve('pages-data/site.json'), 'utf8'))

let dataDir = ''
let studio: Running
let port = 0
let browser: Browser
let context: BrowserContext
let sales: Page
let leads: Sql
let leadId = 0
let booked = 0

/** A lead with its visit at the first free time, as the contact API books one. */
async function bookFirstFree(desk: VisitDesk): Promise<{ id: number; start: number }> {
  const now = Date.now()
  const answer = await desk.nextSlots(leads, 'uusimaa', now)
  const first = Object.values(answer.slots).flat()[0]!
  const start = parseInstant(first.start)!
  const id = await leads.tx(async (tx) => {
    const row = await tx.get<{ id: number }>(
      `INSERT INTO ${TABLES.sqlite.leads} (created_at, name, email, phone, message, lang, next_attempt_at)
       VALUES ($1, 'Emma Smith', 'emma@example.com', '+358 40 111 2222', 'Bathroom, about 5 m²', 'en', $1) RETURNING id`,
      [now],
    )
    const leadId = Number(row!.id)
    await desk.book(tx, leadId, { start, area: 'uusimaa', address: ADDRESS }, now)
    return leadId
  })
  return { id, start }
}

/** A visit in the week of the spring change 2027 (stored directly: the free times reach two weeks only). */
async function springVisit(desk: VisitDesk) {
  const start = parseInstant('2027-03-26T10:00:00+02:00')!
  await leads.tx(async (tx) => {
    const row = await tx.get<{ id: number }>(
      `INSERT INTO ${TABLES.sqlite.leads} (created_at, name, email, phone, message, next_attempt_at)
       VALUES ($1, 'Kaisa Kevät', 'kaisa@example.fi', '', 'Keittiö', $1) RETURNING id`,
      [Date.now()],
    )
    const leadId = Number(row!.id)
    const visit = { leadId, person: 'yritys', start, end: start + 3_600_000, area: 'uusimaa' as const }
    await takeVisit(tx, { ...visit, address: ADDRESS, now: Date.now() }, desk.settings)
  })
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'visit-week-'))
  port = await freePort()
  leads = openSqlite(path.join(dataDir, LEADS_SQLITE_FILE))
  await migrateLeads(leads)
  const desk = new VisitDesk({ site })
  const visit = await bookFirstFree(desk)
  leadId = visit.id
  booked = visit.start
  await springVisit(desk)
  studio = await startStudioServer(port, { DATA_DIR: dataDir, DATABASE_URL: '', RELEASES_DIR: path.join(dataDir, 'r') })
  browser = await chromium.launch(chromiumLaunchOptions())
  context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const link = invite({ DATA_DIR: dataDir, DATABASE_URL: '' }, port, 'myynti@example.fi', 'myynti')
  sales = await signUp(context, link, 'Anna Myyjä', LABELS)
  await expect(sales.getByRole('heading', { name: L.title, level: 2 })).toBeVisible({ timeout: 30_000 })
})

test.afterAll(async () => {
  await context?.close()
  await browser?.close()
  await studio?.stop()
  await leads?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const weekUrl = (at: number) => `http://localhost:${port}/yhteydenotot/viikko?alkaa=${mondayOf(dateOf(at))}`
const visitLink = (page: Page) => page.locator('.studio-week__visit a', { hasText: 'Emma Smith' })

test('myynti sees the booked visit in its week, opens it by keyboard and moves it; the week shows the new time', async () => {
  await sales.getByRole('button', { name: L.tabs.week }).click()
  await expect(sales).toHaveURL(/\/yhteydenotot\/viikko$/)
  await sales.goto(weekUrl(booked))
  await expect(sales.getByRole('heading', { name: /Arviokäynnit, viikko \d+/ })).toBeVisible({ timeout: 30_000 })
  await expect(visitLink(sales)).toContainText(visitClockText(booked, 'fi'))
  expect((await axe(sales).analyze()).violations).toEqual([])
  await sales.screenshot({ path: path.join(SHOTS, 'week-1366.png'), fullPage: true })

  await visitLink(sales).focus()
  await sales.keyboard.press('Enter')
  const lead = sales.getByRole('article')
  await expect(lead.getByRole('heading', { name: W.lead.title })).toBeVisible()
  await expect(lead.locator('.studio-lead__visit')).toContainText(W.lead.notConfirmed)
  const answer = await call(sales, `/api/visits/lead/${leadId}`)
  const times = answer.body.times as { start: number; iso: string }[]
  const target =
    times.find((t) => dateOf(t.start) !== dateOf(booked) && mondayOf(dateOf(t.start)) === mondayOf(dateOf(booked))) ??
    times.at(-1)!
  await lead.getByLabel(W.lead.moveTo).selectOption(target.iso)
  expect((await axe(sales).analyze()).violations).toEqual([])
  await lead.getByRole('button', { name: W.lead.moveSave }).click()
  await expect(lead.getByText(W.lead.movedDone(visitStartText(target.start, 'fi')))).toBeVisible()
  await expect(lead.locator('.studio-lead__visit')).toContainText(W.lead.confirmed)
  await expect(lead.locator('.studio-lead__history')).toContainText('Anna Myyjä siirsi arviokäynnin uuteen aikaan')
  const mails = await visitMailsOf(leads, leadId)
  expect(mails.find((m) => m.kind === 'moved' && m.mail.to.address === 'emma@example.com')?.mail.subject).toContain(
    'Site visit moved',
  )

  await lead.getByRole('link', { name: W.lead.openWeek }).click()
  await expect(sales).toHaveURL(weekUrl(target.start))
  await expect(visitLink(sales)).toContainText(visitClockText(target.start, 'fi'))
  const day = sales.locator('.studio-week__day', { has: visitLink(sales) })
  await expect(day.locator('time').first()).toHaveAttribute('datetime', target.iso)
})

test('the week of the spring change says the clocks move, and at 390 px it is a list of days, axe-clean', async () => {
  await sales.goto(`http://localhost:${port}/yhteydenotot/viikko?alkaa=2027-03-22`)
  await expect(sales.getByText(W.clock.forward)).toBeVisible({ timeout: 30_000 })
  const spring = sales.locator('.studio-week__visit', { hasText: 'Kaisa Kevät' })
  await expect(spring.locator('time')).toHaveAttribute('datetime', '2027-03-26T10:00:00+02:00')
  await expect(spring).toContainText('10.00–11.00')
  await sales.screenshot({ path: path.join(SHOTS, 'week-dst-1366.png'), fullPage: true })
  await sales.setViewportSize({ width: 390, height: 844 })
  const days = sales.locator('.studio-week__day')
  const [first, second] = [await days.nth(0).boundingBox(), await days.nth(1).boundingBox()]
  // One day under the other, each the list's full width: not seven squeezed columns.
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
  expect(first!.width).toBeGreaterThan(300)
  expect(await sales.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect((await axe(sales).analyze()).violations).toEqual([])
  await sales.screenshot({ path: path.join(SHOTS, 'week-dst-390.png'), fullPage: true })
  await sales.goto(weekUrl(Date.now()))
  await expect(sales.getByRole('heading', { name: /Arviokäynnit, viikko \d+/ })).toBeVisible()
  await sales.screenshot({ path: path.join(SHOTS, 'week-390.png'), fullPage: true })
  await sales.setViewportSize({ width: 1366, height: 900 })
})

test('the calendar subscription works without a session, renewed it answers 404; the figures count the bookings', async () => {
  await sales.goto(weekUrl(Date.now()))
  await sales.getByRole('button', { name: W.feed.create }).click()
  await expect(sales.getByText(W.feed.created)).toBeVisible()
  const address = await sales.getByLabel(W.feed.address).inputValue()
  expect(address).toMatch(new RegExp(`^http://localhost:${port}/calendar/[\\w-]{43}\\.ics$`))
  const feed = await fetch(address)
  expect(feed.status).toBe(200)
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const ics = await feed.text()
  expect(ics).toContain('BEGIN:VTIMEZONE')
  expect(ics).toContain('TZID:Europe/Helsinki')
  // Her feed is the visits of her leads: none is given to her yet.
  expect(ics).not.toContain('BEGIN:VEVENT')
  expect((await axe(sales).analyze()).violations).toEqual([])
  sales.once('dialog', (d) => void d.accept())
  await sales.getByRole('button', { name: W.feed.renew }).click()
  await expect(sales.getByLabel(W.feed.address)).not.toHaveValue(address)
  expect((await fetch(address)).status).toBe(404)

  await sales.goto(`http://localhost:${port}/yhteydenotot/luvut`)
  await expect(sales.getByText(L.stats.summary('2/2 (0 %)', '2/2 (100 %)').split('. ')[1]!)).toBeVisible()
  await expect(sales.getByRole('columnheader', { name: L.stats.booked }).first()).toBeVisible()
  await sales.goto(`http://localhost:${port}/yhteydenotot/${leadId}`)
  await expect(sales.getByRole('heading', { name: W.lead.title })).toBeVisible()
  await sales.screenshot({ path: path.join(SHOTS, 'lead-visit-1366.png'), fullPage: true })
  await sales.setViewportSize({ width: 390, height: 844 })
  await sales.locator('.studio-lead__visit').scrollIntoViewIfNeeded()
  expect((await axe(sales).analyze()).violations).toEqual([])
  await sales.locator('.studio-lead__visit').screenshot({ path: path.join(SHOTS, 'lead-visit-390.png') })
  await sales.setViewportSize({ width: 1366, height: 900 })
})
