/**
 * The site visits in the studio on the server (issue 49): the calendar API at /api/visits for the
 * roles with 'visits' (./calendar-router.ts), and each person's calendar feed at
 * /calendar/<token>.ics, outside the session (calendar apps cannot sign in; the token is the key,
 * decision 415). The visits are rows of the leads' database the inbox opened; the e-mails of the
 * company's changes go into its queue, which the contact API's mail worker sends.
 */
import type { Express, Request, Response } from 'express'
import { visitsFeed } from '../../booking/invitation.js'
import type { LeadBook } from '../../leads/lead-book.js'
import { calendarVisits, type CalendarVisit } from '../../leads/visit-book.js'
import type { OpeningHours } from '../../runtime/content-types.generated.js'
import { serverStringsFor } from '../../ui/server-strings.js'
import { type BookingSite, VisitDesk } from '../../visit-desk/visit-desk.js'
import { requireAccess } from '../auth/require-access.js'
import { can, type Actor } from '../auth/roles.js'
import type { StudioStore } from '../store/studio-store.js'
import type { Workspace } from '../workspace.js'
import { calendarRouter } from './calendar-router.js'
import { CalendarFeeds } from './calendar-feeds.js'

const DAY_MS = 86_400_000
/** The feed's reach: the visits of the last two months and of the next year. */
const FEED_BACK_MS = 60 * DAY_MS
const FEED_AHEAD_MS = 400 * DAY_MS

/** site.json's facts the visits need (server/site-routes.ts `bookingSiteOf`), from its text as the workspace has it now. */
export function bookingSiteOf(text: string | null | undefined): BookingSite {
  let site: {
    brand?: unknown
    url?: unknown
    contacts?: { phone?: unknown; email?: unknown }
    openingHours?: unknown
  } = {}
  try {
    site = JSON.parse(text ?? '{}') as typeof site
  } catch {
    // A site.json being edited may not parse for a moment: the empty facts hold.
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    brand: str(site.brand),
    phone: str(site.contacts?.phone),
    email: str(site.contacts?.email),
    url: str(site.url) || 'http://localhost/',
    openingHours: Array.isArray(site.openingHours) ? (site.openingHours as OpeningHours[]) : [],
  }
}

/** The desk of the site as it is now, made again when site.json changes. */
function deskOf(workspace: Workspace, publicUrl?: URL): () => VisitDesk {
  let text: string | null | undefined
  let desk: VisitDesk | null = null
  return () => {
    const now = workspace.read('pages-data/site.json')
    if (desk && now === text) return desk
    text = now
    const site = bookingSiteOf(now)
    // The settings saved under Arviokäynnit (decision 414), read again within the desk's cache as the
    // contact API's desk reads them; site.json's opening hours while none are saved.
    desk = new VisitDesk({ site, studioUrl: publicUrl?.href ?? null })
    return desk
  }
}

/**
 * The visits a person's feed holds: the owner's, the company's every one; anyone else's, those they make
 * (the Arviokäynnit person with their e-mail address) or whose lead is theirs.
 */
function feedVisitsOf(person: Actor, visits: readonly CalendarVisit[], desk: VisitDesk) {
  if (person.role === 'omistaja') return visits
  const email = person.email.trim().toLowerCase()
  const makes = new Set(
    desk.settings.people.filter((p) => email && p.email?.trim().toLowerCase() === email).map((p) => p.id),
  )
  makes.add(person.id)
  return visits.filter((v) => makes.has(v.person) || v.assignee === person.id)
}

interface FeedDeps {
  book: LeadBook
  store: StudioStore
  feeds: CalendarFeeds
  desk: () => VisitDesk
  publicUrl?: URL
  now: () => number
}

/** GET /calendar/<token>.ics: the person's feed, or 404 for a token not ours, renewed, revoked or of a person gone. */
function feedRoute(d: FeedDeps) {
  const missing = (res: Response) => void res.status(404).type('text/plain').send('Not found')
  return async (req: Request, res: Response) => {
    res.set({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' })
    const file = String(req.params.file ?? '')
    if (!file.endsWith('.ics')) return missing(res)
    const id = await d.feeds.personOf(file.slice(0, -'.ics'.length))
    const person = id ? await d.store.person(id) : undefined
    if (!person || !can(person, 'visits')) return missing(res)
    const now = d.now()
    const desk = d.desk()
    await desk.refresh(d.book.sql, now)
    const visits = feedVisitsOf(person, await calendarVisits(d.book.sql, now - FEED_BACK_MS, now + FEED_AHEAD_MS), desk)
    const leadUrl = d.publicUrl ? (v: { id: number }) => new URL(`/yhteydenotot/${v.id}`, d.publicUrl).href : undefined
    const ics = visitsFeed(
      person.name,
      visits.map((v) => desk.record(v)),
      desk.company,
      serverStringsFor('fi'),
      now,
      leadUrl,
    )
    res.status(200).type('text/calendar; charset=utf-8').send(ics)
  }
}

export interface VisitsMount {
  book: LeadBook
  store: StudioStore
  workspace: Workspace
  publicUrl?: URL
  now: () => number
}

/** Mounts the calendar API and the feeds: call where the inbox is mounted (before the content API's gate). */
export function mountVisits(app: Express, m: VisitsMount): void {
  const feeds = new CalendarFeeds(m.store.sql)
  const desk = deskOf(m.workspace, m.publicUrl)
  const deps = { book: m.book, store: m.store, feeds, desk, publicUrl: m.publicUrl, now: m.now }
  // Each request sees the settings as saved (the people's names, the visit's length), never older than the cache.
  const fresh = (_req: Request, _res: Response, next: (error?: unknown) => void) =>
    void desk()
      .refresh(m.book.sql, m.now())
      .then(() => next(), next)
  app.use('/api/visits', requireAccess('visits'), fresh, calendarRouter(deps))
  const feed = feedRoute(deps)
  app.get('/calendar/:file', (req, res, next) => void feed(req, res).catch(next))
}
