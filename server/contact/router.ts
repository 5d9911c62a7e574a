/**
 * GET /api/contact-question: a math question of the visitor's own, { a, b, token } (docs/decisions/253).
 *
 * POST /api/send-telegram: JSON (4 kB), the contact-message schema (Ajv:
 * shape and size caps), then server/contact/accept.ts: the contact rules of src/rules/contact.ts with their
 * server side (the math question its token carries, field hygiene, lengths, e-mail, phone, forbidden words),
 * honeypot, a calculator's estimate made again, the durable per-address rate limit, then the message is
 * committed to the store BEFORE the reply. Every refusal is a 4xx JSON { error } in the
 * request's language (the body's `lang`, else its Content-Language, else
 * Finnish); a store that cannot take the message now (locked, down) is a fast 503. Every answer that
 * went past the schema carries `question`, the one to show next (the same, or a new one).
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import express, {
  type ErrorRequestHandler,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express'
import { recheckCalculator, type CalculatorModels } from '../../src/calculators/lead-check.js'
import type { ContactPayload } from '../../src/rules/contact.js'
import { isLang, type Lang } from '../../src/i18n/languages.js'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { stringsFor } from '../../src/ui/strings.js'
import { acceptMessage } from './accept.js'
import { crossSiteReason } from './same-origin.js'
import { formPostHandler, renderWithVike, type RenderResultPage } from './form-post.js'
import { storedClientKey } from './client-key.js'
import { makeQuestion } from './question.js'
import type { ContactStore } from './store.js'

const BODY_LIMIT = '4kb'
/** BODY_LIMIT in bytes: a declared Content-Length above it is refused before the body is read. */
const BODY_LIMIT_BYTES = 4 * 1024

/** True when a Content-Type names no charset or names UTF-8 (`utf-8`, `UTF-8`, `"utf-8"`, `utf8`). */
function isUtf8ContentType(contentType: string | undefined): boolean {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '')
  if (!match) return true
  return /^utf-?8$/i.test(match[2] ?? '')
}
const SCHEMA_FILE = fileURLToPath(new URL('../../schemas/contact-message.schema.json', import.meta.url))

export type WirePayload = Omit<ContactPayload, 'phone' | 'honeypot'> & { phone?: string; honeypot?: string }

/** Its language enum, made from the table of languages by npm run generate. */
const LANGUAGES_FILE = fileURLToPath(new URL('../../schemas/languages.generated.schema.json', import.meta.url))

/** The contact message's schema, and `extend`'s changes of it (the booking's fields: server/booking/router.ts). */
export function compileContactSchema<T = WirePayload>(extend: (schema: Record<string, unknown>) => object = (x) => x) {
  const ajv = new Ajv({ allErrors: false, strict: true })
  ajv.addSchema(JSON.parse(readFileSync(LANGUAGES_FILE, 'utf8')) as object, 'languages.generated.schema.json')
  return ajv.compile<T>(extend(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>))
}

export interface ContactRouterOptions {
  store: ContactStore
  /** Renders the contact page with the result of a form sent without JavaScript (default: Vike's build). */
  renderResultPage?: RenderResultPage
  /** The calculators' pricing models, asked for at the first calculator's lead (server/contact/service.ts); none: such a lead is refused. */
  calculatorModels?: (() => CalculatorModels) | null
  now?: () => number
  log?: (line: string) => void
}

type ContactText = keyof ReturnType<typeof stringsFor>['UI']['contact']

/** Body-parser error types and the answer to each. */
const PARSER_ERRORS: Record<string, { status: number; text: ContactText }> = {
  'entity.too.large': { status: 413, text: 'tooLarge' },
  'entity.parse.failed': { status: 400, text: 'badJson' },
  'charset.unsupported': { status: 415, text: 'badCharset' },
  'encoding.unsupported': { status: 415, text: 'badContentEncoding' },
}

/** The request's language: the JSON body's `lang`, else the Content-Language header the form sends, else Finnish. */
export function requestLang(req: Request): Lang {
  const fromBody = (req.body as { lang?: unknown } | undefined)?.lang
  if (isLang(fromBody)) return fromBody
  const header = req.headers['content-language']?.split(',')[0]?.trim().slice(0, 2).toLowerCase()
  return isLang(header) ? header : 'fi'
}

/** A contact message of the request's language (every one of them is a plain string). */
const text = (req: Request, key: ContactText): string => stringsFor(requestLang(req)).UI.contact[key] as string

/** A question of the visitor's own, asked for by the form when it is first used (docs/decisions/253). */
function questionRoutes(router: Router, now: () => number) {
  router.get('/contact-question', (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json(makeQuestion(now(), storedClientKey(req.ip ?? req.socket.remoteAddress)))
  })
  router.all('/contact-question', (req, res) => {
    res.setHeader('Allow', 'GET, HEAD')
    res.status(405).json({ error: serverStringsFor(requestLang(req)).http.methodNotAllowed })
  })
}

/** Posts that another site made a visitor's browser send are refused first (server/contact/same-origin.ts). */
export function refuseCrossSite(log: (line: string) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    const reason = crossSiteReason(req)
    if (!reason) return next()
    log(`[contact] cross-site post refused (${reason})`)
    res.setHeader('Cache-Control', 'no-store')
    if (req.is('application/x-www-form-urlencoded')) {
      res.locals.crossSite = true
      return next()
    }
    res.status(403).json({ error: text(req, 'badPayload') })
  }
}

export function createContactRouter({
  store,
  renderResultPage = renderWithVike,
  calculatorModels = null,
  now = Date.now,
  log = (l) => console.error(l),
}: ContactRouterOptions): Router {
  const validate = compileContactSchema()
  // One route, one limit: `/send-telegram/` and `/SEND-TELEGRAM` are not this route (404), as nginx's
  // exact location for its limit is not theirs.
  const router = express.Router({ strict: true, caseSensitive: true })
  const deps = {
    store,
    now,
    log,
    checkCalculator: (sent: NonNullable<ContactPayload['calculator']>, lang: Lang) =>
      (calculatorModels && recheckCalculator(calculatorModels(), lang, sent)) ?? ('mismatch' as const),
  }

  questionRoutes(router, now)
  router.post('/send-telegram', refuseCrossSite(log))

  // The form without JavaScript: a form-encoded body, answered with a page (server/contact/form-post.ts).
  router.post(
    '/send-telegram',
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      next(req.is('application/x-www-form-urlencoded') ? undefined : 'route')
    },
    ...formPostHandler(deps, renderResultPage),
  )

  router.post('/send-telegram', ...jsonBody(), async (req, res) => {
    const body: unknown = req.body
    if (!validate(body)) return res.status(400).json({ error: text(req, 'badPayload') })
    const payload = { ...body, phone: body.phone ?? '', honeypot: body.honeypot ?? '' }
    const result = await acceptMessage(deps, { payload, ip: req.ip ?? req.socket.remoteAddress })
    if (result.ok) return res.status(200).json({ ok: true, message: text(req, 'accepted'), question: result.question })
    if (result.retryAfterSeconds) res.setHeader('Retry-After', String(result.retryAfterSeconds))
    res.status(result.status).json({ error: result.error, question: result.question })
  })

  router.all('/send-telegram', (req, res) => {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ error: text(req, 'methodNotAllowed') })
  })

  router.use(parserErrors)
  return router
}

/**
 * A JSON body's checks before a byte of it is read (its declared size, its type, its charset), then
 * the parser; the contact API's and the booking's (server/booking/router.ts) alike.
 */
export function jsonBody(): RequestHandler[] {
  const guard: RequestHandler = (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    // A declared body over the limit is refused before a byte of it is read (the socket then closes).
    if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
      res.setHeader('Connection', 'close')
      res.status(413).json({ error: text(req, 'tooLarge') })
      return
    }
    if (!req.is('application/json')) {
      res.status(415).json({ error: text(req, 'badContentType') })
      return
    }
    // UTF-8 only (the body parser would also take UTF-16 and others): any other declared charset is refused.
    if (!isUtf8ContentType(req.headers['content-type'])) {
      res.status(415).json({ error: text(req, 'badCharset') })
      return
    }
    next()
  }
  return [guard, express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' })]
}

/** Body-parser errors (bad JSON, too large, bad charset...) become 4xx JSON that name the problem. */
export const parserErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
  if (res.headersSent) return next(error)
  const known = error.type ? PARSER_ERRORS[error.type] : undefined
  const status = known?.status ?? (error.status && error.status >= 400 && error.status < 500 ? error.status : 400)
  res.status(status).json({ error: text(req, known?.text ?? 'badPayload') })
}
