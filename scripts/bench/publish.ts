/**
 * npm run bench -- publish: the studio on the server going live, on loopback through
 * deploy/'s nginx (tests/support/studio-stack.ts, the stack the e2e test uses).
 *  - Baseline: the plain `npm run build` of the same tree, before and after the publish (their mean).
 *  - Publish to live: POST /api/publish of one saved change until nginx serves the new text.
 *  - Rollback to live: POST /api/releases/rollback until nginx serves the old text again.
 *  - During both, a client asks nginx for pages and every asset each page names, 50 requests a
 *    second; any answer but 200, and any asset a page names that is not there, is counted.
 *  - Sign-in to the first usable screen (the document list): the passkey made and signed in, then the
 *    signed-in studio opened again three times.
 */
import { get } from 'node:https'
import { chromium, type Page } from '@playwright/test'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { CHROMIUM_ARGS } from '../../tests/support/chromium.js'
import { spkiHash, startStudioStack, type StudioStack, virtualAuthenticator } from '../../tests/support/studio-stack.js'
import { median } from './report.js'
import { chromiumPath, PORTS, timeCommand } from './support.js'

export interface PublishBenchResult {
  buildSeconds: number
  publishSeconds: number
  rollbackSeconds: number
  /** Requests the 50/s client made during the publish and the rollback, and what went wrong. */
  requests: number
  /** GETs sent again after their kept-alive connection was closed by nginx's reload (as browsers do). */
  retried: number
  errors: string[]
  missingAssets: string[]
  signInToUsableMs: number[]
}

const KITCHEN = 'pages-data/services/keittion-remontti.json'
const ROUTES = ['/', '/palvelu/keittion-remontti', '/en/services/kitchen-renovation', '/ru', '/yhteystiedot']
const CRUMB = 'Keittiöremontti julkaistu mittauksessa'

/** A GET through the kept-alive pool, or on a `fresh` connection of its own. */
function fetchText(url: string, fresh = false): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    get(url, { rejectUnauthorized: false, ...(fresh ? { agent: false } : {}) }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
    }).on('error', (e) => resolve({ status: 0, text: String(e) }))
  })
}

/** 50 requests a second: pages in turn, and after each page every /assets/ file it names. */
function visitorLoad(siteUrl: string) {
  const queue: { path: string; asset: boolean }[] = []
  const result = { requests: 0, retried: 0, errors: [] as string[], missingAssets: [] as string[] }
  let next = 0
  const timer = setInterval(() => {
    if (!queue.length) queue.push({ path: ROUTES[next++ % ROUTES.length]!, asset: false })
    const item = queue.shift()!
    result.requests++
    // A GET on a kept-alive connection that nginx's reload closed is sent again, as browsers do.
    const once = (fresh = false) => fetchText(`${siteUrl}${item.path}`, fresh)
    void once()
      .then((r) => {
        if (r.status !== 0) return r
        result.retried++
        return once(true)
      })
      .then(({ status, text }) => {
        // A missing asset is a 404 of a file a page named; anything else that is not 200 is an error.
        if (status !== 200)
          (item.asset && status === 404 ? result.missingAssets : result.errors).push(`${status} ${item.path}`)
        if (item.asset || status !== 200) return
        for (const m of new Set(text.match(/\/assets\/[\w./-]+\.(?:js|css|woff2)/g) ?? []))
          queue.push({ path: m, asset: true })
      })
  }, 20)
  return { result, stop: () => clearInterval(timer) }
}

async function until(what: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await what())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

function call(page: Page, url: string, body?: unknown) {
  return page.evaluate(
    async ({ url, body }) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="studio-token"]')?.content ?? ''
      const headers = { 'x-studio-token': token, 'content-type': 'application/json' }
      const init = body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) }
      const res = await fetch(url, init)
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> }
    },
    { url, body },
  )
}

async function signedIn(stack: StudioStack) {
  const trust = `--ignore-certificate-errors-spki-list=${spkiHash(stack.nginx.certificate)}`
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, trust] })
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  const page = await context.newPage()
  await virtualAuthenticator(context, page)
  await page.goto(stack.invite('mittaus@example.fi', 'omistaja'), { waitUntil: 'networkidle' })
  await page.getByLabel(STUDIO_UI.auth.yourName).fill('Mittaaja')
  // The first figure: the passkey made and signed in, to the document list on screen.
  let start = performance.now()
  await page.getByRole('button', { name: STUDIO_UI.auth.createPasskey }).click()
  await page.locator('.studio-doc').first().waitFor({ timeout: 120_000 })
  const signIns = [performance.now() - start]
  // Then the signed-in studio opened again (a new tab, the app from the server), to the list on screen.
  for (let i = 0; i < 3; i++) {
    start = performance.now()
    await page.goto(`${stack.studioUrl}/`)
    await page.locator('.studio-doc').first().waitFor({ timeout: 60_000 })
    signIns.push(performance.now() - start)
  }
  return { browser, page, signIns }
}

/** Runs `action` under the 50/s client until nginx's page passes `done`: seconds, and the client's tally. */
async function timedUnderLoad(stack: StudioStack, action: () => Promise<unknown>, done: (html: string) => boolean) {
  const load = visitorLoad(stack.siteUrl)
  await new Promise((r) => setTimeout(r, 1_000))
  const start = performance.now()
  await action()
  await until(async () => done((await fetchText(`${stack.siteUrl}/palvelu/keittion-remontti`)).text), 600_000)
  const seconds = (performance.now() - start) / 1000
  await new Promise((r) => setTimeout(r, 2_000))
  load.stop()
  await new Promise((r) => setTimeout(r, 1_000))
  return { seconds, ...load.result }
}

/** Saves one change of the kitchen page (its breadcrumb) in the signed-in studio. */
async function saveChange(page: Page, from = 'Keittiöremontti', to = CRUMB): Promise<void> {
  const doc = await call(page, `/api/document?file=${encodeURIComponent(KITCHEN)}`)
  const text = String(doc.body.text).replace(`"breadcrumb": "${from}"`, `"breadcrumb": "${to}"`)
  if (text === doc.body.text) throw new Error(`${KITCHEN}: the breadcrumb to change was not found`)
  await call(page, '/api/save', { file: KITCHEN, text, base: doc.body.version })
}

/** One publish of the saved change, timed from POST /api/publish until nginx serves `text`, with the job's steps. */
async function timedPublish(page: Page, stack: StudioStack, text: string): Promise<PublishTiming> {
  const start = performance.now()
  await call(page, '/api/publish', { files: [KITCHEN], message: 'Mittaus' })
  await until(async () => (await fetchText(`${stack.siteUrl}/palvelu/keittion-remontti`)).text.includes(text), 600_000)
  const seconds = (performance.now() - start) / 1000
  // Where the time went: the job's own steps (validate, build, check, live).
  const job = (await call(page, '/api/publish/status')).body.job as { steps?: { key: string; ms?: number }[] } | null
  const steps = (job?.steps ?? []).map((s) => `${s.key} ${((s.ms ?? 0) / 1000).toFixed(2)} s`).join(', ')
  return { seconds, steps, build: lastBuildLines(stack.lines) }
}

/** What the publish's build said of its work (the studio's 'release built' log line), for the report. */
function lastBuildLines(lines: readonly string[]): string | undefined {
  for (let i = lines.length - 1; i >= 0; i--) {
    if (!lines[i]!.includes('release built')) continue
    try {
      const build = (JSON.parse(lines[i]!) as { build?: string[] }).build ?? []
      return build.filter((l) => /incremental|validate \d/.test(l)).join(' ')
    } catch {
      return undefined
    }
  }
  return undefined
}

export interface PublishTiming {
  seconds: number
  /** The publish job's steps and their times. */
  steps: string
  /** The build's own lines: what it made again and its phases (scripts/build.ts). */
  build?: string
}

/**
 * Two publishes of a one-word change, one after the other, in the studio stack of `root` (a committed
 * repository with a build in dist/: the scaled copies of `npm run bench -- scale`), without the visitor
 * load: the first after the studio started (its build tree new, tsx's transforms of it not yet cached),
 * and the next one, as every later publish of a running studio.
 */
export async function publishOneChange(root: string): Promise<{ first: PublishTiming; next: PublishTiming }> {
  const stack = await startStudioStack(PORTS.publish, root)
  try {
    const { browser, page } = await signedIn(stack)
    try {
      await saveChange(page)
      const first = await timedPublish(page, stack, CRUMB)
      await saveChange(page, CRUMB, `${CRUMB} uudelleen`)
      const next = await timedPublish(page, stack, `${CRUMB} uudelleen`)
      return { first, next }
    } finally {
      await browser.close()
    }
  } finally {
    await stack.stop()
  }
}

export async function benchPublish(): Promise<PublishBenchResult> {
  // The baseline is the plain build before and after the publish (the mean), so a machine that gets
  // busier or quieter during the run moves both sides alike.
  const before = timeCommand('npm', ['run', 'build']).seconds
  const stack = await startStudioStack(PORTS.publish)
  let stopped = false
  try {
    const { browser, page, signIns } = await signedIn(stack)
    await saveChange(page)
    const publish = await timedUnderLoad(
      stack,
      () => call(page, '/api/publish', { files: [KITCHEN], message: 'Mittaus' }),
      (html) => html.includes(CRUMB),
    )
    const releases = (await call(page, '/api/releases')).body.releases as { id: string }[]
    const rollback = await timedUnderLoad(
      stack,
      () => call(page, '/api/releases/rollback', { id: releases[1]!.id }),
      (html) => !html.includes(CRUMB),
    )
    await browser.close()
    await stack.stop()
    stopped = true
    const after = timeCommand('npm', ['run', 'build']).seconds
    return {
      buildSeconds: (before + after) / 2,
      publishSeconds: publish.seconds,
      rollbackSeconds: rollback.seconds,
      requests: publish.requests + rollback.requests,
      retried: publish.retried + rollback.retried,
      errors: [...publish.errors, ...rollback.errors],
      missingAssets: [...publish.missingAssets, ...rollback.missingAssets],
      signInToUsableMs: signIns,
    }
  } finally {
    if (!stopped) await stack.stop()
  }
}

/** The section of docs/benchmarks.md. */
export function publishSection(r: PublishBenchResult, machine: string): string {
  const ratio = r.publishSeconds / r.buildSeconds
  const verdict = (ok: boolean) => (ok ? 'within' : '**over**')
  return [
    '## Publishing from the studio on the server',
    '',
    machine,
    '',
    '| measure | figure | baseline in the same run | budget (issue 29) | |',
    '| --- | ---: | ---: | --- | --- |',
    `| publish to live (nginx serves the new text) | ${r.publishSeconds.toFixed(1)} s | plain \`npm run build\`, mean of one before and one after: ${r.buildSeconds.toFixed(1)} s (${ratio.toFixed(2)}×) | ≤ 1.5× the build | ${verdict(ratio <= 1.5)} |`,
    `| rollback to live | ${r.rollbackSeconds.toFixed(2)} s | | ≤ 2 s | ${verdict(r.rollbackSeconds <= 2)} |`,
    `| a 50 requests/s client during both: errors, missing assets | ${r.errors.length}, ${r.missingAssets.length} of ${r.requests} (${r.retried ?? 0} sent again on a new connection after the reload closed theirs) | | none | ${verdict(!r.errors.length && !r.missingAssets.length)} |`,
    `| sign-in to the first usable screen (median of ${r.signInToUsableMs.length}: passkey made and signed in, then opened again) | ${(median(r.signInToUsableMs) / 1000).toFixed(2)} s | | ≤ 3 s | ${verdict(median(r.signInToUsableMs) <= 3000)} |`,
    '',
    ...(r.errors.length || r.missingAssets.length
      ? [`What failed: ${[...r.errors, ...r.missingAssets].slice(0, 10).join(', ')}`, '']
      : []),
  ].join('\n')
}
