/**
 * Accepted messages/s of the contact API at two or more commits, interleaved (the inbox's budget:
 * accepting a message stays within 5 % of what it was before the inbox, on both stores).
 *
 *   npx tsx scripts/bench/contact-ab.ts --rev 1c68f2e --rev HEAD [--rounds 5 --amount 1500 --connections 10]
 *
 * Each commit gets a detached worktree of its own (removed afterwards; node_modules linked from this
 * one: the lockfile must be the same). Every round runs each commit's own server/contact/serve-api.ts
 * on SQLite (a fresh DATA_DIR) and on PostgreSQL (a fresh database of one throw-away cluster,
 * tests/support/postgres.ts), in the order A B … then … B A in the next round, so a machine that gets
 * busier or quieter during the run weighs on every commit alike. The measurement is the same code for
 * every commit and the same as the first table of scripts/bench/contact-api.ts: GET /healthz
 * (baseline), then `amount` distinct valid POSTs with `connections` connections; accepted/s from the
 * stored messages' own timestamps, every accepted message checked to be stored exactly once.
 * Prints the runs and, per store and commit, the median, the spread (min–max), the ratio of the medians to the
 * first commit's and the ratios paired by round (each run beside the first commit's run of the same round).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import pg from 'pg'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'
import { answeredQuestions } from './contact-questions.js'
import { contactPosts, startContactServer, stopContactServer } from './contact-server.js'
import { median } from './report.js'

const { values } = parseArgs({
  options: {
    rev: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '5' },
    amount: { type: 'string', default: '1500' },
    connections: { type: 'string', default: '10' },
  },
})
const revs = values.rev ?? []
const rounds = Number(values.rounds)
const amount = Number(values.amount)
const connections = Number(values.connections)
if (revs.length < 2 || !(rounds >= 1) || !(amount >= 2)) {
  console.error('usage: contact-ab.ts --rev A --rev B [--rounds 5 --amount 1500 --connections 10]')
  process.exit(2)
}
const ROOT = path.resolve(import.meta.dirname, '../..')
type Store = 'sqlite' | 'postgres'

interface Run {
  rev: string
  store: Store
  round: number
  acceptedPerSecond: number
  healthPerSecond: number
  p99: number
  serverCpuMs: number
  clusterCpuMs: number
}

/**
 * Answered math questions where the server asks each visitor its own (docs/decisions/253); before that
 * (no /api/contact-question) one answer in range did, as that commit's own contact-api.ts sent.
 */
async function questions(url: string): Promise<{ mathAnswer: number; mathToken: string }[]> {
  if ((await fetch(`${url}/api/contact-question`)).status === 404) return []
  return answeredQuestions(url, amount)
}

/** Clock ticks of CPU a process used (user + system); `children`: with its waited-for children's. */
function cpuTicks(pid: number, children = false): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [number, number, number, number]
  return utime + stime + (children ? cutime + cstime : 0)
}

/** The PostgreSQL cluster's CPU so far: its postmaster, the backends it has waited for and the live ones. */
function clusterTicks(port: number): number {
  const procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  const cmd = (pid: string) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    } catch {
      return []
    }
  }
  const master = procs.find((pid) => {
    const args = cmd(pid)
    return args[0]?.endsWith('/bin/postgres') && args.includes('-p') && args[args.indexOf('-p') + 1] === String(port)
  })
  if (!master) return Number.NaN
  let ticks = cpuTicks(Number(master), true)
  for (const pid of procs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      if (stat[1] === master) ticks += cpuTicks(Number(pid))
    } catch {
      // Gone meanwhile: its time is in the postmaster's children's once waited for.
    }
  }
  return ticks
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())

async function measure(cwd: string, env: Record<string, string>, stored: () => Promise<number[]>, pgPort?: number) {
  const { child, url } = await startContactServer({ METRICS_PORT: '0', ...env }, cwd)
  try {
    const started = performance.now()
    const health = await autocannon({ url: `${url}/healthz`, connections, amount: amount * 5 })
    const healthSeconds = (performance.now() - started) / 1000
    const answers = await questions(url)
    const serverBefore = cpuTicks(child.pid!)
    const clusterBefore = pgPort ? clusterTicks(pgPort) : 0
    const posts = await autocannon(
      contactPosts(url, connections, amount, 'ab', answers.length ? answers : [{ mathAnswer: 9 }]),
    )
    const serverMs = (cpuTicks(child.pid!) - serverBefore) * TICK_MS
    const clusterMs = pgPort ? (clusterTicks(pgPort) - clusterBefore) * TICK_MS : 0
    await stopContactServer(child)
    const times = await stored()
    if (posts['2xx'] !== amount || times.length !== amount)
      throw new Error(`${cwd}: ${posts['2xx']} of ${amount} accepted, ${times.length} stored`)
    const spanMs = Math.max(1, Math.max(...times) - Math.min(...times))
    return {
      acceptedPerSecond: (times.length - 1) / (spanMs / 1000),
      healthPerSecond: health['2xx'] / healthSeconds,
      p99: posts.latency.p99,
      /** CPU per accepted message during the POSTs: the contact server's, and the PostgreSQL cluster's. */
      serverCpuMs: serverMs / amount,
      clusterCpuMs: clusterMs / amount,
    }
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
  }
}

function sqliteTimes(dataDir: string): Promise<number[]> {
  const db = new Database(path.join(dataDir, 'leads.sqlite'), { readonly: true })
  const rows = db.prepare('SELECT created_at FROM leads').all() as { created_at: number }[]
  db.close()
  return Promise.resolve(rows.map((r) => Number(r.created_at)))
}

async function postgresTimes(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ created_at: string }>('SELECT created_at FROM contact_leads')
  await client.end()
  return rows.map((r) => Number(r.created_at))
}

async function once(dir: string, store: Store, postgres: TestPostgres, name: string) {
  if (store === 'sqlite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'contact-ab-'))
    try {
      return await measure(dir, { DATA_DIR: dataDir, DATABASE_URL: '' }, () => sqliteTimes(dataDir))
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const url = await postgres.createDatabase(name)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'contact-ab-'))
  try {
    return await measure(dir, { DATABASE_URL: url, DATA_DIR: dataDir }, () => postgresTimes(url), postgres.port)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function report(runs: Run[]): void {
  const f = (v: number) => v.toFixed(0)
  for (const store of ['sqlite', 'postgres'] as const) {
    const first = median(runs.filter((r) => r.store === store && r.rev === revs[0]).map((r) => r.acceptedPerSecond))
    for (const rev of revs) {
      const mine = runs.filter((r) => r.store === store && r.rev === rev)
      const rates = mine.map((r) => r.acceptedPerSecond)
      const m = median(rates)
      // Paired within each round (the two runs minutes apart): the ratio to the first commit's run of that round.
      const paired = mine.map(
        (r) =>
          r.acceptedPerSecond /
          runs.find((o) => o.store === store && o.rev === revs[0] && o.round === r.round)!.acceptedPerSecond,
      )
      console.log(
        `${store} ${rev}: accepted/s median ${f(m)} (min ${f(Math.min(...rates))}, max ${f(Math.max(...rates))}, ${rates.length} runs: ${rates.map(f).join(' ')}); ratio of medians to ${revs[0]} ${(m / first).toFixed(3)}, paired by round: median ${median(paired).toFixed(3)} (${Math.min(...paired).toFixed(3)}–${Math.max(...paired).toFixed(3)}); /healthz median ${f(median(mine.map((r) => r.healthPerSecond)))}/s; POST p99 median ${median(mine.map((r) => r.p99))} ms; CPU per message median: server ${median(mine.map((r) => r.serverCpuMs)).toFixed(2)} ms${store === 'postgres' ? `, cluster ${median(mine.map((r) => r.clusterCpuMs)).toFixed(2)} ms` : ''}`,
      )
    }
  }
}

const base = mkdtempSync(path.join(os.tmpdir(), 'contact-ab-trees-'))
const trees = revs.map((rev, i) => {
  const dir = path.join(base, `${i}`)
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: ROOT, stdio: 'ignore' })
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  return { rev, dir }
})
const postgres = await startPostgres()
const runs: Run[] = []
try {
  for (let round = 1; round <= rounds; round++) {
    for (const store of ['sqlite', 'postgres'] as const) {
      for (const { rev, dir } of round % 2 ? trees : [...trees].reverse()) {
        const r = await once(dir, store, postgres, `ab_${round}_${store}_${runs.length}`)
        runs.push({ rev, store, round, ...r })
        console.log(
          `[ab] round ${round} ${store} ${rev}: ${r.acceptedPerSecond.toFixed(0)} accepted/s, /healthz ${r.healthPerSecond.toFixed(0)}/s, CPU/message server ${r.serverCpuMs.toFixed(2)} ms cluster ${r.clusterCpuMs.toFixed(2)} ms, load ${os.loadavg()[0]!.toFixed(1)}`,
        )
      }
    }
  }
} finally {
  await postgres.stop()
  for (const { dir } of trees) execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT })
  rmSync(base, { recursive: true, force: true })
}
report(runs)
