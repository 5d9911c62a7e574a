/**
 * wrk (Debian's package, installed like nginx when missing) as the load
 * generator of the server part: written in C, one thread on loopback, it
 * drives nginx at tens of thousands of requests per second where autocannon
 * (one Node event loop) saturates at about 16 000 and measures itself rather
 * than nginx (decision 193). Parses `wrk --latency`'s text.
 */
import { execFile, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const WRK = '/usr/bin/wrk'

/** Installs Debian's wrk when it is missing (needs root, as in the CI container); false when it cannot. */
export function ensureWrk(): boolean {
  if (existsSync(WRK)) return true
  console.log('[bench] wrk missing: apt-get install -y wrk')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], { stdio: 'inherit', env })
  return existsSync(WRK)
}

export function wrkVersion(): string {
  const r = spawnSync(WRK, ['-v'], { encoding: 'utf8' })
  return /wrk \S+/.exec(`${r.stdout}${r.stderr}`)?.[0] ?? 'wrk'
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
const SIZE: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }

/** "1.97ms" -> 1.97 (milliseconds). */
function ms(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text ?? '')
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : Number.NaN
}

export interface WrkFigures {
  requestsPerSecond: number
  latencyP50: number
  latencyP90: number
  latencyP99: number
  latencyMax: number
  bytesPerResponse: number
  requests: number
  non2xx: number
  errors: number
}

/** The figures of `wrk --latency`'s output. */
export function parseWrk(out: string): WrkFigures {
  const pct = (p: number) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(out)?.[1])
  const total = /(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(out)
  const requests = Number(total?.[1] ?? 0)
  const bytes = Number(total?.[2] ?? 0) * (SIZE[total?.[3] ?? 'B'] ?? 1)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    latencyP50: pct(50),
    latencyP90: pct(90),
    latencyP99: pct(99),
    latencyMax: ms(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1]),
    bytesPerResponse: requests ? bytes / requests : 0,
    requests,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    errors: socket ? socket.slice(1).reduce((a, n) => a + Number(n), 0) : 0,
  }
}

/** One wrk run: one thread, `connections` keep-alive connections, gzip asked. */
export function wrkLoad(url: string, seconds: number, connections: number): Promise<WrkFigures> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: gzip', url]
  return new Promise((resolve, reject) =>
    execFile(WRK, args, { encoding: 'utf8' }, (error, stdout) => (error ? reject(error) : resolve(parseWrk(stdout)))),
  )
}
