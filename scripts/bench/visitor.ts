/**
 * The "visitor" of the public-GETs bench (scripts/bench/public-gets.ts), in a
 * process of its own so the load generator's event loop does not delay its
 * requests: one keep-alive connection from its own loopback address (a person
 * is not the client hammering the site), a page at a steady pace well under
 * the per-address request limit (docs/decisions/222), each latency timed with
 * the high-resolution clock. 20 unpaced requests first warm the connection,
 * TLS and the JIT up and are not counted.
 *
 * Usage: tsx scripts/bench/visitor.ts <url> <seconds> <requests per second> [local address]
 * Prints the figures as JSON.
 */
import http from 'node:http'
import https from 'node:https'
import { percentile } from './report.js'

const [url = '', seconds = '10', perSecond = '25', localAddress = '127.0.0.2'] = process.argv.slice(2)
const tls = url.startsWith('https:')
const agent = new (tls ? https : http).Agent({ keepAlive: true, maxSockets: 1, localAddress })

function once(): Promise<{ ms: number; status: number }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint()
    const options = { agent, headers: { 'accept-encoding': 'gzip' }, rejectUnauthorized: false }
    const req = (tls ? https : http).get(url, options, (res) => {
      res.resume()
      res.on('end', () => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, status: res.statusCode ?? 0 }))
    })
    req.on('error', reject)
  })
}

for (let i = 0; i < 20; i++) await once()
const latencies: number[] = []
const statuses: Record<string, number> = {}
const interval = 1000 / Number(perSecond)
const started = performance.now()
const end = started + Number(seconds) * 1000
let next = started
while (performance.now() < end) {
  const { ms, status } = await once()
  latencies.push(ms)
  statuses[status] = (statuses[status] ?? 0) + 1
  // A steady pace; a slow answer delays the next request, it does not cause a catch-up burst.
  next = Math.max(next + interval, performance.now())
  await new Promise((r) => setTimeout(r, next - performance.now()))
}
agent.destroy()
console.log(
  JSON.stringify({
    requestsPerSecond: latencies.length / ((performance.now() - started) / 1000),
    latencyP50: percentile(latencies, 50),
    latencyP99: percentile(latencies, 99),
    latencyMax: Math.max(...latencies),
    requests: latencies.length,
    statuses,
  }),
)
