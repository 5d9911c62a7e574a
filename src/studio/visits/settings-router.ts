/**
 * `/api/visits/settings` (issue 49, "Arviokäynnit"): the site visits' availability settings for the
 * roles with 'visits' (the owner and myynti), stored in the leads database the contact API reads
 * (src/leads/visit-settings.ts), so a save reaches the public free times within the desk's cache
 * of a few seconds, without a restart.
 * - GET: the stored settings and their version, or (version 0) the defaults from site.json's
 *   opening hours as the workspace has them now.
 * - PUT { settings, version }: checked by `availabilityProblems` and the studio's own checks (422
 *   with each problem at its field, in Finnish); saved only over the version it was loaded from
 *   (409 when someone else saved meanwhile); the save goes into the audit log.
 * Mounted behind the session and the CSRF check, before the content API's gate (src/studio/server.ts).
 */
import express, { type Express, type NextFunction, type Request, type Response, type Router } from 'express'
import { readAvailabilitySettings } from '../../booking/availability-shape.js'
import { type AvailabilitySettings, defaultAvailability } from '../../booking/availability.js'
import { readVisitSettings, saveVisitSettings, storedVersion } from '../../leads/visit-settings.js'
import type { OpeningHours } from '../../runtime/content-types.generated.js'
import type { Sql } from '../../storage/sql.js'
import { requireAccess } from '../auth/require-access.js'
import { actorOf } from '../auth/sessions.js'
import { STUDIO_UI } from '../strings.fi.js'
import { personLabel, type StudioStore } from '../store/studio-store.js'
import type { Workspace } from '../workspace.js'
import { settingsProblems, type SettingsProblem } from './settings-problems.js'

const UI = STUDIO_UI.visits

/** GET's answer (and PUT's, after a save). */
export interface VisitSettingsAnswer {
  settings: AvailabilitySettings
  /** 0: nothing saved yet, the settings are the defaults. */
  version: number
  savedAt: number | null
  savedBy: string
}

/** A refused PUT: the message, and each problem at its field (422) or the version stored now (409). */
export interface VisitSettingsRefusal {
  error: string
  problems?: SettingsProblem[]
  version?: number
}

interface VisitSettingsOptions {
  /** The leads database (the contact API's). */
  sql: Sql
  store: StudioStore
  /** The company's name and opening hours (the defaults). */
  site: () => { brand: string; openingHours: readonly OpeningHours[] }
  now?: () => number
}

type Handler = (req: Request, res: Response) => Promise<unknown>
const route = (h: Handler) => (req: Request, res: Response, next: NextFunction) => void h(req, res).catch(next)

function visitSettingsRouter(o: VisitSettingsOptions): Router {
  const now = o.now ?? Date.now
  const router = express.Router()
  router.use(express.json({ limit: '64kb' }))
  const current = async (): Promise<VisitSettingsAnswer> => {
    const stored = await readVisitSettings(o.sql)
    if (stored)
      return { settings: stored.settings, version: stored.version, savedAt: stored.savedAt, savedBy: stored.savedBy }
    // None saved, or a row that no longer reads: the defaults, saved over whatever version is there.
    return { settings: defaultAvailability(o.site()), version: await storedVersion(o.sql), savedAt: null, savedBy: '' }
  }
  router.get(
    '/',
    route(async (_req, res) => res.json(await current())),
  )
  router.put(
    '/',
    route(async (req, res) => {
      const body = (req.body ?? {}) as { settings?: unknown; version?: unknown }
      const settings = readAvailabilitySettings(body.settings)
      const from = body.version
      if (!settings || typeof from !== 'number' || !Number.isInteger(from) || from < 0)
        return res.status(422).json({ error: UI.badSettings, problems: [] } satisfies VisitSettingsRefusal)
      const problems = settingsProblems(settings)
      if (problems.length)
        return res.status(422).json({ error: UI.badSettings, problems } satisfies VisitSettingsRefusal)
      const actor = actorOf(res)
      const at = now()
      const saved = await saveVisitSettings(o.sql, { settings, from, by: actor.name, now: at })
      if (!saved.ok)
        return res.status(409).json({ error: UI.stale, version: saved.version } satisfies VisitSettingsRefusal)
      await o.store.audit({
        at,
        person: personLabel(actor),
        action: 'visits-settings',
        target: UI.open,
        detail: UI.audit(saved.version),
        address: req.ip ?? '',
      })
      res.json({ settings, version: saved.version, savedAt: at, savedBy: actor.name } satisfies VisitSettingsAnswer)
    }),
  )
  return router
}

/** site.json's name and opening hours as the workspace has them now (a file being edited: none). */
function siteOf(workspace: Workspace) {
  return () => {
    let site: { brand?: unknown; openingHours?: unknown } = {}
    try {
      site = JSON.parse(workspace.read('pages-data/site.json') ?? '{}') as typeof site
    } catch {
      // A site.json being edited may not parse for a moment: no hours until it does.
    }
    return {
      brand: typeof site.brand === 'string' ? site.brand : '',
      openingHours: Array.isArray(site.openingHours) ? (site.openingHours as OpeningHours[]) : [],
    }
  }
}

/** Mounts the settings: after the session and the CSRF check, before the content API's gate. */
export function mountVisitSettings(
  app: Express,
  m: { sql: Sql; store: StudioStore; workspace: Workspace; now: () => number },
): void {
  const router = visitSettingsRouter({ sql: m.sql, store: m.store, site: siteOf(m.workspace), now: m.now })
  app.use('/api/visits/settings', requireAccess('visits'), router)
}
