/**
 * npm run serve: the production server. Listens on PORT (3000) at HOST
 * (127.0.0.1); needs no configuration. Stops gracefully on SIGTERM/SIGINT.
 * Logs are JSON lines on stdout; metrics on 127.0.0.1:METRICS_PORT (docs/operations.md).
 */
import { createApp } from './app.js'
import { loadBuildEntry } from './build-entry.js'
import { readConfig } from './config.js'
import { readContactConfig } from './contact/config.js'
import { createContactService } from './contact/service.js'
import { lineLogger, logger } from './observability/logger.js'
import { startOperatorMetrics } from './observability/process.js'
import { createGracefulServer } from './shutdown.js'

const log = logger()
let config: ReturnType<typeof readConfig>
try {
  config = readConfig()
} catch (error) {
  log.fatal((error as Error).message)
  process.exit(1)
}
// This build's renderer, by its own path (decision 230), before anything can render a page.
const entry = await loadBuildEntry(config.distDir)
const contact = await createContactService(readContactConfig(), { log: lineLogger(log, 'contact') })
const app = await createApp({ config, api: contact.router })
const graceful = createGracefulServer(app, { limits: config.limits })
const { server } = graceful
const metrics = await startOperatorMetrics(log, 9464)

server.listen(config.port, config.host, () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  log.info({ port, host: config.host, build: entry }, `listening on http://${config.host}:${port}`)
})

function shutdown(signal: string) {
  if (graceful.stopping) return
  log.info({ signal }, 'finishing open requests')
  void graceful.shutdown().then(() =>
    Promise.allSettled([contact.close(), metrics?.close()]).finally(() => {
      log.info('stopped')
      log.flush()
      process.exit(0)
    }),
  )
  setTimeout(() => {
    void contact.close().finally(() => process.exit(0))
  }, 12_000).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
