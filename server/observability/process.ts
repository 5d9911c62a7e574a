/** Starts the metrics server of a server process from METRICS_PORT, reporting where (or why not) in the log. */
import type { Logger } from './logger.js'
import { readMetricsPort, startMetricsServer, type MetricsServer } from './metrics.js'

export async function startOperatorMetrics(
  log: Logger,
  fallbackPort: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<MetricsServer | null> {
  const port = readMetricsPort(env, fallbackPort)
  if (port === 0) return null
  const server = await startMetricsServer(port, (error) =>
    log.error(
      { err: error, metricsPort: port },
      'metrics server not started (set METRICS_PORT to a free port, 0 = off)',
    ),
  )
  if (server) log.info({ metricsPort: server.port }, `metrics on http://127.0.0.1:${server.port}/metrics`)
  return server
}
