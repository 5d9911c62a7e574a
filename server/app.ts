import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express, { type Express } from 'express'
import type { ServerConfig } from './config.js'
import { apiNotFound, errorHandler, malformedUrlGuard, pageMethodGuard } from './http-errors.js'
import { securityHeaders } from './security.js'
import { announceSpeculationRules, serveSpeculationRules, SPECULATION_RULES_PATH } from './speculation-rules.js'
import { loadSiteContent, redirects, robotsTxt, sitemapXml } from './site-routes.js'
import { staticPages } from './static-pages.js'
import { observeRequests } from './observability/requests.js'
import { logger } from './observability/logger.js'

export interface AppOptions {
  config: ServerConfig
  /** Routers mounted under /api (the contact API plugs in here). */
  api?: express.Router
}

/** The production app: security headers, compression, redirects, prerendered pages, SSR fallback. */
export async function createApp({ config, api }: AppOptions): Promise<Express> {
  const distDir = path.resolve(config.distDir)
  const clientDir = path.join(distDir, 'client')
  // Loading the server entry registers the build with Vike's renderPage (survives a fresh npm ci).
  await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  const content = loadSiteContent()
  const sitemap = sitemapXml(content)
  const robots = robotsTxt(content)

  const app = express()
  app.use(observeRequests())
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  app.use(securityHeaders())
  app.use(compression())
  app.use(malformedUrlGuard)

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })
  app.get('/sitemap.xml', (_req, res) =>
    res.type('application/xml').setHeader('Cache-Control', 'no-cache').send(sitemap),
  )
  app.get('/robots.txt', (_req, res) => res.type('text/plain').setHeader('Cache-Control', 'no-cache').send(robots))
  if (api) app.use('/api', api)
  app.use('/api', apiNotFound)
  app.use(pageMethodGuard)

  app.get(SPECULATION_RULES_PATH, serveSpeculationRules)
  app.use(redirects(content))
  app.use(announceSpeculationRules)
  app.use(...staticPages(clientDir))

  // Anything not prerendered: Vike renders it (unknown paths get the 404 page with status 404).
  app.get('/{*splat}', async (req, res, next) => {
    try {
      const pageContext = await renderPage({ urlOriginal: req.originalUrl, headersOriginal: req.headers })
      const { httpResponse } = pageContext
      if (!httpResponse) return next()
      res.status(httpResponse.statusCode)
      for (const [name, value] of httpResponse.headers) res.setHeader(name, value)
      res.setHeader('Cache-Control', 'no-cache')
      httpResponse.pipe(res)
    } catch (error) {
      next(error)
    }
  })

  app.use(errorHandler((line, error) => logger().error({ err: error }, line)))
  return app
}
