/**
 * Lighthouse (Node API, default config: mobile emulation, simulated 4G and 4x
 * CPU slowdown) on each page type, served by the production server on
 * loopback, side by side with the same page from a stripped copy of the build
 * (every <script> and modulepreload removed, stripped.ts) served by the same
 * production server from another port: the baseline the page should equal.
 * Page and stripped copy alternate (the order flips every round) so a busy
 * moment on the shared machine hits both; each figure is the median of the
 * runs. Chromium is Debian's, started here with a remote-debugging port
 * (headless=new, no sandbox, no GPU).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { LIGHTHOUSE_PAGES } from './pages.js'
import { median } from './report.js'
import { makeStrippedDist } from './stripped.js'
import { PORTS, ROOT, chromiumPath, publishedVersion, startExpress } from './support.js'

const DEBUG_PORT = PORTS.chromiumDebug
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

interface Holdback {
  category: string
  id: string
  title: string
  displayValue?: string
  /** Points of the category score this audit costs (weight share x missing score). */
  pointsLost: number
}

export interface LighthouseRun {
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferBytes: number
  /** Top failing audits by points lost, across the four categories. */
  holdbacks: Holdback[]
  /** Performance opportunities/diagnostics with the largest estimated savings. */
  opportunities: { id: string; title: string; savingsMs: number }[]
  /** Scripts by main-thread time (Lighthouse's bootup-time audit), largest first. */
  scriptTime: { url: string; totalMs: number; scriptingMs: number }[]
  benchmarkIndex: number
  warnings: string[]
}

/** Median of each figure over the runs (each figure on its own). */
interface MedianFigures {
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export interface Measured {
  runs: LighthouseRun[]
  median: MedianFigures
  /** The run with the median performance score (its audits explain the score). */
  typical: LighthouseRun
}

export interface LighthousePage {
  name: string
  path: string
  page: Measured
  /** The same HTML with every script removed, measured alternately with the page. */
  stripped: Measured
}

export interface LighthouseResult {
  runsPerPage: number
  lighthouseVersion: string
  pages: LighthousePage[]
  /** How many HTML files the stripped copy has and how many elements were removed from them. */
  strippedCopy: { pages: number; removed: number }
  /** A `--pages` run: the names of the pages whose figures are an earlier run's, kept as they were. */
  keptFromEarlier?: string[]
}

/** A `--pages` run's figures on top of the last full one: the pages measured now replace theirs, the others stay. */
export function mergeLighthouse(now: LighthouseResult, earlier: unknown): LighthouseResult {
  const before = (earlier as Partial<LighthouseResult> | undefined)?.pages
  if (!Array.isArray(before)) return now
  const measured = new Set(now.pages.map((p) => p.name))
  const kept = before.filter((p) => !measured.has(p.name))
  const order = LIGHTHOUSE_PAGES.map((p) => p.name)
  const pages = [...now.pages, ...kept].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
  return { ...now, pages, ...(kept.length ? { keptFromEarlier: kept.map((p) => p.name) } : {}) }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

async function startChromium(): Promise<{ stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'))
  const child = spawn(
    chromiumPath(),
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)
      if (res.ok) break
    } catch {
      /* starting */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('Chromium did not open its debugging port')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(profile, { recursive: true, force: true })
    },
  }
}

function holdbacks(lhr: Lhr, limit = 3): Holdback[] {
  const out: Holdback[] = []
  for (const cat of CATEGORIES) {
    const category = lhr.categories[cat]
    if (!category) continue
    const total = category.auditRefs.reduce((a, r) => a + r.weight, 0)
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      out.push({
        category: cat,
        id: ref.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        pointsLost: (ref.weight / total) * (1 - audit.score) * 100,
      })
    }
  }
  return out.sort((a, b) => b.pointsLost - a.pointsLost).slice(0, limit)
}

function opportunities(lhr: Lhr): LighthouseRun['opportunities'] {
  const metricIds = new Set([
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
    'interactive',
    'max-potential-fid',
  ])
  return Object.values(lhr.audits)
    .filter((a) => !metricIds.has(a.id) && a.score !== null && a.score < 0.9 && a.metricSavings)
    .map((a) => ({
      id: a.id,
      title: a.title,
      savingsMs: (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0),
    }))
    .filter((a) => a.savingsMs > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 3)
}

/** The bootup-time audit's table: main-thread time per script URL (top 5). */
function scriptTime(lhr: Lhr): LighthouseRun['scriptTime'] {
  const details = lhr.audits['bootup-time']?.details
  if (details?.type !== 'table') return []
  return details.items
    .map((item) => ({
      url: String(item.url ?? ''),
      totalMs: Number(item.total ?? 0),
      scriptingMs: Number(item.scripting ?? 0),
    }))
    .filter((i) => i.url && i.totalMs > 0)
    .map((i) => ({ ...i, url: /^https?:/.test(i.url) ? new URL(i.url).pathname : i.url }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, 5)
}

async function runOnce(url: string): Promise<{ run: LighthouseRun; version: string }> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
  return {
    version: lhr.lighthouseVersion,
    run: {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      transferBytes: num('total-byte-weight'),
      holdbacks: holdbacks(lhr),
      opportunities: opportunities(lhr),
      scriptTime: scriptTime(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
    },
  }
}

async function runWithRetry(url: string, label: string): Promise<{ run: LighthouseRun; version: string }> {
  console.log(`[bench] lighthouse ${label}`)
  // A loaded machine sometimes breaks the trace (NO_NAVSTART, NO_FCP): try that run again, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url)
    } catch (error) {
      if (attempt >= 3) throw error
      console.warn(`[bench] ${(error as Error).message}: running it again`)
    }
  }
}

export function summarize(runs: LighthouseRun[]): Measured {
  const perf = runs.map((r) => r.scores.performance)
  const mid = median(perf)
  // The run closest to the median performance score (ties: the lower TBT).
  const typical = [...runs].sort(
    (a, b) => Math.abs(a.scores.performance - mid) - Math.abs(b.scores.performance - mid) || a.tbtMs - b.tbtMs,
  )[0]!
  return {
    runs,
    median: {
      performance: mid,
      fcpMs: median(runs.map((r) => r.fcpMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
    },
    typical,
  }
}

/** The pages to measure, each at its address (a translation's own); `only`: those whose name contains it. */
function pagesToMeasure(only: string | undefined): { name: string; path: string }[] {
  const pages = LIGHTHOUSE_PAGES.filter((p) => !only || p.name.toLowerCase().includes(only.toLowerCase()))
  if (!pages.length) throw new Error(`--pages "${only}": no page's name contains it`)
  return pages.map(({ name, path: finnish, lang }) => {
    const at = lang ? publishedVersion(finnish, lang) : finnish
    if (!at) throw new Error(`${name}: ${finnish} has no published ${lang} version`)
    return { name, path: at }
  })
}

export async function benchLighthouse(opts: { runs?: number; only?: string } = {}): Promise<LighthouseResult> {
  const runs = opts.runs ?? 3
  const measured = pagesToMeasure(opts.only)
  const stripped = makeStrippedDist(ROOT)
  console.log(
    `[bench] stripped copy: ${stripped.removed} script/modulepreload elements removed from ${stripped.pages} HTML files`,
  )
  const started: { stop(): Promise<void> }[] = []
  try {
    const chrome = await startChromium()
    started.push(chrome)
    const express = await startExpress(PORTS.lighthouseExpress)
    started.push(express)
    const bare = await startExpress(PORTS.lighthouseStripped, stripped.dir)
    started.push(bare)
    const collected = measured.map(() => ({ page: [] as LighthouseRun[], stripped: [] as LighthouseRun[] }))
    let version = ''
    for (let round = 0; round < runs; round++) {
      for (const [i, p] of measured.entries()) {
        // Flip the order every round (and per page) so neither side always runs first.
        const order = (round + i) % 2 === 0 ? (['page', 'stripped'] as const) : (['stripped', 'page'] as const)
        for (const side of order) {
          const base = side === 'page' ? express.url : bare.url
          const r = await runWithRetry(base + p.path, `${p.name} ${p.path} ${side} (${round + 1}/${runs})`)
          collected[i]![side].push(r.run)
          version = r.version
        }
      }
    }
    const pages = measured.map((p, i) => ({
      name: p.name,
      path: p.path,
      page: summarize(collected[i]!.page),
      stripped: summarize(collected[i]!.stripped),
    }))
    return {
      runsPerPage: runs,
      lighthouseVersion: version,
      pages,
      strippedCopy: { pages: stripped.pages, removed: stripped.removed },
    }
  } finally {
    for (const s of started.reverse()) await s.stop()
    stripped.remove()
  }
}
