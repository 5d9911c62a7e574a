/**
 * The slot API's latency under 50 concurrent visitors beside the contact API's: the
 * production contact service alone (SQLite, scripts/bench/contact-server.ts), 50 clients each sending
 * its next request as soon as the last is answered; p50 / p95 / p99 of every request's own time.
 *
 *   npm run bench:slots [-- --amount 2000 --clients 50]
 */
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { answeredQuestions } from './contact-questions.js'
import { startContactServer, stopContactServer } from './contact-server.js'

const { values } = parseArgs({
  options: { amount: { type: 'string', default: '2000' }, clients: { type: 'string', default: '50' } },
})
const amount = Number(values.amount)
const clients = Number(values.clients)

/** `amount` requests by `clients` concurrent clients: each request's milliseconds, and the non-2xx count. */
async function load(request: (i: number) => Promise<Response>): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = []
  let next = 0
  let failed = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < amount) {
        const i = next++
        const started = performance.now()
        const response = await request(i)
        await response.arrayBuffer()
        ms.push(performance.now() - started)
        if (!response.ok) failed++
      }
    }),
  )
  return { ms: ms.sort((a, b) => a - b), failed }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const row = (name: string, r: { ms: number[]; failed: number }) =>
  `| ${name} | ${[50, 95, 99].map((p) => pct(r.ms, p).toFixed(1)).join(' / ')} | ${r.failed} |`

// One address is every client here: the per-address socket cap (server/limits.ts) off, as behind a proxy.
const { child, url } = await startContactServer({
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'slots-bench-')),
  SOCKETS_PER_ADDRESS: '0',
})
try {
  await fetch(`${url}/api/visit-slots`)
  const slots = await load(() => fetch(`${url}/api/visit-slots`))
  const areas = await load((i) => fetch(`${url}/api/visit-slots?area=${i % 2 ? 'uusimaa' : 'etela-karjala'}`))
  const questions = await answeredQuestions(url, amount)
  const posts = await load((i) =>
    fetch(`${url}/api/send-telegram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Benchmark Asiakas',
        email: 'bench@example.fi',
        message: `Kuormitustesti viesti numero ${i}, kylpyhuone.`,
        ...questions[i],
      }),
    }),
  )
  console.log(
    [
      `# The slot API beside the contact API: ${clients} concurrent clients, ${amount} requests each run`,
      '',
      `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores (shared), Node ${process.version}, SQLite store.`,
      '',
      '| Requests | p50 / p95 / p99 ms | Non-2xx |',
      '|---|---|---|',
      row('GET /api/visit-slots (two weeks, Uusimaa)', slots),
      row('GET /api/visit-slots (both areas in turn)', areas),
      row('POST /api/send-telegram (valid, distinct messages)', posts),
    ].join('\n'),
  )
} finally {
  await stopContactServer(child)
}
