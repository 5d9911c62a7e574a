import path from 'node:path'
import compression from 'compression'
import express, { type Express } from 'express'
import type { ServerConfig } from './config.js'
import { apiNotFound, errorHandler, malformedUrlGuard, pageMethodGuard } from './http-errors.js'
import { healthHandler, proxyCheck } from './proxy-check.js'
import { securityHeaders } from './security.js'
import { readServerRoutes, redirects, type ServerRoutes } from './site-routes.js'
import { staticPages } from './static-pages.js'
import { observeRequests } from './observability/requests.js'
import { logger } from './observability/logger.js'

export interface AppOptions {
  config: ServerConfig
  /** Routers mounted under /api (the contact API plugs in here). */
  api?: express.Router
  /** Where configuration errors found while serving go (default: the JSON log at level error). */
  logError?: (line: string) => void
  /** The build's routes (default: DIST_DIR/server-routes.json, read now; a StartError when it has none). */
  routes?: ServerRoutes
  /** Whether the contact API can take a message now (its store answers); /healthz is 503 while it cannot. */
  ready?: () => Promise<boolean>
}

/**
 * The production app: headers, compression, redirects, and the build's files
 * (pages, assets, sitemap, robots, the 404 page). No page is rendered on
 * request (decision 170): dist/client alone is the site, and the
 * redirects come from the same build (server/site-routes.ts), never pages-data/.
 */
export async function createApp({
  config,
  api,
  logError = (line) => logger().error(line),
  routes = readServerRoutes(config.distDir),
  ready,
}: AppOptions): Promise<Express> {
  const clientDir = path.resolve(config.distDir, 'client')

  const app = express()
  // `/API/…` and `/api/x/` are not `/api/x`. Before the first app.use: the router reads them then.
  app.set('case sensitive routing', true)
  app.set('strict routing', true)
  const proxy = proxyCheck(config.trustProxy, logError)
  app.use(proxy.middleware)
  app.use(observeRequests())
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  app.use(securityHeaders())
  app.use(compression())
  app.use(malformedUrlGuard)

  app.get('/healthz', healthHandler(proxy, ready))
  if (api) app.use('/api', api)
  app.use('/api', apiNotFound)
  app.use(pageMethodGuard)
  app.use(redirects(routes))
  app.use(...staticPages(clientDir))
  app.use(errorHandler((line, error) => logger().error({ err: error }, line)))
  return app
}
