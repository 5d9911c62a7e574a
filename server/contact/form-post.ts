/**
 * POST /api/send-telegram with a form-encoded body: the contact form sent
 * without JavaScript (docs/decisions/180). The same acceptance as the JSON API
 * (server/contact/accept.ts: the contact rules, the math question, honeypot,
 * rate limit, outbox). The answer is a page, not JSON: the page the form was
 * sent from, rendered with the result at that form (docs/decisions/271), the
 * spec's success message or its error message with the visitor's fields kept
 * and the question to answer. A prerendered form has no question (every visitor
 * gets their own: docs/decisions/253), so its first post is answered with the
 * form, the fields kept and a question of its own; the second post carries the
 * answer. No personal data ever goes into a URL: the form posts, and the answer
 * is the page itself.
 */
import express, { type RequestHandler } from 'express'
import { CONTACT_PAGE_PATH, type KeptFields, type NoJsResult } from '../../src/contact/no-js-result.js'
import type { ContactField } from '../../src/machines/contact-form.machine.js'
import type { ContactPayload } from '../../src/rules/contact.js'
import { homePath, isLang, langOfPath } from '../../src/i18n/languages.js'
import { CONTACT_DIALOG_FORM_ID } from '../../src/contact/contact-dialog-events.js'
import { stringsFor } from '../../src/ui/strings.js'
import { DOCUMENT_HEADERS } from '../headers.js'
import { acceptMessage, type AcceptDeps, type AcceptResult } from './accept.js'
import { storedClientKey } from './client-key.js'
import { makeQuestion } from './question.js'

/** Renders a page (the contact page by default) with a result; the default asks Vike (the production build). */
export type RenderResultPage = (result: NoJsResult, path?: string) => Promise<string>

export const renderWithVike: RenderResultPage = async (result, path = CONTACT_PAGE_PATH) => {
  const { renderPage } = await import('vike/server')
  let pageContext = await renderPage({ urlOriginal: path, contactResult: result })
  if (pageContext.httpResponse?.statusCode !== 200) {
    // No page there (any more): the home page of its language, the result in its contact dialog.
    const home = homePath(langOfPath(path))
    const atDialog = { ...result, form: CONTACT_DIALOG_FORM_ID }
    pageContext = await renderPage({ urlOriginal: home, contactResult: atDialog })
  }
  const body = pageContext.httpResponse?.body
  if (!body) throw new Error(`the page ${path} did not render`)
  return body
}

/**
 * Where the answer is shown: the page the form was sent from, whatever its language, so the
 * result appears at that form with the visitor's text; a form that names no page of the site, the
 * contact page (Finnish, or the home page of the form's language).
 */
function resultPath(payload: ContactPayload): string {
  const lang = payload.lang ?? 'fi'
  const page = payload.page ?? ''
  if (/^\/(?![/\\])[^?#\s]*$/.test(page) && langOfPath(page) === lang) return page
  return lang === 'fi' ? CONTACT_PAGE_PATH : homePath(lang)
}

/** The id of the form a body was sent from (the hidden field "form"), or '' when it has none or a malformed one. */
const formIdOf = (body: FormBody) => {
  const id = formField(body, 'form')
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : ''
}

export type FormBody = Record<string, unknown>
export const formField = (body: FormBody, key: string): string => (typeof body[key] === 'string' ? body[key] : '')

/** The form's fields as the JSON API's payload; the honeypot is the field named "website". */
export function payloadOf(body: FormBody): ContactPayload {
  const answer = formField(body, 'mathAnswer').trim()
  return {
    name: formField(body, 'name'),
    email: formField(body, 'email'),
    phone: formField(body, 'phone'),
    message: formField(body, 'message'),
    honeypot: formField(body, 'website'),
    mathAnswer: /^\d{1,3}$/.test(answer) ? Number(answer) : Number.NaN,
    mathToken: formField(body, 'mathToken'),
    page: formField(body, 'page'),
    ...(isLang(body.lang) ? { lang: body.lang } : {}),
  }
}

const kept = (p: ContactPayload, answer: boolean): KeptFields => ({
  name: p.name,
  email: p.email,
  phone: p.phone,
  message: p.message,
  ...(answer && Number.isInteger(p.mathAnswer) ? { mathAnswer: String(p.mathAnswer) } : {}),
})

export function formPostHandler(deps: AcceptDeps, render: RenderResultPage): RequestHandler[] {
  const handle: RequestHandler = async (req, res, next) => {
    try {
      const body = (req.body ?? {}) as FormBody
      const payload = payloadOf(body)
      const outcome: AcceptResult = res.locals.crossSite
        ? {
            ok: false,
            status: 403,
            error: stringsFor(payload.lang ?? 'fi').UI.contact.badPayload,
            question: makeQuestion(deps.now(), storedClientKey(req.ip ?? req.socket.remoteAddress)),
          }
        : await acceptMessage(deps, { payload, ip: req.ip ?? req.socket.remoteAddress })
      const form = formIdOf(body)
      const result: NoJsResult = outcome.ok
        ? { kind: 'sent', text: stringsFor(payload.lang ?? 'fi').UI.contact.sent, form }
        : {
            kind: 'error',
            text: outcome.error,
            field: outcome.field as ContactField | undefined,
            fields: kept(payload, outcome.answerKept === true),
            page: payload.page ?? '',
            question: outcome.question,
            form,
          }
      if (!outcome.ok && outcome.retryAfterSeconds) res.setHeader('Retry-After', String(outcome.retryAfterSeconds))
      // A page like every other: its CSP, frame and permissions policy.
      for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) res.setHeader(name, value)
      res.status(outcome.ok ? 200 : outcome.status)
      res.type('html').send(await render(result, resultPath(payload)))
    } catch (error) {
      next(error)
    }
  }
  return [express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 }), handle]
}
