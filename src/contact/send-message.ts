/**
 * The browser's HTTP calls for the contact form: the machine's `sendMessage` (a message, or a booking of
 * the free site visit), and the math question
 * of the visitor's own (GET /api/contact-question, docs/decisions/253). Success is judged by the
 * status; a refusal's JSON `error` is passed on; every answer may carry the question to show next; a
 * network failure rejects (the machine shows the connection message).
 */
import type { ContactPayload, MathChallenge } from '../rules/contact.js'
import type { SendResult } from '../machines/contact-form.machine.js'
import type { VisitChoice } from '../booking/request.js'

const CONTACT_ENDPOINT = '/api/send-telegram'
const QUESTION_ENDPOINT = '/api/contact-question'
const BOOKING_ENDPOINT = '/api/book-visit'

/** The server's question in a JSON body, when it is one. */
function questionOf(body: unknown): MathChallenge | undefined {
  const q = (body as { question?: Partial<MathChallenge> } | null)?.question
  return q && typeof q.a === 'number' && typeof q.b === 'number' && typeof q.token === 'string'
    ? { a: q.a, b: q.b, token: q.token }
    : undefined
}

/** A JSON post of the forms: the answer's status, its JSON body (null without one). */
async function postJson(endpoint: string, payload: ContactPayload, fetchImpl: typeof fetch) {
  const response = await fetchImpl(endpoint, {
    method: 'POST',
    // The language also as a header: the server answers even a body it cannot read in the visitor's language.
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(payload.lang ? { 'content-language': payload.lang } : {}),
    },
    body: JSON.stringify(payload),
  })
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    // No JSON body: the generic message is shown.
  }
  return { response, body }
}

/** A refusal's result: the server's text when it gave one, the question to show next. */
function refusal(body: unknown, question: MathChallenge | undefined): SendResult & { ok: false } {
  const error = (body as { error?: unknown } | null)?.error
  const serverError = typeof error === 'string' && error.trim() ? error : undefined
  return { ok: false, serverError, ...(question ? { question } : {}) }
}

export async function postContactMessage(
  payload: ContactPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const { response, body } = await postJson(CONTACT_ENDPOINT, payload, fetchImpl)
  const question = questionOf(body)
  if (response.ok) return question ? { ok: true, question } : { ok: true }
  return refusal(body, question)
}

/**
 * A booking of the free site visit (POST /api/book-visit, decision 412): the message with the visit's
 * fields beside it. Its thank-you is the server's (the time in the visitor's language); a 409 is a time
 * another visitor took first.
 */
export async function postBooking(
  { visit, ...payload }: ContactPayload & { visit: VisitChoice },
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const { response, body } = await postJson(BOOKING_ENDPOINT, { ...payload, ...visit } as ContactPayload, fetchImpl)
  const question = questionOf(body)
  if (response.ok) {
    const message = (body as { message?: unknown } | null)?.message
    return { ok: true, ...(question ? { question } : {}), ...(typeof message === 'string' ? { message } : {}) }
  }
  return { ...refusal(body, question), ...(response.status === 409 ? { slotTaken: true } : {}) }
}

/** A new question for this visitor; undefined when the server cannot be reached (asked again on send). */
export async function fetchQuestion(fetchImpl: typeof fetch = fetch): Promise<MathChallenge | undefined> {
  try {
    const response = await fetchImpl(QUESTION_ENDPOINT, { headers: { accept: 'application/json' }, cache: 'no-store' })
    return response.ok ? questionOf({ question: await response.json() }) : undefined
  } catch {
    return undefined
  }
}
