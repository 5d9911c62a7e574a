/**
 * The company's calendar of site visits in the studio (issue 49), for the roles with 'visits' (the
 * owner and myynti), mounted at /api/visits behind the session and the CSRF check:
 * - GET /api/visits?from&to: the booked visits of a Helsinki week (Monday to Sunday by default), by
 *   person, with the days the clocks change;
 * - GET /api/visits/lead/:id: a lead's visit and the free times it may move to (the times visitors
 *   see); POST …/confirm, …/move {start}, …/cancel: the company's changes, each queueing the visitor's
 *   e-mail and writing the lead's history in one transaction (src/visit-desk/visit-desk.ts), a time
 *   taken meanwhile a 409 "Aika ehdittiin juuri varata – valitse toinen";
 * - GET/POST /api/visits/feed, POST /api/visits/feed/revoke: the person's calendar subscription
 *   (./calendar-feeds.ts, decision 415), whose address /calendar/<token>.ics is served by ./visits-mount.ts
 *   outside the session.
 * Every view and change goes into the audit log (by the lead's number, never its contents).
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { addDays, dateOf, isoInHelsinki, parseInstant } from '../../booking/helsinki-clock.js'
import { visitStartText } from '../../booking/visit-time.js'
import { clockChangeOn, datesBetween, instantsOf, mondayOf, readWeekRange } from '../../booking/week.js'
import { addressLine } from '../../booking/visit.js'
import { type EventKind, type LeadBook, recordLeadEvent } from '../../leads/lead-book.js'
import { calendarVisits, type StoredVisit, visitOfLead } from '../../leads/visit-book.js'
import { actorOf } from '../auth/sessions.js'
import { STUDIO_UI } from '../strings.fi.js'
import { personLabel, type StudioStore } from '../store/studio-store.js'
import type { VisitDesk } from '../../visit-desk/visit-desk.js'
import type { FeedState, LeadVisitAnswer, WeekAnswer } from './calendar-api.js'
import type { CalendarFeeds } from './calendar-feeds.js'

const W = STUDIO_UI.week

export interface CalendarRouterOptions {
  /** The leads' database (the visits are its rows). */
  book: LeadBook
  store: StudioStore
  feeds: CalendarFeeds
  /** The visits' desk of the site as it is now (its settings, the company's facts). */
  desk: () => VisitDesk
  /** The studio's public address (the feed's address); default: the request's own. */
  publicUrl?: URL
  now?: () => number
}

type Handler = (req: Request, res: Response) => Promise<unknown>
const route = (h: Handler) => (req: Request, res: Response, next: NextFunction) => void h(req, res).catch(next)

/** The week's answer: its days, people and visits. */
async function weekAnswer(o: CalendarRouterOptions, from: string, to: string, now: number): Promise<WeekAnswer> {
  const desk = o.desk()
  const { start, end } = instantsOf(from, to)
  const visits = await calendarVisits(o.book.sql, start, end)
  const people = desk.settings.people.map((p) => ({ id: p.id, name: p.name }))
  for (const v of visits) if (!people.some((p) => p.id === v.person)) people.push({ id: v.person, name: v.person })
  const monday = mondayOf(from)
  return {
    from,
    to,
    today: dateOf(now),
    previous: addDays(monday, -7),
    next: addDays(monday, 7),
    days: datesBetween(from, to).map((date) => ({ date, clockChange: clockChangeOn(date) })),
    people,
    visits: visits.map((v) => ({
      leadId: v.leadId,
      person: v.person,
      personName: people.find((p) => p.id === v.person)?.name ?? v.person,
      start: v.start,
      end: v.end,
      startIso: isoInHelsinki(v.start),
      endIso: isoInHelsinki(v.end),
      name: v.visitor.name,
      address: addressLine(v.address),
    })),
  }
}

/** Whether the company has confirmed the visit's current time (a confirm or a move from the studio at that start). */
function isConfirmed(visit: StoredVisit, events: { kind: string; value: string }[]): boolean {
  const at = isoInHelsinki(visit.start)
  return events.some((e) => (e.kind === 'visit-confirmed' || e.kind === 'visit-moved') && e.value === at)
}

async function leadVisitAnswer(o: CalendarRouterOptions, leadId: number, now: number): Promise<LeadVisitAnswer> {
  const visit = await visitOfLead(o.book.sql, leadId)
  if (!visit) return { visit: null, times: [] }
  const desk = o.desk()
  const times =
    visit.status === 'booked'
      ? (await desk.freeTimesFor(o.book.sql, visit, now)).map((t) => ({ start: t.start, iso: isoInHelsinki(t.start) }))
      : []
  return {
    visit: {
      status: visit.status,
      start: visit.start,
      end: visit.end,
      startIso: isoInHelsinki(visit.start),
      personName: desk.record(visit).person.name,
      address: addressLine(visit.address),
      confirmed: visit.status === 'booked' && isConfirmed(visit, await o.book.events(leadId)),
    },
    times,
  }
}

export function calendarRouter(o: CalendarRouterOptions): Router {
  const now = o.now ?? Date.now
  const router = express.Router()
  router.use(express.json({ limit: '4kb' }), (req, res, next) => {
    if (req.method === 'POST' && !req.is('application/json'))
      return void res.status(415).json({ error: STUDIO_UI.errors.badRequest })
    next()
  })
  const audit = (req: Request, res: Response, action: string, target: string, detail = '') =>
    o.store.audit({ at: now(), person: personLabel(actorOf(res)), action, target, detail, address: req.ip ?? '' })
  router.get(
    '/',
    route(async (req, res) => {
      const range = readWeekRange(req.query, now())
      if (!range) return void res.status(400).json({ error: W.badRange })
      const answer = await weekAnswer(o, range.from, range.to, now())
      await audit(req, res, 'visits-week', W.audit.week(range.from, range.to, answer.visits.length))
      res.json(answer)
    }),
  )
  leadRoutes(router, o, now, audit)
  feedRoutes(router, o, now, audit)
  return router
}

type Audit = (req: Request, res: Response, action: string, target: string, detail?: string) => Promise<void>

const idOf = (req: Request) => {
  const id = Number(req.params.id)
  return Number.isInteger(id) && id > 0 ? id : 0
}

/** The lead's visit: shown, confirmed, moved, cancelled. */
function leadRoutes(router: Router, o: CalendarRouterOptions, now: () => number, audit: Audit) {
  router.get(
    '/lead/:id',
    route(async (req, res) => res.json(await leadVisitAnswer(o, idOf(req), now()))),
  )
  const change = (action: 'confirm' | 'move' | 'cancel', kind: EventKind) =>
    route(async (req, res) => {
      const id = idOf(req)
      const at = now()
      const actor = { id: actorOf(res).id, name: actorOf(res).name }
      const record = (tx: Parameters<typeof recordLeadEvent>[0], visit: StoredVisit) =>
        recordLeadEvent(tx, visit.leadId, { actor, at, kind, value: isoInHelsinki(visit.start) })
      const desk = o.desk()
      let outcome: Awaited<ReturnType<VisitDesk['confirmByCompany']>>
      if (action === 'move') {
        const start = parseInstant((req.body as { start?: unknown } | undefined)?.start)
        if (start === null) return void res.status(400).json({ error: W.lead.badTime, field: 'start' })
        outcome = await desk.moveByCompany(o.book.sql, id, start, at, record)
      } else if (action === 'confirm') outcome = await desk.confirmByCompany(o.book.sql, id, at, record)
      else outcome = await desk.cancelByCompany(o.book.sql, id, at, record)
      if (!outcome.ok) {
        const taken = outcome.reason !== 'missing'
        return void res.status(taken ? 409 : 404).json({ error: taken ? W.lead.taken : W.lead.missing })
      }
      await audit(req, res, `visit-${action}`, `#${id}`, isoInHelsinki(outcome.visit.start))
      const message =
        action === 'move'
          ? W.lead.movedDone(visitStartText(outcome.visit.start, 'fi'))
          : action === 'confirm'
            ? W.lead.confirmedDone
            : W.lead.cancelledDone
      res.json({ ...(await leadVisitAnswer(o, id, now())), message })
    })
  router.post('/lead/:id/confirm', change('confirm', 'visit-confirmed'))
  router.post('/lead/:id/move', change('move', 'visit-moved'))
  router.post('/lead/:id/cancel', change('cancel', 'visit-cancelled'))
}

/** The address of a feed token: under the studio's public address, or the request's own. */
function feedUrl(o: CalendarRouterOptions, req: Request, token: string): string {
  const base = o.publicUrl?.href ?? `${req.protocol}://${req.get('host')}/`
  return new URL(`/calendar/${token}.ics`, base).href
}

/** The person's own subscription: its state, a new address (made or renewed), revoked. */
function feedRoutes(router: Router, o: CalendarRouterOptions, now: () => number, audit: Audit) {
  router.get(
    '/feed',
    route(async (_req, res) => {
      const createdAt = await o.feeds.createdAt(actorOf(res).id)
      res.json({ active: createdAt !== null, createdAt } satisfies FeedState)
    }),
  )
  router.post(
    '/feed',
    route(async (req, res) => {
      const at = now()
      const token = await o.feeds.renew(actorOf(res).id, at)
      await audit(req, res, 'calendar-feed', personLabel(actorOf(res)), W.audit.feedMade)
      res.json({ active: true, createdAt: at, url: feedUrl(o, req, token) } satisfies FeedState)
    }),
  )
  router.post(
    '/feed/revoke',
    route(async (req, res) => {
      await o.feeds.revoke(actorOf(res).id)
      await audit(req, res, 'calendar-feed-revoked', personLabel(actorOf(res)), W.audit.feedRevoked)
      res.json({ active: false, createdAt: null } satisfies FeedState)
    }),
  )
}
