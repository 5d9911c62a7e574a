/**
 * Prometheus metrics (prom-client) of one server process, served on their own
 * loopback port (METRICS_PORT), never on the public one (docs/operations.md,
 * docs/decisions/176). Route labels are a small fixed set (routeLabel), never
 * the raw path, so a scan of random URLs cannot grow the series without bound.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { LeadStatus } from '../contact/outbox.js'

const registry = new Registry()
collectDefaultMetrics({ register: registry })

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route (a bounded label) and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
})

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the last byte of the answer, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
})

const accepted = new Counter({
  name: 'contact_messages_accepted_total',
  help: 'Contact messages stored in the outbox and answered 200',
  registers: [registry],
})

const refusals = new Counter({
  name: 'contact_rate_limit_refusals_total',
  help: 'Contact messages refused with 429 by the per-address rate limit',
  registers: [registry],
})

const deliveries = new Counter({
  name: 'contact_deliveries_total',
  help: 'Contact messages delivered to Telegram by this process',
  registers: [registry],
})

const deliveryFailures = new Counter({
  name: 'contact_delivery_failures_total',
  help: 'Failed delivery attempts by kind: retry (will be tried again) or permanent (kept as failed)',
  labelNames: ['kind'] as const,
  registers: [registry],
})

interface OutboxSource {
  readonly kind: string
  counts(): Promise<Record<LeadStatus, number>>
}
let outboxSource: OutboxSource | null = null

new Gauge({
  name: 'contact_outbox_messages',
  help: 'Messages in the contact outbox by status (read from the store at each scrape; one shared figure for all instances on PostgreSQL)',
  labelNames: ['status', 'store'] as const,
  registers: [registry],
  async collect() {
    if (!outboxSource) return
    this.reset()
    try {
      const counts = await outboxSource.counts()
      for (const [status, n] of Object.entries(counts)) this.set({ status, store: outboxSource.kind }, n)
    } catch {
      // Store unreachable: no figure rather than a wrong one (the scrape still answers).
    }
  },
})

/** The counters the contact code bumps (one call at each place). */
export const contactMetrics = {
  accepted: () => accepted.inc(),
  rateLimitRefused: () => refusals.inc(),
  delivery: (result: { kind: 'delivered' | 'retry' | 'permanent' }) =>
    result.kind === 'delivered' ? deliveries.inc() : deliveryFailures.inc({ kind: result.kind }),
}

/** The outbox whose depth the gauge reports (the contact service's store). */
export function observeOutbox(store: OutboxSource): void {
  outboxSource = store
}

/** METRICS_PORT: a port number, 0 = no metrics server. */
export function readMetricsPort(env: NodeJS.ProcessEnv, fallback: number): number {
  const raw = env.METRICS_PORT?.trim()
  if (raw === undefined || raw === '') return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number (0 = off), got "${raw}"`)
  return port
}

export interface MetricsServer {
  port: number
  close(): Promise<void>
}

/**
 * GET /metrics on 127.0.0.1:port (anything else 404). Resolves null when the port is
 * taken (reported through onError): metrics are not worth refusing to serve the site.
 */
export function startMetricsServer(port: number, onError: (error: Error) => void): Promise<MetricsServer | null> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
      return
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    )
  })
  return new Promise((resolve) => {
    server.once('error', (error) => {
      onError(error)
      resolve(null)
    })
    server.listen(port, '127.0.0.1', () => {
      server.unref()
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
  })
}
