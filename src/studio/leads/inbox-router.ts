/**
 * `/api/leads` (issue 34): the company's inbox of contact messages for the
 * owner and myynti ('leads'): the list newest first with its filters and
 * search, one lead with its history, moves through the pipeline, assignment,
 * notes, replies (which record "yhteydessä"), the message text erased, CSV and
 * Excel of a filtered list (./lead-export.ts), the statistics; and for the owner alone ('leads.privacy')
 * a person's every lead found, exported as JSON or erased. Every view and
 * export of a lead goes into the audit log (by its number, never its
 * contents). Mounted behind the session and the CSRF check (src/studio/server.ts).
 */
import express, { type NextFunction, type Request, type Response, type Router } from 'express'
import { isLang, LANGUAGES } from '../../i18n/languages.js'
import { monthOf, monthRange, monthsBack, monthsBetween, parseMonth } from '../../leads/helsinki-time.js'
import type { InboxLead, LeadBook, LeadFilter } from '../../leads/lead-book.js'
import { leadStats } from '../../leads/lead-stats.js'
import type { OriginIndex } from '../../leads/page-origins.js'
import { erasureDate, isOverdue, isStage, type Retention } from '../../leads/stages.js'
import { can } from '../auth/roles.js'
import { requireAccess } from '../auth/require-access.js'
import { actorOf } from '../auth/sessions.js'
import { STUDIO_UI } from '../strings.fi.js'
import { personLabel, type StudioStore } from '../store/studio-store.js'
import type { InboxMeta, LeadView } from './inbox-api.js'
import { langName, leadsCsv, leadsXlsx } from './lead-export.js'

const UI = STUDIO_UI.leads

export interface InboxRouterOptions {
  book: LeadBook
  store: StudioStore
  /** Which service and city each page is about (from the content as it is now). */
  origins: () => OriginIndex
  /** site.json's retention and the company's name. */
  site: () => { retention: Retention; brand: string }
  now?: () => number
}

type Handler = (req: Request, res: Response) => Promise<unknown>
const route = (h: Handler) => (req: Request, res: Response, next: NextFunction) => void h(req, res).catch(next)
const bodyOf = (req: Request) => (req.body ?? {}) as Record<string, unknown>
const text = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '')
const PAGE_SIZE = 50
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** The list's filter from the query string; unknown values are left out. */
function filterOf(query: Request['query'], origins: OriginIndex): LeadFilter {
  const q = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '')
  const filter: LeadFilter = {}
  const stage = q('vaihe')
  if (stage === 'myohassa') filter.overdue = true
  else if (isStage(stage)) filter.stage = stage
  if (q('henkilo')) filter.assignee = q('henkilo').slice(0, 100)
  if (isLang(q('kieli'))) filter.lang = q('kieli') as LeadFilter['lang']
  const service = q('palvelu')
  const city = q('kaupunki')
  if (service || city) filter.pages = origins.pagesOf({ service: service || undefined, city: city || undefined })
  const month = parseMonth(q('kuukausi'))
  if (month) Object.assign(filter, monthRange(month))
  if (q('haku')) filter.q = q('haku').slice(0, 100)
  return filter
}

interface ViewContext {
  origins: OriginIndex
  names: Map<string, string>
  retention: Retention
  now: number
}

function viewOf(lead: InboxLead, c: ViewContext): LeadView {
  const origin = c.origins.of(lead.page)
  return {
    ...lead,
    pageTitle: origin.title,
    service: origin.service,
    city: origin.city,
    overdue: isOverdue(lead, c.now),
    assigneeName: lead.assignee ? (c.names.get(lead.assignee) ?? UI.removedPerson) : '',
    erasesAt: erasureDate(lead, c.retention),
  }
}

/** The people a lead may be given to: those whose role has the inbox. */
async function inboxPeople(store: StudioStore) {
  const people = await store.people()
  return people.filter((p) => can(p, 'leads')).map((p) => ({ id: p.id, name: p.name }))
}

export function inboxRouter(options: InboxRouterOptions): Router {
  const now = options.now ?? Date.now
  const router = express.Router()
  router.use(express.json({ limit: '16kb' }), (req, res, next) => {
    if (req.method === 'POST' && !req.is('application/json'))
      return void res.status(415).json({ error: STUDIO_UI.errors.badRequest })
    next()
  })
  const context = async (): Promise<ViewContext> => ({
    origins: options.origins(),
    names: new Map((await options.store.people()).map((p) => [p.id, p.name])),
    retention: options.site().retention,
    now: now(),
  })
  const audit = (req: Request, res: Response, action: string, target: string, detail = '') =>
    options.store.audit({ at: now(), person: personLabel(actorOf(res)), action, target, detail, address: req.ip ?? '' })
  listRoutes(router, options, { now, context, audit })
  leadRoutes(router, options, { now, context, audit })
  personRoutes(router, options, { now, context, audit })
  return router
}

interface Tools {
  now: () => number
  context: () => Promise<ViewContext>
  audit: (req: Request, res: Response, action: string, target: string, detail?: string) => Promise<void>
}

/** The filter in words for the audit log ("vaihe=uusi, haku=…" without the search text). */
const filterWords = (query: Request['query']) =>
  Object.entries(query)
    .filter(([k, v]) => typeof v === 'string' && v && k !== 'ennen')
    .map(([k, v]) => (k === 'haku' ? 'haku' : `${k}=${String(v)}`))
    .join(', ')

function listRoutes(router: Router, o: InboxRouterOptions, t: Tools) {
  router.get(
    '/meta',
    route(async (_req, res) => {
      const origins = o.origins()
      const site = o.site()
      const last = monthOf(t.now())
      const meta: InboxMeta = {
        people: await inboxPeople(o.store),
        services: origins.services,
        cities: origins.cities,
        langs: [...LANGUAGES],
        months: monthsBetween(monthsBack(last, 23), last).reverse(),
        brand: site.brand,
        keepOfferMonths: site.retention.keepOfferMonths,
        privacy: can(actorOf(res), 'leads.privacy'),
      }
      res.json(meta)
    }),
  )
  router.get(
    '/overdue',
    route(async (_req, res) => res.json({ count: (await o.book.overdue(t.now(), 0)).count })),
  )
  router.get(
    '/',
    route(async (req, res) => {
      const c = await t.context()
      const before = Number(req.query.ennen)
      const page = await o.book.list(filterOf(req.query, c.origins), {
        before: Number.isInteger(before) && before > 0 ? before : undefined,
        limit: PAGE_SIZE,
        now: c.now,
      })
      await t.audit(req, res, 'leads-list', UI.audit.list(page.leads.length), filterWords(req.query))
      res.json({ ...page, leads: page.leads.map((l) => viewOf(l, c)) })
    }),
  )
  const exportRoute = (file: 'csv' | 'xlsx', type: string, body: (leads: LeadView[]) => string | Promise<Buffer>) =>
    router.get(
      `/export.${file}`,
      route(async (req, res) => {
        const c = await t.context()
        const leads = await o.book.all(filterOf(req.query, c.origins), c.now)
        await t.audit(req, res, 'leads-export', UI.audit[file](leads.length), filterWords(req.query))
        const stamp = new Date(c.now).toISOString().slice(0, 10)
        res
          .set({
            'content-type': type,
            'content-disposition': `attachment; filename="yhteydenotot-${stamp}.${file}"`,
            'cache-control': 'no-store',
          })
          .send(await body(leads.map((l) => viewOf(l, c))))
      }),
    )
  exportRoute('csv', 'text/csv; charset=utf-8', leadsCsv)
  exportRoute('xlsx', XLSX_TYPE, leadsXlsx)
  router.get(
    '/stats',
    route(async (req, res) => {
      const last = monthOf(t.now())
      const count = Math.min(24, Math.max(1, Number(req.query.kuukaudet) || 12))
      const months = monthsBetween(monthsBack(last, count - 1), last)
      const groups = await Promise.all(
        months.map(async (month) => {
          const { from, to } = monthRange(month)
          return { month, groups: await o.book.monthGroups(from, to) }
        }),
      )
      res.json(leadStats(groups, o.origins(), { none: UI.stats.none, langName }))
    }),
  )
}

const idOf = (req: Request) => {
  const id = Number(req.params.id)
  return Number.isInteger(id) && id > 0 ? id : null
}

function leadRoutes(router: Router, o: InboxRouterOptions, t: Tools) {
  const answer = async (res: Response, lead: InboxLead | null) => {
    if (!lead) return void res.status(404).json({ error: UI.notFound })
    res.json({ lead: viewOf(lead, await t.context()), events: await o.book.events(lead.id) })
  }
  const actor = (res: Response) => ({ id: actorOf(res).id, name: actorOf(res).name })
  router.get(
    '/:id',
    route(async (req, res) => {
      const id = idOf(req)
      const lead = id ? await o.book.get(id) : null
      if (lead) await t.audit(req, res, 'lead-view', `#${lead.id}`)
      await answer(res, lead)
    }),
  )
  router.post(
    '/:id/stage',
    route(async (req, res) => {
      const stage = bodyOf(req).stage
      if (!isStage(stage)) return void res.status(400).json({ error: UI.badStage })
      await answer(res, await o.book.setStage(idOf(req) ?? 0, stage, actor(res), t.now()))
    }),
  )
  router.post(
    '/:id/assign',
    route(async (req, res) => {
      const id = text(bodyOf(req).person, 100)
      const person = id ? (await inboxPeople(o.store)).find((p) => p.id === id) : null
      if (id && !person) return void res.status(400).json({ error: UI.badPerson })
      await answer(res, await o.book.assign(idOf(req) ?? 0, person ?? null, actor(res), t.now()))
    }),
  )
  router.post(
    '/:id/note',
    route(async (req, res) => {
      const note = text(bodyOf(req).text, 2000)
      if (!note) return void res.status(400).json({ error: UI.noteEmpty, field: 'note' })
      await answer(res, await o.book.note(idOf(req) ?? 0, note, actor(res), t.now()))
    }),
  )
  router.post(
    '/:id/reply',
    route(async (req, res) => {
      const via = bodyOf(req).via
      if (via !== 'email' && via !== 'phone') return void res.status(400).json({ error: STUDIO_UI.errors.badRequest })
      await answer(res, await o.book.replied(idOf(req) ?? 0, via, actor(res), t.now()))
    }),
  )
  router.post(
    '/:id/erase-message',
    route(async (req, res) => {
      const lead = await o.book.eraseMessage(idOf(req) ?? 0, actor(res), t.now())
      if (lead) await t.audit(req, res, 'lead-message-erased', `#${lead.id}`)
      await answer(res, lead)
    }),
  )
}

/** The data subject's requests (the owner): every lead of an e-mail or a phone, exported or erased. */
function personRoutes(router: Router, o: InboxRouterOptions, t: Tools) {
  const who = (req: Request) => ({ email: text(bodyOf(req).email, 200), phone: text(bodyOf(req).phone, 40) })
  const found = async (req: Request, res: Response) => {
    const w = who(req)
    if (!w.email && !w.phone) {
      res.status(400).json({ error: UI.privacy.needOne, field: 'email' })
      return null
    }
    return o.book.person(w)
  }
  const ids = (leads: InboxLead[]) => leads.map((l) => `#${l.id}`).join(', ')
  router.post('/person/:action', requireAccess('leads.privacy'))
  router.post(
    '/person/find',
    route(async (req, res) => {
      const leads = await found(req, res)
      if (!leads) return
      const c = await t.context()
      await t.audit(req, res, 'person-find', ids(leads), UI.audit.found(leads.length))
      res.json({ leads: leads.map((l) => viewOf(l, c)) })
    }),
  )
  router.post(
    '/person/export',
    route(async (req, res) => {
      const leads = await found(req, res)
      if (!leads) return
      const events = await o.book.eventsOf(leads.map((l) => l.id))
      await t.audit(req, res, 'person-export', ids(leads), UI.audit.exported(leads.length))
      res.set({
        'content-disposition': 'attachment; filename="henkilon-tiedot.json"',
        'cache-control': 'no-store',
      })
      res.json(personExport(leads, events, t.now()))
    }),
  )
  router.post(
    '/person/erase',
    route(async (req, res) => {
      const leads = await found(req, res)
      if (!leads) return
      const erased = await o.book.erase(leads.map((l) => l.id))
      await t.audit(req, res, 'person-erase', ids(leads), UI.audit.erased(erased))
      res.json({ erased, message: UI.privacy.erased(erased) })
    }),
  )
}

/** A person's data as they may ask for it (GDPR articles 15 and 20): every lead and its history. */
function personExport(leads: InboxLead[], events: Awaited<ReturnType<LeadBook['eventsOf']>>, now: number) {
  return {
    exportedAt: new Date(now).toISOString(),
    leads: leads.map((l) => ({
      id: l.id,
      receivedAt: new Date(l.createdAt).toISOString(),
      name: l.name,
      email: l.email,
      phone: l.phone,
      message: l.message,
      messageErasedAt: l.messageErasedAt === null ? null : new Date(l.messageErasedAt).toISOString(),
      language: l.lang,
      page: l.page,
      calculator: l.calculator,
      stage: UI.stages[l.stage],
      history: events
        .filter((e) => e.leadId === l.id)
        .map((e) => ({ at: new Date(e.at).toISOString(), by: e.person, what: e.kind, value: e.value })),
    })),
  }
}
