/**
 * Accepting one contact message, whichever way it came (the JSON API or the
 * form posted without JavaScript, server/contact/form-post.ts): the contact
 * rules' server side (src/rules/contact.ts; the math question too when the
 * server made it), the lead origin's checks, the durable per-address rate
 * limit, then the message committed to the store BEFORE the answer.
 */
import {
  checkField,
  checkFails,
  checkMessage,
  firstFailedCheck,
  type ContactMessages,
  type ContactPayload,
  type MathQuestion,
} from '../../src/rules/contact.js'
import { isOriginValid, storedOrigin, type LeadOrigin } from '../../src/rules/lead-origin.js'
import { storedText } from '../../src/rules/text-hygiene.js'
import { stringsFor } from '../../src/ui/strings.js'
import { contactMetrics } from '../observability/metrics.js'
import { storedClientKey } from './client-key.js'
import type { ContactStore } from './store.js'

export type AcceptResult =
  | { ok: true; dropped?: boolean }
  | { ok: false; status: number; error: string; field?: string; retryAfterSeconds?: number }

export interface AcceptInput {
  payload: ContactPayload
  /** The question the server made (the form without JavaScript); null: the browser checked it. */
  question: MathQuestion | null
  ip: string | undefined
}

export interface AcceptDeps {
  store: ContactStore
  now: () => number
  log: (line: string) => void
}

/** The rules' first failure (honeypot first, then the server's math question, then the rest), or null. */
function ruleFailure({ payload, question }: AcceptInput, now: number): AcceptResult | null {
  const input = { ...payload, question, lastSuccessAt: null, now }
  const failed = checkFails('honeypot', input)
    ? 'honeypot'
    : question && checkFails('mathAnswer', input)
      ? 'mathAnswer'
      : firstFailedCheck(input, 'server')
  // Honeypot: answered as accepted, nothing stored, not counted.
  if (failed === 'honeypot') return { ok: true, dropped: true }
  if (failed)
    return {
      ok: false,
      status: 400,
      error: checkMessage(failed, { input: payload }, messagesOf(payload)),
      field: checkField(failed, payload),
    }
  return null
}

/** The contact messages in the request's language (a request without one: Finnish, as before issue 20). */
const messagesOf = (payload: Pick<ContactPayload, 'lang'>) => stringsFor(payload.lang ?? 'fi').UI.contact

const originOf = (payload: ContactPayload): LeadOrigin => ({
  page: payload.page ?? '',
  calculator: payload.calculator ?? null,
})

/** The rate limit's answer: null when the message may go on. */
async function rateLimited(deps: AcceptDeps, key: string, T: ContactMessages): Promise<AcceptResult | null> {
  try {
    const waitMs = await deps.store.rateLimit.take(key)
    if (waitMs <= 0) return null
    const seconds = Math.ceil(waitMs / 1000)
    contactMetrics.rateLimitRefused()
    return { ok: false, status: 429, error: T.wait(seconds), retryAfterSeconds: seconds }
  } catch (error) {
    deps.log(`[contact] rate limit unavailable, message refused: ${(error as Error).message}`)
    return { ok: false, status: 503, error: T.sendFailed }
  }
}

export async function acceptMessage(deps: AcceptDeps, input: AcceptInput): Promise<AcceptResult> {
  const refused = ruleFailure(input, deps.now())
  if (refused) return refused
  const { payload } = input
  const T = messagesOf(payload)
  const origin = originOf(payload)
  if (!isOriginValid(origin)) return { ok: false, status: 400, error: T.badPayload }
  const key = storedClientKey(input.ip)
  const t = deps.now()
  const limited = await rateLimited(deps, key, T)
  if (limited) return limited
  try {
    const lead = {
      name: storedText(payload.name),
      email: storedText(payload.email),
      phone: storedText(payload.phone),
      message: storedText(payload.message),
      ...storedOrigin(origin),
      lang: payload.lang ?? 'fi',
    }
    await deps.store.add(lead, t)
  } catch (error) {
    deps.log(`[contact] could not store a message: ${(error as Error).message}`)
    await deps.store.rateLimit.giveBack(key).catch(() => {})
    return { ok: false, status: 503, error: T.sendFailed }
  }
  deps.store.wake()
  contactMetrics.accepted()
  return { ok: true }
}
