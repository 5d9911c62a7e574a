/**
 * "Arviokäynnit": the site visits' settings in the studio on the server, sharing one
 * DATA_DIR (SQLite) with the public site's server and its contact API. A "myynti" person opens the
 * tab beside the inbox, changes the visit's length, saves, reloads and finds it kept; a day off she
 * saves reaches the site's free times (GET /api/visit-slots) without a restart; a wrong time is shown
 * at its field in her words; the city page of Lappeenranta offers South Karelia's times before the
 * visitor gives a postal code (the city document's region); a content editor is refused the settings (403, in Finnish). The view
 * passes axe (WCAG 2.2 AA) at 1366 and 390 px; screenshots go to test-results/visit-settings/ (or
 * VISITS_SHOTS_DIR).
 *
 * Ports: free ones (tests/e2e/support.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { stringsFor } from '../../src/ui/strings.js'
import { chromiumLaunchOptions } from '../support/chromium.js'
import { invite, type Running, signUp, startNode, startStudioServer } from '../support/inbox-stack.js'
import { axe, freePort } from './support.js'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const V = STUDIO_UI.visits
const LABELS = { name: STUDIO_UI.auth.yourName, create: STUDIO_UI.auth.createPasskey }

let dataDir = ''
let site: Running
let studio: Running
let studioPort = 0
let browser: Browser
const contexts: BrowserContext[] = []
let sales: Page

const settingsUrl = () => `http://localhost:${studioPort}/yhteydenotot/arviokaynnit`

async function newContext() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  contexts.push(context)
  return context
}

/** A request from the signed-in page with its session's token (any method). */
function request(page: Page, url: string, method = 'GET', body?: unknown) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? ''
      const res = await fetch(url, {
        method,
        headers: { 'x-studio-token': token, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
    },
    { url, method, body },
  )
}

async function freeTimes(): Promise<Record<string, unknown[]>> {
  const answer = await fetch(`${site.url}/api/visit-slots`)
  return ((await answer.json()) as { slots: Record<string, unknown[]> }).slots
}

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'visit-settings-'))
  studioPort = await freePort()
  const sitePort = await freePort()
  site = await startNode(
    'server/index.ts',
    [],
    { DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(sitePort), TELEGRAM_BOT_TOKEN: '' },
    `http://127.0.0.1:${sitePort}`,
  )
  studio = await startStudioServer(studioPort, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RELEASES_DIR: path.join(dataDir, 'releases'),
  })
  browser = await chromium.launch(chromiumLaunchOptions())
  const link = invite({ DATA_DIR: dataDir, DATABASE_URL: '' }, studioPort, 'myynti@example.fi', 'myynti')
  sales = await signUp(await newContext(), link, 'Anna Myyjä', LABELS)
  await expect(sales.getByRole('heading', { name: STUDIO_UI.leads.title, level: 2 })).toBeVisible({ timeout: 30_000 })
})

test.afterAll(async () => {
  for (const c of contexts) await c.close()
  await browser?.close()
  await site?.stop()
  await studio?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test('myynti opens Arviokäynnit beside the inbox, changes the visit length, saves; a reload keeps it', async () => {
  await sales.getByRole('button', { name: V.open }).click()
  await expect(sales).toHaveURL(/\/yhteydenotot\/arviokaynnit$/)
  await expect(sales.getByRole('heading', { name: V.title, level: 2 })).toBeVisible()
  await expect(sales.getByText(V.neverSaved)).toBeVisible()
  // The defaults are site.json's opening hours: Monday 8-17.
  await expect(sales.getByLabel(`${V.weekdays.Monday}: ${V.opens}`)).toHaveValue('08:00')
  await expect(sales.getByLabel(`${V.weekdays.Monday}: ${V.closes}`)).toHaveValue('17:00')
  const length = sales.getByLabel(V.visitMinutes)
  await expect(length).toHaveValue('60')
  await length.fill('90')
  await expect(sales.getByText(V.unsaved)).toBeVisible()
  await sales.getByRole('button', { name: V.save, exact: true }).click()
  await expect(sales.getByRole('status')).toHaveText(V.saved)
  await sales.reload()
  await expect(sales.getByLabel(V.visitMinutes)).toHaveValue('90')
  await expect(sales.getByText(V.savedBy('Anna Myyjä', '').replace(/ \.$/, ''))).toBeVisible()
})

test('a wrong time is shown at its field in her words, and nothing is saved', async () => {
  const closes = sales.getByLabel(`${V.weekdays.Monday}: ${V.closes}`)
  await closes.fill('07:00')
  await sales.getByRole('button', { name: V.save, exact: true }).click()
  await expect(sales.getByRole('alert')).toHaveText(V.fixFirst(1))
  await expect(closes).toHaveAttribute('aria-invalid', 'true')
  await expect(closes).toBeFocused()
  const describedBy = (await closes.getAttribute('aria-describedby'))!
  await expect(sales.locator(`[id="${describedBy}"]`)).toHaveText(V.problem.order(V.weekdays.Monday, '08:00', '07:00'))
  await sales.reload()
  await expect(sales.getByLabel(`${V.weekdays.Monday}: ${V.closes}`)).toHaveValue('17:00')
})

test("a company day off saved in the studio removes that date's free times on the site", async () => {
  const before = await freeTimes()
  const day = Object.keys(before).find((d) => before[d]!.length > 0)!
  await sales.getByRole('button', { name: V.addDayOff }).first().click()
  const input = sales.getByLabel(V.dayOff(1), { exact: true })
  await expect(input).toBeFocused()
  await input.fill(day)
  // Its remove button names the day as she writes dates, never as the field keeps it.
  const [y, m, d] = day.split('-')
  await expect(sales.getByRole('button', { name: V.removeDayOff(`${Number(d)}.${Number(m)}.${y}`) })).toBeVisible()
  await sales.getByRole('button', { name: V.save, exact: true }).click()
  await expect(sales.getByRole('status')).toHaveText(V.saved)
  // The site's desk reads the settings again after its cache (a few seconds): no restart.
  await expect.poll(async () => (await freeTimes())[day]?.length ?? 0, { timeout: 20_000 }).toBe(0)
})

test("Lappeenranta's page offers South Karelia's free times before a postal code; a postal code then decides", async () => {
  const fi = stringsFor('fi').UI
  const page = await (await newContext()).newPage()
  await page.goto(`${site.url}/palvelu/lappeenranta`)
  await page.getByRole('banner').getByRole('button', { name: fi.header.consultation }).click()
  const form = page.getByRole('dialog', { name: fi.modal.consultationTitle }).locator('form.contact-form')
  await form.getByLabel(fi.contact.name).focus()
  await expect(form.locator('xpath=ancestor::*[@data-hydrated]')).toHaveCount(1)
  const southKarelia = page.waitForRequest((r) => r.url().includes('/api/visit-slots?area=etela-karjala'))
  await form.getByText(fi.booking.title, { exact: true }).click()
  await southKarelia
  await expect(form.getByTestId('slot-picker')).toBeVisible()
  await expect(form.getByText(fi.booking.postalFirst)).toHaveCount(0)
  const uusimaa = page.waitForRequest((r) => r.url().includes('/api/visit-slots?area=uusimaa'))
  await form.getByLabel(fi.booking.postalCode).fill('00100')
  await uusimaa
})

test('a content editor does not see Arviokäynnit and the API refuses them (403, in Finnish)', async () => {
  const link = invite({ DATA_DIR: dataDir, DATABASE_URL: '' }, studioPort, 'toimittaja@example.fi', 'toimittaja')
  const editor = await signUp(await newContext(), link, 'Tiina Toimittaja', LABELS)
  await expect(editor.locator('.studio-doc').first()).toBeVisible({ timeout: 30_000 })
  await expect(editor.getByRole('button', { name: V.open })).toHaveCount(0)
  for (const [method, body] of [['GET'], ['PUT', { settings: {}, version: 1 }]] as const) {
    const answer = await request(editor, '/api/visits/settings', method, body)
    expect(answer.status, method).toBe(403)
    expect(answer.body.error).toBe(STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.visits))
  }
})

test('Arviokäynnit at 1366 and 390 px passes axe (WCAG 2.2 AA); screenshots', async () => {
  const shots = process.env.VISITS_SHOTS_DIR ?? 'test-results/visit-settings'
  for (const width of [1366, 390]) {
    await sales.setViewportSize({ width, height: width > 500 ? 900 : 844 })
    await sales.goto(settingsUrl())
    await expect(sales.getByRole('heading', { name: V.title, level: 2 })).toBeVisible({ timeout: 30_000 })
    const { violations } = await axe(sales).analyze()
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
      `${width}`,
    ).toEqual([])
    await sales.screenshot({ path: path.join(shots, `visit-settings-${width}.png`), fullPage: true })
    // With a problem at its field: still clean.
    await sales.getByLabel(V.bufferAfter).fill('7')
    await sales.getByRole('button', { name: V.save, exact: true }).click()
    await expect(sales.getByLabel(V.bufferAfter)).toHaveAttribute('aria-invalid', 'true')
    const invalid = await axe(sales).analyze()
    expect(
      invalid.violations.map((v) => v.id),
      `${width} with a problem`,
    ).toEqual([])
    await sales.screenshot({ path: path.join(shots, `visit-settings-problem-${width}.png`) })
  }
})
