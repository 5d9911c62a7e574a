/**
 * Issue 22's budgets for public GETs through the Express server, each beside a
 * prerendered page in the same run: (1) requests/s and p99 of every kind of
 * public GET (a prerendered page, a work-examples category page, an old
 * ?kategoria= address that answers 301, unknown paths that answer the 404
 * page); (2) a visitor loading a page (one connection, one request after
 * another) alone, then while 50 connections hammer the heaviest of those
 * paths: the visitor's p99 beside the quiet figure. Part of `npm run bench -- server`.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

import { compareToTarget, formatMs, markdownTable, targetLabel, type Target } from './report.js'
import { startDeployNginx } from '../../tests/support/deploy-stack.js'
import { PORTS, ROOT, startExpress } from './support.js'
import { ensureWrk, wrkLoad, wrkVersion } from './wrk.js'

/** The prerendered page every figure is compared with, and the page the visitor loads. */
const BASELINE_PAGE = '/palvelu/keittion-remontti'
const VISITOR_PAGE = '/yhteystiedot'
const PUBLIC_GETS: { path: string; what: string }[] = [
  { path: BASELINE_PAGE, what: 'prerendered page (baseline)' },
  { path: '/esimerkit/katot', what: 'work examples category page' },
  { path: '/esimerkit?kategoria=Katot', what: 'old filter address (301)' },
  { path: '/esimerkit?kategoria=x', what: 'old filter address, unknown value (301)' },
  { path: '/ei-ole-olemassa', what: 'unknown path (404 page)' },
  { path: '/assets/x.js', what: 'unknown asset path (404 page)' },
]

const PUBLIC_TARGETS = {
  /** Any public GET: at least 0.8x the requests/s of a prerendered page. */
  rpsToPage: { limit: 0.8, kind: 'min', format: (v: number) => `${v.toFixed(2)}×` },
  /** The visitor's p99 under load: within 2x the quiet figure. */
  visitorP99: { limit: 2, kind: 'max', format: (v: number) => `${v.toFixed(2)}×` },
} satisfies Record<string, Target>

interface GetFigures {
  path: string
  what: string
  status: number
  requestsPerSecond: number
  latencyP50: number
  latencyP99: number
  requests: number
  errors: number
}

interface VisitorFigures {
  requestsPerSecond: number
  latencyP50: number
  latencyP99: number
  requests: number
}

export interface PublicGetsResult {
  durationSeconds: number
  connections: number
  gets: GetFigures[]
  heaviest: string
  quiet: VisitorFigures
  loaded: VisitorFigures
  /** Requests/s the hammer got while the visitor loaded pages. */
  hammerRequestsPerSecond: number
  /** The same visitor and hammer through nginx with the deploy/ configuration (HTTPS), both with wrk. */
  nginx?: { quiet: VisitorFigures; loaded: VisitorFigures; hammerRequestsPerSecond: number; client: string }
}

const HEADERS = { 'accept-encoding': 'gzip' }

function run(url: string, durationSeconds: number, connections: number) {
  return autocannon({ url, connections, duration: durationSeconds, requests: [{ method: 'GET', headers: HEADERS }] })
}

async function measureGet(base: string, get: (typeof PUBLIC_GETS)[number], d: number, c: number): Promise<GetFigures> {
  const status = (await fetch(base + get.path, { redirect: 'manual', headers: HEADERS })).status
  await run(base + get.path, 1, c) // warm-up
  const r = await run(base + get.path, d, c)
  return {
    ...get,
    status,
    requestsPerSecond: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    requests: r['2xx'] + r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

/** The visitor in its own process (scripts/bench/visitor.ts), so the load generator does not delay its requests. */
function visitor(url: string, seconds: number): Promise<VisitorFigures> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/visitor.ts', url, String(seconds)],
      { cwd: ROOT, encoding: 'utf8' },
      (error, stdout) =>
        error ? reject(error) : resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as VisitorFigures),
    )
  })
}

export async function benchPublicGets(opts: {
  durationSeconds: number
  connections: number
}): Promise<PublicGetsResult> {
  const { durationSeconds: d, connections: c } = opts
  const server = await startExpress(PORTS.express)
  try {
    const gets: GetFigures[] = []
    for (const get of PUBLIC_GETS) gets.push(await measureGet(server.url, get, d, c))
    const heaviest = gets.slice(1).reduce((a, b) => (b.requestsPerSecond < a.requestsPerSecond ? b : a)).path
    const quiet = await visitor(server.url + VISITOR_PAGE, d)
    // The visitor starts once the hammer runs (its process takes about a second to start) and stops before it.
    const [hammer, loaded] = await Promise.all([
      run(server.url + heaviest, d + 4, c),
      visitor(server.url + VISITOR_PAGE, d),
    ])
    return {
      durationSeconds: d,
      connections: c,
      gets,
      heaviest,
      quiet,
      loaded,
      hammerRequestsPerSecond: hammer.requests.average,
      nginx: ensureWrk() ? await throughNginx(heaviest, d, c) : undefined,
    }
  } finally {
    await server.stop()
  }
}

/** The visitor through nginx (deploy/ configuration, HTTPS), alone and while wrk hammers the heaviest path. */
async function throughNginx(heaviest: string, d: number, c: number): Promise<PublicGetsResult['nginx']> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-visitor-nginx-'))
  try {
    const deploy = await startDeployNginx({ portBase: PORTS.deploy, dir, upstreams: ['127.0.0.1:9'] })
    try {
      const page = deploy.origin + VISITOR_PAGE
      await wrkLoad(page, 1, 1) // warm-up: TLS session, open file cache
      const quiet = await wrkLoad(page, d, 1)
      const hammer = wrkLoad(deploy.origin + heaviest, d + 2, c)
      await new Promise((r) => setTimeout(r, 1000))
      const loaded = await wrkLoad(page, d, 1)
      return { quiet, loaded, hammerRequestsPerSecond: (await hammer).requestsPerSecond, client: wrkVersion() }
    } finally {
      await deploy.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function publicGetsSection(r: PublicGetsResult, machineLine: string): string {
  const page = r.gets[0]!
  const rows = r.gets.map((g) => [
    `\`${g.path}\``,
    g.what,
    g.status,
    Math.round(g.requestsPerSecond),
    `${g.latencyP50} ms`,
    `${g.latencyP99} ms`,
    `${(g.requestsPerSecond / page.requestsPerSecond).toFixed(2)}×`,
    g.errors,
  ])
  const worst = Math.min(...r.gets.slice(1).map((g) => g.requestsPerSecond / page.requestsPerSecond))
  const p99Ratio = r.loaded.latencyP99 / Math.max(r.quiet.latencyP99, 1)
  return [
    '## Public GETs: every answer a file',
    '',
    machineLine,
    `Express (\`server/index.ts\`), autocannon in the benchmark process, ${r.connections} connections for ${r.durationSeconds} s per address after a 1 s warm-up, \`Accept-Encoding: gzip\`, in the same run; the baseline is the prerendered page of the first row.`,
    '',
    markdownTable(['Address', 'What', 'Status', 'Requests/s', 'p50', 'p99', 'vs page', 'Errors'], rows),
    '',
    `**Slowest public GET: ${worst.toFixed(2)}× the prerendered page** — target ${targetLabel(PUBLIC_TARGETS.rpsToPage)}: ${compareToTarget(worst, PUBLIC_TARGETS.rpsToPage)}.`,
    '',
    `A visitor (its own process, one connection, one request after another) loads \`${VISITOR_PAGE}\` for ${r.durationSeconds} s, alone and then while ${r.connections} connections hammer the slowest address above (\`${r.heaviest}\`, ${Math.round(r.hammerRequestsPerSecond)} requests/s meanwhile):`,
    '',
    markdownTable(
      ['Visitor', 'Requests/s', 'p50', 'p99'],
      [
        ['quiet', Math.round(r.quiet.requestsPerSecond), formatMs(r.quiet.latencyP50), formatMs(r.quiet.latencyP99)],
        [
          `${r.connections} connections on \`${r.heaviest}\``,
          Math.round(r.loaded.requestsPerSecond),
          formatMs(r.loaded.latencyP50),
          formatMs(r.loaded.latencyP99),
        ],
      ],
    ),
    '',
    `**Visitor p99 under load: ${p99Ratio.toFixed(2)}× the quiet figure** (autocannon's latencies are whole milliseconds; a quiet p99 under 1 ms counts as 1 ms) — target ${targetLabel(PUBLIC_TARGETS.visitorP99)}: ${compareToTarget(p99Ratio, PUBLIC_TARGETS.visitorP99)}. The server, the load generator and the visitor share this machine's cores.`,
    '',
    ...(r.nginx ? nginxVisitorLines(r, r.nginx) : []),
  ].join('\n')
}

/** The visitor through nginx as production serves it (the budget's setting). */
function nginxVisitorLines(r: PublicGetsResult, n: NonNullable<PublicGetsResult['nginx']>): string[] {
  const ratio = n.loaded.latencyP99 / n.quiet.latencyP99
  const ms = (v: number) => `${v.toFixed(2)} ms`
  return [
    `Through nginx as production serves the site (deploy/ configuration, HTTPS, one worker, the build's .gz siblings; ${n.client}, one thread per process): the visitor on one connection, alone and while ${r.connections} connections hammer \`${r.heaviest}\` (${Math.round(n.hammerRequestsPerSecond)} requests/s meanwhile):`,
    '',
    markdownTable(
      ['Visitor through nginx', 'Requests/s', 'p50', 'p99'],
      [
        ['quiet', Math.round(n.quiet.requestsPerSecond), ms(n.quiet.latencyP50), ms(n.quiet.latencyP99)],
        [
          `${r.connections} connections on \`${r.heaviest}\``,
          Math.round(n.loaded.requestsPerSecond),
          ms(n.loaded.latencyP50),
          ms(n.loaded.latencyP99),
        ],
      ],
    ),
    '',
    `**Visitor p99 under load through nginx: ${ratio.toFixed(2)}× the quiet figure** — target ${targetLabel(PUBLIC_TARGETS.visitorP99)}: ${compareToTarget(ratio, PUBLIC_TARGETS.visitorP99)}.`,
    '',
  ]
}
