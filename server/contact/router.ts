/**
 * POST /api/send-telegram: JSON only (4 kB), the contact-message schema (Ajv:
 * shape and size caps), the contact rules of src/rules/contact.ts with their
 * server side (field hygiene, lengths, e-mail, phone, forbidden words),
 * honeypot, the durable per-address rate limit, then the message is committed
 * to the store BEFORE the reply. Every refusal is a 4xx JSON { error } in
 * Finnish; a store that cannot take the message now (locked, down) is a fast 503.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import express, { type ErrorRequestHandler, type Router } from 'express'
import { checkMessage, firstFailedCheck, type ContactPayload } from '../../src/rules/contact.js'
import { storedText } from '../../src/rules/text-hygiene.js'
import { UI } from '../../src/ui/strings.fi.js'
import { clientKey } from './client-key.js'
import type { ContactStore } from './store.js'
import { contactMetrics } from '../observability/metrics.js'

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

type WirePayload = Omit<ContactPayload, 'phone' | 'honeypot'> & { phone?: string; honeypot?: string }

function compileContactSchema() {
  const ajv = new Ajv({ allErrors: false, strict: true })
  return ajv.compile<WirePayload>(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object)
}

export interface ContactRouterOptions {
  store: ContactStore
  now?: () => number
  log?: (line: string) => void
}

/** Body-parser error types and the Finnish answer to each. */
const PARSER_ERRORS: Record<string, { status: number; text: string }> = {
  'entity.too.large': { status: 413, text: UI.contact.tooLarge },
  'entity.parse.failed': { status: 400, text: UI.contact.badJson },
  'charset.unsupported': { status: 415, text: UI.contact.badCharset },
  'encoding.unsupported': { status: 415, text: UI.contact.badContentEncoding },
}

export function createContactRouter({
  store,
  now = Date.now,
  log = (l) => console.error(l),
}: ContactRouterOptions): Router {
  const validate = compileContactSchema()
  const router = express.Router()

  router.post(
    '/send-telegram',
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      // A declared body over the limit is refused before a byte of it is read (the socket then closes).
      if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
        res.setHeader('Connection', 'close')
        return res.status(413).json({ error: UI.contact.tooLarge })
      }
      if (!req.is('application/json')) return res.status(415).json({ error: UI.contact.badContentType })
      // UTF-8 only (the body parser would also take UTF-16 and others): any other declared charset is refused.
      if (!isUtf8ContentType(req.headers['content-type'])) return res.status(415).json({ error: UI.contact.badCharset })
      next()
    },
    express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' }),
    async (req, res) => {
      const body: unknown = req.body
      if (!validate(body)) return res.status(400).json({ error: UI.contact.badPayload })
      const payload = { ...body, phone: body.phone ?? '', honeypot: body.honeypot ?? '' }
      const input = { ...payload, question: null, lastSuccessAt: null, now: now() }
      const failed = firstFailedCheck(input, 'server')
      // Honeypot: answered as accepted, nothing stored, not counted.
      if (failed === 'honeypot') return res.status(200).json({ ok: true, message: UI.contact.accepted })
      if (failed) return res.status(400).json({ error: checkMessage(failed, { input: payload }) })

      const key = clientKey(req.ip ?? req.socket.remoteAddress)
      const t = now()
      try {
        const waitMs = await store.rateLimit.take(key)
        if (waitMs > 0) {
          const seconds = Math.ceil(waitMs / 1000)
          res.setHeader('Retry-After', String(seconds))
          contactMetrics.rateLimitRefused()
          return res.status(429).json({ error: UI.contact.wait(seconds) })
        }
      } catch (error) {
        log(`[contact] rate limit unavailable, message refused: ${(error as Error).message}`)
        return res.status(503).json({ error: UI.contact.sendFailed })
      }
      try {
        const lead = {
          name: storedText(payload.name),
          email: storedText(payload.email),
          phone: storedText(payload.phone),
          message: storedText(payload.message),
        }
        await store.add(lead, t)
      } catch (error) {
        log(`[contact] could not store a message: ${(error as Error).message}`)
        await store.rateLimit.giveBack(key).catch(() => {})
        return res.status(503).json({ error: UI.contact.sendFailed })
      }
      store.wake()
      contactMetrics.accepted()
      res.status(200).json({ ok: true, message: UI.contact.accepted })
    },
  )

  router.all('/send-telegram', (_req, res) => {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ error: UI.contact.methodNotAllowed })
  })

  // Body-parser errors (bad JSON, too large, bad charset...) become 4xx JSON that name the problem.
  const onError: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
    if (res.headersSent) return next(error)
    const known = error.type ? PARSER_ERRORS[error.type] : undefined
    const status = known?.status ?? (error.status && error.status >= 400 && error.status < 500 ? error.status : 400)
    res.status(status).json({ error: known?.text ?? UI.contact.badPayload })
  }
  router.use(onError)
  return router
}
