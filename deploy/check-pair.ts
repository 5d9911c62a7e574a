/**
 * `npm run deploy:nginx -- --check`: nginx and the Node instances behind it must agree on who the proxy
 * is. With nginx on this machine in front of instances on loopback, every request
 * reaches them from 127.0.0.1: each instance needs TRUST_PROXY that trusts that address (`loopback`, an
 * address or range holding it, or a hop count), or the contact form's per-visitor limit becomes one
 * limit for every visitor. The values are read where the deploy keeps them: the systemd unit's
 * Environment= lines, the EnvironmentFile (/etc/remontti/env), the Procfile.
 */
import { existsSync, readFileSync } from 'node:fs'
import ipaddr from 'ipaddr.js'
import { parseTrustProxy } from '../server/config.js'

/** Whether a TRUST_PROXY value trusts a proxy at `address`. */
export function trusts(value: string | undefined, address: string): boolean {
  const parsed = parseTrustProxy(value)
  if (parsed === false) return false
  if (typeof parsed === 'number') return parsed >= 1
  const ip = ipaddr.parse(address)
  return parsed.some((entry) => {
    if (entry === 'loopback') return ip.range() === 'loopback'
    if (entry === 'linklocal' || entry === 'uniquelocal') return false
    if (entry.includes('/')) {
      const [net, bits] = ipaddr.parseCIDR(entry)
      return net.kind() === ip.kind() && ip.match(net, bits)
    }
    return ipaddr.parse(entry).toString() === ip.toString()
  })
}

/** TRUST_PROXY=… from `KEY=value` lines (an env file, a unit's Environment= lines, a Procfile's commands). */
export function trustProxyIn(text: string): string[] {
  return [...text.matchAll(/(?:^|[\s"'])TRUST_PROXY=("[^"]*"|'[^']*'|[^\s"']*)/gm)].map((m) =>
    m[1]!.replace(/^["']|["']$/g, ''),
  )
}

export interface PairProblem {
  file: string
  message: string
}

/** Problems of the pair: each file that sets TRUST_PROXY must trust the nginx address; at least one must set it. */
export function checkPair(upstreams: string[], files: Record<string, string>): PairProblem[] {
  const proxy = upstreams.every((u) => /^(127\.|localhost|\[::1\])/.test(u)) ? '127.0.0.1' : null
  if (!proxy) return []
  const problems: PairProblem[] = []
  let seen = false
  for (const [file, text] of Object.entries(files)) {
    for (const value of trustProxyIn(text)) {
      seen = true
      let ok = false
      try {
        ok = trusts(value, proxy)
      } catch (error) {
        problems.push({ file, message: (error as Error).message })
        continue
      }
      if (!ok)
        problems.push({
          file,
          message: `TRUST_PROXY=${value} does not trust nginx at ${proxy}: set TRUST_PROXY=loopback`,
        })
    }
  }
  if (!seen)
    problems.push({
      file: Object.keys(files).join(', ') || '(no file)',
      message: `no TRUST_PROXY: the instances behind nginx (${upstreams.join(', ')}) would take 127.0.0.1 for every visitor; set TRUST_PROXY=loopback`,
    })
  return problems
}

/** The files a deploy keeps the instances' settings in, those that exist. */
export function deployFiles(paths: string[]): Record<string, string> {
  return Object.fromEntries(paths.filter((p) => existsSync(p)).map((p) => [p, readFileSync(p, 'utf8')]))
}
