/**
 * Accepting one contact message, whichever way it came (the JSON API or the
 * form posted without JavaScript, server/contact/form-post.ts): the contact
 * rules' server side (src/rules/contact.ts) with the math question its token
 * carries (server/contact/question.ts, docs/decisions/253), the lead origin's
 * checks and a calculator's estimate recomputed (docs/decisions/254), the
 * durable per-address rate limit, then the message committed to the store
 * BEFORE the answer. Every answer names the question to show next.
 */
import {
  checkField,
  checkFails,
  checkMessage,
  firstFailedCheck,
  type ContactMessages,
  type ContactPayload,
  type MathChallenge,
} from '../../src/rules/contact.js'
import type { Lang } from '../../src/i18n/languages.js'
import {
  isOriginValid,
  storedOrigin,
  type CalculatorContext,
  type LeadOrigin,
  type SentCalculator,
} from '../../src/rules/lead-origin.js'
import { storedText } from '../../src/rules/text-hygiene.js'
import { stringsFor } from '../../src/ui/strings.js'
import { contactMetrics } from '../observability/metrics.js'
import { storedClientKey } from './client-key.js'
import { isForVisitor, makeQuestion, readQuestion, type ReadQuestion } from './question.js'
import { VisitTaken } from '../../src/leads/visit-book.js'
import type { NewLead } from './outbox.js'
import type { ContactStore } from './store.js'

/** Every answer carries the question the form shows next: the one answered (still open) or a new one. */
interface NextQuestion {
  question: MathChallenge
}

export type AcceptResult =
  | ({ ok: true; dropped?: boolean } & NextQuestion)
  | ({
      ok: false
      status: number
      error: string
      field?: string
      retryAfterSeconds?: number
      /** The answer was right and its question stays: a form may keep the answer. */
      answerKept?: boolean
    } & NextQuestion)

export interface AcceptInput {
  payload: ContactPayload
  ip: string | undefined
  /** A booking (server/booking/router.ts): the visit's rules after the message's, and its own store. */
  booking?: BookingHooks
}

/** What a booking adds to a message's acceptance: one set of rules, the visit's after the contact's. */
export interface BookingHooks {
  /** The visit's first failed rule (src/booking/request.ts), or null. */
  check(): { error: string; field?: string } | null
  /** Stores the lead with its visit in one transaction; throws VisitTaken when its time went meanwhile. */
  save(lead: NewLead, now: number): Promise<number>
  /** The answer to a visitor who lost the race for a time ("Aika ehdittiin juuri varata – valitse toinen"). */
  taken: string
}

export interface AcceptDeps {
  store: ContactStore
  now: () => number
  log: (line: string) => void
  /** A calculator's choices and estimate made again from its model: what to store, or 'mismatch' (docs/decisions/254). */
  checkCalculator: (calculator: SentCalculator, lang: Lang) => CalculatorContext | 'mismatch'
}

/** The contact messages in the request's language (a request without one: Finnish, as before the site had languages). */
const messagesOf = (payload: Pick<ContactPayload, 'lang'>) => stringsFor(payload.lang ?? 'fi').UI.contact

type Refusal = Extract<AcceptResult, { ok: false }>

/**
 * The math question of a message: its token read, open (not used, not burnt, not expired) and its answer
 * right; else the refusal with the question to show next. 'unasked': no token at all (the first post of a
 * form without JavaScript, which has not seen a question yet).
 */
async function checkMath(
  deps: AcceptDeps,
  payload: ContactPayload,
  clientKey: string,
  now: number,
): Promise<{ kind: 'right'; read: ReadQuestion; shown: MathChallenge } | { kind: 'unasked' } | Refusal> {
  const T = messagesOf(payload)
  const token = payload.mathToken ?? ''
  if (!token) return { kind: 'unasked' }
  const fresh = () => makeQuestion(now, clientKey)
  const read = readQuestion(token)
  const refuse = (status: number, error: string, question: MathChallenge, wait?: number): Refusal => ({
    ok: false,
    status,
    error,
    field: 'mathAnswer',
    question,
    ...(wait ? { retryAfterSeconds: wait } : {}),
  })
  // Not ours, expired, made for another visitor, used or burnt: the spec's math message and a new question.
  if (!read || read.expiresAt <= now || !isForVisitor(read, clientKey) || !(await deps.store.questions.isOpen(read.id)))
    return refuse(400, T.wrongMath, fresh())
  const shown = { a: read.a, b: read.b, token }
  // Too many wrong answers from this address: no answer of it is checked for a while, right or wrong.
  const waitMs = await deps.store.questions.addressWait(clientKey)
  if (waitMs > 0) {
    contactMetrics.rateLimitRefused()
    const seconds = Math.ceil(waitMs / 1000)
    return refuse(429, T.wait(seconds), shown, seconds)
  }
  if (checkFails('mathAnswer', { ...payload, question: read, lastSuccessAt: null, now })) {
    const burnt = await deps.store.questions.wrongAnswer(read.id, clientKey)
    return refuse(400, T.wrongMath, burnt ? fresh() : shown)
  }
  return { kind: 'right', read, shown }
}

/** The rules' first failure after the honeypot and the math question (field hygiene, lengths, formats, words), or null. */
function ruleFailure(payload: ContactPayload, now: number, question: MathChallenge, answerKept: boolean) {
  const input = { ...payload, question: null, lastSuccessAt: null, now }
  const failed = firstFailedCheck(input, 'server', ['honeypot', 'mathAnswer'])
  if (!failed || failed === 'honeypot') return null
  return {
    ok: false,
    status: 400,
    error: checkMessage(failed, { input: payload }, messagesOf(payload)),
    field: checkField(failed, payload),
    question,
    answerKept,
  } satisfies Refusal
}

const originOf = (payload: ContactPayload): LeadOrigin => ({
  page: payload.page ?? '',
  calculator: payload.calculator ?? null,
})

/** The rate limit's answer: null when the message may go on. */
async function rateLimited(deps: AcceptDeps, key: string, T: ContactMessages) {
  const waitMs = await deps.store.rateLimit.take(key)
  if (waitMs <= 0) return null
  const seconds = Math.ceil(waitMs / 1000)
  contactMetrics.rateLimitRefused()
  return { status: 429, error: T.wait(seconds), retryAfterSeconds: seconds }
}

/** The message as stored, once everything checked out; the lead's origin as the server made it. */
function leadOf(payload: ContactPayload, origin: LeadOrigin) {
  return {
    name: storedText(payload.name),
    email: storedText(payload.email),
    phone: storedText(payload.phone),
    message: storedText(payload.message),
    ...storedOrigin(origin),
    lang: payload.lang ?? 'fi',
  }
}

/** What is refused before the rate limit: the rules, a question not asked yet, a malformed origin, a calculator that disagrees. */
async function refusedBeforeLimit(
  deps: AcceptDeps,
  payload: ContactPayload,
  clientKey: string,
  now: number,
  booking?: BookingHooks,
): Promise<Refusal | { read: ReadQuestion; shown: MathChallenge; origin: LeadOrigin }> {
  const T = messagesOf(payload)
  const math = await checkMath(deps, payload, clientKey, now)
  if ('ok' in math) return math
  const shown = math.kind === 'right' ? math.shown : makeQuestion(now, clientKey)
  const failed = ruleFailure(payload, now, shown, math.kind === 'right')
  if (failed) return failed
  const visitFailed = booking?.check()
  if (visitFailed) return { ok: false, status: 400, ...visitFailed, question: shown, answerKept: math.kind === 'right' }
  if (math.kind === 'unasked')
    return { ok: false, status: 400, error: T.mathNeeded, field: 'mathAnswer', question: shown }
  const refuse = (error: string): Refusal => ({ ok: false, status: 400, error, question: shown, answerKept: true })
  const origin = originOf(payload)
  if (!isOriginValid(origin)) return refuse(T.badPayload)
  const calculator = payload.calculator ? deps.checkCalculator(payload.calculator, payload.lang ?? 'fi') : null
  if (calculator === 'mismatch') return refuse(T.calculatorChanged)
  return { read: math.read, shown, origin: { ...origin, calculator } }
}

export async function acceptMessage(deps: AcceptDeps, input: AcceptInput): Promise<AcceptResult> {
  const { payload } = input
  const T = messagesOf(payload)
  const t = deps.now()
  const key = storedClientKey(input.ip)
  // Honeypot: answered as accepted (with a new question, like any accepted message), nothing stored, not counted.
  if (checkFails('honeypot', { ...payload, question: null, lastSuccessAt: null, now: t }))
    return { ok: true, dropped: true, question: makeQuestion(t, key) }
  let checked: Awaited<ReturnType<typeof refusedBeforeLimit>>
  let limited: Awaited<ReturnType<typeof rateLimited>>
  try {
    checked = await refusedBeforeLimit(deps, payload, key, t, input.booking)
    if ('ok' in checked) return checked
    limited = await rateLimited(deps, key, T)
  } catch (error) {
    deps.log(`[contact] limits unavailable, message refused: ${(error as Error).message}`)
    const read = payload.mathToken ? readQuestion(payload.mathToken) : null
    const question =
      read && payload.mathToken && isForVisitor(read, key)
        ? { a: read.a, b: read.b, token: payload.mathToken }
        : makeQuestion(t, key)
    return { ok: false, status: 503, error: T.sendFailed, question }
  }
  const { read, shown, origin } = checked
  if (limited) return { ok: false, ...limited, question: shown, answerKept: true }
  return storeMessage(deps, { payload, origin, read, shown, key, t, booking: input.booking })
}

/** Takes the question (once, whichever instance asks first) and stores the message; gives both back when it cannot. */
async function storeMessage(
  deps: AcceptDeps,
  m: {
    payload: ContactPayload
    origin: LeadOrigin
    read: ReadQuestion
    shown: MathChallenge
    key: string
    t: number
    booking?: BookingHooks
  },
): Promise<AcceptResult> {
  const T = messagesOf(m.payload)
  const giveBackSlot = () => deps.store.rateLimit.giveBack(m.key).catch(() => {})
  try {
    if (!(await deps.store.questions.use(m.read.id))) {
      await giveBackSlot()
      return { ok: false, status: 400, error: T.wrongMath, field: 'mathAnswer', question: makeQuestion(m.t, m.key) }
    }
  } catch (error) {
    deps.log(`[contact] limits unavailable, message refused: ${(error as Error).message}`)
    await giveBackSlot()
    return { ok: false, status: 503, error: T.sendFailed, question: m.shown, answerKept: true }
  }
  try {
    const lead = leadOf(m.payload, m.origin)
    await (m.booking ? m.booking.save(lead, m.t) : deps.store.add(lead, m.t))
  } catch (error) {
    await giveBackSlot()
    await deps.store.questions.giveBack(m.read.id).catch(() => {})
    // Lost the race for its time: the same question stays, the visitor picks another time.
    if (error instanceof VisitTaken && m.booking)
      return { ok: false, status: 409, error: m.booking.taken, field: 'start', question: m.shown, answerKept: true }
    deps.log(`[contact] could not store a message: ${(error as Error).message}`)
    return { ok: false, status: 503, error: T.sendFailed, question: m.shown, answerKept: true }
  }
  deps.store.wake()
  contactMetrics.accepted()
  return { ok: true, question: makeQuestion(m.t, m.key) }
}
