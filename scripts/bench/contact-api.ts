/**
 * npm run bench:contact: throughput of POST /api/send-telegram with the
 * outbox's durability on (WAL, synchronous FULL). Starts the contact API
 * (server/contact/serve-api.ts) as a child process on loopback with a fresh
 * DATA_DIR and the rate limit lifted (benchmark-only env), bursts valid,
 * distinct messages at it with autocannon from this process, then checks that
 * every accepted message is in the outbox exactly once. Writes
 * docs/benchmarks/contact-api.md.
 *
 *   npm run bench:contact [-- --amount 1500 --connections 10]
 *
 * A fixed number of requests (not a duration), so every request's answer is
 * counted and the outbox can be compared with the 2xx count exactly.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { Outbox } from '../../server/contact/outbox.js'

const { values } = parseArgs({ options: { amount: { type: 'string', default: '1500' }, connections: { type: 'string', default: '10' }, write: { type: 'boolean', default: true } } })
const amount = Number(values.amount)
const connections = Number(values.connections)
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'contact-bench-'))

const child = spawn(process.execPath, ['--import', 'tsx', 'server/contact/serve-api.ts'], {
  env: { ...process.env, PORT: '0', DATA_DIR: dataDir, CONTACT_MIN_INTERVAL_MS: '0', CONTACT_MAX_PER_HOUR: '1000000000', TELEGRAM_BOT_TOKEN: '', TELEGRAM_CHAT_ID: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const port = await new Promise<number>((resolve, reject) => {
  let out = ''
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString()
    const m = /listening (\d+)/.exec(out)
    if (m) resolve(Number(m[1]))
  })
  child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)))
})

let n = 0
const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/send-telegram`,
  connections,
  amount,
  requests: [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        n++
        return {
          ...req,
          body: JSON.stringify({ name: 'Benchmark Asiakas', email: 'bench@example.fi', phone: '040 123 4567', message: `Kuormitustesti viesti numero ${n}, kylpyhuone.`, honeypot: '', mathAnswer: 9 }),
        }
      },
    },
  ],
})

child.kill('SIGTERM')
await new Promise((r) => child.once('exit', r))

const outbox = new Outbox(dataDir, { readonly: true })
const stored = outbox.list()
outbox.close()
const accepted = result['2xx']
const distinct = new Set(stored.map((l) => l.message)).size
const verified = stored.length === accepted && distinct === stored.length
rmSync(dataDir, { recursive: true, force: true })

const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
const lines = [
  '# Benchmark: POST /api/send-telegram (contact API)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:contact\` (scripts/bench/contact-api.ts).`,
  '',
  `- Machine: ${cpu}, ${os.cpus().length} cores (shared with other work), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
  '- Server: server/contact/serve-api.ts (the production contact service alone) on 127.0.0.1, fresh DATA_DIR in the OS temp folder,',
  '  outbox durability ON (SQLite WAL, synchronous FULL: every accepted message is fsynced before its 200), rate limit lifted',
  '  for the benchmark only (CONTACT_MIN_INTERVAL_MS=0, CONTACT_MAX_PER_HOUR=1e9), Telegram not configured (no delivery load).',
  `- Load: autocannon in a second process, ${connections} connections, ${amount} requests (${result.duration.toFixed(1)} s), every request a valid and distinct message.`,
  '',
  '| Figure | Value |',
  '|---|---|',
  `| Accepted messages per second (mean) | ${result.requests.average.toFixed(0)} |`,
  `| Accepted messages (total) | ${accepted} |`,
  `| Non-2xx answers | ${result.non2xx} |`,
  `| Errors / timeouts | ${result.errors} / ${result.timeouts} |`,
  `| Latency p50 / p90 / p99 / max | ${result.latency.p50} / ${result.latency.p90} / ${result.latency.p99} / ${result.latency.max} ms |`,
  `| Every accepted message in the outbox exactly once | ${verified ? 'yes' : 'NO'} (${stored.length} rows, ${distinct} distinct) |`,
  '',
  'The bound is the fsync of each commit (synchronous FULL); a contact form of a small company sees a few messages a day,',
  'so this headroom is several orders of magnitude. Figures vary with the disk and the load of the shared machine.',
  '',
]
const report = lines.join('\n')
console.log(report)
if (values.write) writeFileSync('docs/benchmarks/contact-api.md', report)
if (!verified || result.errors > 0) process.exit(1)
