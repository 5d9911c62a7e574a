/**
 * The studio's JSON API (`/api/...`), like server/contact/router.ts: one
 * Express router over a Workspace (src/studio/workspace.ts). The guard in
 * front of it decides who may call; each route here only reads or writes
 * content.
 */
import { existsSync } from 'node:fs'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { GROUPS, ICONS, KINDS, templateDocument, type Kind } from '../runtime/new-document.js'
import { collectionFor } from '../content-collections.js'
import { RICH_TEXT_KEYS } from '../runtime/collections.js'
import { STUDIO_UI as UI } from './strings.fi.js'
import { apiErrors } from './api-errors.js'
import { savedEvents } from './saved-events.js'
import { gitChanges } from './git-changes.js'
import { menuPlaces, withMenuLink } from './navigation-place.js'
import { documentIdOf } from '../runtime/listings.js'
import type { SectionTypeInfo } from './schema-bundle.js'
import type { Bootstrap, DocumentGroups, IndexEntry } from './studio-api.js'
import { documentGroups, listQuery } from './document-list.js'
import { translationQueue } from './translations/translation-queue.js'
import { startTranslation, translationSource } from './translations/translation-source.js'
import { translationsFollowing } from './translations/follow-translations.js'
import { shownElsewhere } from './shown-elsewhere.js'
import { WriteFailure } from '../storage/replace-file.js'
import { contentPath, versionOf, type Workspace } from './workspace.js'
import { type Actor, can, PERMISSIONS } from './auth/roles.js'
import { writeRefusal } from './auth/write-refusal.js'
import { actorOf } from './auth/sessions.js'
import { requireAccess } from './auth/require-access.js'

export interface StudioRouterOptions {
  workspace: Workspace
  schemas: Bootstrap['schemas']
  sections: SectionTypeInfo[]
  /** Records a change in the audit log (src/studio/store/). */
  audit?: (req: Request, res: Response, action: string, target: string) => Promise<void>
  /** 'server': signed-in people, releases; 'local': a developer's studio. */
  mode?: 'server' | 'local'
  /** Tells when a publish starts or ends, for the open tabs (`/api/events`, issue 45). */
  publishes?: Parameters<typeof savedEvents>[1]
  /** The public site's address (the publisher's: PUBLIC_SITE_URL, else site.json's url). */
  siteUrl?: string
}

/** 403 with the role's reason in Finnish unless the person may write every one of `files` (src/studio/auth/roles.ts). */
function refusedWrite(res: Response, files: string[]): boolean {
  const actor = actorOf(res)
  const why = files.map((f) => writeRefusal(actor, f)).find((reason) => reason !== null)
  if (!why) return false
  res.status(403).json({ error: UI.auth.roleRefused(why) })
  return true
}

const NAVIGATION = 'pages-data/navigation.json'

/** navigation.json with the new page named at the chosen place (unsaved: the author saves it after the page). */
function menuEdit(workspace: Workspace, menu: unknown, id: string) {
  const original = workspace.read(NAVIGATION)
  if (typeof menu !== 'string' || !original) return undefined
  const text = withMenuLink(original, menu, id)
  return text ? { file: NAVIGATION, text, original, version: versionOf(original) } : undefined
}

type Handler = (req: Request, res: Response) => unknown

/** An async route whose failure goes to Express's error handler. */
const route =
  (handler: Handler) =>
  (req: Request, res: Response, next: NextFunction): void =>
    void Promise.resolve(handler(req, res)).catch(next)

/** JSON bodies only: a cross-site form cannot send them without a preflight. */
function jsonOnly(req: Request, res: Response, next: NextFunction) {
  if (req.method === 'POST' && !req.is('application/json'))
    return void res.status(415).json({ error: UI.errors.badRequest })
  next()
}

function bootstrap({ workspace, schemas, sections, mode = 'local', siteUrl }: StudioRouterOptions): Handler {
  return (_req, res) => {
    const actor = actorOf(res)
    const body: Bootstrap = {
      me: { ...actor, permissions: PERMISSIONS.filter((p) => can(actor, p)), mode },
      // A role without content (myynti) learns only who it is (src/studio/leads/inbox-mount.ts).
      list: can(actor, 'content')
        ? withQueue(documentGroups(workspace.listDocuments(), listQuery({})), actor, workspace)
        : { q: '', total: 0, groups: [] },
      schemas,
      sections,
      richTextKeys: [...RICH_TEXT_KEYS],
      kinds: [...KINDS],
      groups: [...GROUPS],
      contentDir: workspace.contentDir,
      menus: menuPlaces(workspace.read(NAVIGATION) ?? '{}'),
      siteUrl: siteUrl ?? (JSON.parse(workspace.read('pages-data/site.json') ?? '{}') as { url?: string }).url ?? '',
    }
    res.json(body)
  }
}

/** GET /api/documents?q=&kind=&offset=&limit=: the search's matches by collection, one page of each (or of `kind`). */
const listRoute =
  (workspace: Workspace): Handler =>
  (req, res) =>
    res.json(withQueue(documentGroups(workspace.listDocuments(), listQuery(req.query)), actorOf(res), workspace))

/** A translator's list carries her queue (issue 45): what her languages still need, refreshed with the list. */
function withQueue(groups: DocumentGroups, actor: Actor, workspace: Workspace): DocumentGroups {
  if (actor.role !== 'kääntäjä') return groups
  return { ...groups, queue: translationQueue(workspace.listDocuments(), actor.langs) }
}

/** GET /api/documents/index: every document's file, collection, title and address, for the editor's links and slugs. */
const indexRoute =
  (workspace: Workspace): Handler =>
  (_req, res) =>
    res.json({
      documents: workspace.listDocuments().map(({ status: _s, ...e }): IndexEntry => e),
    })

const readDocument =
  (workspace: Workspace): Handler =>
  (req, res) => {
    const file = contentPath(req.query.file)
    const text = file ? workspace.read(file) : undefined
    if (!file || text === undefined) return void res.status(404).json({ error: UI.errors.notFound })
    res.json({ file, text, version: versionOf(text) })
  }

/**
 * GET /api/translation?file=<a translation file, existing or not>: its Finnish texts with their places,
 * and, when there is no such file yet, the text of a new one (every translated text empty).
 */
const readTranslation =
  (workspace: Workspace): Handler =>
  (req, res) => {
    const file = contentPath(req.query.file)
    const source = file ? translationSource((f) => workspace.read(f), file) : null
    if (!file || !source) return void res.status(404).json({ error: UI.errors.notFound })
    const fresh = workspace.read(file) === undefined ? startTranslation(source.lang, source) : undefined
    res.json({ ...source, fresh })
  }

/** The body's `file` and `text`, or null (and a 400 sent). */
function fileAndText(req: Request, res: Response): { file: string; text: string } | null {
  const file = contentPath(req.body?.file)
  const text: unknown = req.body?.text
  if (file && typeof text === 'string') return { file, text }
  res.status(400).json({ error: UI.errors.badRequest })
  return null
}

const checkRoute =
  (workspace: Workspace): Handler =>
  async (req, res) => {
    const input = fileAndText(req, res)
    if (input) res.json(await workspace.check(input.file, input.text))
  }

const saveRoute =
  ({ workspace, audit }: StudioRouterOptions): Handler =>
  async (req, res) => {
    const input = fileAndText(req, res)
    if (!input || refusedWrite(res, [input.file])) return
    const base: unknown = req.body?.base
    if (typeof base !== 'string') return void res.status(400).json({ error: UI.errors.badRequest })
    // Saved over a newer file? Refused: the author sees the other change beside theirs.
    const disk = workspace.onDisk(input.file)
    if (disk.version !== base)
      return void res.status(409).json({ error: UI.conflict.refused, theirs: disk.text, version: disk.version })
    const result = await workspace.check(input.file, input.text)
    if (!result.saveable) return void res.status(422).json({ error: UI.errors.cannotSave, ...result })
    // Sections moved or numbers changed: each translation follows, saved with the page (decision 224, issue 31).
    const followed = translationsFollowing(workspace.read, input.file, input.text)
    const changed = followed.filter((t) => t.text !== workspace.read(t.file))
    if (
      refusedWrite(
        res,
        changed.map((t) => t.file),
      )
    )
      return
    const by = req.get('x-studio-tab')
    const files = [input, ...changed.map((t) => ({ file: t.file, text: t.text }))]
    const before = workspace.source()
    try {
      workspace.write(files, by)
    } catch (error) {
      if (!(error instanceof WriteFailure)) throw error
      return void writeFailed(
        res,
        error,
        files.map((f) => f.file),
        workspace,
      )
    }
    const version = versionOf(input.text)
    await audit?.(req, res, 'save', input.file)
    const moved = changed.filter((t) => t.moved).map((t) => t.file)
    const carried = changed.filter((t) => t.carried.length).map((t) => t.lang)
    // Where else it shows: the lists and menus of the site before the save and after it (issue 43).
    const shown = shownElsewhere(input.file, before, workspace.source())
    res.json({ ...result, version, followed: moved, carried, shown })
  }

/**
 * A save the disk refused: 507 when it was full, and in words that are true about what changed (none,
 * some, or all without the folder's flush). The developer's detail goes to the studio's log.
 */
function writeFailed(res: Response, error: WriteFailure, files: string[], workspace: Workspace) {
  console.error('studio: save failed:', error.message)
  const written = files.filter((f) => error.written.includes(workspace.fileOnDisk(f)))
  const unwritten = files.filter((f) => !written.includes(f))
  const message =
    written.length === 0
      ? error.code === 'ENOSPC'
        ? UI.errors.status[507]
        : UI.errors.writeFailed.nothing(error.code ?? 'EIO')
      : unwritten.length
        ? UI.errors.writeFailed.partly(written.join(', '), unwritten.join(', '))
        : UI.errors.writeFailed.unsure(written.join(', '))
  res.status(written.length === 0 && error.code === 'ENOSPC' ? 507 : 500).json({ error: message, written })
}

const newPage =
  (workspace: Workspace): Handler =>
  (req, res) => {
    const kind = req.body?.kind as Kind
    const slug = String(req.body?.slug ?? '')
    const rawTitle: unknown = req.body?.title
    const title = typeof rawTitle === 'string' && rawTitle.trim() ? rawTitle.trim() : undefined
    const group = req.body?.group as (typeof GROUPS)[number] | undefined
    const icon = req.body?.icon as (typeof ICONS)[number] | undefined
    const rawDescription: unknown = req.body?.description
    const description = typeof rawDescription === 'string' ? rawDescription.trim().slice(0, 300) : undefined
    if (
      !KINDS.includes(kind) ||
      (group !== undefined && !GROUPS.includes(group)) ||
      (icon !== undefined && !ICONS.includes(icon))
    )
      return void res.status(400).json({ error: UI.errors.badRequest })
    try {
      const today = new Date().toISOString().slice(0, 10)
      const doc = templateDocument({ kind, slug, title, group, icon, description, today })
      const match = collectionFor(doc.file)!
      const route = match.collection.route?.(match.slug, match.parent)
      if (existsSync(workspace.fileOnDisk(doc.file)))
        return void res.status(409).json({ error: UI.errors.exists(route ?? slug) })
      // A service is in its group's menu column already; another page is named by its id (issue 43).
      const navigation =
        kind === 'service' || kind === 'blog'
          ? undefined
          : menuEdit(workspace, req.body?.menu, documentIdOf(doc.file.replace(/^pages-data\//, '')))
      res.json({ ...doc, kind: match.collection.kind, route, navigation })
    } catch {
      res.status(400).json({ error: UI.errors.badSlug })
    }
  }

export function studioRouter(options: StudioRouterOptions): Router {
  const { workspace } = options
  const router = express.Router()
  router.use(jsonOnly, express.json({ limit: '5mb' }))
  // Who may is each route's own declaration (decision 420); /bootstrap answers everyone who they are.
  router.get('/bootstrap', route(bootstrap(options)))
  const content = requireAccess('content')
  router.get('/events', content, savedEvents(workspace, options.publishes))
  router.get('/documents', content, route(listRoute(workspace)))
  router.get('/documents/index', content, route(indexRoute(workspace)))
  router.get('/document', content, route(readDocument(workspace)))
  router.get('/translation', content, route(readTranslation(workspace)))
  router.post('/check', content, route(checkRoute(workspace)))
  router.post('/save', content, route(saveRoute(options)))
  router.post('/new', requireAccess('new-page'), route(newPage(workspace)))
  router.get(
    '/changes',
    content,
    route(async (_req, res) => res.json(await gitChanges(workspace.contentDir, workspace.listDocuments()))),
  )
  router.use(apiErrors)
  return router
}
