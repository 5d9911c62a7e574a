/**
 * A missing TRUST_PROXY behind a proxy. Behind nginx every request comes from
 * 127.0.0.1; without TRUST_PROXY the server takes that for the visitor's address, and the contact
 * form's per-visitor limit becomes one limit for everybody (one message every 30 s closes the form for
 * all). A request that arrives from a loopback or private address with X-Forwarded-For while no proxy
 * is trusted is the sign: the first one logs an error, and /healthz answers 503 and says why, so a
 * deploy check or a monitor sees it. Nothing is refused: the site stays up while the operator fixes it.
 */
import type { RequestHandler } from 'express'
import ipaddr from 'ipaddr.js'

export const TRUST_PROXY_MISSING =
  'TRUST_PROXY is not set, but requests come through a proxy (X-Forwarded-For from a local address): every ' +
  "visitor has the proxy's address, so the contact limit is shared by all. Set TRUST_PROXY=loopback behind " +
  'nginx on this machine (deploy/systemd/remontti-api@.service), or the number of proxies (docs/operations.md, Configuration).'

const PROXY_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'linkLocal'])

function isLocalAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  return PROXY_RANGES.has(parsed.range())
}

export interface ProxyCheck {
  /** Mount before everything: watches each request (only while no proxy is trusted). */
  middleware: RequestHandler
  /** The problem found so far, or null. */
  problem(): string | null
}

export function proxyCheck(trustProxy: false | number | string[], logError: (line: string) => void): ProxyCheck {
  let found: string | null = null
  const middleware: RequestHandler = (req, _res, next) => {
    if (trustProxy === false && found === null && req.headers['x-forwarded-for'] !== undefined) {
      if (isLocalAddress(req.socket.remoteAddress)) {
        found = TRUST_PROXY_MISSING
        logError(found)
      }
    }
    next()
  }
  return { middleware, problem: () => found }
}

/**
 * GET /healthz: `{ status: 'ok' }`, or 503 `{ status: 'misconfigured', problem }` once the check found one,
 * or 503 `{ status: 'unavailable' }` while `ready` says the contact API cannot take a message.
 */
export function healthHandler(check: ProxyCheck, ready?: () => Promise<boolean>): RequestHandler {
  return async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const problem = check.problem()
    if (problem) return void res.status(503).json({ status: 'misconfigured', problem })
    // Healthy only while a message can be taken: its store answers.
    if (ready && !(await ready().catch(() => false))) return void res.status(503).json({ status: 'unavailable' })
    res.json({ status: 'ok' })
  }
}
