/**
 * The authoring studio's server (`npm run studio`, decision 120): a small app
 * of its own on loopback, never part of the site build. Express serves a JSON
 * API over the content folder (src/studio/router.ts) and Vite (middleware
 * mode, its own config) serves the studio's React app and renders previews
 * with the site's real section components through its SSR loader.
 *
 * The content folder is an option (STUDIO_CONTENT_DIR): tests edit a copy.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import express, { type Express, type Request, type Response } from 'express'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { DEFAULT_CACHE_DIR } from '../images/variants.js'
import { serveVariants } from '../images/vite-plugin.js'
import type { SiteContent } from '../runtime/build-content.js'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { createGuard, type StudioGuard } from './guard.js'
import { studioRouter } from './router.js'
import { documentSchemas, sectionTypes } from './schema-bundle.js'
import { createWorkspace } from './workspace.js'
import { publicDirFor } from './validate-document.js'
import { photoRouter } from './photo-router.js'

export interface StudioOptions {
  /** Content folder (default: pages-data/ of the repository). */
  contentDir?: string
  port?: number
  host?: string
  /** Vite's dependency cache (default node_modules/.vite-studio). */
  cacheDir?: string
}

export interface RunningStudio {
  url: string
  close(): Promise<void>
}

interface PreviewModule {
  renderPreview(content: SiteContent, file: string): string | null
  sectionTypeNames(): string[]
}

function startVite(http: Server, publicDir: string, cacheDir?: string): Promise<ViteDevServer> {
  return createViteServer({
    configFile: false,
    root: REPO_ROOT,
    publicDir,
    cacheDir: cacheDir ?? path.join(REPO_ROOT, 'node_modules/.vite-studio'),
    appType: 'custom',
    logLevel: 'warn',
    plugins: [react()],
    server: { middlewareMode: true, hmr: { server: http } },
    optimizeDeps: { entries: ['src/studio/app/main.tsx', 'src/studio/app/preview-frame.ts'] },
  })
}

/**
 * The photos under public/images/ as they are now (an upload is there at once)
 * and their AVIF and WebP variants made on demand by the build's pipeline.
 */
function mountImages(app: Express, publicDir: string) {
  app.use(serveVariants(publicDir, path.join(REPO_ROOT, DEFAULT_CACHE_DIR)))
  app.use('/images', express.static(path.join(publicDir, 'images'), { index: false, fallthrough: true }))
}

/** The studio's two HTML pages, through Vite (its client and React refresh). */
function mountPages(app: Express, vite: ViteDevServer, token: string) {
  const page = async (req: Request, res: Response, htmlFile: string) => {
    const template = readFileSync(path.join(REPO_ROOT, 'src/studio/app', htmlFile), 'utf8')
    const meta = `<meta name="studio-token" content="${token}">\n  </head>`
    const html = (await vite.transformIndexHtml(req.originalUrl, template)).replace('</head>', meta)
    res.status(200).set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
  }
  app.get('/', (req, res, next) => void page(req, res, 'index.html').catch(next))
  app.get('/preview-frame', (req, res, next) => void page(req, res, 'preview.html').catch(next))
  app.use(vite.middlewares)
}

function listen(http: Server, port: number, host: string): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => {
      const address = http.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

export async function startStudio(options: StudioOptions = {}): Promise<RunningStudio> {
  const contentDir = path.resolve(options.contentDir ?? path.join(REPO_ROOT, 'pages-data'))
  if (!existsSync(contentDir)) throw new Error(`Content folder ${contentDir} does not exist.`)
  const host = options.host ?? '127.0.0.1'
  const app = express()
  const http: Server = createHttpServer(app)
  const publicDir = publicDirFor(contentDir)
  const vite = await startVite(http, publicDir, options.cacheDir)
  const preview = () => vite.ssrLoadModule('/src/studio/render-preview.tsx') as Promise<PreviewModule>
  const workspace = createWorkspace(contentDir, async (content, file) => (await preview()).renderPreview(content, file))
  const schemas = workspace.source().schemas
  const sections = sectionTypes(schemas, (await preview()).sectionTypeNames())
  const guard: StudioGuard = createGuard()
  app.disable('x-powered-by')
  app.use(guard.hosts)
  const api = studioRouter({ workspace, schemas: documentSchemas(schemas), sections })
  app.use('/api', guard.requireToken, photoRouter(workspace, publicDir), api)
  mountImages(app, publicDir)
  mountPages(app, vite, guard.token)
  const port = await listen(http, options.port ?? 3198, host)
  guard.listenOn(port)
  return {
    url: `http://${host}:${port}/`,
    async close() {
      await vite.close()
      await new Promise<void>((resolve) => {
        http.close(() => resolve())
        // Open event streams (src/studio/saved-events.ts) would keep the server from closing.
        http.closeAllConnections()
      })
    },
  }
}
