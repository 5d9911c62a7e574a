/**
 * The browser's HTTP calls for the contact form: the machine's `sendMessage`, and the math question
 * of the visitor's own (GET /api/contact-question, docs/decisions/253). Success is judged by the
 * status; a refusal's JSON `error` is passed on; every answer may carry the question to show next; a
 * network failure rejects (the machine shows the connection message).
 */
import type { ContactPayload, MathChallenge } from '../rules/contact.js'
import type { SendResult } from '../machines/contact-form.machine.js'

const CONTACT_ENDPOINT = '/api/send-telegram'
const QUESTION_ENDPOINT = '/api/contact-question'

/** The server's question in a JSON body, when it is one. */
function questionOf(body: unknown): MathChallenge | undefined {
  const q = (body as { question?: Partial<MathChallenge> } | null)?.question
  return q && typeof q.a === 'number' && typeof q.b === 'number' && typeof q.token === 'string'
    ? { a: q.a, b: q.b, token: q.token }
    : undefined
}

export async function postContactMessage(
  payload: ContactPayload,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  const response = await fetchImpl(CONTACT_ENDPOINT, {
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
  const question = questionOf(body)
  if (response.ok) return question ? { ok: true, question } : { ok: true }
  const error = (body as { error?: unknown } | null)?.error
  const serverError = typeof error === 'string' && error.trim() ? error : undefined
  return { ok: false, serverError, ...(question ? { question } : {}) }
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
