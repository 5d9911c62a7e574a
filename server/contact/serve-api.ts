/**
 * The contact API alone on loopback (no site build needed): used by the API
 * tests (spawned with tsx, killed with SIGKILL) and by `npm run bench:contact`.
 * Same service as server/index.ts (SQLite, or PostgreSQL with DATABASE_URL),
 * plus /healthz. Prints "listening <port>" when ready.
 */
import express from 'express'
import { parseTrustProxy, readLimits } from '../config.js'
import { healthHandler, proxyCheck } from '../proxy-check.js'
import { createGracefulServer } from '../shutdown.js'
import { readContactConfig } from './config.js'
import { createContactService } from './service.js'
import { lineLogger, logger } from '../observability/logger.js'
import { startOperatorMetrics } from '../observability/process.js'
import { observeRequests } from '../observability/requests.js'

const trustProxy = parseTrustProxy(process.env.TRUST_PROXY)
const service = await createContactService(readContactConfig(), { log: lineLogger(logger(), 'contact') })
const app = express()
app.set('case sensitive routing', true)
app.set('strict routing', true)
app.use(observeRequests())
app.disable('x-powered-by')
app.set('trust proxy', trustProxy)
const proxy = proxyCheck(trustProxy, (line) => logger().error(line))
app.use(proxy.middleware)
app.get('/healthz', healthHandler(proxy))
app.use('/api', service.router)
// Metrics only when METRICS_PORT names a port (tests and benchmarks start many of these).
await startOperatorMetrics(logger(), 0)
const graceful = createGracefulServer(app, { limits: readLimits(process.env, trustProxy !== false) })
graceful.server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = graceful.server.address()
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`)
})
const stop = () => {
  graceful.server.closeAllConnections()
  void graceful
    .shutdown()
    .then(() => service.close())
    .then(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
