import { describe, expect, it } from 'vitest'
import { parseWrk } from './wrk.js'

// `wrk -t1 -c50 -d8s --latency` against nginx on this machine (4.1.0), with a non-2xx line and socket errors added.
const OUTPUT = `Running 8s test @ http://127.0.0.1:4499/palvelu/keittion-remontti
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.08ms  412.31us  14.20ms   91.02%
    Req/Sec    46.83k     2.10k   49.62k    85.00%
  Latency Distribution
     50%  980.00us
     75%    1.17ms
     90%    1.45ms
     99%    1.97ms
  372757 requests in 8.00s, 3.98GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 5
Requests/sec:  46594.67
Transfer/sec:    509.12MB
`

describe('parseWrk', () => {
  it('reads requests/s, the latency percentiles in milliseconds, bytes per response and errors', () => {
    const f = parseWrk(OUTPUT)
    expect(f.requestsPerSecond).toBe(46594.67)
    expect(f.latencyP50).toBeCloseTo(0.98)
    expect(f.latencyP90).toBeCloseTo(1.45)
    expect(f.latencyP99).toBeCloseTo(1.97)
    expect(f.latencyMax).toBeCloseTo(14.2)
    expect(f.requests).toBe(372757)
    expect(f.bytesPerResponse).toBeCloseTo((3.98 * 1024 ** 3) / 372757)
    expect(f.non2xx).toBe(5)
    expect(f.errors).toBe(3)
  })
  it('gives zeros, not figures, for output that is not wrk', () => {
    const f = parseWrk('connection refused')
    expect(f.requestsPerSecond).toBe(0)
    expect(f.requests).toBe(0)
    expect(Number.isNaN(f.latencyP99)).toBe(true)
  })
})
