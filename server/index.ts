/**
 * npm run serve: the production server. Listens on PORT (3000) at HOST
 * (127.0.0.1); needs no configuration. Stops gracefully on SIGTERM/SIGINT.
 * Logs are JSON lines on stdout; metrics on 127.0.0.1:METRICS_PORT (docs/operations.md).
 * Serves DIST_DIR and nothing else: a server that cannot start logs `cannot start: <reason>` and exits 1.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { CALCULATOR_MODELS_FILE, type CalculatorModels } from '../src/calculators/lead-check.js'
import { createApp } from './app.js'
import { loadBuildEntry } from './build-entry.js'
import { readConfig } from './config.js'
import { readContactConfig } from './contact/config.js'
import { createContactService } from './contact/service.js'
import { lineLogger, logger } from './observability/logger.js'
import { startOperatorMetrics } from './observability/process.js'
import { createGracefulServer } from './shutdown.js'
import { readServerRoutes, StartError } from './site-routes.js'

const log = logger()

/** An instance that cannot start says why on one log line and exits 1, so its supervisor starts it again. */
function cannotStart(error: unknown): never {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error)
  log.fatal({ reason: error instanceof Error ? error.name : 'Error' }, `cannot start: ${message}`)
  log.flush()
  process.exit(1)
}

/** The build's pricing models (decision 254), read at start: the prices of the pages this server serves. */
function buildCalculatorModels(distDir: string): CalculatorModels {
  const file = path.resolve(distDir, CALCULATOR_MODELS_FILE)
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as CalculatorModels
  } catch (error) {
    throw new StartError(`${file} cannot be read (${(error as Error).message}): DIST_DIR must be a build`)
  }
}

// Everything from the build it serves (DIST_DIR), nothing from pages-data/.
const started = await (async () => {
  const config = readConfig()
  const routes = readServerRoutes(config.distDir)
  const models = buildCalculatorModels(config.distDir)
  // This build's renderer, by its own path (decision 230), before anything can render a page.
  const entry = await loadBuildEntry(config.distDir)
  const contact = await createContactService(readContactConfig(), {
    log: lineLogger(log, 'contact'),
    calculatorModels: () => models,
  })
  const app = await createApp({ config, api: contact.router, routes, ready: contact.ready })
  return { config, entry, contact, graceful: createGracefulServer(app, { limits: config.limits }) }
})().catch(cannotStart)
const { config, entry, contact, graceful } = started
const { server } = graceful
const metrics = await startOperatorMetrics(log, 9464)

server.once('error', cannotStart)
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
