/**
 * The "visitor" of the public-GETs bench (scripts/bench/public-gets.ts), in a
 * process of its own so the load generator's event loop does not delay its
 * requests: one connection, one request after another, for the given seconds.
 * Usage: tsx scripts/bench/visitor.ts <url> <seconds>; prints autocannon's figures as JSON.
 */
import autocannon from 'autocannon'

const [url, seconds] = process.argv.slice(2)
const r = await autocannon({
  url: url!,
  connections: 1,
  duration: Number(seconds),
  requests: [{ method: 'GET', headers: { 'accept-encoding': 'gzip' } }],
})
console.log(
  JSON.stringify({
    requestsPerSecond: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    requests: r['2xx'] + r.non2xx,
  }),
)
