/**
 * The authoring studio's server (`npm run studio`, decision 120): a small app
 * of its own on loopback, never part of the site build. Express serves a JSON
 * API over the content folder and Vite (middleware mode, its own config)
 * serves the studio's React app and renders previews with the site's real
 * section components through its SSR loader.
 *
 * The content folder is an option (STUDIO_CONTENT_DIR): tests edit a copy.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import { createTwoFilesPatch } from 'diff'
import express, { type NextFunction, type Request, type Response } from 'express'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { GROUPS, KINDS, templateDocument, type Kind } from '../runtime/new-document.js'
import type { SiteContent } from '../runtime/build-content.js'
import { collectionFor, collections, RICH_TEXT_KEYS } from '../runtime/collections.js'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { STUDIO_UI } from '../ui/strings.fi.js'
import { documentSchemas, sectionTypes } from './schema-bundle.js'
import type { Bootstrap, ChangeEntry, CheckResponse, DocumentEntry } from './studio-api.js'
import { checkDocument, documentStatuses, loadContentSource, type ContentSource } from './validate-document.js'

const run = promisify(execFile)

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

const UI = STUDIO_UI

/** A document's title for the list: its title, or a name for the files without one. */
function titleOf(file: string, text: string): string {
  const kind = collectionFor(file)?.collection.kind
  if (kind === 'site') return UI.collections.site
  if (kind === 'navigation') return UI.collections.navigation
  const m = file.endsWith('.md')
    ? /^title:\s*"?(.*?)"?\s*$/m.exec(text)
    : /"(?:title|name)":\s*"((?:[^"\\]|\\.)*)"/.exec(text)
  return m?.[1] || path.basename(file)
}

export async function startStudio(options: StudioOptions = {}): Promise<RunningStudio> {
  const contentDir = path.resolve(options.contentDir ?? path.join(REPO_ROOT, 'pages-data'))
  if (!existsSync(contentDir)) throw new Error(`Content folder ${contentDir} does not exist.`)
  const host = options.host ?? '127.0.0.1'
  let source: ContentSource = loadContentSource(contentDir)
  const app = express()
  const http: Server = createHttpServer(app)
  const vite: ViteDevServer = await createViteServer({
    configFile: false,
    root: REPO_ROOT,
    cacheDir: options.cacheDir ?? path.join(REPO_ROOT, 'node_modules/.vite-studio'),
    appType: 'custom',
    logLevel: 'warn',
    plugins: [react()],
    server: { middlewareMode: true, hmr: { server: http } },
    optimizeDeps: { entries: ['src/studio/app/main.tsx', 'src/studio/app/preview-frame.ts'] },
  })
  const preview = () => vite.ssrLoadModule('/src/studio/render-preview.tsx') as Promise<PreviewModule>
  const sectionList = sectionTypes(source.schemas, (await preview()).sectionTypeNames())
  const schemas = documentSchemas(source.schemas)
  const fileOnDisk = (file: string) => path.join(contentDir, file.replace(/^pages-data\//, ''))

  /** A content path this studio may read and write: inside the content folder, in a known collection. */
  const contentPath = (value: unknown): string | null => {
    if (typeof value !== 'string' || !collectionFor(value) || value.includes('..') || value.includes('\\')) return null
    return value
  }

  const listDocuments = (): DocumentEntry[] => {
    const statuses = documentStatuses(source)
    const order = new Map(collections.map((c, i) => [c.kind, i]))
    return source.files
      .flatMap((f) => {
        const match = collectionFor(f.path)
        if (!match) return []
        const { collection, slug, parent } = match
        return [
          {
            file: f.path,
            kind: collection.kind,
            title: titleOf(f.path, f.text),
            route: collection.route?.(slug, parent),
            status: statuses.get(f.path) ?? { errors: 0, warnings: 0 },
          },
        ]
      })
      .sort((a, b) => order.get(a.kind)! - order.get(b.kind)! || a.file.localeCompare(b.file))
  }

  const check = async (file: string, text: string): Promise<CheckResponse> => {
    const started = performance.now()
    const result = checkDocument(source, file, text)
    const validateMs = performance.now() - started
    let html: string | null = null
    let renderError: string | undefined
    if (result.content) {
      try {
        html = (await preview()).renderPreview(result.content, file)
      } catch (error) {
        renderError = (error as Error).message
      }
    }
    return {
      diagnostics: result.diagnostics,
      elsewhere: result.elsewhere,
      saveable: result.saveable,
      html,
      renderError,
      validateMs,
      totalMs: performance.now() - started,
    }
  }

  app.disable('x-powered-by')
  // Loopback only, and no other site may drive it: JSON bodies (a cross-site form cannot send them without a preflight) and a matching Origin.
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin
    if (origin && origin !== `http://${req.headers.host}`)
      return void res.status(403).json({ error: UI.errors.forbidden })
    if (req.method === 'POST' && !req.is('application/json'))
      return void res.status(415).json({ error: UI.errors.badRequest })
    next()
  })
  app.use('/api', express.json({ limit: '5mb' }))

  app.get('/api/bootstrap', (_req, res) => {
    const body: Bootstrap = {
      documents: listDocuments(),
      schemas,
      sections: sectionList,
      richTextKeys: [...RICH_TEXT_KEYS],
      kinds: [...KINDS],
      groups: [...GROUPS],
      contentDir,
    }
    res.json(body)
  })

  app.get('/api/document', (req, res) => {
    const file = contentPath(req.query.file)
    const found = file && source.files.find((f) => f.path === file)
    if (!found) return void res.status(404).json({ error: UI.errors.notFound })
    res.json({ file: found.path, text: found.text })
  })

  app.post('/api/check', async (req, res) => {
    const file = contentPath(req.body?.file)
    if (!file || typeof req.body?.text !== 'string') return void res.status(400).json({ error: UI.errors.badRequest })
    res.json(await check(file, req.body.text as string))
  })

  app.post('/api/save', async (req, res) => {
    const file = contentPath(req.body?.file)
    const text = req.body?.text
    if (!file || typeof text !== 'string') return void res.status(400).json({ error: UI.errors.badRequest })
    const result = await check(file, text)
    if (!result.saveable) return void res.status(422).json({ error: UI.errors.cannotSave, ...result })
    const target = fileOnDisk(file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, text)
    source = loadContentSource(contentDir)
    res.json({ ...result, documents: listDocuments() })
  })

  app.post('/api/new', (req, res) => {
    const kind = req.body?.kind as Kind
    const slug = String(req.body?.slug ?? '')
    const title =
      typeof req.body?.title === 'string' && req.body.title.trim() ? (req.body.title as string).trim() : undefined
    const group = req.body?.group as (typeof GROUPS)[number] | undefined
    if (!KINDS.includes(kind) || (group !== undefined && !GROUPS.includes(group)))
      return void res.status(400).json({ error: UI.errors.badRequest })
    try {
      const doc = templateDocument({ kind, slug, title, group, today: new Date().toISOString().slice(0, 10) })
      if (existsSync(fileOnDisk(doc.file))) return void res.status(409).json({ error: UI.errors.exists(doc.file) })
      const match = collectionFor(doc.file)!
      res.json({ ...doc, kind: match.collection.kind, route: match.collection.route?.(match.slug, match.parent) })
    } catch {
      res.status(400).json({ error: UI.errors.badSlug })
    }
  })

  app.get('/api/changes', async (_req, res) => {
    const changes: ChangeEntry[] = []
    try {
      const { stdout } = await run('git', ['status', '--porcelain', '--untracked-files=all', '--', '.'], {
        cwd: contentDir,
      })
      const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir })
      const repo = top.trim()
      for (const line of stdout.split('\n').filter(Boolean)) {
        const rel = line.slice(3).trim()
        const abs = path.join(repo, rel)
        const file = `pages-data/${path.relative(contentDir, abs).split(path.sep).join('/')}`
        let diff: string
        if (line.startsWith('??')) diff = createTwoFilesPatch('/dev/null', file, '', readFileSync(abs, 'utf8'))
        else diff = (await run('git', ['diff', 'HEAD', '--', abs], { cwd: contentDir })).stdout
        changes.push({ file, diff })
      }
      res.json({ git: true, changes })
    } catch {
      res.json({ git: false, changes })
    }
  })

  const page = async (req: Request, res: Response, htmlFile: string) => {
    const html = await vite.transformIndexHtml(
      req.originalUrl,
      readFileSync(path.join(REPO_ROOT, 'src/studio/app', htmlFile), 'utf8'),
    )
    res.status(200).set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
  }
  app.get('/', (req, res, next) => void page(req, res, 'index.html').catch(next))
  app.get('/preview-frame', (req, res, next) => void page(req, res, 'preview.html').catch(next))
  app.use(vite.middlewares)

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 3198, host, () => resolve())
  })
  const address = http.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://${host}:${port}/`,
    async close() {
      await vite.close()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
