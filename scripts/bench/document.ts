/**
 * Turns the stored results (docs/benchmarks/results.json) into
 * docs/benchmarks.md. Pure: results in, Markdown out.
 */
import type { AssetsResult, PageAssets } from './assets.js'
import type { BuildResult } from './build.js'
import type { LighthousePage, LighthouseResult } from './lighthouse.js'
import { SERVICE_PAGE } from './pages.js'
import { compareToTarget, formatBytes, formatMs, markdownTable, ratioLabel, targetLabel, type Target } from './report.js'
import type { ServerResult } from './server.js'
import type { Machine, Results } from './support.js'

const KB = 1024

/** The targets of issue 8 and decision 080. */
export const TARGETS = {
  performance: { limit: 90, kind: 'min' },
  accessibility: { limit: 95, kind: 'min' },
  'best-practices': { limit: 95, kind: 'min' },
  seo: { limit: 95, kind: 'min' },
  lcpMs: { limit: 2500, kind: 'max', format: formatMs },
  tbtMs: { limit: 200, kind: 'max', format: formatMs },
  cls: { limit: 0.1, kind: 'max', format: (v: number) => v.toFixed(3) },
  transferBytes: { limit: 500 * KB, kind: 'max', format: formatBytes },
  serviceJsGzip: { limit: 90 * KB, kind: 'max', format: formatBytes },
  buildSeconds: { limit: 30, kind: 'max', format: (v: number) => `${v.toFixed(1)} s` },
  expressToNginx: { limit: 0.5, kind: 'min', format: (v: number) => `${v.toFixed(2)}×` },
} satisfies Record<string, Target>

function machineLine(m: Machine): string {
  return `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.os}, Node ${m.node}, ${m.chromium}.`
}

const SCORE_KEYS = ['performance', 'accessibility', 'best-practices', 'seo'] as const

function lighthouseSection(r: LighthouseResult, m: Machine): string {
  const row = (p: LighthousePage) => {
    const x = p.median
    return [
      `${p.name} \`${p.path}\``,
      ...SCORE_KEYS.map((k) => x.scores[k]),
      formatMs(x.lcpMs),
      formatMs(x.tbtMs),
      x.cls.toFixed(3),
      formatBytes(x.transferBytes),
      p.performanceScores.join(' / '),
      Math.round(x.benchmarkIndex),
    ]
  }
  const header = ['Page', 'Perf.', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'Transferred', 'Perf. of each run', 'CPU index']
  const align = header.map((_, i) => (i === 0 || i === 9 ? 'left' : 'right') as 'left' | 'right')
  const targetRow = ['**Target**', ...SCORE_KEYS.map((k) => targetLabel(TARGETS[k])), targetLabel(TARGETS.lcpMs), targetLabel(TARGETS.tbtMs), targetLabel(TARGETS.cls), targetLabel(TARGETS.transferBytes), '', '']

  const misses: string[] = []
  for (const p of r.pages) {
    const x = p.median
    const checks: [string, number, Target][] = [
      ...SCORE_KEYS.map((k) => [k, x.scores[k], TARGETS[k]] as [string, number, Target]),
      ['LCP', x.lcpMs, TARGETS.lcpMs],
      ['TBT', x.tbtMs, TARGETS.tbtMs],
      ['CLS', x.cls, TARGETS.cls],
      ['transferred', x.transferBytes, TARGETS.transferBytes],
    ]
    const missed = checks.filter(([, v, t]) => compareToTarget(v, t).startsWith('**missed**')).map(([label, v, t]) => `${label} ${compareToTarget(v, t).replace('**missed** ', 'missed ')}`)
    misses.push(`| ${p.name} | ${missed.length ? missed.join('; ') : 'all targets met'} |`)
  }

  const holds = r.pages.map((p) => {
    const hb = p.median.holdbacks.map((h) => `${h.title}${h.displayValue ? ` (${h.displayValue})` : ''} [${h.category}, −${h.pointsLost.toFixed(1)} pts]`)
    const opp = p.median.opportunities.map((o) => `${o.title} (~${formatMs(o.savingsMs)})`)
    return [p.name, hb.join('<br>') || 'none', opp.join('<br>') || 'none']
  })

  return [
    '## Lighthouse (mobile)',
    '',
    machineLine(m),
    `Lighthouse ${r.lighthouseVersion}, Node API, default mobile config (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown),`,
    'Debian Chromium `--headless=new --no-sandbox --disable-gpu`, pages from the production server (`server/index.ts`) on loopback.',
    `${r.runsPerPage === 1 ? 'One run per page.' : `${r.runsPerPage} runs per page; every figure in a row comes from the run with the median performance score (the performance score of each run is listed).`}`,
    'The baseline is a minimal static HTML page (no script, no stylesheet, no image) served by nginx in the same run: what this machine itself scores.',
    '"CPU index" is Lighthouse\'s benchmarkIndex of the run (higher is faster; a quiet laptop gives ~1500-2500): on this shared 2-core machine it swings widely, and TBT and the performance score swing with it.',
    '',
    markdownTable(header, [row(r.baseline), ...r.pages.map(row), targetRow], align),
    '',
    '### Where a target is missed',
    '',
    '| Page | Missed targets (by how much) |',
    '|---|---|',
    ...misses,
    '',
    '### What holds each score back',
    '',
    'Top 3 failing audits by points lost (the audit\'s weight in its category × the share of its score that is missing), and the performance audits with the largest estimated savings.',
    '',
    markdownTable(['Page', 'Top failing audits', 'Largest performance savings'], holds),
    '',
  ].join('\n')
}

function sizes3(s: { raw: number; gzip: number; brotli: number }): string[] {
  return [formatBytes(s.raw), formatBytes(s.gzip), formatBytes(s.brotli)]
}

function assetsSection(r: AssetsResult, m: Machine): string {
  const rows = (p: PageAssets) => [`${p.name} \`${p.path}\``, p.files.filter((f) => f.type === 'script').length, ...sizes3(p.js), ...sizes3(p.css), ratioLabel(p.js.gzip, r.reactRuntime.gzip)]
  const service = r.pages.find((p) => p.name === SERVICE_PAGE)
  const vikeGzip = r.chunks.filter((c) => c.holds.startsWith('Vike') && c.usedBy.includes(SERVICE_PAGE)).reduce((a, c) => a + c.sizes.gzip, 0)
  const chunkRows = r.chunks.map((c) => [
    `\`${c.file}\``,
    ...sizes3(c.sizes),
    c.holds,
    c.usedBy.length === r.pages.length + 1 ? 'every page' : c.usedBy.join(', ') || 'none on first load',
    c.topModules.map((mod) => `${mod.id} ${(mod.share * 100).toFixed(0)} %`).join('<br>') || '',
  ])
  return [
    '## JavaScript and CSS shipped per page type',
    '',
    machineLine(m),
    'Each page loaded once in Chromium (Playwright, fresh context, wait for network idle) from the production server; every response of type',
    'script or stylesheet is summed (modulepreloads and imports counted once). Compressed sizes are computed here with node:zlib',
    '(gzip level 9, brotli quality 11), so they do not depend on what the server sends. Code loaded later on interaction (none today) is not counted.',
    '',
    markdownTable(
      ['Page', 'JS files', 'JS raw', 'JS gzip', 'JS brotli', 'CSS raw', 'CSS gzip', 'CSS brotli', 'JS gzip vs React alone'],
      [
        ['Baseline: React + ReactDOM alone (hydrateRoot, Vite, es2022)', 1, ...sizes3(r.reactRuntime), '', '', '', '1.00×'],
        rows(r.notFound),
        ...r.pages.map(rows),
      ],
    ),
    '',
    service
      ? `**Target** JS on a service page ${targetLabel(TARGETS.serviceJsGzip)} gzip: ${formatBytes(service.js.gzip)} — ${compareToTarget(service.js.gzip, TARGETS.serviceJsGzip)}.`
      : '',
    service && vikeGzip > 0
      ? `Floor of this stack: React + ReactDOM alone (${formatBytes(r.reactRuntime.gzip)}) + the Vike client-routing chunks (${formatBytes(vikeGzip)}) = ${formatBytes(r.reactRuntime.gzip + vikeGzip)} gzip before any page code — ${compareToTarget(r.reactRuntime.gzip + vikeGzip, TARGETS.serviceJsGzip)} against the same target.`
      : '',
    '',
    '### Chunks (dist/client/assets), largest first',
    '',
    'The modules column comes from a second, throwaway build with a plugin that reads rolldown\'s per-module rendered length (before minification), so the shares are approximate.',
    '',
    markdownTable(['Chunk', 'Raw', 'Gzip', 'Brotli', 'Holds (share per library)', 'Loaded by', 'Largest modules (share of the chunk)'], chunkRows),
    '',
  ].join('\n')
}

function buildSection(r: BuildResult, m: Machine): string {
  const s = (v: number) => `${v.toFixed(1)} s`
  return [
    '## Build time',
    '',
    machineLine(m),
    'Wall time of each command run alone, one after the other (the machine is shared, so expect ±30 %).',
    '',
    markdownTable(
      ['Step', 'Wall time', 'Per prerendered page', 'Target'],
      [
        ['`npm run validate` (content validation)', s(r.validateSeconds), '', ''],
        ['`npm run types` (types from schemas)', s(r.typesSeconds), '', ''],
        [`\`npx vike build\` (client + server + prerender of ${r.prerenderedPages} pages)`, s(r.vikeBuildSeconds), formatMs(r.secondsPerPage * 1000), `${targetLabel(TARGETS.buildSeconds)}: ${compareToTarget(r.vikeBuildSeconds, TARGETS.buildSeconds)}`],
        ['Total (validate + types + build)', s(r.totalSeconds), formatMs((r.totalSeconds / r.prerenderedPages) * 1000), `${targetLabel(TARGETS.buildSeconds)}: ${compareToTarget(r.totalSeconds, TARGETS.buildSeconds)}`],
      ],
    ),
    '',
  ].join('\n')
}

function serverSection(r: ServerResult, m: Machine): string {
  const row = (label: string, f: ServerResult['express']) => [label, Math.round(f.requestsPerSecond), `${f.latencyP50} ms`, `${f.latencyP90} ms`, `${f.latencyP99} ms`, `${f.latencyMax} ms`, formatBytes(f.bytesPerResponse), f.requests, f.non2xx + f.errors]
  return [
    '## Server throughput',
    '',
    machineLine(m),
    `\`GET ${r.page}\` with \`Accept-Encoding: gzip\`, autocannon in the benchmark process (a second process on loopback), ${r.connections} connections for ${r.durationSeconds} s after a 2 s warm-up, one server at a time.`,
    `Express: \`node --import tsx server/index.ts\` (helmet, compression, prerendered file). Baseline: ${r.nginxVersion}, one worker, \`gzip on\` at level 6 (as the compression middleware), the same dist/client folder.`,
    '',
    markdownTable(['Server', 'Requests/s', 'p50', 'p90', 'p99', 'max', 'Bytes/response', 'Requests', 'Non-2xx + errors'], [row('Express (server/index.ts)', r.express), row('nginx (baseline)', r.nginx)]),
    '',
    `**Ratio express/nginx: ${r.ratio.toFixed(2)}×** — target ${targetLabel(TARGETS.expressToNginx)}: ${compareToTarget(r.ratio, TARGETS.expressToNginx)}.`,
    '',
  ].join('\n')
}

function contactSection(markdown: string): string {
  // The contact benchmark writes its own page; here its heading becomes a section heading.
  return markdown.replace(/^# Benchmark: /m, '## Contact API: ').replace(/\n{3,}/g, '\n\n')
}

/** `notes`: hand-written reading of the figures (docs/benchmarks/notes.md), appended as is. */
export function renderBenchmarks(results: Results, notes?: string): string {
  const parts: string[] = [
    '# Benchmarks',
    '',
    'Figures, not pass/fail: `npm run bench` measures everything below on the machine it runs on and rewrites this file',
    '(`npm run bench -- lighthouse` or `assets`, `build`, `server`, `contact` runs one part and keeps the others\' last figures;',
    'the raw figures are in docs/benchmarks/results.json). Each section names its machine and date. Every figure stands beside a',
    'baseline measured in the same run and, where issue 8 or decision 080 sets one, a target.',
    '',
  ]
  const summary: string[][] = []
  const b = results.build?.data as BuildResult | undefined
  const a = results.assets?.data as AssetsResult | undefined
  const s = results.server?.data as ServerResult | undefined
  const l = results.lighthouse?.data as LighthouseResult | undefined
  const svcJs = a?.pages.find((p) => p.name === SERVICE_PAGE)?.js.gzip
  if (svcJs !== undefined) summary.push(['JS on a service page (gzip)', formatBytes(svcJs), targetLabel(TARGETS.serviceJsGzip), compareToTarget(svcJs, TARGETS.serviceJsGzip)])
  if (b) summary.push(['`vike build` with prerender', `${b.vikeBuildSeconds.toFixed(1)} s`, targetLabel(TARGETS.buildSeconds), compareToTarget(b.vikeBuildSeconds, TARGETS.buildSeconds)])
  if (s) summary.push(['Express / nginx requests per second', `${s.ratio.toFixed(2)}×`, targetLabel(TARGETS.expressToNginx), compareToTarget(s.ratio, TARGETS.expressToNginx)])
  if (l) {
    for (const k of SCORE_KEYS) {
      const worst = Math.min(...l.pages.map((p) => p.median.scores[k]))
      summary.push([`Lighthouse ${k} (lowest page)`, String(worst), targetLabel(TARGETS[k]), compareToTarget(worst, TARGETS[k])])
    }
  }
  if (summary.length) parts.push('## Summary', '', markdownTable(['Figure', 'Value', 'Target', 'Result'], summary), '')
  if (l && results.lighthouse) parts.push(lighthouseSection(l, results.lighthouse.machine))
  if (a && results.assets) parts.push(assetsSection(a, results.assets.machine))
  if (b && results.build) parts.push(buildSection(b, results.build.machine))
  if (s && results.server) parts.push(serverSection(s, results.server.machine))
  const c = results.contact?.data as { markdown: string } | undefined
  if (c) parts.push(contactSection(c.markdown))
  if (notes) parts.push(notes)
  return parts.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd() + '\n'
}
