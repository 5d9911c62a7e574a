/**
 * The contact form's rules (spec section 5), the ONE module of limits, check
 * order and messages. Used by the browser (src/machines/contact-form.machine.ts
 * writes its `user.submit` guards in CHECK_ORDER's order and asks
 * `firstFailedCheck`) and by the server (server/contact/router.ts runs the same
 * checks with `side: 'server'`). It sits in src/rules/, below src/machines/
 * (docs/decisions/165). The limits are CONTACT_LIMITS (docs/decisions/419). The message schema
 * (schemas/contact-message.schema.json) only fixes the JSON shape and transport
 * size caps (CONTACT_LIMITS.wire). No DOM, no clock, no randomness, no language: the caller passes them in.
 */
import { SPAM_DELAY_MS } from '../config/behaviour.js'
import type { UiStrings } from '../ui/catalogue-type.js'
import type { Lang } from '../i18n/languages.js'
import type { SentCalculator } from './lead-origin.js'
import { hasRejectedCharacters, visibleText, type TextKind } from './text-hygiene.js'

/**
 * Every limit of the contact form and of the booking form's fields, in characters as a person counts
 * them (code points of the visible text, src/rules/text-hygiene.ts), in ONE place (docs/decisions/419):
 * the rules below, the message field's counter and warning (src/contact/message-limit.ts), the
 * catalogues' texts (functions of these numbers: `messageLength(min, max)`), the booking's wire schema
 * (server/booking/router.ts) and the tests read them here, and a test checks the JSON Schema's caps
 * (schemas/contact-message.schema.json) against `wire`. Changing a limit is one line.
 */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 50 },
  email: { max: 254 },
  phone: { max: 40 },
  /** `warnWhenLeft`: with this many characters or fewer left, the counter warns that the limit is near. */
  message: { min: 10, max: 180, warnWhenLeft: 20 },
  /** The booking's visit address (src/booking/request.ts). */
  street: { min: 3, max: 100 },
  city: { min: 2, max: 50 },
  /**
   * Transport caps of the JSON bodies (Ajv maxLength, code points): far above the rules' limits, so a
   * too long field gets the rule's own message, not "bad payload"; a test keeps each above its rule.
   */
  wire: { name: 200, email: 1000, phone: 200, message: 1000, street: 200, postalCode: 20, city: 200 },
} as const
// The math question's rules live in their own small module (the server's question maker uses it alone).
export {
  MATH_ANSWER_MAX,
  MATH_ANSWER_MIN,
  type MathChallenge,
  type MathQuestion,
} from './math-rules.js'
import type { MathQuestion } from './math-rules.js'
const FORBIDDEN_WORDS = ['spam', 'casino', 'viagra', 'bitcoin', 'cryptocurrency', 'loan'] as const
/** Server rate limit: at most this many accepted messages per client address per hour (plus SPAM_DELAY_MS between two). */
export const MAX_MESSAGES_PER_HOUR = 10

/** A pragmatic e-mail check (one @, no spaces, a dot in the domain); the browser's type=email is similar. */
const EMAIL_PATTERN = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/
/** Digits, spaces, + - ( ) . */
const PHONE_PATTERN = /^[0-9+()\- .]*$/

/** The payload of POST /api/send-telegram (spec section 3). */
export interface ContactPayload {
  name: string
  email: string
  phone: string
  message: string
  honeypot: string
  mathAnswer: number
  /** The token of the question answered (src/rules/math-rules.ts MathChallenge; docs/decisions/253). */
  mathToken?: string
  /** Where the lead came from (src/rules/lead-origin.ts): the page's path... */
  page?: string
  /** ...and a calculator's choices and estimate, when opened from one (with what the server recomputes them from). */
  calculator?: SentCalculator
  /** The page's language: the server answers in it and the lead records it (absent: Finnish). */
  lang?: Lang
}

export type TextField = 'name' | 'email' | 'phone' | 'message'
/** Field kinds: the message may span lines, the rest are single-line. */
const TEXT_FIELDS: Record<TextField, TextKind> = {
  name: 'singleLine',
  email: 'singleLine',
  phone: 'singleLine',
  message: 'multiLine',
}

/**
 * The checks run on submit, in order; the first failure stops the rest. The
 * spec's six (honeypot, math, 30 s, name, message, forbidden words) keep their
 * order; field hygiene runs before the lengths, the e-mail and phone formats
 * between name and message.
 */
export const CHECK_ORDER = [
  'honeypot',
  'mathAnswer',
  'tooSoon',
  'invalidCharacters',
  'nameLength',
  'email',
  'phone',
  'messageLength',
  'forbiddenContent',
] as const
export type CheckName = (typeof CHECK_ORDER)[number]

/**
 * Where each check runs. Both check the math answer: the browser against the question it was given,
 * the server against the question its token carries, once the token is known to be one of its own,
 * unused and unexpired (server/contact/accept.ts, docs/decisions/253). The browser knows its last send;
 * the server's rate limit (per client address, durable) stands for `tooSoon`. The e-mail and phone
 * formats are left to the browser's input types there and checked by the server.
 */
export const CHECK_SIDES: Record<CheckName, readonly Side[]> = {
  honeypot: ['browser', 'server'],
  mathAnswer: ['browser', 'server'],
  tooSoon: ['browser'],
  invalidCharacters: ['browser', 'server'],
  nameLength: ['browser', 'server'],
  email: ['server'],
  phone: ['server'],
  messageLength: ['browser', 'server'],
  forbiddenContent: ['browser', 'server'],
}
export type Side = 'browser' | 'server'

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function charCount(text: string): number {
  return [...text].length
}

/** Length as the rules count it: NFKC, invisible characters ignored, trimmed. */
function visibleLength(text: string): number {
  return charCount(visibleText(text))
}

function isHoneypotFilled(honeypot: string): boolean {
  return honeypot.length > 0
}

export function isMathAnswerCorrect(answer: string | number, question: MathQuestion): boolean {
  // Digits only: no '', '1e1', '0x0B' or '11.0' (the input is type=number, the payload an integer).
  const value = typeof answer === 'number' ? answer : /^\d{1,3}$/.test(answer.trim()) ? Number(answer.trim()) : NaN
  return Number.isInteger(value) && value === question.a + question.b
}

/** Whole seconds left before another message may be sent (0 = may send now). */
export function secondsUntilNextSend(lastSuccessAt: number | null, now: number, spamDelayMs = SPAM_DELAY_MS): number {
  if (lastSuccessAt === null) return 0
  const left = lastSuccessAt + spamDelayMs - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** The first text field holding a refused character (control, bidi override, lone surrogate...), or null. */
export function fieldWithInvalidCharacters(fields: Record<TextField, string>): TextField | null {
  for (const field of Object.keys(TEXT_FIELDS) as TextField[])
    if (hasRejectedCharacters(fields[field], TEXT_FIELDS[field])) return field
  return null
}

export function isNameLengthValid(name: string): boolean {
  const n = visibleLength(name)
  return n >= CONTACT_LIMITS.name.min && n <= CONTACT_LIMITS.name.max
}

function isMessageLengthValid(message: string): boolean {
  const n = visibleLength(message)
  return n >= CONTACT_LIMITS.message.min && n <= CONTACT_LIMITS.message.max
}

function isEmailValid(email: string): boolean {
  const value = email.trim()
  return value.length <= CONTACT_LIMITS.email.max && EMAIL_PATTERN.test(value)
}

function isPhoneValid(phone: string): boolean {
  const value = phone.trim()
  return charCount(value) <= CONTACT_LIMITS.phone.max && PHONE_PATTERN.test(value)
}

export function hasForbiddenContent(message: string): boolean {
  const lower = visibleText(message).toLowerCase()
  return FORBIDDEN_WORDS.some((w) => lower.includes(w))
}

export interface SubmitCheckInput {
  name: string
  email: string
  phone: string
  message: string
  honeypot: string
  mathAnswer: string | number
  /** The question answered: the one shown (browser) or the one its token carries (server); null: none yet. */
  question: MathQuestion | null
  lastSuccessAt: number | null
  now: number
}

const FAILS: Record<CheckName, (input: SubmitCheckInput) => boolean> = {
  honeypot: (i) => isHoneypotFilled(i.honeypot),
  mathAnswer: (i) => i.question === null || !isMathAnswerCorrect(i.mathAnswer, i.question),
  tooSoon: (i) => secondsUntilNextSend(i.lastSuccessAt, i.now) > 0,
  invalidCharacters: (i) => fieldWithInvalidCharacters(i) !== null,
  nameLength: (i) => !isNameLengthValid(i.name),
  email: (i) => !isEmailValid(i.email),
  phone: (i) => !isPhoneValid(i.phone),
  messageLength: (i) => !isMessageLengthValid(i.message),
  forbiddenContent: (i) => hasForbiddenContent(i.message),
}

/** Whether one check fails for this input (the server runs the honeypot and its own math question first). */
export function checkFails(check: CheckName, input: SubmitCheckInput): boolean {
  return FAILS[check](input)
}

/**
 * The first failing check of `side`, in CHECK_ORDER, or null when the message may be sent (each of the
 * machine's submit guards asks whether its check is this one). `skip`: checks the caller makes itself.
 */
export function firstFailedCheck(
  input: SubmitCheckInput,
  side: Side = 'browser',
  skip: readonly CheckName[] = [],
): CheckName | null {
  for (const check of CHECK_ORDER)
    if (CHECK_SIDES[check].includes(side) && !skip.includes(check) && FAILS[check](input)) return check
  return null
}

/** The field a failed check is about (for aria-invalid), when there is one. */
export function checkField(
  check: CheckName,
  input: Pick<SubmitCheckInput, TextField>,
): TextField | 'mathAnswer' | undefined {
  switch (check) {
    case 'mathAnswer':
      return 'mathAnswer'
    case 'invalidCharacters':
      return fieldWithInvalidCharacters(input) ?? undefined
    case 'nameLength':
      return 'name'
    case 'email':
      return 'email'
    case 'phone':
      return 'phone'
    case 'messageLength':
    case 'forbiddenContent':
      return 'message'
    default:
      return undefined
  }
}

/** The contact form's messages of one language's catalogue (UI.contact of src/ui/strings.<lang>.ts). */
export type ContactMessages = UiStrings['contact']

/**
 * The message for a failed check in the language of `T` (the honeypot has none: it stops silently).
 * The caller picks the language: the browser its page's catalogue, the server the request's.
 */
export function checkMessage(
  check: Exclude<CheckName, 'honeypot'>,
  context: { secondsLeft?: number; input?: Pick<SubmitCheckInput, TextField> },
  T: ContactMessages,
): string {
  switch (check) {
    case 'mathAnswer':
      return T.wrongMath
    case 'tooSoon':
      return T.wait(context.secondsLeft ?? 0)
    case 'invalidCharacters': {
      const field = context.input ? fieldWithInvalidCharacters(context.input) : null
      return T.invalidCharacters(field ? T.fieldNames[field] : T.fieldNames.any)
    }
    case 'nameLength':
      return T.nameLength(CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max)
    case 'email':
      return T.badEmail
    case 'phone':
      return T.badPhone(CONTACT_LIMITS.phone.max)
    case 'messageLength':
      return T.messageLength(CONTACT_LIMITS.message.min, CONTACT_LIMITS.message.max)
    case 'forbiddenContent':
      return T.forbiddenContent
  }
}
