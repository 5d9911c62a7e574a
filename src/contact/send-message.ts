/**
 * The browser's HTTP call for the contact form (the machine's `sendMessage`).
 * Success is judged by the status; a refusal's JSON `error` is passed on; a
 * network failure rejects (the machine shows the connection message).
 */
import type { ContactPayload } from '../rules/contact.js'
import type { SendResult } from '../machines/contact-form.machine.js'

const CONTACT_ENDPOINT = '/api/send-telegram'

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
  if (response.ok) return { ok: true }
  let serverError: string | undefined
  try {
    const body = (await response.json()) as { error?: unknown }
    if (typeof body?.error === 'string' && body.error.trim()) serverError = body.error
  } catch {
    // No JSON body: the generic message is shown.
  }
  return { ok: false, serverError }
}
