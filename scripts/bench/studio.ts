/**
 * npm run bench -- studio: the authoring studio's two loops.
 *  - Preview after a keystroke: the studio on a scratch copy of pages-data,
 *    Chromium types into the kitchen page's hero title one key at a time; each
 *    figure is the time from the edit to the preview frame showing it (the
 *    studio's own data-preview-ms: serialise, POST, validate every document,
 *    render with the real sections, post into the frame).
 *  - Validation of one document with the cross-document checks
 *    (checkDocument, as the studio runs it on every edit), in process.
 *  - Saving with the full validation: POST /api/save of the edited
 *    page as the studio's page sends it (token, version), round trip in the browser.
 *  - Start to first usable screen: startStudio() until the document list is on screen; the size and
 *    time of the start-up answer (/api/bootstrap), a search of the list and the opening of documents
 *    found by it (the list by need, decision 322).
 *  - Beside them, the full `npm run validate` (a process of its own, as authors run it).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../tests/support/chromium.js'
import { startStudio } from '../../src/studio/server.js'
import { checkDocument, loadContentSource } from '../../src/studio/validate-document.js'
import { median, percentile } from './report.js'
import { PORTS, ROOT, chromiumPath, timeCommand } from './support.js'

export interface StudioBenchResult {
  document: string
  keystrokes: number
  previewMedianMs: number
  previewP95Ms: number
  validations: number
  validateMedianMs: number
  validateP95Ms: number
  fullValidateSeconds: number
  saves: number
  saveMedianMs: number
  saveP95Ms: number
  startToUsableMs: number
}

const DOC = 'pages-data/services/keittion-remontti.json'

function validateOne(runs: number): number[] {
  const source = loadContentSource()
  const text = readFileSync(path.join(ROOT, DOC), 'utf8')
  checkDocument(source, DOC, text) // compile the schemas once, as the running studio has
  return Array.from({ length: runs }, (_, i) => {
    const edited = text.replace('"title": "Keittiöremontti kiinteään hintaan"', `"title": "Keittiöremontti ${i}"`)
    const start = performance.now()
    checkDocument(source, DOC, edited)
    return performance.now() - start
  })
}

/** Saves of the open document as the studio's page sends them: each round trip, validation and write included. */
function timeSaves(page: Page, saves: number): Promise<number[]> {
  return page.evaluate(
    async ({ file, saves }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? ''
      const headers = { 'x-studio-token': token, 'content-type': 'application/json' }
      const doc = (await (await fetch(`/api/document?file=${encodeURIComponent(file)}`)).json()) as {
        text: string
        version: string
      }
      let base = doc.version
      const times: number[] = []
      for (let i = 0; i < saves; i++) {
        const text = doc.text.replace(/"title": "([^"]*)"/, `"title": "$1 ${i}"`)
        const start = performance.now()
        const res = await fetch('/api/save', { method: 'POST', headers, body: JSON.stringify({ file, text, base }) })
        const body = (await res.json()) as { version?: string }
        times.push(performance.now() - start)
        if (!res.ok || !body.version) throw new Error(`save ${i} failed: ${res.status}`)
        base = body.version
      }
      return times
    },
    { file: DOC, saves },
  )
}

async function previewAfterKeystroke(keystrokes: number, saves: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'remontti-bench-studio-'))
  cpSync(path.join(ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'))
  try {
    return await studioLoops(root, keystrokes, saves)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

/** The start-up answer's size (bytes) and time (request to its last byte, ms), read from the page's own timing. */
async function startupAnswer(page: Page) {
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/api/bootstrap')) as
      | PerformanceResourceTiming
      | undefined
    return { bytes: entry?.decodedBodySize ?? 0, ms: entry ? entry.responseEnd - entry.requestStart : 0 }
  })
}

/** Typing `query` into the list's search until only `file` is listed (the server's answer or the page's filter). */
async function timeSearch(page: Page, query: string, file: string): Promise<number> {
  const start = performance.now()
  await page.locator('#studio-search').fill(query)
  await page.waitForFunction(
    (f) =>
      document.querySelectorAll('.studio-doc').length === 1 && document.querySelector(`.studio-doc[data-file="${f}"]`),
    file,
    { polling: 'raf', timeout: 30_000 },
  )
  const ms = performance.now() - start
  await page.locator('#studio-search').fill('')
  await page.waitForFunction(() => document.querySelectorAll('.studio-doc').length > 1, undefined, { polling: 'raf' })
  return ms
}

/** A click on a listed document until its title heads the editor and its preview shows a heading. */
async function timeOpen(page: Page, file: string): Promise<number> {
  const start = performance.now()
  const title = (await page.locator(`.studio-doc[data-file="${file}"] .studio-doc__title`).textContent()) ?? ''
  await page.locator(`.studio-doc[data-file="${file}"]`).click()
  await page.locator('#studio-doc-title', { hasText: title.trim() }).waitFor({ timeout: 30_000 })
  await page.frameLocator('.studio-preview__frame').locator('h1').waitFor({ timeout: 30_000 })
  return performance.now() - start
}

/** The services opened before the kitchen page: the first listed ones, found by search, each opened once. */
const OPENED = ['wc-remontti', 'kattojen-korjaus', 'saunaremontit', 'yrityspalvelut']

/** Start-up answer, search and open of the list; ends with the kitchen page open. */
async function listFigures(page: Page) {
  const startup = await startupAnswer(page)
  const searches: number[] = []
  const opens: number[] = []
  for (const slug of [...OPENED, 'keittion-remontti']) {
    const file = `pages-data/services/${slug}.json`
    searches.push(await timeSearch(page, `services/${slug}.json`, file))
    await page.locator('#studio-search').fill(`services/${slug}.json`)
    await page.locator(`.studio-doc[data-file="${file}"]`).waitFor()
    opens.push(await timeOpen(page, file))
  }
  return { startupBytes: startup.bytes, startupMs: startup.ms, searches, opens }
}

/**
 * The studio on `root`'s pages-data/ (public/ beside it; the documents are edited and saved): start to
 * the document list, `keystrokes` previews of the kitchen page's hero title, then `saves` saves.
 */
export async function studioLoops(root: string, keystrokes: number, saves: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const started = performance.now()
  const studio = await startStudio({ port: PORTS.studio, contentDir: path.join(root, 'pages-data') })
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } })
    await page.goto(studio.url)
    await page.locator('.studio-doc').first().waitFor()
    const startToUsableMs = performance.now() - started
    const list = await listFigures(page)
    const frame = page.frameLocator('.studio-preview__frame')
    const hero = (
      JSON.parse(readFileSync(path.join(root, DOC), 'utf8')) as { sections: { type: string }[] }
    ).sections.findIndex((s) => s.type === 'hero')
    const field = page.locator(`#sections_${hero}_title`)
    await field.click()
    await field.press('End')
    const timings: number[] = []
    let expected = await field.inputValue()
    for (let i = 0; i < keystrokes; i++) {
      const key = 'abcdefghijklmnopqrstuvwxyz'[i % 26]!
      expected += key
      await page.keyboard.press(key)
      await frame.locator('h1', { hasText: expected }).waitFor({ timeout: 10_000 })
      await page.waitForFunction(() => document.querySelector('[data-preview-ms]') !== null)
      timings.push(Number(await page.locator('[data-preview-ms]').getAttribute('data-preview-ms')))
    }
    return { timings, saves: await timeSaves(page, saves), startToUsableMs, ...list }
  } finally {
    await browser.close()
    await studio.close()
  }
}

export async function benchStudio({ keystrokes = 40, validations = 50, saves = 30 } = {}): Promise<StudioBenchResult> {
  const { timings: preview, saves: saveTimes, startToUsableMs } = await previewAfterKeystroke(keystrokes, saves)
  const validate = validateOne(validations)
  const full = timeCommand(process.execPath, ['--import', 'tsx', 'scripts/validate-content.ts'])
  return {
    document: DOC,
    keystrokes,
    previewMedianMs: median(preview),
    previewP95Ms: percentile(preview, 95),
    validations,
    validateMedianMs: median(validate),
    validateP95Ms: percentile(validate, 95),
    fullValidateSeconds: full.seconds,
    saves,
    saveMedianMs: median(saveTimes),
    saveP95Ms: percentile(saveTimes, 95),
    startToUsableMs,
  }
}
