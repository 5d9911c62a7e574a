/**
 * npm run bench:contact (and the `contact` part of npm run bench): throughput
 * and latency of POST /api/send-telegram on both stores, each with every
 * accepted message verified in the store afterwards, beside a same-run
 * baseline (GET /healthz on the same server), and the time /healthz takes
 * while another process holds the SQLite write lock. Writes
 * docs/benchmarks/contact-api.md.
 *
 *   npm run bench:contact [-- --amount 1500 --connections 10]
 *
 * The server is server/contact/serve-api.ts as a child process on loopback,
 * fresh DATA_DIR / fresh PostgreSQL database, rate limit lifted for the
 * benchmark only. PostgreSQL: a throw-away cluster started like the tests do
 * (tests/support/postgres.ts; Debian's postgresql package).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { readContactConfig } from '../../server/contact/config.js'
import { Outbox } from '../../server/contact/outbox.js'
import { PgStore } from '../../server/contact/pg-store.js'
import { startPostgres } from '../../tests/support/postgres.js'
import { answeredQuestions } from './contact-questions.js'
import { benchContactDeploy, deployContactLines } from './contact-deploy.js'
import { contactPosts, startContactServer as startServer, stopContactServer as stopServer } from './contact-server.js'

const { values } = parseArgs({
  options: {
    amount: { type: 'string', default: '1500' },
    connections: { type: 'string', default: '10' },
    write: { type: 'boolean', default: true },
    'deploy-amount': { type: 'string', default: '3000' },
    'deploy-connections': { type: 'string', default: '20' },
  },
})
const amount = Number(values.amount)
const connections = Number(values.connections)

async function burst(url: string, label: string) {
  // Each message answers a question of its own, asked for before the clock starts (the form asks at its first use).
  const questions = await answeredQuestions(url, amount)
  return timed(autocannon(contactPosts(url, connections, amount, label, questions)))
}

type BenchResult = Awaited<ReturnType<typeof autocannon>>
/** Wall-clock seconds of each run (autocannon's own duration is whole seconds, too coarse for a short run). */
const seconds = new WeakMap<BenchResult, number>()
async function timed(run: Promise<BenchResult>, started = performance.now()): Promise<BenchResult> {
  const result = await run
  seconds.set(result, (performance.now() - started) / 1000)
  return result
}
/** Answered requests per second over the whole run. */
const rate = (r: BenchResult) => ((r['2xx'] + r.non2xx) / (seconds.get(r) ?? r.duration)).toFixed(0)

const healthBaseline = (url: string) => timed(autocannon({ url: `${url}/healthz`, connections, amount: amount * 5 }))

interface Row {
  store: string
  /** Accepted messages per second from the store's own timestamps (first to last accepted). */
  storeRate: number
  posts: BenchResult
  health: BenchResult
  stored: number
  distinct: number
}

const rows: Row[] = []
const storeRate = (stored: { createdAt: number }[]) => {
  const times = stored.map((l) => l.createdAt)
  const spanMs = Math.max(1, Math.max(...times) - Math.min(...times))
  return (stored.length - 1) / (spanMs / 1000)
}

// SQLite (the embedded default).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'contact-bench-'))
{
  const { child, url } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const health = await healthBaseline(url)
  const posts = await burst(url, 'sqlite')
  await stopServer(child)
  const outbox = new Outbox(dataDir, { readonly: true })
  const stored = outbox.list()
  outbox.close()
  rows.push({
    store: 'SQLite (WAL, synchronous FULL)',
    storeRate: storeRate(stored),
    posts,
    health,
    stored: stored.length,
    distinct: new Set(stored.map((l) => l.message)).size,
  })
}

// /healthz while another process holds the SQLite write lock (and the POSTs that meet the lock).
let locked: { health: BenchResult; post503: number; postP99: number }
{
  const { child, url } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
  const file = path.join(dataDir, 'leads.sqlite')
  const holder = spawn(
    process.execPath,
    [
      '-e',
      `const D=require('better-sqlite3');const db=new D(${JSON.stringify(file)});db.exec('BEGIN IMMEDIATE');console.log('locked');setInterval(()=>{},1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve) =>
    holder.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve()),
  )
  const [locking] = await answeredQuestions(url, 1)
  const [health, posts] = await Promise.all([
    healthBaseline(url),
    autocannon({
      url: `${url}/api/send-telegram`,
      connections: 2,
      amount: 200,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Lukko Testi',
            email: 'l@example.fi',
            message: 'Lukittu tietokanta, kylpyhuone.',
            ...locking,
          }),
        },
      ],
    }),
  ])
  locked = { health, post503: posts.non2xx, postP99: posts.latency.p99 }
  holder.kill('SIGKILL')
  await stopServer(child)
}
rmSync(dataDir, { recursive: true, force: true })

// PostgreSQL (DATABASE_URL): outbox, pg-boss jobs and rate limit in one database.
{
  const pg = await startPostgres()
  try {
    const databaseUrl = await pg.createDatabase('contact_bench')
    const { child, url } = await startServer({ DATABASE_URL: databaseUrl })
    const health = await healthBaseline(url)
    const posts = await burst(url, 'postgres')
    await stopServer(child)
    const store = await PgStore.open({ ...readContactConfig({}), databaseUrl, telegram: null }, { log: () => {} })
    const stored = await store.list()
    await store.close()
    rows.push({
      store: 'PostgreSQL 15 + pg-boss 12 (one instance)',
      storeRate: storeRate(stored),
      posts,
      health,
      stored: stored.length,
      distinct: new Set(stored.map((l) => l.message)).size,
    })
  } finally {
    await pg.stop()
  }
}

// Production's path: nginx (deploy/) and two instances on PostgreSQL, one killed mid-run.
const deploy = await benchContactDeploy(Number(values['deploy-amount']), Number(values['deploy-connections']))

const verified = (r: Row) => r.stored === r.posts['2xx'] && r.distinct === r.stored
const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
const lines = [
  '# Benchmark: POST /api/send-telegram (contact API)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench -- contact\` (scripts/bench/contact-api.ts).`,
  '',
  `- Machine: ${cpu}, ${os.cpus().length} cores (shared with other work), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
  '- Server: server/contact/serve-api.ts (the production contact service alone) on 127.0.0.1; rate limit lifted for the',
  '  benchmark only (CONTACT_MIN_INTERVAL_MS=0, CONTACT_MAX_PER_HOUR=1e9) but still consulted and written on every message;',
  '  Telegram not configured (no delivery load). PostgreSQL: a throw-away local cluster (fsync off, as in the tests).',
  `- Load: autocannon in a second process, ${connections} connections, ${amount} requests per run, every POST a valid and distinct message.`,
  "- Accepted messages/s: from the stored messages' own timestamps (first to last accepted). Baseline: GET /healthz on the same",
  `  server in the same run (HTTP stack without the store), ${amount * 5} requests; its rate counts whole seconds of the run (autocannon).`,
  '',
  '| Store | Accepted messages/s | POST p50 / p99 ms | Baseline /healthz req/s | Baseline p99 ms | Non-2xx | Every accepted message in the store exactly once |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.store} | ${r.storeRate.toFixed(0)} | ${r.posts.latency.p50} / ${r.posts.latency.p99} | ${rate(r.health)} | ${r.health.latency.p99} | ${r.posts.non2xx} | ${verified(r) ? 'yes' : 'NO'} (${r.posts['2xx']} accepted, ${r.stored} rows, ${r.distinct} distinct) |`,
  ),
  '',
  '## While another process holds the SQLite write lock',
  '',
  '| Figure | Value |',
  '|---|---|',
  `| GET /healthz req/s / p99 ms (locked) | ${rate(locked.health)} / ${locked.health.latency.p99} |`,
  `| GET /healthz p99 ms unlocked (same run, baseline) | ${rows[0]!.health.latency.p99} |`,
  `| POSTs answered 503 / p99 ms | ${locked.post503} of 200 / ${locked.postP99} |`,
  '',
  'busy_timeout is 0: a locked SQLite fails the one request at once (503) instead of freezing the event loop (docs/decisions/026).',
  'Figures vary with the disk and the load of the shared machine.',
  '',
  ...deployContactLines(deploy),
  `Same run, one instance on PostgreSQL without nginx (first table): ${rows[1]?.storeRate.toFixed(0) ?? '?'} accepted messages/s.`,
  '',
]
const report = lines.join('\n')
console.log(report)
if (values.write) writeFileSync('docs/benchmarks/contact-api.md', report)
if (rows.some((r) => !verified(r) || r.posts.errors > 0) || deploy.lost > 0) process.exit(1)
