/**
 * The authoring studio's server (`npm run studio`, decision 120), in two modes:
 *
 * - local (a developer's machine, decision 190): on loopback, the browser app
 *   through Vite's development server, no sign-in (the developer is the owner);
 * - server (`--server`, issue 29, decisions 232-233): behind nginx on its own
 *   host name (STUDIO_PUBLIC_URL), signed-in people only (passkeys, roles), the
 *   app as a Vite production build, publishing into releases.
 *
 * Both use Vite's SSR loader to render previews with the site's real section
 * components. Express serves the JSON API over the content folder
 * (src/studio/router.ts); the content folder is an option (tests edit a copy).
 */
import { spawnSync } from 'node:child_process'
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
import { apiErrors } from './api-errors.js'
import { buildStudioApp, builtPage, STUDIO_DIST, type StudioPage } from './app-build.js'
import { authRouter } from './auth/auth-router.js'
import { localActor } from './auth/local-actor.js'
import { peopleRouter } from './auth/people-router.js'
import { requireAccess } from './auth/require-access.js'
import { loadSession, requireSignedIn, sessionCookies } from './auth/sessions.js'
import { relyingParty } from './auth/webauthn.js'
import { createGuard, type StudioGuard } from './guard.js'
import { photoRouter } from './photos/photo-router.js'
import { studioRouter } from './router.js'
import { documentSchemas, sectionTypes } from './schema-bundle.js'
import { studioHeaders } from './security-headers.js'
import { openStudioStore, personLabel, type StudioStore } from './store/studio-store.js'
import { publicDirFor } from './validate-document.js'
import { describe, titleOf } from './releases/publish.js'
import { repoTop } from './releases/git-content.js'
import { publishRouter } from './releases/publish-router.js'
import { Publisher } from './releases/publisher.js'
import { Scheduler } from './releases/scheduler.js'
import { logger } from './studio-log.js'
import { Presence } from './presence.js'
import { imagesGate, previewPage, previewRouter } from './releases/preview-links.js'
import { createWorkspace, type Workspace } from './workspace.js'
import type { LeadBook } from '../leads/lead-book.js'
import { mountInbox, openLeadBook } from './leads/inbox-mount.js'
import { mountVisitSettings } from './visits/settings-router.js'

export interface StudioOptions {
  /** Content folder (default: pages-data/ of the repository). */
  contentDir?: string
  port?: number
  host?: string
  /** Vite's dependency caches, one folder per mode under this one (default node_modules/.vite-studio). */
  cacheDir?: string
  /** Server mode: signed-in people only, at this public address (STUDIO_PUBLIC_URL). */
  publicUrl?: URL
  /** The studio's store (default: from DATABASE_URL / DATA_DIR). */
  store?: StudioStore
  /** Where the built app goes in server mode (default dist-studio/). */
  appDir?: string
  /** Releases (server mode): RELEASES_DIR, default releases/ in the working directory. */
  releasesDir?: string
  /** The public site's address for links to changed pages (PUBLIC_SITE_URL, default site.json's url). */
  siteUrl?: string
  /** PUBLISH_HOOK: a command run on each new release. */
  publishHook?: string
  /** Server mode: the contact messages' inbox (default: the leads' database of DATABASE_URL / DATA_DIR). */
  leads?: LeadBook
  /** RELEASE_SWITCH_COMMAND: run after each switch (nginx's files and reload, the API's restart). */
  switchCommand?: string
  /** How often due scheduled publishes are looked for (default 15 s). */
  scheduleTickMs?: number
  now?: () => number
}

export interface RunningStudio {
  url: string
  /** The port it listens on (in server mode `url` is the public address, nginx's). */
  port: number
  store: StudioStore
  close(): Promise<void>
}

interface PreviewModule {
  renderPreview(content: SiteContent, file: string): string | null
  sectionTypeNames(): string[]
}

interface Core {
  leads?: LeadBook
  ownLeads?: LeadBook
  publisher: Publisher
  presence: Presence
  contentDir: string
  publicDir: string
  vite: ViteDevServer
  workspace: Workspace
  store: StudioStore
  api: express.Router
  now: () => number
}

/**
 * Vite's dependency cache of one mode, in a folder of its own under `base` (decision 374). Vite has no lock
 * between processes, and the two modes' settings differ, so a studio in server mode starting beside a local
 * one on a shared folder found its cache stale and replaced it, and the local studio's next lazily loaded
 * view failed to load its dependencies.
 */
export function viteCacheDir(base: string | undefined, serverMode: boolean): string {
  return path.join(base ?? path.join(REPO_ROOT, 'node_modules/.vite-studio'), serverMode ? 'server' : 'local')
}

function startVite(http: Server, publicDir: string, serverMode: boolean, cacheDir?: string): Promise<ViteDevServer> {
  return createViteServer({
    configFile: false,
    root: REPO_ROOT,
    publicDir,
    cacheDir: viteCacheDir(cacheDir, serverMode),
    appType: 'custom',
    logLevel: 'warn',
    plugins: [react()],
    // Server mode: Vite only loads the preview's modules in this process; it serves nothing, watches nothing
    // and opens no socket: `ws: false`, else it listens for HMR on *:24678 even with hmr off (issue 44).
    server: serverMode
      ? { middlewareMode: true, hmr: false, ws: false, watch: null }
      : { middlewareMode: true, hmr: { server: http } },
    // Server mode serves the built app: no browser asks Vite for a module, so nothing is optimised (a scan
    // and a bundling of 5 s at each start saved).
    optimizeDeps: serverMode
      ? { noDiscovery: true, include: [] }
      : { entries: ['src/studio/app/main.tsx', 'src/studio/app/preview-frame.ts'] },
  })
}

/**
 * The photos under public/images/ as they are now (an upload is there at once)
 * and their AVIF and WebP variants made on demand by the build's pipeline.
 */
function mountImages(app: Express, publicDir: string, gate: express.RequestHandler[] = []) {
  if (gate.length) app.use('/images', ...gate)
  app.use(serveVariants(publicDir, path.join(REPO_ROOT, DEFAULT_CACHE_DIR)))
  app.use('/images', express.static(path.join(publicDir, 'images'), { index: false, fallthrough: true }))
}

const withToken = (html: string, token: string) =>
  html.replace('</head>', `<meta name="studio-token" content="${token}">\n  </head>`)

const sendHtml = (res: Response, html: string) =>
  void res.status(200).set({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)

/** Local mode: the studio's two HTML pages through Vite (its client and React refresh). */
function mountDevPages(app: Express, vite: ViteDevServer, token: string) {
  const page = async (req: Request, res: Response, htmlFile: string) => {
    const template = readFileSync(path.join(REPO_ROOT, 'src/studio/app', htmlFile), 'utf8')
    sendHtml(res, withToken(await vite.transformIndexHtml(req.originalUrl, template), token))
  }
  app.get('/', (req, res, next) => void page(req, res, 'index.html').catch(next))
  app.get('/preview-frame', (req, res, next) => void page(req, res, 'preview.html').catch(next))
  app.use(vite.middlewares)
}

/**
 * A page of the signed-in app: without a session, the sign-in page. A link
 * followed from another site (an e-mail, Telegram) arrives without the
 * SameSite=Strict cookie; one reload from here makes it same-site and sends it.
 */
function signedInPage(appDir: string, page: StudioPage) {
  return (req: Request, res: Response) => {
    const session = res.locals.session
    if (session) return sendHtml(res, withToken(builtPage(appDir, page), session.csrf))
    if (req.headers['sec-fetch-site'] === 'cross-site' && req.headers.cookie === undefined)
      return sendHtml(
        res,
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="0"><title>…</title>',
      )
    res.redirect(303, `/kirjaudu?jatka=${encodeURIComponent(req.originalUrl)}`)
  }
}

/** Server mode: the built app, sign-in, the API for signed-in people. */
async function mountServer(app: Express, core: Core, publicUrl: URL, appDir: string) {
  const { store, now } = core
  const cookies = sessionCookies(publicUrl.protocol === 'https:')
  const guard = createGuard({ publicUrl, sessionToken: (res) => res.locals.session?.csrf })
  const rp = relyingParty(publicUrl)
  app.use(guard.hosts)
  app.use(loadSession(store, cookies, now))
  app.use('/auth', authRouter({ store, rp, cookies, requireToken: guard.requireToken, now }))
  app.use('/api', requireSignedIn, guard.requireToken, peopleRouter({ store, rp, publicUrl, now }))
  // The leads' database: opened here (and closed with the studio) unless the caller gave one.
  if (!core.leads) core.ownLeads = core.leads = await openLeadBook(store)
  mountVisitSettings(app, { sql: core.leads.sql, store, workspace: core.workspace, now })
  mountInbox(app, {
    book: core.leads,
    store,
    workspace: core.workspace,
    now,
    publicUrl,
    page: signedInPage(appDir, 'index'),
  })
  mountApi(app, core)
  mountImages(app, core.publicDir, [imagesGate(store, now)])
  const stylesheets = () =>
    builtPage(appDir, 'preview')
      .match(/<link rel="stylesheet"[^>]*>/g)
      ?.join('\n') ?? ''
  const previews = { store, workspace: core.workspace, publicUrl, stylesheets, now }
  app.get('/esikatselu/:token', previewPage(previews))
  app.use('/api', previewRouter(previews))
  app.use(
    '/studio-assets',
    express.static(path.join(appDir, 'studio-assets'), { immutable: true, maxAge: '1y', index: false }),
  )
  const authPage = (_req: Request, res: Response) => sendHtml(res, builtPage(appDir, 'auth'))
  app.get('/kirjaudu', authPage)
  app.get('/kutsu/:token', authPage)
  app.get('/', signedInPage(appDir, 'index'))
  app.get('/preview-frame', signedInPage(appDir, 'preview'))
  return guard
}

/** The content API (each route declares its permission); photo uploads and deletions go in the audit log. */
function mountApi(app: Express, core: Core) {
  const { workspace, store, publicDir, now } = core
  app.post('/api/presence', requireAccess('content'), express.json({ limit: '4kb' }), (req, res) => {
    const actor = res.locals.actor!
    const file = typeof req.body?.file === 'string' ? req.body.file.slice(0, 300) : null
    res.json({ open: core.presence.beat(actor.id, actor.name, file, now()) })
  })
  app.use('/api/photos', (req, res, next) => {
    res.on('finish', () => {
      if (res.statusCode >= 300 || req.method === 'GET' || !res.locals.actor) return
      const action = req.method === 'DELETE' ? 'photo-delete' : 'photo-upload'
      const target = String(req.query.name ?? req.query.src ?? '')
      void store.audit({
        at: now(),
        person: personLabel(res.locals.actor),
        action,
        target,
        detail: '',
        address: req.ip ?? '',
      })
    })
    next()
  })
  app.use(
    '/api',
    photoRouter(workspace, publicDir),
    core.api,
    publishRouter({ workspace, store, publisher: core.publisher, now }),
  )
}

async function createCore(options: StudioOptions, http: Server): Promise<Core> {
  const contentDir = path.resolve(options.contentDir ?? path.join(REPO_ROOT, 'pages-data'))
  if (!existsSync(contentDir)) throw new Error(`Content folder ${contentDir} does not exist.`)
  const publicDir = publicDirFor(contentDir)
  const vite = await startVite(http, publicDir, Boolean(options.publicUrl), options.cacheDir)
  const preview = () => vite.ssrLoadModule('/src/studio/render-preview.tsx') as Promise<PreviewModule>
  const workspace = createWorkspace(contentDir, async (content, file) => (await preview()).renderPreview(content, file))
  const schemas = workspace.source().schemas
  const sections = sectionTypes(schemas, (await preview()).sectionTypeNames())
  const store = options.store ?? (await openStudioStore())
  const now = options.now ?? Date.now
  const audit = (req: Request, res: Response, action: string, target: string) =>
    store.audit({
      at: now(),
      person: personLabel(res.locals.actor!),
      action,
      target,
      detail: '',
      address: req.ip ?? '',
    })
  const mode = options.publicUrl ? 'server' : 'local'
  const publisher = await createPublisher(options, workspace, store, now)
  const api = studioRouter({
    workspace,
    schemas: documentSchemas(schemas),
    sections,
    audit,
    mode,
    publishes: publisher,
    siteUrl: publisher.options.siteUrl,
  })
  const presence = new Presence()
  return { contentDir, publicDir, vite, workspace, store, api, now, publisher, presence, leads: options.leads }
}

/** The publisher of this studio: releases on the server, commits on a developer's machine. */
async function createPublisher(options: StudioOptions, workspace: Workspace, store: StudioStore, now: () => number) {
  const top = await repoTop(workspace.contentDir).catch(() => workspace.contentDir)
  const contentFolder = path.relative(top, workspace.contentDir).split(path.sep).join('/')
  const site = JSON.parse(workspace.read('pages-data/site.json') ?? '{}') as { url?: string }
  const lines = (files: string[]) => {
    const documents = workspace.listDocuments()
    // A file the last commit has not is new ("Uusi sivu"), one the folder has not is removed.
    const inHead = (f: string) => spawnSync('git', ['cat-file', '-e', `HEAD:${f}`], { cwd: top }).status === 0
    const status = (f: string) => (!existsSync(path.join(top, f)) ? 'removed' : inHead(f) ? 'modified' : 'added')
    return files.map((f) => describe(f, status(f), contentFolder, documents))
  }
  return new Publisher({
    mode: options.publicUrl ? 'release' : 'commit',
    store,
    top,
    releasesDir: path.resolve(options.releasesDir ?? process.env.RELEASES_DIR ?? 'releases'),
    nodeModules: path.join(REPO_ROOT, 'node_modules'),
    siteUrl: options.siteUrl ?? process.env.PUBLIC_SITE_URL ?? site.url ?? 'http://localhost/',
    describe: lines,
    titleOf: (file) => titleOf(file, contentFolder, workspace.listDocuments()),
    hook: options.publishHook ?? process.env.PUBLISH_HOOK,
    switchCommand: options.switchCommand ?? process.env.RELEASE_SWITCH_COMMAND,
    now,
    onWorkingFolderChanged: () => workspace.reload(),
    log: (message, detail) => logger().error(detail ?? {}, message),
  })
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
  const host = options.host ?? '127.0.0.1'
  const app = express()
  // On the server the studio is in production whatever NODE_ENV says (the README's one-machine commands
  // set none): Express's own last handler, reached only if apiErrors is not, then shows no stack (issue 44).
  if (options.publicUrl) app.set('env', 'production')
  const http: Server = createHttpServer(app)
  const appDir = options.appDir ?? STUDIO_DIST
  if (options.publicUrl) await buildStudioApp(appDir)
  const core = await createCore(options, http)
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')
  app.get('/healthz', (_req, res) => void res.set('cache-control', 'no-store').json({ status: 'ok' }))
  app.use(studioHeaders(Boolean(options.publicUrl)))
  let guard: StudioGuard
  if (options.publicUrl) guard = await mountServer(app, core, options.publicUrl, appDir)
  else {
    guard = createGuard()
    const actor = await localActor(core.contentDir)
    app.use(guard.hosts, (_req, res, next) => {
      res.locals.actor = actor
      next()
    })
    app.use('/api', guard.requireToken)
    mountApi(app, core)
    mountImages(app, core.publicDir)
    mountDevPages(app, core.vite, guard.token)
  }
  // Every error behind a route, the API's, sign-in's and the pages': a Finnish answer, the detail in the log.
  app.use(apiErrors)
  const scheduler = new Scheduler(core.store, core.publisher, core.publisher.options.titleOf, core.now)
  if (options.publicUrl) {
    await core.publisher.adoptLiveRelease()
    await scheduler.start(options.scheduleTickMs)
  }
  const port = await listen(http, options.port ?? 3198, host)
  guard.listenOn(port)
  // The build tree made ready meanwhile, so the first publish is as quick as the next (publisher.ts).
  void core.publisher.prepare()
  return {
    url: options.publicUrl?.href ?? `http://${host}:${port}/`,
    port,
    store: core.store,
    async close() {
      await scheduler.stop()
      await core.publisher.idle()
      await core.vite.close()
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
      if (core.ownLeads && core.ownLeads.sql !== core.store.sql) await core.ownLeads.sql.close()
      if (!options.store) await core.store.close()
    },
  }
}
