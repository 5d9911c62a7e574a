/**
 * npm run bench -- scale: the site at 1x, 5x and 20x its services, cities and work examples
 * (scripts/bench/scale-site.ts, each in a throwaway copy of the tree), and for each: `npm run validate`,
 * the full build (`npm run build`, with `-- --full` once the build keeps a cache), the peak memory of
 * each command's process tree (the resident sizes of every process under it, summed, sampled from
 * /proc every 100 ms), the pages built, the build after a one-word change on a service page, what a
 * visitor downloads per page (the median page's HTML and the scripts it names, gzip) and the studio
 * (start to the document list, preview after a keystroke and save, on the kitchen page), and the
 * studio's publish of a one-word change until nginx serves it (scripts/bench/publish.ts). Every figure
 * keeps the 1-minute load average when it started: the machine is shared.
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { markdownTable, median, percentile } from './report.js'
import { type PublishTiming, publishOneChange } from './publish.js'
import { scaledCopy } from './scale-site.js'
import { studioLoops } from './studio.js'

/** A figure and the load average when its measurement started. */
interface Figure {
  value: number
  load: number
}

export interface ScaleRun {
  factor: number
  /** Content files in pages-data/ (every language). */
  documents: number
  /** HTML pages in dist/client after the full build. */
  pages: number
  validateSeconds: Figure
  validatePeakMb: Figure
  buildSeconds: Figure
  /** Peak of the summed resident size of the build's process tree. */
  buildPeakMb: Figure
  /** Peak resident size of the build's largest single process. */
  buildLargestProcessMb: Figure
  /** `npm run build` again after one word of a service page changed. */
  oneWordSeconds: Figure
  oneWordPages?: number
  /** What the build said of its work after the one-word change (its "[build]" lines: pages rendered, phases). */
  oneWordLog?: string
  htmlGzipMedian: number
  scriptGzipMedian: number
  studioStartMs: Figure
  /** The studio's start-up answer (/api/bootstrap): bytes and time; search and open of the list, medians. */
  studioStartupBytes?: number
  studioStartupMs?: Figure
  studioSearchMs?: Figure
  studioOpenMs?: Figure
  previewMedianMs: Figure
  previewP95Ms: Figure
  saveMedianMs: Figure
  saveP95Ms: Figure
  /** The studio's publish of one saved change (through deploy/'s nginx) until nginx serves it: the next after another. */
  publishSeconds?: Figure
  /** The publish job's steps and their times. */
  publishSteps?: string
  /** The same, the first publish after the studio started (its build tree new). */
  firstPublishSeconds?: Figure
  firstPublishSteps?: string
}

export interface ScaleResult {
  /** The build command timed as the full build. */
  fullBuild: string
  keystrokes: number
  saves: number
  runs: ScaleRun[]
}

const load = () => Math.round(os.loadavg()[0]! * 100) / 100

/** Every process below `root` (its pid included), from /proc's parent links. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)])
    } catch {
      /* the process ended meanwhile */
    }
  }
  const out: number[] = []
  for (const queue = [root]; queue.length; ) {
    const pid = queue.pop()!
    out.push(pid)
    queue.push(...(children.get(pid) ?? []))
  }
  return out
}

const PAGE = 4096
function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE
  } catch {
    return 0
  }
}

interface Measured {
  seconds: number
  output: string
  /** Peak of the tree's summed resident size, and of its largest process, in MB. */
  peakMb: number
  largestMb: number
}

/** Runs a command in `cwd`, sampling its process tree's memory every 100 ms. Throws on a non-zero exit. */
export function measure(cmd: string, args: string[], cwd: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const child = spawn(cmd, args, { cwd, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c))
    child.stderr.on('data', (c: Buffer) => (output += c))
    let peak = 0
    let largest = 0
    const sample = () => {
      if (child.pid === undefined) return
      const sizes = processTree(child.pid).map(residentBytes)
      peak = Math.max(
        peak,
        sizes.reduce((a, b) => a + b, 0),
      )
      largest = Math.max(largest, ...sizes)
    }
    const timer = setInterval(sample, 100)
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(timer)
      const seconds = Number(process.hrtime.bigint() - start) / 1e9
      if (code !== 0) reject(new Error(`${cmd} ${args.join(' ')} failed in ${cwd} (${code})\n${output.slice(-4000)}`))
      else resolve({ seconds, output, peakMb: peak / 2 ** 20, largestMb: largest / 2 ** 20 })
    })
  })
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return e.name === 'assets' ? [] : htmlFiles(full)
    return e.name.endsWith('.html') ? [full] : []
  })
}

/** The median page's HTML and the median of the scripts each page names (src and modulepreload), gzip level 6 bytes. */
export function visitorBytes(clientDir: string): { html: number; scripts: number; pages: number } {
  const files = htmlFiles(clientDir)
  const scriptSize = new Map<string, number>()
  const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 6 }).length
  const scriptsOf = (html: string) => {
    const urls = new Set(
      [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g)].map(
        (m) => m[1]!,
      ),
    )
    let total = 0
    for (const url of urls) {
      if (!scriptSize.has(url)) {
        const file = path.join(clientDir, url)
        scriptSize.set(url, existsSync(file) ? gz(readFileSync(file)) : 0)
      }
      total += scriptSize.get(url)!
    }
    return total
  }
  const html: number[] = []
  const scripts: number[] = []
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    html.push(gz(text))
    scripts.push(scriptsOf(text))
  }
  return { html: median(html), scripts: median(scripts), pages: files.length }
}

const KITCHEN = 'pages-data/services/keittion-remontti.json'

/** One word of the kitchen page's description changed, as an author would (its translations left as they are). */
function changeOneWord(dir: string): void {
  const file = path.join(dir, KITCHEN)
  const text = readFileSync(file, 'utf8')
  const changed = text.replace('"description": "Keittiön remontit', '"description": "Keittiön uudistukset')
  if (changed === text) throw new Error(`${KITCHEN}: the word to change was not found`)
  writeFileSync(file, changed)
}

/**
 * The copy as the company's checkout: a repository of its own whose HEAD is what dist/ was built from
 * (the studio stack clones it, scripts/bench/publish.ts). node_modules is a link, kept out.
 */
function commitCopy(dir: string): void {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' })
  git('init', '--quiet')
  writeFileSync(path.join(dir, '.git/info/exclude'), 'node_modules\n')
  git('add', '-A')
  git('-c', 'user.name=Mittaus', '-c', 'user.email=mittaus@example.invalid', 'commit', '--quiet', '-m', 'scaled copy')
}

/** A publish's steps, and what its build said when the studio logged it. */
const stepsOf = (t: PublishTiming) => (t.build ? `${t.steps} (its build: ${t.build})` : t.steps)

/** Whether the tree's `npm run build` keeps a cache (scripts/build.ts): then the full build is `-- --full`. */
function fullBuildArgs(dir: string): string[] {
  const scripts = (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { scripts: { build: string } })
    .scripts
  return scripts.build.includes('scripts/build.ts') ? ['run', 'build', '--', '--full'] : ['run', 'build']
}

async function measureFactor(factor: number, keystrokes: number, saves: number): Promise<ScaleRun> {
  console.log(`[bench] scale ${factor}x: generating`)
  const { dir, documents } = scaledCopy(factor)
  try {
    const tsx = path.join(dir, 'node_modules/.bin/tsx')
    let l = load()
    console.log(`[bench] scale ${factor}x: validate (load ${l})`)
    const validate = await measure(tsx, ['scripts/validate-content.ts'], dir)
    const validateSeconds = { value: validate.seconds, load: l }
    const validatePeakMb = { value: validate.peakMb, load: l }
    l = load()
    console.log(`[bench] scale ${factor}x: full build (load ${l})`)
    const build = await measure('npm', fullBuildArgs(dir), dir)
    const sizes = visitorBytes(path.join(dir, 'dist/client'))
    changeOneWord(dir)
    const l2 = load()
    console.log(`[bench] scale ${factor}x: build after a one-word change (load ${l2})`)
    const oneWord = await measure('npm', ['run', 'build'], dir)
    const rendered = /(\d+) (?:pages? )?(?:re-?)?rendered|(\d+) HTML documents? pre-rendered/i.exec(oneWord.output)
    const l3 = load()
    console.log(`[bench] scale ${factor}x: studio (load ${l3})`)
    const studio = await studioLoops(dir, keystrokes, saves)
    const l4 = load()
    console.log(`[bench] scale ${factor}x: publish of a one-word change to live (load ${l4})`)
    commitCopy(dir)
    const publish = await publishOneChange(dir)
    return {
      factor,
      documents,
      pages: sizes.pages,
      validateSeconds,
      validatePeakMb,
      buildSeconds: { value: build.seconds, load: l },
      buildPeakMb: { value: build.peakMb, load: l },
      buildLargestProcessMb: { value: build.largestMb, load: l },
      oneWordSeconds: { value: oneWord.seconds, load: l2 },
      ...(rendered ? { oneWordPages: Number(rendered[1] ?? rendered[2]) } : {}),
      oneWordLog: oneWord.output
        .split('\n')
        .filter((line) => line.startsWith('[build]'))
        .join(' '),
      htmlGzipMedian: sizes.html,
      scriptGzipMedian: sizes.scripts,
      studioStartMs: { value: studio.startToUsableMs, load: l3 },
      studioStartupBytes: studio.startupBytes,
      studioStartupMs: { value: studio.startupMs, load: l3 },
      studioSearchMs: { value: median(studio.searches), load: l3 },
      studioOpenMs: { value: median(studio.opens), load: l3 },
      previewMedianMs: { value: median(studio.timings), load: l3 },
      previewP95Ms: { value: percentile(studio.timings, 95), load: l3 },
      saveMedianMs: { value: median(studio.saves), load: l3 },
      saveP95Ms: { value: percentile(studio.saves, 95), load: l3 },
      publishSeconds: { value: publish.next.seconds, load: l4 },
      publishSteps: stepsOf(publish.next),
      firstPublishSeconds: { value: publish.first.seconds, load: l4 },
      firstPublishSteps: stepsOf(publish.first),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function benchScale(
  opts: { factors?: number[]; keystrokes?: number; saves?: number } = {},
): Promise<ScaleResult> {
  const factors = opts.factors ?? [1, 5, 20]
  const keystrokes = opts.keystrokes ?? 30
  const saves = opts.saves ?? 20
  const runs: ScaleRun[] = []
  for (const factor of factors) runs.push(await measureFactor(factor, keystrokes, saves))
  return {
    fullBuild: `npm ${fullBuildArgs(path.resolve(import.meta.dirname, '../..')).join(' ')}`,
    keystrokes,
    saves,
    runs,
  }
}

// ---------------------------------------------------------------- report

const sec = (v: number) => `${v.toFixed(v < 10 ? 2 : 1)} s`
const ms = (v: number) => `${Math.round(v)} ms`
const mb = (v: number) => (v >= 1024 ? `${(v / 1024).toFixed(2)} GB` : `${Math.round(v)} MB`)
const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`
const ratio = (v: number, base: number) => (base > 0 ? `${(v / base).toFixed(2)}×` : '')
const isFigure = (v: unknown): v is Figure => typeof v === 'object' && v !== null && 'value' in v

type Row = [label: string, pick: (r: ScaleRun) => Figure | number, format: (v: number) => string]

/** Figure rows: each factor's figure (load average in brackets) and its ratio to the 1x figure of the same run. */
const ROWS: Row[] = [
  ['content files (every language)', (r) => r.documents, String],
  ['pages built (HTML files)', (r) => r.pages, String],
  ['`npm run validate`', (r) => r.validateSeconds, sec],
  ['validate: peak memory (process tree)', (r) => r.validatePeakMb, mb],
  ['full build', (r) => r.buildSeconds, sec],
  ['full build per page', (r) => ({ value: (r.buildSeconds.value * 1000) / r.pages, load: r.buildSeconds.load }), ms],
  ['full build: peak memory (process tree, summed)', (r) => r.buildPeakMb, mb],
  ['full build: peak memory of its largest process', (r) => r.buildLargestProcessMb, mb],
  ['`npm run build` after a one-word change on a service page', (r) => r.oneWordSeconds, sec],
  ["a page's HTML, median (gzip)", (r) => r.htmlGzipMedian, kb],
  ['the scripts a page names, median (gzip)', (r) => r.scriptGzipMedian, kb],
  ['studio: start to the document list', (r) => r.studioStartMs, ms],
  ['studio: start-up answer (/api/bootstrap)', (r) => r.studioStartupBytes ?? 0, kb],
  ['studio: start-up answer, time', (r) => r.studioStartupMs ?? { value: 0, load: 0 }, ms],
  ['studio: search of the list, median', (r) => r.studioSearchMs ?? { value: 0, load: 0 }, ms],
  ['studio: open a document from the list, median', (r) => r.studioOpenMs ?? { value: 0, load: 0 }, ms],
  ['studio: preview after a keystroke, median', (r) => r.previewMedianMs, ms],
  ['studio: preview after a keystroke, p95', (r) => r.previewP95Ms, ms],
  ['studio: save, median', (r) => r.saveMedianMs, ms],
  ['studio: save, p95', (r) => r.saveP95Ms, ms],
  [
    'publish of a one-word change to live (studio, nginx), the first after the studio started',
    (r) => r.firstPublishSeconds ?? { value: 0, load: 0 },
    sec,
  ],
  [
    'publish of a one-word change to live (studio, nginx), the next one',
    (r) => r.publishSeconds ?? { value: 0, load: 0 },
    sec,
  ],
]

function figureRows(runs: ScaleRun[]): string[][] {
  const base = runs[0]!
  return ROWS.map(([label, pick, format]) => {
    const cells = runs.map((run, i) => {
      const f = pick(run)
      const value = isFigure(f) ? f.value : f
      const b = pick(base)
      const at = isFigure(f) ? ` [${f.load}]` : ''
      return i === 0 ? `${format(value)}${at}` : `${format(value)}${at} (${ratio(value, isFigure(b) ? b.value : b)})`
    })
    return [label, ...cells]
  })
}

interface Verdict {
  budget: string
  measured: string
  ok: boolean
}

/** The budgets, judged on the largest factor of the run against its 1x. */
export function scaleVerdicts(r: ScaleResult): Verdict[] {
  const base = r.runs[0]!
  const top = r.runs.at(-1)!
  const perPage = (run: ScaleRun) => (run.buildSeconds.value * 1000) / run.pages
  const x = `${top.factor}x`
  const beyond = (top.buildPeakMb.value - base.buildPeakMb.value) / Math.max(1, top.pages - base.pages)
  return [
    {
      budget: `full build per page at ${x} ≤ 1.1× the 1x figure`,
      measured: `${ms(perPage(top))} against ${ms(perPage(base))} (${ratio(perPage(top), perPage(base))})`,
      ok: perPage(top) <= 1.1 * perPage(base),
    },
    {
      budget: `peak memory of the full build at ${x} ≤ 1.5 GB`,
      measured: `${mb(top.buildPeakMb.value)} (1x: ${mb(base.buildPeakMb.value)}; ${beyond.toFixed(2)} MB more per page beyond 1x)`,
      ok: top.buildPeakMb.value <= 1.5 * 1024,
    },
    {
      budget: `build after a one-word change at ${x} ≤ 3 s`,
      measured: sec(top.oneWordSeconds.value),
      ok: top.oneWordSeconds.value <= 3,
    },
    {
      budget: `build after a one-word change at ${x} ≤ 0.1× its full build`,
      measured: `${ratio(top.oneWordSeconds.value, top.buildSeconds.value)} of ${sec(top.buildSeconds.value)}`,
      ok: top.oneWordSeconds.value <= 0.1 * top.buildSeconds.value,
    },
    {
      budget: `publish of a one-word change to live at ${x} ≤ 5 s`,
      measured: `the next ${sec(top.publishSeconds?.value ?? Number.NaN)} (1x: ${sec(base.publishSeconds?.value ?? Number.NaN)}); the first after the studio started ${sec(top.firstPublishSeconds?.value ?? Number.NaN)}`,
      ok: (top.publishSeconds?.value ?? Number.POSITIVE_INFINITY) <= 5,
    },
    {
      budget: `studio preview p95 at ${x} ≤ 200 ms`,
      measured: `${ms(top.previewP95Ms.value)} (1x: ${ms(base.previewP95Ms.value)})`,
      ok: top.previewP95Ms.value <= 200,
    },
    {
      budget: `studio save p95 at ${x} ≤ 300 ms`,
      measured: `${ms(top.saveP95Ms.value)} (1x: ${ms(base.saveP95Ms.value)})`,
      ok: top.saveP95Ms.value <= 300,
    },
  ]
}

/** The section of docs/benchmarks.md. */
export function scaleSection(r: ScaleResult, machine: string): string {
  const header = ['measure', ...r.runs.map((run, i) => (i === 0 ? `${run.factor}x` : `${run.factor}x (to 1x)`))]
  return [
    '## Scale: the site at 1x, 5x and 20x its content',
    '',
    machine,
    `Each factor in a throwaway copy of the tree made by scripts/bench/scale-site.ts (services, cities with their sub-pages and work examples copied in every language, copies linked to copies, photos reused). Full build: \`${r.fullBuild}\`; memory: the resident sizes of every process under the command, summed, sampled every 100 ms; studio: ${r.keystrokes} keystrokes and ${r.saves} saves on ${KITCHEN}. In brackets: the 1-minute load average when the figure's measurement started.`,
    '',
    markdownTable(header, figureRows(r.runs), ['left', ...r.runs.map(() => 'right' as const)]),
    '',
    ...r.runs
      .filter((run) => run.oneWordLog)
      .map((run) => `After the one-word change at ${run.factor}x the build said: ${run.oneWordLog}`),
    ...r.runs
      .filter((run) => run.publishSteps)
      .map(
        (run) =>
          `The publish at ${run.factor}x, step by step: the first ${run.firstPublishSteps ?? '(not measured)'}; the next ${run.publishSteps}`,
      ),
    '',
    markdownTable(
      ['budget (issue 35)', 'measured', ''],
      scaleVerdicts(r).map((v) => [v.budget, v.measured, v.ok ? 'within' : '**over**']),
    ),
    '',
  ].join('\n')
}
