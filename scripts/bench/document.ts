/**
 * Turns the stored results (docs/benchmarks/results.json) into
 * docs/benchmarks.md. Pure: results in, Markdown out.
 */
import { validateSection, type ValidateResult } from './validate.js'
import type { AssetsResult, JsCase } from './assets.js'
import type { BuildResult } from './build.js'
import { type LanguagesResult, languagesSection } from './languages.js'
import { CALCULATOR_REFERENCE, JS_LIMITS, judgeJsCase, type JsVerdict } from './js-cases.js'
import type { LighthousePage, LighthouseResult, LighthouseRun } from './lighthouse.js'
import {
  type BudgetRow,
  compareToTarget,
  formatBytes,
  formatMs,
  markdownTable,
  targetLabel,
  type Target,
} from './report.js'
import type { ServerResult } from './server.js'
import { publicGetsBudgetRows, publicGetsSection, type PublicGetsResult } from './public-gets.js'
import type { StudioBenchResult } from './studio.js'
import { type PublishBenchResult, publishSection } from './publish.js'
import { type InboxBenchResult, inboxSection } from './inbox.js'
import { type ScaleResult, scaleSection } from './scale.js'
import type { PhoneResult } from './phone.js'
import { phoneBudgetRows, phoneSection } from './phone-report.js'
import { type Machine, machineLine, type Results } from './support.js'

/** The budgets of decision 081 and the targets kept from decision 080. */
const TARGETS = {
  staticJs: { limit: JS_LIMITS.static, kind: 'max', format: formatBytes },
  firstVisitJs: { limit: JS_LIMITS.first, kind: 'max', format: formatBytes },
  tbtMs: { limit: 50, kind: 'max', format: formatMs },
  buildSeconds: { limit: 10, kind: 'max', format: (v: number) => `${v.toFixed(1)} s` },
  accessibility: { limit: 95, kind: 'min' },
  'best-practices': { limit: 95, kind: 'min' },
  seo: { limit: 95, kind: 'min' },
  expressToNginx: { limit: 0.5, kind: 'min', format: (v: number) => `${v.toFixed(2)}×` },
  deployToExpress: { limit: 5, kind: 'min', format: (v: number) => `${v.toFixed(1)}×` },
  studioPreviewMs: { limit: 200, kind: 'max', format: formatMs },
  studioValidateMs: { limit: 50, kind: 'max', format: formatMs },
  studioSaveMs: { limit: 300, kind: 'max', format: formatMs },
  studioStartSeconds: { limit: 5, kind: 'max', format: (v: number) => `${v.toFixed(1)} s` },
} satisfies Record<string, Target>

const seconds = (v: number) => `${v.toFixed(1)} s`

/** "+12 ms", "−3", "±0": a difference page − baseline in the figure's unit. */
export function signed(value: number, format: (v: number) => string = (v) => String(Math.round(v))): string {
  const rounded = format(Math.abs(value))
  if (Number(rounded.replace(/[^\d.]/g, '')) === 0) return '±0'
  return `${value > 0 ? '+' : '−'}${rounded}`
}

/**
 * "chunk-Ab12.js 61.0 KB (React 90 %), entry-client.js 3.2 KB": the largest
 * scripts, for a "why"; `holds` says what a script URL contains when known.
 */
export function largestScripts(
  scripts: { url: string; gzip: number }[],
  count = 3,
  holds?: Map<string, string>,
): string {
  return [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((s) => {
      const what = holds?.get(s.url)
      return `${s.url.split('/').pop()} ${formatBytes(s.gzip)}${what ? ` (${what})` : ''}`
    })
    .join(', ')
}

/** Script URL -> its two largest shares ("React 90 %, our code 7 %"), from the chunk analysis. */
function chunkHolds(a: AssetsResult): Map<string, string> {
  return new Map(
    a.chunks.filter((c) => c.holds).map((c) => [`/assets/${c.file}`, c.holds.split(', ').slice(0, 2).join(', ')]),
  )
}

// ---------------------------------------------------------------- budgets

const visitorLabel = (c: JsCase) => (c.visitor === 'returning' ? 'returning visitor' : 'first visit (banner)')

function jsVerdicts(a: AssetsResult): { c: JsCase; v: JsVerdict }[] {
  const reference = a.cases.find((c) => c.id === CALCULATOR_REFERENCE)
  return a.cases.flatMap((c) => {
    const v = judgeJsCase(c, reference)
    return v ? [{ c, v }] : []
  })
}

export function jsBudgetRows(a: AssetsResult): BudgetRow[] {
  const react = `React + ReactDOM ${formatBytes(a.reactRuntime.gzip)}`
  const holds = chunkHolds(a)
  const largest = (list: { url: string; gzip: number }[]) => largestScripts(list, 3, holds)
  return jsVerdicts(a).flatMap(({ c, v }): BudgetRow[] => {
    const previous = a.previous[c.id] !== undefined ? `; previous run ${formatBytes(a.previous[c.id]!)}` : ''
    const target: Target = { limit: v.limit, kind: 'max', format: formatBytes }
    if (c.budget === 'calculator') {
      const rest = c.scripts.filter((s) => !v.island.some((i) => i.url === s.url))
      const script: Target = { limit: JS_LIMITS.calculator, kind: 'max', format: formatBytes }
      const calculatorScript: BudgetRow = {
        budget: `Calculator script (everything its island loads), ${c.name} \`${c.path}\``,
        measured: `${formatBytes(v.islandGzip)} (${v.island.length} ${v.island.length === 1 ? 'script' : 'scripts'})`,
        baseline: react,
        target: targetLabel(script),
        result: compareToTarget(v.islandGzip, script),
        why: v.islandGzip > script.limit ? `largest: ${largest(v.island)}` : '',
      }
      return [
        {
          budget: `JS before interaction, ${c.name} \`${c.path}\`, ${visitorLabel(c)}`,
          measured: `${formatBytes(c.jsGzip)} = island ${formatBytes(v.islandGzip)} + rest ${formatBytes(v.counted)}`,
          baseline: `${react}${previous}`,
          target: `island + ${targetLabel(target)}`,
          result: compareToTarget(v.counted, target),
          why: v.met
            ? `island: ${largest(v.island) || 'nothing beyond the static page'}`
            : `beyond its island the page loads ${largest(rest)}${v.island.length ? `; island: ${largest(v.island)}` : '; no script of its own (the calculator is not an island)'}`,
        },
        calculatorScript,
      ]
    }
    return [
      {
        budget: `JS before interaction, ${c.name} \`${c.path}\`, ${visitorLabel(c)}`,
        measured: `${formatBytes(c.jsGzip)} (${c.scripts.length} ${c.scripts.length === 1 ? 'script' : 'scripts'})`,
        baseline: `${react}${previous}`,
        target: targetLabel(target),
        result: compareToTarget(c.jsGzip, target),
        why: v.met ? '' : `largest: ${largest(c.scripts)}`,
      },
    ]
  })
}

/** A script of Lighthouse's bootup-time table: its file name, or "the HTML document" for the page itself. */
function scriptLabel(url: string, pagePath: string): string {
  if (url === pagePath) return 'the HTML document'
  return url.split('/').pop() || url
}

function mainThread(run: LighthouseRun, pagePath: string): string {
  const scripts = run.scriptTime.slice(0, 3).map((s) => `${scriptLabel(s.url, pagePath)} ${formatMs(s.totalMs)}`)
  return scripts.length ? `main-thread time: ${scripts.join(', ')}` : ''
}

/** Why a page scores below its stripped copy: the metrics that moved, then the scripts that kept the main thread busiest. */
function performanceWhy(p: LighthousePage): string {
  const a = p.page.median
  const b = p.stripped.median
  const moved = `vs stripped: TBT ${signed(a.tbtMs - b.tbtMs, formatMs)}, FCP ${signed(a.fcpMs - b.fcpMs, formatMs)}, LCP ${signed(a.lcpMs - b.lcpMs, formatMs)}`
  return [moved, mainThread(p.page.typical, p.path)].filter(Boolean).join('; ')
}

export function lighthouseBudgetRows(l: LighthouseResult): BudgetRow[] {
  const rows: BudgetRow[] = []
  for (const p of l.pages) {
    const page = p.page.median
    const bare = p.stripped.median
    const equal: Target = { limit: bare.performance, kind: 'min' }
    const perfMissed = page.performance < bare.performance
    rows.push({
      budget: `Lighthouse performance, ${p.name} \`${p.path}\``,
      measured: String(page.performance),
      baseline: `${bare.performance} without scripts`,
      target: `= stripped (${bare.performance})`,
      result: perfMissed
        ? compareToTarget(page.performance, equal)
        : page.performance === bare.performance
          ? 'met (equal)'
          : `met (${page.performance - bare.performance} above)`,
      why: perfMissed ? performanceWhy(p) : '',
    })
    const tbtMissed = page.tbtMs > TARGETS.tbtMs.limit
    rows.push({
      budget: `Total Blocking Time, ${p.name}`,
      measured: formatMs(page.tbtMs),
      baseline: `${formatMs(bare.tbtMs)} without scripts`,
      target: targetLabel(TARGETS.tbtMs),
      result: compareToTarget(page.tbtMs, TARGETS.tbtMs),
      why: tbtMissed
        ? [
            bare.tbtMs > TARGETS.tbtMs.limit
              ? `the stripped copy misses it too (${formatMs(bare.tbtMs)}): the machine is busy`
              : '',
            mainThread(p.page.typical, p.path),
          ]
            .filter(Boolean)
            .join('; ')
        : '',
    })
  }
  return rows
}

export function buildBudgetRow(b: BuildResult): BudgetRow {
  const previous = b.previousSeconds
  const missed = b.totalSeconds > TARGETS.buildSeconds.limit
  const rest = b.vikeBuildSeconds - b.clientSeconds - b.serverPrerenderSeconds
  return {
    budget: `\`validate\` + \`vike build\` with prerender (${b.prerenderedPages} pages)`,
    measured: `${seconds(b.totalSeconds)} (${seconds(b.validateSeconds)} + ${seconds(b.vikeBuildSeconds)})`,
    baseline: previous !== undefined ? `previous run ${seconds(previous)}` : 'no previous run',
    target: targetLabel(TARGETS.buildSeconds),
    result: compareToTarget(b.totalSeconds, TARGETS.buildSeconds),
    why: missed
      ? `validate ${seconds(b.validateSeconds)}; vike build ${seconds(b.vikeBuildSeconds)}: client bundle ${seconds(b.clientSeconds)}, server bundle + prerender ${seconds(b.serverPrerenderSeconds)}, start-up and the rest ${seconds(rest)}`
      : '',
  }
}

/** A page through nginx with the deploy/ configuration beside the Node server's own figure. */
function deployBudgetRow(r: ServerResult): BudgetRow {
  const d = r.deploy!
  return {
    budget: `\`${r.page}\` through nginx (deploy/ configuration, HTTPS, one worker) / the Node server, requests/s`,
    measured: `${d.ratioToExpress.toFixed(1)}× (${Math.round(d.figures.requestsPerSecond)} requests/s)`,
    baseline: `Node server ${Math.round(r.express.requestsPerSecond)} requests/s`,
    target: targetLabel(TARGETS.deployToExpress),
    result: compareToTarget(d.ratioToExpress, TARGETS.deployToExpress),
    why: '',
  }
}

function budgetTable(rows: BudgetRow[]): string {
  return markdownTable(
    ['Budget', 'Measured', 'Baseline (same run)', 'Target', 'Result', 'Why (when missed)'],
    rows.map((r) => [r.budget, r.measured, r.baseline, r.target, r.result, r.why]),
  )
}

// ---------------------------------------------------------------- sections

function sizeCell(s: { transferred: number | null; encoding: string | null }): string {
  if (s.transferred === null) return 'inline in the HTML'
  return `${formatBytes(s.transferred)} ${s.encoding ? s.encoding : 'uncompressed'}`
}

function assetsSection(a: AssetsResult, m: Machine): string {
  const verdicts = new Map(jsVerdicts(a).map(({ c, v }) => [c.id, v]))
  const overview = a.cases.map((c) => {
    const v = verdicts.get(c.id)
    const target =
      c.budget === 'none'
        ? ''
        : c.budget === 'calculator'
          ? `island + ${targetLabel(TARGETS.staticJs)}`
          : targetLabel(c.budget === 'first' ? TARGETS.firstVisitJs : TARGETS.staticJs)
    const result = v ? compareToTarget(v.counted, { limit: v.limit, kind: 'max', format: formatBytes }) : 'no budget'
    return [
      `${c.name} \`${c.path}\``,
      visitorLabel(c),
      c.scripts.length,
      formatBytes(c.jsGzip),
      formatBytes(c.jsRaw),
      c.budget === 'calculator' && v ? formatBytes(v.islandGzip) : '',
      a.previous[c.id] !== undefined ? formatBytes(a.previous[c.id]!) : '',
      target,
      result,
      c.bannerShown ? 'yes' : 'no',
    ]
  })
  const details = a.cases.map((c) => {
    const rows = c.scripts.map((s) => [
      `\`${s.url}\``,
      formatBytes(s.gzip),
      formatBytes(s.raw),
      sizeCell(s),
      s.transferred === null ? '' : `${s.atMs} ms`,
    ])
    return [
      `**${c.name} \`${c.path}\`, ${visitorLabel(c)}**: ${formatBytes(c.jsGzip)} gzip in ${c.scripts.length} ${c.scripts.length === 1 ? 'script' : 'scripts'}${c.loadMs !== null ? `, load event at ${c.loadMs} ms` : ''}.`,
      '',
      rows.length ? markdownTable(['Script', 'Gzip -9', 'Raw', 'Sent by the server', 'Arrived'], rows) : 'No script.',
      '',
    ].join('\n')
  })
  const chunkRows = a.chunks.map((c) => [
    `\`${c.file}\``,
    formatBytes(c.sizes.raw),
    formatBytes(c.sizes.gzip),
    c.holds,
    c.usedBy.length === a.cases.length ? 'every case' : c.usedBy.join(', ') || 'none in the first 3 s',
    c.topModules.map((mod) => `${mod.id} ${(mod.share * 100).toFixed(0)} %`).join('<br>'),
  ])
  return [
    '## JavaScript before any interaction',
    '',
    machineLine(m),
    `Each page is opened once in Chromium (Playwright, a fresh context, nothing clicked, hovered or focused) from the production server;`,
    `every script the browser receives in the first ${a.windowMs / 1000} s after navigation counts (script responses, modulepreloads included, each URL once,`,
    'and inline executable `<script>` elements of the document). **The figure is gzip -9 of each body** (node:zlib), so it does not',
    "depend on the server's compression; what the server actually sent is listed beside it. A returning visitor has a valid consent",
    'record (necessary only, made with `createConsentRecord`) in localStorage before the page loads; a first visit starts with empty',
    'storage, so the consent banner appears after 1 s. Requests to other hosts are refused (the bench runs offline).',
    `A calculator page's island is what it loads and the returning visitor's ${'`'}${a.cases.find((c) => c.id === CALCULATOR_REFERENCE)?.path ?? ''}${'`'} does not; the rest must fit the static budget.`,
    `Baseline: React + ReactDOM alone (hydrateRoot, bundled by Vite for es2022): ${formatBytes(a.reactRuntime.gzip)} gzip (${formatBytes(a.reactRuntime.raw)} raw).`,
    '',
    markdownTable(
      ['Page', 'Visitor', 'Scripts', 'JS gzip', 'JS raw', 'Island', 'Previous run', 'Target', 'Result', 'Banner shown'],
      overview,
    ),
    '',
    '### Every script, per page',
    '',
    ...details,
    '### Chunks (dist/client/assets), largest first',
    '',
    "The modules column comes from a second, throwaway build with a plugin that reads rolldown's per-module rendered length (before minification), so the shares are approximate.",
    '',
    markdownTable(
      [
        'Chunk',
        'Raw',
        'Gzip -9',
        'Holds (share per library)',
        'Loaded in the first 3 s by',
        'Largest modules (share of the chunk)',
      ],
      chunkRows,
    ),
    '',
  ].join('\n')
}

function lighthouseSection(l: LighthouseResult, m: Machine): string {
  const d = (page: number, bare: number, fmt?: (v: number) => string) => signed(page - bare, fmt)
  const rows = l.pages.map((p) => {
    const a = p.page.median
    const b = p.stripped.median
    return [
      `${p.name} \`${p.path}\``,
      `${a.performance} / ${b.performance} (${d(a.performance, b.performance)})`,
      `${formatMs(a.tbtMs)} / ${formatMs(b.tbtMs)} (${d(a.tbtMs, b.tbtMs, formatMs)})`,
      `${formatMs(a.fcpMs)} / ${formatMs(b.fcpMs)} (${d(a.fcpMs, b.fcpMs, formatMs)})`,
      `${formatMs(a.lcpMs)} / ${formatMs(b.lcpMs)} (${d(a.lcpMs, b.lcpMs, formatMs)})`,
      `${a.cls.toFixed(3)} / ${b.cls.toFixed(3)}`,
      `${p.page.runs.map((r) => r.scores.performance).join(', ')} / ${p.stripped.runs.map((r) => r.scores.performance).join(', ')}`,
      `${p.page.runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')} / ${p.stripped.runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
    ]
  })
  const others = l.pages.map((p) => {
    const t = p.page.typical
    return [
      p.name,
      ...(['accessibility', 'best-practices', 'seo'] as const).map((k) => {
        const verdict = compareToTarget(t.scores[k], TARGETS[k])
        return verdict.startsWith('met') ? String(t.scores[k]) : `${t.scores[k]}: ${verdict}`
      }),
      t.scriptTime.map((s) => `${scriptLabel(s.url, p.path)} ${formatMs(s.totalMs)}`).join('<br>') || 'none',
      t.holdbacks
        .map(
          (h) =>
            `${h.title}${h.displayValue ? ` (${h.displayValue})` : ''} [${h.category}, −${h.pointsLost.toFixed(1)} pts]`,
        )
        .join('<br>') || 'none',
    ]
  })
  return [
    '## Lighthouse (mobile): each page beside the same HTML without scripts',
    '',
    machineLine(m),
    ...(l.keptFromEarlier?.length
      ? [`(Only some pages were measured in this run; ${l.keptFromEarlier.join(', ')}: an earlier run's figures.)`]
      : []),
    `Lighthouse ${l.lighthouseVersion}, Node API, default mobile config (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), Debian Chromium`,
    '`--headless=new --no-sandbox --disable-gpu`. Pages come from the production server (`server/index.ts`) on loopback; the baseline is',
    `a copy of dist/client with every \`<script>\` element and every \`<link rel="modulepreload">\` cut out of the HTML (${l.strippedCopy.removed} elements from`,
    `${l.strippedCopy.pages} files), served by the same server on another port. Page and stripped copy alternate, the order flipping every time;`,
    `${l.runsPerPage === 1 ? 'one run each (a quick pass: medians need `--runs 3`).' : `${l.runsPerPage} runs each, and each figure is the median of its runs (figure by figure).`}`,
    "The CPU index is Lighthouse's benchmarkIndex of each run (a quiet laptop gives ~1500-2500): on a shared machine it swings, and TBT and the score with it.",
    '',
    markdownTable(
      [
        'Page',
        'Performance: page / stripped (diff)',
        'TBT',
        'FCP',
        'LCP',
        'CLS',
        'Performance of each run: page / stripped',
        'CPU index of each run: page / stripped',
      ],
      rows,
    ),
    '',
    '### Other categories and what costs the page its score',
    '',
    "From the page's run with the median performance score: the other categories against decision 080's targets (≥ 95), the scripts with the most main-thread time (Lighthouse's bootup-time), and the failing audits that cost the most points.",
    '',
    markdownTable(
      ['Page', 'Accessibility', 'Best practices', 'SEO', 'Main-thread time per script', 'Top failing audits'],
      others,
    ),
    '',
  ].join('\n')
}

function buildSection(b: BuildResult, m: Machine): string {
  const runRows = b.runs.map((r, i) => [
    `run ${i + 1}`,
    seconds(r.validateSeconds),
    seconds(r.vikeBuildSeconds),
    seconds(r.bundleSeconds[0] ?? 0),
    seconds(r.bundleSeconds[1] ?? 0),
    seconds(r.validateSeconds + r.vikeBuildSeconds),
  ])
  return [
    '## Build time',
    '',
    machineLine(m),
    "What `npm run build` runs, each step timed alone (binaries from node_modules/.bin, so npm's own start-up is not counted):",
    "`tsx scripts/validate-content.ts`, then `vike build` (client + server bundles + prerender). The split of `vike build` is Vite's",
    '"built in" time of each environment: the client bundle, then the server bundle, which includes the prerender (Vike runs it in the',
    `server build's writeBundle hook); the rest is start-up. ${b.runs.length} ${b.runs.length === 1 ? 'run' : 'runs'}, medians in the last row.`,
    '',
    markdownTable(
      [
        'Run',
        'validate',
        'vike build',
        'of which client bundle',
        'of which server bundle + prerender',
        'validate + vike build',
      ],
      [
        ...runRows,
        [
          '**median**',
          seconds(b.validateSeconds),
          seconds(b.vikeBuildSeconds),
          seconds(b.clientSeconds),
          seconds(b.serverPrerenderSeconds),
          `${seconds(b.totalSeconds)}: ${compareToTarget(b.totalSeconds, TARGETS.buildSeconds)}`,
        ],
      ],
    ),
    '',
  ].join('\n')
}

function serverSection(r: ServerResult, m: Machine): string {
  const row = (label: string, f: ServerResult['express']) => [
    label,
    Math.round(f.requestsPerSecond),
    `${f.latencyP50} ms`,
    `${f.latencyP90} ms`,
    `${f.latencyP99} ms`,
    `${f.latencyMax} ms`,
    formatBytes(f.bytesPerResponse),
    f.requests,
    f.non2xx + f.errors,
  ]
  return [
    '## Server throughput',
    '',
    machineLine(m),
    `\`GET ${r.page}\` with \`Accept-Encoding: gzip\`, ${r.client ?? 'autocannon'} as the load generator (${r.client?.startsWith('wrk') ? 'one thread, its own process' : 'in the benchmark process'}, on loopback), ${r.connections} connections for ${r.durationSeconds} s after a 2 s warm-up, one server at a time.`,
    `Express: \`node --import tsx server/index.ts\` (helmet, compression, prerendered file). Baseline: ${r.nginxVersion}, one worker, \`gzip on\` at level 6 (as the compression middleware), the same dist/client folder; the deploy/ row sends the build's precompressed .gz siblings (\`gzip_static on\`), as production does.`,
    '',
    markdownTable(
      ['Server', 'Requests/s', 'p50', 'p90', 'p99', 'max', 'Bytes/response', 'Requests', 'Non-2xx + errors'],
      [
        row('Express (server/index.ts)', r.express),
        row('nginx (baseline)', r.nginx),
        ...(r.deploy ? [row('nginx, deploy/ configuration, HTTPS', r.deploy.figures)] : []),
      ],
    ),
    '',
    `**Ratio express/nginx: ${r.ratio.toFixed(2)}×** — target ${targetLabel(TARGETS.expressToNginx)}: ${compareToTarget(r.ratio, TARGETS.expressToNginx)}.`,
    ...(r.deploy
      ? [
          '',
          'The deploy/ row: the configuration production runs (deploy/render-nginx.ts; one worker here, TLS with HTTP/1.1',
          'keep-alive, the header maps, the JSON access log; the per-address request limit lifted but consulted, as the 50',
          "connections stand for many visitors: docs/decisions/222), the same page and load. Issue 22's budget: through nginx a page at",
          `least 5× the Node server's own figure. **nginx (deploy/) / Express: ${r.deploy.ratioToExpress.toFixed(1)}×** — target ${targetLabel(TARGETS.deployToExpress)}: ${compareToTarget(r.deploy.ratioToExpress, TARGETS.deployToExpress)}.`,
        ]
      : []),
    '',
  ].join('\n')
}

function contactSection(markdown: string): string {
  // The contact benchmark writes its own page; here its heading becomes a section heading.
  return markdown.replace(/^# Benchmark: /m, '## Contact API: ').replace(/\n{3,}/g, '\n\n')
}

function studioSection(r: StudioBenchResult, m: Machine): string {
  const row = (what: string, runs: number, med: number, p95: number, target: Target) => [
    what,
    runs,
    formatMs(med),
    formatMs(p95),
    targetLabel(target),
    compareToTarget(p95, target),
  ]
  return [
    '## Authoring studio',
    '',
    machineLine(m),
    '',
    markdownTable(
      ['loop', 'runs', 'median', 'p95', 'target', 'p95 against the target'],
      [
        row(
          `preview after a keystroke (${r.document}, edit to frame)`,
          r.keystrokes,
          r.previewMedianMs,
          r.previewP95Ms,
          TARGETS.studioPreviewMs,
        ),
        row(
          'validation of one document with cross-document checks',
          r.validations,
          r.validateMedianMs,
          r.validateP95Ms,
          TARGETS.studioValidateMs,
        ),
        row(
          'saving the edited document with the full validation (POST /api/save, round trip)',
          r.saves,
          r.saveMedianMs,
          r.saveP95Ms,
          TARGETS.studioSaveMs,
        ),
      ],
      ['left', 'right', 'right', 'right', 'left', 'left'],
    ),
    '',
    `Studio start to the first usable screen (the document list on screen): ${seconds(r.startToUsableMs / 1000)}, ${targetLabel(TARGETS.studioStartSeconds)}: ${compareToTarget(r.startToUsableMs / 1000, TARGETS.studioStartSeconds)}.`,
    '',
    `Beside them, in the same run: the full \`npm run validate\` (its own process, every document) took ${seconds(r.fullValidateSeconds)}.`,
    '',
  ].join('\n')
}

/** Results of an older shape (before decision 081) are skipped, not misread. */
function isShape<T>(data: unknown, key: string): data is T {
  return typeof data === 'object' && data !== null && key in data
}

/** `notes`: hand-written reading of the figures (docs/benchmarks/notes.md), appended as is. */
export function renderBenchmarks(results: Results, notes?: string): string {
  const parts: string[] = [
    '# Benchmarks',
    '',
    'Figures, not pass/fail: `npm run bench` measures everything below on the machine it runs on and rewrites this file',
    "(`npm run bench -- assets` or `lighthouse`, `build`, `server`, `contact`, `studio`, `phone`, `publish`, `inbox`, `scale` runs one part and keeps the others' last figures;",
    '`--runs 1` is a quick pass; the raw figures are in docs/benchmarks/results.json). Each section names its machine, date and load.',
    'Every figure stands beside a baseline measured in the same run and the budget of issue 11 (decision 081) or decision 080.',
    '',
  ]
  const ad = results.assets?.data
  const ld = results.lighthouse?.data
  const bd = results.build?.data
  const a = isShape<AssetsResult>(ad, 'cases') ? ad : undefined
  const l = isShape<LighthouseResult>(ld, 'strippedCopy') ? ld : undefined
  const b = isShape<BuildResult>(bd, 'runs') ? bd : undefined
  const s = results.server?.data as ServerResult | undefined
  const rows: BudgetRow[] = []
  if (a) rows.push(...jsBudgetRows(a))
  if (l) rows.push(...lighthouseBudgetRows(l))
  if (b) rows.push(buildBudgetRow(b))
  const ph = results.phone?.data
  const phone = isShape<PhoneResult>(ph, 'calculatorFirstTap') ? ph : undefined
  if (phone) rows.push(...phoneBudgetRows(phone))
  if (s?.deploy) rows.push(deployBudgetRow(s))
  const pgd = results.publicGets?.data
  if (isShape<PublicGetsResult>(pgd, 'gets')) rows.push(...publicGetsBudgetRows(pgd))
  if (rows.length) parts.push('## Budgets', '', budgetTable(rows), '')
  if (a && results.assets) parts.push(assetsSection(a, results.assets.machine))
  if (l && results.lighthouse) parts.push(lighthouseSection(l, results.lighthouse.machine))
  if (b && results.build) parts.push(buildSection(b, results.build.machine))
  if (s && results.server) parts.push(serverSection(s, results.server.machine))
  const pg = results.publicGets?.data
  if (isShape<PublicGetsResult>(pg, 'gets') && results.publicGets)
    parts.push(publicGetsSection(pg, machineLine(results.publicGets.machine)))
  const c = results.contact?.data as { markdown: string } | undefined
  if (c) parts.push(contactSection(c.markdown))
  const v = results.validate?.data as ValidateResult | undefined
  if (v) parts.push(validateSection(v))
  const st = results.studio?.data
  if (isShape<StudioBenchResult>(st, 'previewMedianMs') && results.studio)
    parts.push(studioSection(st, results.studio.machine))
  const lg = results.languages?.data
  if (isShape<LanguagesResult>(lg, 'finnish') && results.languages)
    parts.push(languagesSection(lg, machineLine(results.languages.machine)))
  if (phone && results.phone) parts.push(phoneSection(phone, machineLine(results.phone.machine)))
  const pb = results.publish?.data
  if (isShape<PublishBenchResult>(pb, 'publishSeconds') && results.publish)
    parts.push(publishSection(pb, machineLine(results.publish.machine)))
  const ib = results.inbox?.data
  if (isShape<InboxBenchResult>(ib, 'rows') && results.inbox)
    parts.push(inboxSection(ib, machineLine(results.inbox.machine)))
  const sc = results.scale?.data
  if (isShape<ScaleResult>(sc, 'runs') && results.scale)
    parts.push(scaleSection(sc, machineLine(results.scale.machine)))
  if (notes) parts.push(notes)
  return `${parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}
