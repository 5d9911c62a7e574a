/**
 * Lighthouse (Node API, default config: mobile emulation, simulated 4G and 4x
 * CPU slowdown) on each page type, served by the production server on
 * loopback, and on a minimal static page served by nginx: the baseline that
 * shows what this machine itself scores. Chromium is Debian's, started here
 * with a remote-debugging port (headless=new, no sandbox, no GPU).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { PAGES } from './pages.js'
import { median } from './report.js'
import { PORTS, chromiumPath, startExpress, startNginx, type Running } from './support.js'

const DEBUG_PORT = 4218
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

export interface Holdback {
  category: string
  id: string
  title: string
  displayValue?: string
  /** Points of the category score this audit costs (weight share x missing score). */
  pointsLost: number
}

export interface LighthouseRun {
  scores: Record<Category, number>
  lcpMs: number
  tbtMs: number
  cls: number
  transferBytes: number
  /** Top failing audits by points lost, across the four categories. */
  holdbacks: Holdback[]
  /** Performance opportunities/diagnostics with the largest estimated savings. */
  opportunities: { id: string; title: string; savingsMs: number }[]
  benchmarkIndex: number
  warnings: string[]
}

export interface LighthousePage {
  name: string
  path: string
  runs: number
  /** The run with the median performance score (all figures from that one run). */
  median: LighthouseRun
  performanceScores: number[]
}

export interface LighthouseResult {
  runsPerPage: number
  lighthouseVersion: string
  pages: LighthousePage[]
  baseline: LighthousePage
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const BASELINE_HTML = `<!doctype html>
<html lang="fi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Perussivu</title>
<link rel="icon" href="data:,">
<meta name="description" content="Pienin mahdollinen staattinen sivu, jolla mitataan ympäristön oma Lighthouse-tulos.">
</head>
<body>
<main><h1>Perussivu</h1><p>Tämä sivu on vertailukohta: ei skriptejä, ei tyylitiedostoja, ei kuvia.</p></main>
</body>
</html>
`

async function startChromium(): Promise<{ stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'))
  const child = spawn(
    chromiumPath(),
    ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', 'about:blank'],
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

export function holdbacks(lhr: Lhr, limit = 3): Holdback[] {
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
  const metricIds = new Set(['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive', 'max-potential-fid'])
  return Object.values(lhr.audits)
    .filter((a) => !metricIds.has(a.id) && a.score !== null && a.score < 0.9 && a.metricSavings)
    .map((a) => ({ id: a.id, title: a.title, savingsMs: (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) + (a.metricSavings?.TBT ?? 0) }))
    .filter((a) => a.savingsMs > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 3)
}

async function runOnce(url: string): Promise<{ run: LighthouseRun; version: string }> {
  const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
  return {
    version: lhr.lighthouseVersion,
    run: {
      scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      transferBytes: num('total-byte-weight'),
      holdbacks: holdbacks(lhr),
      opportunities: opportunities(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
    },
  }
}

async function measure(server: Running, name: string, urlPath: string, runs: number): Promise<{ page: LighthousePage; version: string }> {
  const all: LighthouseRun[] = []
  let version = ''
  for (let i = 0; i < runs; i++) {
    console.log(`[bench] lighthouse ${name} ${urlPath} (${i + 1}/${runs})`)
    let r: Awaited<ReturnType<typeof runOnce>> | undefined
    // A loaded machine sometimes breaks the trace (NO_NAVSTART, NO_FCP): try that run again, twice at most.
    for (let attempt = 1; !r; attempt++) {
      try {
        r = await runOnce(server.url + urlPath)
      } catch (error) {
        if (attempt >= 3) throw error
        console.warn(`[bench] ${(error as Error).message}: running it again`)
      }
    }
    all.push(r.run)
    version = r.version
  }
  const perf = all.map((r) => r.scores.performance)
  const mid = median(perf)
  // The run closest to the median performance score (ties: the lower LCP).
  const chosen = [...all].sort((a, b) => Math.abs(a.scores.performance - mid) - Math.abs(b.scores.performance - mid) || a.lcpMs - b.lcpMs)[0]!
  return { page: { name, path: urlPath, runs, median: chosen, performanceScores: perf }, version }
}

export async function benchLighthouse(opts: { runs?: number } = {}): Promise<LighthouseResult> {
  const runs = opts.runs ?? 1
  const baselineRoot = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-'))
  writeFileSync(path.join(baselineRoot, 'index.html'), BASELINE_HTML)
  const started: { stop(): Promise<void> }[] = []
  try {
    const chrome = await startChromium()
    started.push(chrome)
    const express = await startExpress(PORTS.lighthouseExpress)
    started.push(express)
    const nginx = await startNginx(PORTS.lighthouseBaseline, baselineRoot)
    started.push(nginx)
    const baseline = await measure(nginx, 'Baseline: minimal static page (nginx)', '/', runs)
    const pages: LighthousePage[] = []
    for (const p of PAGES) pages.push((await measure(express, p.name, p.path, runs)).page)
    return { runsPerPage: runs, lighthouseVersion: baseline.version, pages, baseline: baseline.page }
  } finally {
    for (const s of started.reverse()) await s.stop()
    rmSync(baselineRoot, { recursive: true, force: true })
  }
}
