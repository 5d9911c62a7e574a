/**
 * `/api/publish`, `/api/releases`, `/api/schedules` (issue 29, issue 31 point 2):
 * the pending changes one by one, a publish of the chosen ones (202 at once;
 * its progress at /api/publish/status), the release history with each
 * release's changes field by field, rollback (the owner), and publishes
 * scheduled for a later time. Every refusal is a 4xx with a Finnish reason.
 */
import { readFileSync, existsSync } from 'node:fs'
import path from 'node:path'
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { canPublish } from '../auth/roles.js'
import { actorOf } from '../auth/sessions.js'
import { requireAccess } from '../auth/require-access.js'
import { fieldChanges } from '../field-changes.js'
import { sourceOfTranslation } from '../../runtime/translation-files.js'
import { shownOnOpen, withRequirements } from './publish-choice.js'
import { pendingChanges, scope, type PendingChange } from './publish.js'
import { STUDIO_UI } from '../strings.fi.js'
import { personLabel, type StudioStore } from '../store/studio-store.js'
import { inFinnishAll } from '../validate-document.js'
import type { Workspace } from '../workspace.js'
import { changedBetween, fileAt, type FileChange } from './git-content.js'
import { BusyError, when, type Publisher } from './publisher.js'
import { snapshot } from './scheduler.js'
import { liveRelease, releaseFolders } from './release-dirs.js'
import { CONTENT_FOLDERS } from './build-tree.js'

const UI = STUDIO_UI.releases
const LIST = STUDIO_UI.publishList

export interface PublishRouterOptions {
  workspace: Workspace
  publisher: Publisher
  store: StudioStore
  now?: () => number
}

type Handler = (req: Request, res: Response) => Promise<unknown>
const route = (h: Handler) => (req: Request, res: Response, next: NextFunction) => void h(req, res).catch(next)
const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
/** Each route's permission (decision 420): reading the releases is the content's; publishing, scheduling are 'publish'. */
const content = requireAccess('content')
const publish = requireAccess('publish')

/** How far back the audit log is read for who saved what (saves since the last publish are near the top). */
const AUDIT_LINES = 2000
/** The placeholders pass's finding (src/runtime/pipeline/placeholders.ts). */
const PLACEHOLDER_CODE = 'placeholderText'

/**
 * The pending changes as this person sees them; with `mine`, which of them she saved (from the audit
 * log, or every one when the studio has one person).
 */
async function pendingFor(
  workspace: Workspace,
  res: Response,
  mine?: { store: StudioStore; onePerson: boolean },
): Promise<PendingChange[]> {
  const source = workspace.source()
  // An error, or else text a template left to write ("Kirjoita tähän …"): neither goes live (issue 45).
  const firstError = (file: string) => {
    const d = source.diagnostics.find((x) => x.file === file && x.severity === 'error') ?? placeholderIn(source, file)
    return d ? inFinnishAll(source, [d])[0] : undefined
  }
  return pendingChanges({
    contentDir: workspace.contentDir,
    documents: workspace.listDocuments(),
    firstError,
    actor: actorOf(res),
    saves: mine ? await mine.store.auditLog(AUDIT_LINES) : [],
    me: personLabel(actorOf(res)),
    onlyPerson: mine?.onePerson ?? false,
  })
}

/** The first text of `file` that a template left for her to write, which the site must not show. */
const placeholderIn = (source: ReturnType<Workspace['source']>, file: string) =>
  source.diagnostics.find((x) => x.file === file && x.code === PLACEHOLDER_CODE)

/** A refusal (sent) and no changes. */
const refuse = (res: Response, status: number, body: Record<string, string>): null => {
  res.status(status).json(body)
  return null
}

/** The chosen files with what they need; a 4xx (and null) when the choice cannot be published. */
async function chosenChanges(req: Request, res: Response, workspace: Workspace): Promise<FileChange[] | null> {
  const pending = await pendingFor(workspace, res)
  const chosen = strings(bodyOf(req).files)
  if (!chosen.length) return refuse(res, 400, { error: UI.nothingChosen })
  const unknown = chosen.find((f) => !pending.some((p) => p.file === f))
  if (unknown) return refuse(res, 409, { error: UI.notChangeable(path.basename(unknown)) })
  const files = withRequirements(chosen, pending)
  const broken = pending.find((p) => files.includes(p.file) && p.error)
  if (broken) {
    const { place, left } = broken.error!
    return refuse(res, 422, { error: left ? LIST.hasPlaceholder(place) : LIST.hasErrors(place), file: broken.file })
  }
  if (!canPublish(actorOf(res), files)) return refuse(res, 403, { error: LIST.notYours })
  const { top } = await scope(workspace.contentDir)
  return files.map((f) => ({
    path: f,
    content: existsSync(path.join(top, f)) ? readFileSync(path.join(top, f)) : null,
  }))
}

function publishRoutes(router: Router, { workspace, publisher, store }: PublishRouterOptions) {
  router.get(
    '/publish',
    content,
    route(async (_req, res) =>
      res.json({
        mode: publisher.options.mode,
        // A studio without sign-in (commit mode, src/studio/server.ts) has one person: every change is hers.
        changes: await pendingFor(workspace, res, { store, onePerson: publisher.options.mode === 'commit' }),
        job: shownOnOpen(publisher.status(), personLabel(actorOf(res))),
      }),
    ),
  )
  router.get('/publish/status', content, (_req, res) => void res.json({ job: publisher.status() }))
  router.post(
    '/publish',
    publish,
    route(async (req, res) => {
      const message = typeof bodyOf(req).message === 'string' ? String(bodyOf(req).message).trim() : ''
      if (!message) return void res.status(400).json({ error: STUDIO_UI.publish.noMessage, field: 'message' })
      const changes = await chosenChanges(req, res, workspace)
      if (!changes) return
      try {
        const job = publisher.publish({ changes, message, actor: actorOf(res) })
        res.status(202).json({ job })
      } catch (error) {
        if (!(error instanceof BusyError)) throw error
        res.status(409).json({ error: UI.busy })
      }
    }),
  )
}

/** Each changed document of a release, field by field (its content against the release before it). */
async function releaseDiff(top: string, commit: string, previous: string) {
  const files = await changedBetween(top, previous, commit, CONTENT_FOLDERS)
  return Promise.all(
    files.map(async (file) => {
      if (file.startsWith('public/')) return { file, fields: [] }
      const before = (await fileAt(top, previous, file))?.toString('utf8') ?? null
      const after = (await fileAt(top, commit, file))?.toString('utf8') ?? null
      const source = sourceOfTranslation(file)?.source
      const finnish = source ? ((await fileAt(top, commit, source))?.toString('utf8') ?? null) : null
      return { file, fields: fieldChanges(file, before, after, finnish) }
    }),
  )
}

function releaseRoutes(router: Router, { workspace, publisher, store }: PublishRouterOptions) {
  router.get(
    '/releases',
    content,
    route(async (_req, res) => {
      const dir = publisher.options.releasesDir
      res.json({
        releases: await store.releases(),
        live: liveRelease(dir),
        kept: releaseFolders(dir),
        job: publisher.status(),
      })
    }),
  )
  router.get(
    '/releases/diff',
    content,
    route(async (req, res) => {
      const record = await store.release(String(req.query.id ?? ''))
      if (!record) return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      const { top } = await scope(workspace.contentDir)
      const files = await releaseDiff(top, record.commit, `${record.commit}^`).catch(() => [])
      const titles = new Map(workspace.listDocuments().map((d) => [d.file, d.title]))
      res.json({ files: files.map((f) => ({ ...f, title: titles.get(f.file) ?? path.basename(f.file) })) })
    }),
  )
  router.post(
    '/releases/rollback',
    requireAccess('rollback'),
    route(async (req, res) => {
      const record = await store.release(String(bodyOf(req).id ?? ''))
      if (!record) return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      if (!releaseFolders(publisher.options.releasesDir).includes(record.restores ?? record.id))
        return void res.status(410).json({ error: UI.notKept })
      try {
        res.status(202).json({ job: publisher.rollback({ release: record, actor: actorOf(res) }) })
      } catch (error) {
        if (!(error instanceof BusyError)) throw error
        res.status(409).json({ error: UI.busy })
      }
    }),
  )
}

function scheduleRoutes(router: Router, { workspace, publisher, store, now = Date.now }: PublishRouterOptions) {
  router.get(
    '/schedules',
    content,
    route(async (_req, res) => {
      const schedules = await store.schedules()
      const titles = (files: { path: string }[]) => files.map((f) => publisher.options.titleOf(f.path))
      res.json({ schedules: schedules.map((s) => ({ ...s, files: [], titles: titles(s.files) })) })
    }),
  )
  router.post(
    '/schedules',
    publish,
    route(async (req, res) => {
      const actor = actorOf(res)
      const body = bodyOf(req)
      const message = typeof body.message === 'string' ? body.message.trim() : ''
      const at = Number(body.at)
      if (!message) return void res.status(400).json({ error: STUDIO_UI.publish.noMessage, field: 'message' })
      if (!Number.isFinite(at) || at <= now()) return void res.status(400).json({ error: UI.schedulePast, field: 'at' })
      const changes = await chosenChanges(req, res, workspace)
      if (!changes) return
      const files = await snapshot(publisher.options.top, changes)
      const schedule = await store.schedule({
        runAt: at,
        files,
        message,
        personId: actor.id,
        person: personLabel(actor),
        createdAt: now(),
      })
      await store.audit({
        at: now(),
        person: personLabel(actor),
        action: 'schedule',
        target: when(at),
        detail: message,
        address: req.ip ?? '',
      })
      res.json({ schedule: { ...schedule, files: [] }, message: UI.scheduled(when(at)) })
    }),
  )
  router.post(
    '/schedules/cancel',
    publish,
    route(async (req, res) => {
      const actor = actorOf(res)
      const id = String(bodyOf(req).id ?? '')
      const schedule = (await store.schedules()).find((s) => s.id === id)
      if (!schedule) return void res.status(404).json({ error: STUDIO_UI.errors.notFound })
      if (schedule.personId !== actor.id && actor.role !== 'omistaja')
        return void res.status(403).json({ error: STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.publish) })
      const ok = await store.cancelSchedule(id, now())
      if (ok)
        await store.audit({
          at: now(),
          person: personLabel(actor),
          action: 'schedule-cancelled',
          target: when(schedule.runAt),
          detail: schedule.message,
          address: req.ip ?? '',
        })
      res.status(ok ? 200 : 409).json(ok ? { ok } : { error: STUDIO_UI.errors.notFound })
    }),
  )
}

export function publishRouter(options: PublishRouterOptions): Router {
  const router = express.Router()
  publishRoutes(router, options)
  releaseRoutes(router, options)
  scheduleRoutes(router, options)
  return router
}
