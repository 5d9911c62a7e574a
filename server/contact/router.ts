/**
 * POST /api/send-telegram: JSON only (4 kB), the contact-message schema (Ajv)
 * and the shared rules (src/contact/rules.ts), honeypot, per-address rate
 * limit, then the message is committed to the outbox BEFORE the reply.
 * Every refusal is a 4xx JSON { error } in Finnish; never a 500 or a stack.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Ajv } from 'ajv'
import express, { type ErrorRequestHandler, type Router } from 'express'
import { serverContentError, type ContactPayload } from '../../src/contact/rules.js'
import { UI } from '../../src/ui/strings.fi.js'
import type { Outbox } from './outbox.js'
import type { RateLimiter } from './rate-limit.js'

export const BODY_LIMIT = '4kb'
const SCHEMA_FILE = fileURLToPath(new URL('../../schemas/contact-message.schema.json', import.meta.url))

// A pragmatic e-mail check (one @, no spaces, a dot in the domain); the browser's type=email is similar.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/

export function compileContactSchema() {
  const ajv = new Ajv({ allErrors: false, strict: true })
  ajv.addFormat('email', EMAIL)
  return ajv.compile<ContactPayload>(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as object)
}

export interface ContactRouterOptions {
  outbox: Outbox
  limiter: RateLimiter
  /** Called after a message is stored (wakes the delivery worker). */
  onStored?: (id: number) => void
  now?: () => number
  log?: (line: string) => void
}

export function createContactRouter({ outbox, limiter, onStored, now = Date.now, log = (l) => console.error(l) }: ContactRouterOptions): Router {
  const validate = compileContactSchema()
  const router = express.Router()

  router.post(
    '/send-telegram',
    (req, res, next) => {
      res.setHeader('Cache-Control', 'no-store')
      if (!req.is('application/json')) return res.status(415).json({ error: UI.contact.badContentType })
      next()
    },
    express.json({ limit: BODY_LIMIT, strict: true, type: 'application/json' }),
    (req, res) => {
      const body: unknown = req.body
      if (!validate(body)) {
        const emailError = validate.errors?.some((e) => e.instancePath === '/email')
        return res.status(400).json({ error: emailError ? UI.contact.badEmail : UI.contact.badPayload })
      }
      const payload = { ...body, phone: body.phone ?? '', honeypot: body.honeypot ?? '' }
      // Honeypot: answered as accepted, nothing stored, not counted.
      if (payload.honeypot.length > 0) return res.status(200).json({ ok: true, message: UI.contact.accepted })
      const contentError = serverContentError(payload)
      if (contentError) return res.status(400).json({ error: contentError })
      const key = req.ip ?? req.socket.remoteAddress ?? 'unknown'
      const t = now()
      const waitMs = limiter.waitMs(key, t)
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000)
        res.setHeader('Retry-After', String(seconds))
        return res.status(429).json({ error: UI.contact.wait(seconds) })
      }
      let id: number
      try {
        id = outbox.add({ name: payload.name.trim(), email: payload.email.trim(), phone: payload.phone.trim(), message: payload.message.trim() }, t)
      } catch (error) {
        log(`[contact] could not store a message: ${(error as Error).message}`)
        return res.status(503).json({ error: UI.contact.sendFailed })
      }
      limiter.record(key, t)
      onStored?.(id)
      res.status(200).json({ ok: true, message: UI.contact.accepted })
    },
  )

  router.all('/send-telegram', (_req, res) => {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ error: UI.contact.badPayload })
  })

  // Body-parser errors (bad JSON, too large, bad charset...) become 4xx JSON.
  const onError: ErrorRequestHandler = (error: { type?: string; status?: number }, _req, res, next) => {
    if (res.headersSent) return next(error)
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 400
    const text = error.type === 'entity.too.large' ? UI.contact.tooLarge : error.type === 'entity.parse.failed' ? UI.contact.badJson : UI.contact.badPayload
    res.status(status).json({ error: text })
  }
  router.use(onError)
  return router
}
