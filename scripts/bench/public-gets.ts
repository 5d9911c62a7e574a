/**
 * The budgets for public GETs, each beside a prerendered page in the
 * same run: (1) requests/s and p99 of every kind of public GET through the
 * Express server (a prerendered page, a work-examples category page, an old
 * ?kategoria= address that answers 301, unknown paths that answer the 404
 * page); (2) a visitor (scripts/bench/visitor.ts: its own process and
 * loopback address, a page at a steady pace) alone, then while 50 connections
 * from one other address hammer the heaviest of those paths: through nginx
 * with the deploy/ configuration (the budget's setting: production's edge,
 * with its per-address request limit, docs/decisions/222), once more with
 * that limit lifted, and through the Node server alone (no such limit; for
 * comparison). Part of `npm run bench -- server`.
 */
import { execFile } from 'node:child_process'
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'

import { type BudgetRow, compareToTarget, markdownTable, targetLabel, type Target } from './report.js'
import {
  type DeployNginx,
  LIFTED_REQUEST_LIMIT,
  startDeployNginx,
  type StackOptions,
} from '../../tests/support/deploy-stack.js'
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
  latencyMax: number
  requests: number
  statuses: Record<string, number>
}

/** The hammer's side of a loaded run: what it got, and how many answers were refusals (429, from nginx's access log). */
interface HammerFigures {
  requestsPerSecond: number
  requests: number
  refused?: number
}

/** The visitor's pace (requests/s, under the per-address limit's 50/s) and how long each visitor run lasts. */
const VISITOR_PACE = 25
const VISITOR_SECONDS = 20

export interface PublicGetsResult {
  durationSeconds: number
  connections: number
  gets: GetFigures[]
  heaviest: string
  /** The visitor through the Node server alone, quiet and hammered (no budget: production's pages come from nginx). */
  quiet: VisitorFigures
  loaded: VisitorFigures
  /** Requests/s the hammer got while the visitor loaded pages. */
  hammerRequestsPerSecond: number
  /** The visitor through nginx with the deploy/ configuration (HTTPS): the budget's setting. */
  nginx?: {
    quiet: VisitorFigures
    loaded: VisitorFigures
    hammer: HammerFigures
    /** The same hammer with the per-address request limit lifted (everything else as deployed). */
    unlimited: { loaded: VisitorFigures; hammer: HammerFigures }
    client: string
  }
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

/** The visitor in its own process and from its own address (scripts/bench/visitor.ts). */
function visitor(url: string): Promise<VisitorFigures> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/visitor.ts', url, String(VISITOR_SECONDS), String(VISITOR_PACE), '127.0.0.2'],
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
    const quiet = await visitor(server.url + VISITOR_PAGE)
    // The visitor measures once the hammer runs (its process starts and warms up for about 2 s) and stops before it.
    const [hammer, loaded] = await Promise.all([
      run(server.url + heaviest, VISITOR_SECONDS + 5, c),
      visitor(server.url + VISITOR_PAGE),
    ])
    return {
      durationSeconds: d,
      connections: c,
      gets,
      heaviest,
      quiet,
      loaded,
      hammerRequestsPerSecond: hammer.requests.average,
      nginx: ensureWrk() ? await throughNginx(heaviest, c) : undefined,
    }
  } finally {
    await server.stop()
  }
}

/** Answers with this status in nginx's JSON access log after `offset` bytes (streamed: a lifted hammer writes ~200 MB). */
async function loggedStatuses(log: string, offset: number, status: number): Promise<number> {
  let count = 0
  for await (const line of createInterface({ input: createReadStream(log, { start: offset }) }))
    if (line.includes(`"status":${status},`)) count++
  return count
}

/** The visitor through nginx (deploy/ configuration, HTTPS) while wrk hammers `heaviest` from 127.0.0.1. */
async function hammered(deploy: DeployNginx, heaviest: string, c: number) {
  const log = path.join(deploy.confDir, 'access.log')
  const offset = statSync(log).size
  const hammer = wrkLoad(deploy.origin + heaviest, VISITOR_SECONDS + 5, c)
  const loaded = await visitor(deploy.origin + VISITOR_PAGE)
  const h = await hammer
  const refused = await loggedStatuses(log, offset, 429)
  return { loaded, hammer: { requestsPerSecond: h.requestsPerSecond, requests: h.requests, refused } }
}

/** nginx with the deploy/ configuration in a folder of its own, for the time of `work`. */
async function withDeployNginx<T>(
  requestLimit: StackOptions['requestLimit'],
  work: (deploy: DeployNginx) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-visitor-nginx-'))
  try {
    const deploy = await startDeployNginx({ portBase: PORTS.deploy, dir, upstreams: ['127.0.0.1:9'], requestLimit })
    try {
      return await work(deploy)
    } finally {
      await deploy.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The visitor through nginx: alone and hammered as deployed, then hammered with the per-address limit lifted. */
async function throughNginx(heaviest: string, c: number): Promise<PublicGetsResult['nginx']> {
  const deployed = await withDeployNginx(undefined, async (deploy) => ({
    quiet: await visitor(deploy.origin + VISITOR_PAGE),
    ...(await hammered(deploy, heaviest, c)),
  }))
  const unlimited = await withDeployNginx(LIFTED_REQUEST_LIMIT, (deploy) => hammered(deploy, heaviest, c))
  return { ...deployed, unlimited, client: wrkVersion() }
}

/** The public-GET budgets as rows of the Budgets table (docs/benchmarks.md). */
export function publicGetsBudgetRows(r: PublicGetsResult): BudgetRow[] {
  const page = r.gets[0]!
  const slowest = r.gets.slice(1).reduce((a, b) => (b.requestsPerSecond < a.requestsPerSecond ? b : a))
  const worst = slowest.requestsPerSecond / page.requestsPerSecond
  const rows = [
    {
      budget: 'Slowest public GET (category page, old `?kategoria=`, 404 page) / a prerendered page, Node server',
      measured: `${worst.toFixed(2)}× (\`${slowest.path}\` ${Math.round(slowest.requestsPerSecond)} requests/s)`,
      baseline: `\`${page.path}\` ${Math.round(page.requestsPerSecond)} requests/s`,
      target: targetLabel(PUBLIC_TARGETS.rpsToPage),
      result: compareToTarget(worst, PUBLIC_TARGETS.rpsToPage),
      why: '',
    },
  ]
  const n = r.nginx
  if (!n) return rows
  const ratio = n.loaded.latencyP99 / n.quiet.latencyP99
  rows.push({
    budget: `Visitor p99 through nginx while ${r.connections} connections from one other address hammer \`${r.heaviest}\``,
    measured: `${n.loaded.latencyP99.toFixed(2)} ms (${ratio.toFixed(2)}×)`,
    baseline: `quiet ${n.quiet.latencyP99.toFixed(2)} ms; per-address limit lifted ${n.unlimited.loaded.latencyP99.toFixed(2)} ms`,
    target: targetLabel(PUBLIC_TARGETS.visitorP99),
    result: compareToTarget(ratio, PUBLIC_TARGETS.visitorP99),
    why: '',
  })
  return rows
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
    ...(r.nginx ? nginxVisitorLines(r, r.nginx) : ['Through nginx: not measured (wrk could not be installed).', '']),
    ...nodeVisitorLines(r),
  ].join('\n')
}

const ms = (v: number) => `${v.toFixed(2)} ms`
const visitorRow = (label: string, v: VisitorFigures, hammer?: HammerFigures) => [
  label,
  hammer
    ? `${Math.round(hammer.requestsPerSecond)}${hammer.refused === undefined ? '' : ` (${hammer.refused} answered 429)`}`
    : '—',
  v.requests,
  ms(v.latencyP50),
  ms(v.latencyP99),
  ms(v.latencyMax),
  Object.entries(v.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', '),
]
const VISITOR_HEADER = ['Visitor', 'Hammer requests/s', 'Visitor requests', 'p50', 'p99', 'max', 'Answers']

/** The visitor through nginx as production serves the site: the budget's setting. */
function nginxVisitorLines(r: PublicGetsResult, n: NonNullable<PublicGetsResult['nginx']>): string[] {
  const ratio = n.loaded.latencyP99 / n.quiet.latencyP99
  const lifted = n.unlimited.loaded.latencyP99 / n.quiet.latencyP99
  const hammering = `${r.connections} connections on \`${r.heaviest}\``
  return [
    `A visitor (scripts/bench/visitor.ts: its own process, one keep-alive connection from 127.0.0.2, \`${VISITOR_PAGE}\` ${VISITOR_PACE} times a second for ${VISITOR_SECONDS} s, each request timed) through nginx as production serves the site (deploy/ configuration, HTTPS, one worker, the build's .gz siblings), alone and while ${n.client} hammers the slowest address above from 127.0.0.1 with ${r.connections} connections; then the same with nginx's per-address request limit lifted (docs/decisions/222):`,
    '',
    markdownTable(VISITOR_HEADER, [
      visitorRow('quiet', n.quiet),
      visitorRow(hammering, n.loaded, n.hammer),
      visitorRow(`${hammering}, per-address limit lifted`, n.unlimited.loaded, n.unlimited.hammer),
    ]),
    '',
    `**Visitor p99 under load through nginx: ${ratio.toFixed(2)}× the quiet figure** — target ${targetLabel(PUBLIC_TARGETS.visitorP99)}: ${compareToTarget(ratio, PUBLIC_TARGETS.visitorP99)}. With the limit lifted: ${lifted.toFixed(2)}×; the hammer then takes the worker (and this machine's two cores) from everybody.`,
    '',
  ]
}

/** The same visitor through the Node server alone: no per-address limit there, so no budget. */
function nodeVisitorLines(r: PublicGetsResult): string[] {
  const ratio = r.loaded.latencyP99 / r.quiet.latencyP99
  return [
    `For comparison, the same visitor through the Node server alone (\`server/index.ts\`, which has no per-address request limit: in production its pages come from nginx or a CDN), with autocannon's ${r.connections} connections on \`${r.heaviest}\` in the benchmark process:`,
    '',
    markdownTable(VISITOR_HEADER, [
      visitorRow('quiet', r.quiet),
      visitorRow(`${r.connections} connections on \`${r.heaviest}\``, r.loaded, {
        requestsPerSecond: r.hammerRequestsPerSecond,
        requests: 0,
      }),
    ]),
    '',
    `Visitor p99 under load, Node server alone: ${ratio.toFixed(2)}× the quiet figure (no budget).`,
    '',
  ]
}
