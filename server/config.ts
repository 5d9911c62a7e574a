/** Server settings from the environment, with defaults that need no configuration. */
import ipaddr from 'ipaddr.js'
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js'

export interface ServerConfig {
  host: string
  port: number
  /** Express 'trust proxy' setting: false (default), a hop count, or a list of proxy addresses. Never `true`. */
  trustProxy: false | number | string[]
  /** Folder with dist/client and dist/server. */
  distDir: string
  /** Timeouts and the per-address socket cap (server/limits.ts); tests shorten them. */
  limits?: ServerLimits
}

/** Positive whole milliseconds or a count from the environment, else the default. */
function envNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`)
  return n
}

/** The server's limits: HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, SOCKETS_PER_ADDRESS (0: no cap), each optional. */
export function readLimits(env: NodeJS.ProcessEnv, behindProxy: boolean): ServerLimits {
  return {
    headersTimeoutMs: envNumber(env.HEADERS_TIMEOUT_MS, DEFAULT_LIMITS.headersTimeoutMs, 'HEADERS_TIMEOUT_MS'),
    requestTimeoutMs: envNumber(env.REQUEST_TIMEOUT_MS, DEFAULT_LIMITS.requestTimeoutMs, 'REQUEST_TIMEOUT_MS'),
    checkIntervalMs: DEFAULT_LIMITS.checkIntervalMs,
    // Behind a proxy every socket comes from it: the proxy caps its clients instead.
    socketsPerAddress: behindProxy
      ? 0
      : envNumber(env.SOCKETS_PER_ADDRESS, DEFAULT_LIMITS.socketsPerAddress, 'SOCKETS_PER_ADDRESS'),
  }
}

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true is refused: it trusts every X-Forwarded-For entry, and the leftmost one is written by the client, ' +
  "so anyone could escape the contact form's rate limit. Write the number of proxies in front of this server instead " +
  '(TRUST_PROXY=1 behind one reverse proxy or load balancer), or their addresses (TRUST_PROXY=loopback, ' +
  'TRUST_PROXY=10.0.0.5,10.0.0.6 or TRUST_PROXY=10.0.0.0/8).'

/** TRUST_PROXY: unset/false, a hop count (1, 2...), or proxy addresses/subnets (comma-separated; loopback, linklocal, uniquelocal allowed). */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const raw = value?.trim() ?? ''
  if (raw === '' || raw === 'false' || raw === '0') return false
  if (raw.toLowerCase() === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED)
  if (/^\d+$/.test(raw)) return Number(raw)
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  for (const entry of entries) {
    if (NAMED_RANGES.has(entry)) continue
    const ok = entry.includes('/')
      ? (() => {
          try {
            ipaddr.parseCIDR(entry)
            return true
          } catch {
            return false
          }
        })()
      : ipaddr.isValid(entry)
    if (!ok)
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a subnet (a.b.c.d/n) or one of loopback, linklocal, uniquelocal. Write a hop count (e.g. 1) or the proxies' addresses.`,
      )
  }
  return entries
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`)
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  return {
    host: env.HOST || '127.0.0.1',
    port,
    trustProxy,
    distDir: env.DIST_DIR || 'dist',
    limits: readLimits(env, trustProxy !== false),
  }
}
