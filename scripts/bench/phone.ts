/**
 * npm run bench -- phone: a homeowner on a phone over a slow network.
 * Playwright with Debian's Chromium, 390x844 (touch), through CDP:
 * Network.emulateNetworkConditions (400 kbps down and up, 400 ms added to each
 * round trip) and Emulation.setCPUThrottlingRate 4. Each run is a fresh
 * context (nothing cached) of a returning visitor (a stored consent record,
 * so the banner does not cover the page), on the service page with a
 * calculator. Median of --phone-runs runs (default 5):
 *  (a) a tap on "Ilmainen konsultaatio" in the call bar at first paint ->
 *      the contact dialog open (the frame after it is open);
 *  (b) the calculator's first tap ("Keittiöremontti avaimet käteen") 3 s after the load event ->
 *      the price updated (the frame after the new range is in the DOM);
 *  (c) Interaction to Next Paint of a tap on the menu, on "Ilmainen
 *      konsultaatio" and on a calculator option, once the calculator is
 *      interactive: the longest 'event' entry of that interaction
 *      (PerformanceObserver, durationThreshold 16; none reported: under 16 ms);
 *  (d) the load's long tasks: every task over 50 ms (PerformanceObserver 'longtask', from
 *      the document's start) until the calculator is interactive and 1 s after, beside the same page
 *      of the stripped copy (every script removed, stripped.ts) 5 s after its load event: the longest;
 *      and the longest single script run in that time (Long Animation Frames' script entries), which
 *      is what the scripts themselves cost, apart from the HTML's parsing, style and layout.
 * Times are the page's own clock: from the tap's pointerdown timeStamp.
 * Baselines in the same run: every figure unthrottled (desktop CPU, loopback
 * network), and for (b) the previous behaviour too: the same build with the
 * calculator's island served as data-when="interaction" (its code fetched on
 * the visitor's first touch, as before decision 208).
 */
import { randomUUID } from 'node:crypto'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { CONSENT_STORAGE_KEY, DEFAULT_PREFERENCES } from '../../src/rules/consent-record.js'
import { createConsentRecord } from '../../src/rules/consent-choice.js'
import { CHROMIUM_ARGS } from '../../tests/support/chromium.js'
import { SERVICE_WITH_CALCULATOR } from './pages.js'
import { median } from './report.js'
import { makeStrippedDist } from './stripped.js'
import { PORTS, ROOT, chromiumPath, startExpress } from './support.js'

export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  downloadBytesPerSecond: 51_200,
  latencyMs: 400,
  cpuSlowdown: 4,
} as const

/** Wait after the load event before the calculator's first tap. */
const FIRST_TAP_AFTER_LOAD_MS = 3000
/** Longest wait for an outcome: a figure that never comes is recorded as null ("never"). */
const OUTCOME_TIMEOUT_MS = 30_000

type Side = 'phone' | 'unthrottled' | 'phone-before'
/** The load's long tasks: the page, and its stripped copy (the HTML's own work), both on the phone profile. */
type LoadSide = 'phone' | 'phone-stripped'

/** One figure per run; null: the outcome never came within OUTCOME_TIMEOUT_MS. INP 0: no entry, under 16 ms. */
export interface PhoneSeries {
  runs: (number | null)[]
  median: number | null
}

export interface PhoneResult {
  page: string
  runs: number
  profile: typeof PHONE_PROFILE
  dialogAtFirstPaint: Record<'phone' | 'unthrottled', PhoneSeries>
  calculatorFirstTap: Record<Side, PhoneSeries>
  inp: Record<'menu' | 'dialog' | 'option', Record<'phone' | 'unthrottled', PhoneSeries>>
  /** The longest task of the load, ms (0: none over 50 ms); and how many there were over 50 ms, per run (absent in older results). */
  loadLongestTask?: Record<LoadSide, PhoneSeries>
  loadLongTaskCounts?: Record<LoadSide, number[]>
  /**
   * The longest run of one script during the load (Long Animation Frames' script entries, which it
   * reports inside frames over 50 ms; 0: none), and which script it was, per run: what the page's
   * scripts themselves cost, apart from the HTML's own parsing and layout.
   */
  loadLongestScript?: PhoneSeries
  loadLongestScriptSource?: string[]
}

/** The median of the runs; a run that never came counts as longer than any other. */
export function seriesOf(runs: (number | null)[]): PhoneSeries {
  const never = runs.filter((r) => r === null).length
  if (never > runs.length / 2) return { runs, median: null }
  const values = runs.map((r) => r ?? Number.POSITIVE_INFINITY)
  return { runs, median: median(values) }
}

async function openPage(browser: Browser, base: string, side: Side): Promise<{ context: BrowserContext; page: Page }> {
  const record = createConsentRecord(DEFAULT_PREFERENCES, Date.now(), `bench-${randomUUID()}`)
  const context = await browser.newContext({
    viewport: PHONE_PROFILE.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    storageState: {
      cookies: [],
      origins: [{ origin: base, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(record) }] }],
    },
  })
  await context.route(
    (url) => url.origin !== base,
    (route) => route.abort(),
  )
  const page = await context.newPage()
  await page.addInitScript(PAGE_HELPERS)
  if (side !== 'unthrottled') await throttle(page)
  if (side === 'phone-before') await servePreviousTrigger(page, base)
  return { context, page }
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: PHONE_PROFILE.downloadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown })
}

/** The calculator's island as before decision 208: its code is fetched on the visitor's first touch. */
async function servePreviousTrigger(page: Page, base: string): Promise<void> {
  await page.route(`${base}${SERVICE_WITH_CALCULATOR.path}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(
      'data-island="section:calculator" data-when="visible"',
      'data-island="section:calculator" data-when="interaction"',
    )
    await route.fulfill({ response, body })
  })
}

/** What ends a measured tap: the contact dialog open, or the calculator's range no longer reading `before`. */
type Outcome = { kind: 'dialog' } | { kind: 'range'; before: string | null }

/**
 * The page's half, added before any page script (a string: tsx's helpers do not exist in the page).
 * watch(o): remembers the timeStamp of the next pointerdown, then checks the outcome each frame; once
 * it is there, the time of the frame after is kept. observe(): keeps the duration of every 'event'
 * entry of an interaction (PerformanceObserver, durationThreshold 16).
 */
const PAGE_HELPERS = `window.__bench = {
  tap: null, outcome: null, events: [], longTasks: [], scriptRuns: [],
  watch(o) {
    const b = window.__bench
    b.tap = null
    b.outcome = null
    addEventListener('pointerdown', (e) => { if (b.tap === null) b.tap = e.timeStamp }, { capture: true, once: true })
    const done = () => o.kind === 'dialog'
      ? document.querySelector('dialog.modal')?.open === true
      : document.querySelector('.calculator__range')?.textContent !== o.before
    const check = () => {
      if (b.tap !== null && done()) requestAnimationFrame(() => setTimeout(() => { b.outcome = performance.now() }))
      else requestAnimationFrame(check)
    }
    requestAnimationFrame(check)
  },
  observe() {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) window.__bench.events.push(e.duration)
    }).observe({ type: 'event', durationThreshold: 16 })
  },
}
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__bench.longTasks.push(Math.round(e.duration))
}).observe({ type: 'longtask', buffered: true })
new PerformanceObserver((list) => {
  for (const frame of list.getEntries())
    for (const s of frame.scripts) window.__bench.scriptRuns.push({ ms: Math.round(s.duration), source: s.sourceURL || s.invoker })
}).observe({ type: 'long-animation-frame', buffered: true })`

interface PageBench {
  tap: number | null
  outcome: number | null
  events: number[]
  longTasks: number[]
  scriptRuns: { ms: number; source: string }[]
  watch(o: Outcome): void
  observe(): void
}
type BenchWindow = { __bench: PageBench }

/** Tap to outcome in ms, or null when the outcome did not come in time. */
async function outcomeMs(page: Page): Promise<number | null> {
  try {
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.outcome !== null, null, {
      timeout: OUTCOME_TIMEOUT_MS,
    })
  } catch {
    return null
  }
  return page.evaluate(() => {
    const b = (window as unknown as BenchWindow).__bench
    return b.outcome! - b.tap!
  })
}

/** (a): navigation, first paint, then the tap. */
async function dialogAtFirstPaint(browser: Browser, base: string, side: 'phone' | 'unthrottled') {
  const { context, page } = await openPage(browser, base, side)
  try {
    await page.goto(base + SERVICE_WITH_CALCULATOR.path, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
      null,
      { polling: 20, timeout: OUTCOME_TIMEOUT_MS },
    )
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.watch({ kind: 'dialog' }))
    await page.locator('.action-bar').getByRole('button', { name: 'Ilmainen konsultaatio' }).tap()
    return await outcomeMs(page)
  } finally {
    await context.close()
  }
}

/** (b): the load event, 3 s of reading, then the calculator's first tap. */
async function calculatorFirstTap(browser: Browser, base: string, side: Side) {
  const { context, page } = await openPage(browser, base, side)
  try {
    await page.goto(base + SERVICE_WITH_CALCULATOR.path, { waitUntil: 'load', timeout: OUTCOME_TIMEOUT_MS })
    await page.waitForTimeout(FIRST_TAP_AFTER_LOAD_MS)
    const before = await page.locator('.calculator__range').textContent()
    await page.evaluate((b) => (window as unknown as BenchWindow).__bench.watch({ kind: 'range', before: b }), before)
    await page.locator('.calculator').getByRole('radio', { name: 'Keittiöremontti avaimet käteen' }).tap()
    return await outcomeMs(page)
  } finally {
    await context.close()
  }
}

/** The INP of one interaction: `act` taps and waits for its outcome; entries arrive after the next paint (0: none of 16 ms or more). */
async function interactionMs(page: Page, act: () => Promise<void>): Promise<number | null> {
  await page.evaluate(() => ((window as unknown as BenchWindow).__bench.events.length = 0))
  await act()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))),
  )
  const durations = await page.evaluate(() => [...(window as unknown as BenchWindow).__bench.events])
  return durations.length ? Math.max(...durations) : 0
}

/** Escape closes the dialog (and it stays closed: decision 185's invoker opens it, the late code does not reopen it). */
async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await page.locator('dialog.modal').waitFor({ state: 'hidden' })
}

/** (c): once the calculator is interactive, the menu, the dialog and a calculator option. */
async function interactions(browser: Browser, base: string, side: 'phone' | 'unthrottled') {
  const { context, page } = await openPage(browser, base, side)
  try {
    await page.goto(base + SERVICE_WITH_CALCULATOR.path, { waitUntil: 'load', timeout: OUTCOME_TIMEOUT_MS })
    await page.waitForSelector('site-island[data-island="section:calculator"][data-hydrated]', {
      state: 'attached',
      timeout: OUTCOME_TIMEOUT_MS,
    })
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.observe())
    const nav = page.getByRole('navigation', { name: 'Päävalikko' })
    const menu = await interactionMs(page, async () => {
      await page.getByRole('button', { name: 'Valikko' }).tap()
      await nav.waitFor({ state: 'visible' })
    })
    await page.keyboard.press('Escape')
    await nav.waitFor({ state: 'hidden' })
    const dialogBox = page.locator('dialog.modal')
    const dialog = await interactionMs(page, async () => {
      await page.locator('.action-bar').getByRole('button', { name: 'Ilmainen konsultaatio' }).tap()
      await dialogBox.waitFor({ state: 'visible' })
    })
    await closeDialog(page)
    const range = page.locator('.calculator__range')
    const before = await range.textContent()
    const option = await interactionMs(page, async () => {
      await page.locator('.calculator').getByRole('radio', { name: 'Keittiön osittainen remontti' }).tap()
      await page.waitForFunction((b) => document.querySelector('.calculator__range')?.textContent !== b, before)
    })
    return { menu, dialog, option }
  } finally {
    await context.close()
  }
}

/** After the load: the page until the calculator is interactive, then 1 s; the stripped copy (no island) 5 s. */
const STRIPPED_SETTLE_MS = 5000

/** One load's long tasks (ms), and its longest script run inside a long frame (ms, with its script). */
interface LoadTasks {
  tasks: number[]
  script: { ms: number; source: string } | null
}

/** (d): the long tasks of one load, from the document's start. */
async function loadLongTasks(browser: Browser, base: string, side: LoadSide): Promise<LoadTasks> {
  const { context, page } = await openPage(browser, base, 'phone')
  try {
    await page.goto(base + SERVICE_WITH_CALCULATOR.path, { waitUntil: 'load', timeout: OUTCOME_TIMEOUT_MS })
    if (side === 'phone') {
      await page.waitForSelector('site-island[data-island="section:calculator"][data-hydrated]', {
        state: 'attached',
        timeout: OUTCOME_TIMEOUT_MS,
      })
      await page.waitForTimeout(1000)
    } else await page.waitForTimeout(STRIPPED_SETTLE_MS)
    const { longTasks, scriptRuns } = await page.evaluate(() => (window as unknown as BenchWindow).__bench)
    const script = [...scriptRuns].sort((a, b) => b.ms - a.ms)[0] ?? null
    return { tasks: longTasks, script: script && { ...script, source: script.source.replace(base, '') } }
  } finally {
    await context.close()
  }
}

type Collected = {
  dialog: Record<'phone' | 'unthrottled', (number | null)[]>
  firstTap: Record<Side, (number | null)[]>
  inp: Record<'menu' | 'dialog' | 'option', Record<'phone' | 'unthrottled', (number | null)[]>>
  longTasks: Record<LoadSide, LoadTasks[]>
}

async function oneRun(browser: Browser, bases: Record<LoadSide, string>, into: Collected): Promise<void> {
  const base = bases.phone
  for (const side of ['phone', 'phone-stripped'] as const)
    into.longTasks[side].push(await loadLongTasks(browser, bases[side], side))
  for (const side of ['phone', 'unthrottled'] as const) {
    into.dialog[side].push(await dialogAtFirstPaint(browser, base, side))
    const inp = await interactions(browser, base, side)
    for (const what of ['menu', 'dialog', 'option'] as const) into.inp[what][side].push(inp[what])
  }
  for (const side of ['phone', 'phone-before', 'unthrottled'] as const)
    into.firstTap[side].push(await calculatorFirstTap(browser, base, side))
}

const mapValues = <K extends string, A, B>(o: Record<K, A>, f: (a: A) => B): Record<K, B> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v as A)])) as Record<K, B>

export async function benchPhone({ runs }: { runs: number }): Promise<PhoneResult> {
  const stripped = makeStrippedDist(ROOT)
  const server = await startExpress(PORTS.phone)
  const bare = await startExpress(PORTS.phoneStripped, stripped.dir)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const pair = () => ({ phone: [] as (number | null)[], unthrottled: [] as (number | null)[] })
  const collected: Collected = {
    dialog: pair(),
    firstTap: { ...pair(), 'phone-before': [] },
    inp: { menu: pair(), dialog: pair(), option: pair() },
    longTasks: { phone: [], 'phone-stripped': [] },
  }
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`[bench] phone run ${run} of ${runs}`)
      await oneRun(browser, { phone: server.url, 'phone-stripped': bare.url }, collected)
    }
  } finally {
    await browser.close()
    await bare.stop()
    await server.stop()
    stripped.remove()
  }
  const longest = (load: LoadTasks) => Math.max(0, ...load.tasks)
  return {
    page: SERVICE_WITH_CALCULATOR.path,
    runs,
    profile: PHONE_PROFILE,
    dialogAtFirstPaint: mapValues(collected.dialog, seriesOf),
    calculatorFirstTap: mapValues(collected.firstTap, seriesOf),
    inp: mapValues(collected.inp, (sides) => mapValues(sides, seriesOf)),
    loadLongestTask: mapValues(collected.longTasks, (runs) => seriesOf(runs.map(longest))),
    loadLongTaskCounts: mapValues(collected.longTasks, (runs) => runs.map((load) => load.tasks.length)),
    loadLongestScript: seriesOf(collected.longTasks.phone.map((load) => load.script?.ms ?? 0)),
    loadLongestScriptSource: collected.longTasks.phone.map((load) => load.script?.source ?? ''),
  }
}
