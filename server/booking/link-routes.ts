/**
 * /api/visit/<move|cancel>/<token>, the signed links of a visitor's e-mails (src/visit-desk/visit-links.ts):
 * GET shows a page in the visit's language that asks (a mail scanner following the link changes
 * nothing); POST acts: cancels, or moves to the free time chosen. The visit's e-mails go through the
 * queue. A link of an older version (moved since), of a cancelled visit, expired or not ours is one
 * page, "no longer valid", 404.
 */
import express, { type Request, type Response, type Router } from 'express'
import { parseInstant } from '../../src/booking/helsinki-clock.js'
import { visitStartText } from '../../src/booking/visit-time.js'
import { homePath, isLang, type Lang } from '../../src/i18n/languages.js'
import type { StoredVisit } from '../../src/leads/visit-book.js'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { stringsFor } from '../../src/ui/strings.js'
import { formField } from '../contact/form-post.js'
import { refuseCrossSite } from '../contact/router.js'
import type { ContactStore } from '../contact/store.js'
import { cancelPage, messagePage, movePage } from './pages.js'
import type { VisitDesk } from '../../src/visit-desk/visit-desk.js'

interface LinkDeps {
  store: ContactStore
  desk: VisitDesk
  mailQueued?: () => void
  now: () => number
  log: (line: string) => void
}

const langOf = (visit: StoredVisit | undefined | null, req: Request): Lang => {
  if (visit && isLang(visit.visitor.lang)) return visit.visitor.lang
  const header = req.headers['accept-language']?.slice(0, 2).toLowerCase()
  return isLang(header) ? header : 'fi'
}

function send(res: Response, status: number, html: string): void {
  res.setHeader('Cache-Control', 'no-store')
  // The token in the address goes to no other site; "no-referrer" would also make the browser send
  // `Origin: null` with the page's own form post, which the cross-site check refuses (the e-mail's links
  // then never worked in a browser: tests/e2e/booking-visitor.spec.ts).
  res.setHeader('Referrer-Policy', 'same-origin')
  res.status(status).type('html').send(html)
}

/** The "no longer valid" page in the language the request asks for. */
function invalid(req: Request, res: Response): void {
  const lang = langOf(null, req)
  const P = serverStringsFor(lang).visitPage
  send(res, 404, messagePage(lang, P.moveTitle, P.linkInvalid, homePath(lang), 'error'))
}

const whenOf = (visit: StoredVisit, lang: Lang) => visitStartText(visit.start, lang)

type Action = 'move' | 'cancel'

async function showLink(d: LinkDeps, action: Action, req: Request, res: Response): Promise<void> {
  const visit = await d.desk.visitOfLink(d.store.sql, action, String(req.params.token), d.now())
  if (!visit) return invalid(req, res)
  const lang = langOf(visit, req)
  const home = homePath(lang)
  if (action === 'cancel') return send(res, 200, cancelPage(lang, whenOf(visit, lang), home))
  const slots = await d.desk.nextSlots(d.store.sql, visit.area, d.now())
  send(res, 200, movePage(lang, { when: whenOf(visit, lang), slots, home }))
}

async function actOnLink(d: LinkDeps, action: Action, req: Request, res: Response): Promise<void> {
  const token = String(req.params.token)
  if (res.locals.crossSite) return invalid(req, res)
  const now = d.now()
  if (action === 'cancel') {
    const done = await d.desk.cancelByLink(d.store.sql, token, now)
    if (!done.ok) return invalid(req, res)
    d.mailQueued?.()
    const lang = langOf(done.visit, req)
    const P = serverStringsFor(lang).visitPage
    return send(res, 200, messagePage(lang, P.cancelTitle, P.cancelled, homePath(lang), 'status'))
  }
  const start = parseInstant(formField((req.body ?? {}) as Record<string, unknown>, 'start'))
  const done = start === null ? null : await d.desk.moveByLink(d.store.sql, token, start, now)
  if (done?.ok) {
    d.mailQueued?.()
    const lang = langOf(done.visit, req)
    const P = serverStringsFor(lang).visitPage
    return send(res, 200, messagePage(lang, P.moveTitle, P.moved(whenOf(done.visit, lang)), homePath(lang), 'status'))
  }
  if (done && done.reason === 'invalid') return invalid(req, res)
  // No time chosen, or it was taken meanwhile: the move page again with the free times and why.
  const visit = done?.visit ?? (await d.desk.visitOfLink(d.store.sql, 'move', token, now))
  if (!visit) return invalid(req, res)
  const lang = langOf(visit, req)
  const B = stringsFor(lang).UI.booking
  const slots = await d.desk.nextSlots(d.store.sql, visit.area, now)
  const error = done ? B.slotTaken : B.badTime
  send(res, done ? 409 : 400, movePage(lang, { when: whenOf(visit, lang), slots, error, home: homePath(lang) }))
}

export function visitLinkRoutes(router: Router, d: LinkDeps): void {
  for (const action of ['move', 'cancel'] as const) {
    const path = `/visit/${action}/:token`
    const guarded = (work: typeof showLink) => (req: Request, res: Response, next: (error?: unknown) => void) =>
      void work(d, action, req, res).catch(next)
    router.get(path, guarded(showLink))
    router.post(
      path,
      refuseCrossSite(d.log),
      express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }),
      guarded(actOnLink),
    )
    router.all(path, (req, res) => {
      res.setHeader('Allow', 'GET, HEAD, POST')
      res.status(405).json({ error: serverStringsFor(langOf(null, req)).http.apiMethodNotAllowed })
    })
  }
}
