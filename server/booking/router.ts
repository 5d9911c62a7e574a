/**
 * The site visits' API beside the contact API's (decision 412):
 * - GET /api/visit-slots?from&to&area: the free times (decision 410's shape), the next two weeks by
 *   default, from a cache of a few seconds in the process; a query it cannot read is a 400 JSON error.
 * - POST /api/book-visit: a booking, JSON or a form sent without JavaScript, through the contact
 *   form's own acceptance (server/contact/accept.ts: its rules, math question, honeypot, rate limit),
 *   the visit's rules after the message's (src/booking/request.ts); the lead and its visit are one
 *   transaction, and a race for one time has one winner (409 "Aika ehdittiin juuri varata – valitse
 *   toinen" in the visitor's language for the others). Without JavaScript the answer is a page.
 * - /api/visit/<move|cancel>/<token>: GET asks (a page), POST acts.
 */
import express, { type Request, type Response, type Router } from 'express'
import { type Area, isArea, normalPostalCode } from '../../src/booking/areas.js'
import { parseInstant } from '../../src/booking/helsinki-clock.js'
import {
  bookingCheckMessage,
  firstFailedBookingCheck,
  visitArea,
  visitCheckField,
  type VisitCheckName,
  type VisitChoice,
} from '../../src/booking/request.js'
import { visitStartText } from '../../src/booking/visit-time.js'
import { homePath, isLang, type Lang } from '../../src/i18n/languages.js'
import { CONTACT_LIMITS, type ContactPayload } from '../../src/rules/contact.js'
import { storedText } from '../../src/rules/text-hygiene.js'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { stringsFor } from '../../src/ui/strings.js'
import { DOCUMENT_HEADERS } from '../headers.js'
import { acceptMessage, type AcceptDeps, type AcceptResult, type BookingHooks } from '../contact/accept.js'
import { formField, payloadOf, type FormBody } from '../contact/form-post.js'
import {
  compileContactSchema,
  jsonBody,
  parserErrors,
  refuseCrossSite,
  requestLang,
  type WirePayload,
} from '../contact/router.js'
import { storedClientKey } from '../contact/client-key.js'
import { makeQuestion } from '../contact/question.js'
import type { ContactStore } from '../contact/store.js'
import { bookingFormPage, messagePage } from './pages.js'
import { visitLinkRoutes } from './link-routes.js'
import { readSlotQuery, type VisitDesk } from '../../src/visit-desk/visit-desk.js'

export interface BookingRouterOptions {
  store: ContactStore
  desk: VisitDesk
  /** The contact API's acceptance (the same rules, limits and store). */
  accept: AcceptDeps
  /** Told when a booking's e-mails are queued (the mail worker, when SMTP_URL is set). */
  mailQueued?: () => void
  now: () => number
  log: (line: string) => void
}

const VISIT_FIELDS = ['street', 'postalCode', 'city', 'start'] as const

/** The contact message's schema with the visit's four fields, all required (transport caps only: CONTACT_LIMITS.wire). */
const compileBookingSchema = () =>
  compileContactSchema<WirePayload & VisitChoice>((schema) => ({
    ...schema,
    $id: 'book-visit.schema.json',
    required: [...(schema.required as string[]), ...VISIT_FIELDS],
    properties: {
      ...(schema.properties as object),
      street: { type: 'string', maxLength: CONTACT_LIMITS.wire.street },
      postalCode: { type: 'string', maxLength: CONTACT_LIMITS.wire.postalCode },
      city: { type: 'string', maxLength: CONTACT_LIMITS.wire.city },
      start: { type: 'string', maxLength: 40 },
    },
  }))

/** The page answers' headers: a page like every other (its CSP, frame and permissions policy). */
function pageHeaders(res: Response): void {
  res.setHeader('Cache-Control', 'no-store')
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) res.setHeader(name, value)
}

/** The booking's hooks into the contact acceptance: the visit's rules and the lead's transaction. */
function bookingHooks(o: BookingRouterOptions, payload: ContactPayload, visit: VisitChoice): BookingHooks {
  const U = stringsFor(payload.lang ?? 'fi').UI
  const input = { ...payload, visit, postalPrefixes: o.desk.settings.postalPrefixes }
  return {
    check() {
      const failed = firstFailedBookingCheck(
        { ...input, question: null, lastSuccessAt: null, now: o.now() },
        'server',
        ['honeypot', 'mathAnswer'],
      )
      if (!failed || failed === 'honeypot') return null
      const field = visitCheckField(failed as VisitCheckName, visit)
      return { error: bookingCheckMessage(failed, { input }, U), ...(field ? { field } : {}) }
    },
    save: async (lead, now) => {
      const request = {
        start: parseInstant(visit.start) as number,
        area: visitArea(input) ?? 'uusimaa',
        address: {
          street: storedText(visit.street),
          postalCode: normalPostalCode(visit.postalCode) ?? visit.postalCode,
          city: storedText(visit.city),
        },
      }
      const id = await o.store.addBooking(lead, now, (tx, leadId) => o.desk.book(tx, leadId, request, now))
      o.store.wake()
      o.mailQueued?.()
      return id
    },
    taken: U.booking.slotTaken,
  }
}

/** GET /visit-slots: a cached answer, or a 400 naming what the query got wrong. */
function slotRoutes(router: Router, o: BookingRouterOptions) {
  router.get('/visit-slots', async (req, res) => {
    const lang = isLang(req.query.lang) ? req.query.lang : requestLang(req)
    try {
      // The studio's saved settings (read again after a few seconds): their horizon bounds the query.
      await o.desk.refresh(o.store.sql, o.now())
      const query = readSlotQuery(req.query, o.now(), o.desk.settings.horizonDays)
      if ('problem' in query) {
        res.setHeader('Cache-Control', 'no-store')
        return res.status(400).json({ error: serverStringsFor(lang).visitSlots[query.problem] })
      }
      const answer = await o.desk.slots(o.store.sql, query, o.now())
      res.setHeader('Cache-Control', 'public, max-age=5')
      res.json(answer)
    } catch (error) {
      o.log(`[booking] free times unavailable: ${(error as Error).message}`)
      res.setHeader('Cache-Control', 'no-store')
      res.status(503).json({ error: serverStringsFor(lang).http.apiServerError })
    }
  })
  router.all('/visit-slots', (req, res) => {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ error: serverStringsFor(requestLang(req)).http.apiMethodNotAllowed })
  })
}

/** The visit of a form body (its four fields, '' when missing). */
const visitOfForm = (body: FormBody): VisitChoice => ({
  street: formField(body, 'street'),
  postalCode: formField(body, 'postalCode'),
  city: formField(body, 'city'),
  start: formField(body, 'start'),
})

/** The city page's area a form without JavaScript names (a hidden field), if it is one. */
function areaOfForm(body: FormBody): Area | null {
  const value = formField(body, 'area')
  return isArea(value) ? value : null
}

/** A booking sent without JavaScript: the answer is a page (booked, or the form again with the free times). */
async function answerForm(o: BookingRouterOptions, req: Request, res: Response): Promise<void> {
  const body = (req.body ?? {}) as FormBody
  const payload = payloadOf(body)
  const lang: Lang = payload.lang ?? 'fi'
  const visit = visitOfForm(body)
  const ip = req.ip ?? req.socket.remoteAddress
  await o.desk.refresh(o.store.sql, o.now())
  const outcome: AcceptResult = res.locals.crossSite
    ? {
        ok: false,
        status: 403,
        error: stringsFor(lang).UI.contact.badPayload,
        question: makeQuestion(o.now(), storedClientKey(ip)),
      }
    : await acceptMessage(o.accept, { payload, ip, booking: bookingHooks(o, payload, visit) })
  pageHeaders(res)
  const home = homePath(lang)
  if (outcome.ok) {
    const text = stringsFor(lang).UI.booking.booked(visitStartText(parseInstant(visit.start) ?? o.now(), lang))
    res
      .status(200)
      .type('html')
      .send(messagePage(lang, serverStringsFor(lang).visitPage.bookTitle, text, home, 'status'))
    return
  }
  if (outcome.retryAfterSeconds) res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
  const pageArea = areaOfForm(body)
  const area = visitArea({ visit, postalPrefixes: o.desk.settings.postalPrefixes }) ?? pageArea ?? 'uusimaa'
  const slots = await o.desk.nextSlots(o.store.sql, area, o.now()).catch(() => null)
  const fields = { name: payload.name, email: payload.email, phone: payload.phone, message: payload.message, ...visit }
  const mathAnswer = outcome.answerKept && Number.isInteger(payload.mathAnswer) ? String(payload.mathAnswer) : ''
  const state = {
    lang,
    fields,
    page: payload.page ?? '',
    area: pageArea,
    mathAnswer,
    question: outcome.question,
    error: outcome.error,
  }
  res
    .status(outcome.status)
    .type('html')
    .send(bookingFormPage({ ...state, slots, home }))
}

/** POST /book-visit: the form without JavaScript, then JSON. */
function bookRoutes(router: Router, o: BookingRouterOptions) {
  const validate = compileBookingSchema()
  router.post('/book-visit', refuseCrossSite(o.log))
  router.post(
    '/book-visit',
    (req, _res, next) => next(req.is('application/x-www-form-urlencoded') ? undefined : 'route'),
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }),
    (req, res, next) => void answerForm(o, req, res).catch(next),
  )
  router.post('/book-visit', ...jsonBody(), async (req, res) => {
    const body: unknown = req.body
    const lang = requestLang(req)
    if (!validate(body)) return res.status(400).json({ error: stringsFor(lang).UI.contact.badPayload })
    const { street, postalCode, city, start, ...message } = body
    const payload = { ...message, phone: message.phone ?? '', honeypot: message.honeypot ?? '' }
    const visit = { street, postalCode, city, start }
    const ip = req.ip ?? req.socket.remoteAddress
    await o.desk.refresh(o.store.sql, o.now())
    const result = await acceptMessage(o.accept, { payload, ip, booking: bookingHooks(o, payload, visit) })
    if (result.ok) {
      const message = stringsFor(lang).UI.booking.booked(visitStartText(parseInstant(start) as number, lang))
      return res.status(200).json({ ok: true, message, start, question: result.question })
    }
    if (result.retryAfterSeconds) res.setHeader('Retry-After', String(result.retryAfterSeconds))
    res.status(result.status).json({ error: result.error, field: result.field, question: result.question })
  })
  router.all('/book-visit', (req, res) => {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ error: stringsFor(requestLang(req)).UI.contact.methodNotAllowed })
  })
}

export function createBookingRouter(o: BookingRouterOptions): Router {
  const router = express.Router({ strict: true, caseSensitive: true })
  slotRoutes(router, o)
  bookRoutes(router, o)
  visitLinkRoutes(router, o)
  router.use(parserErrors)
  return router
}
