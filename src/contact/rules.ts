/**
 * The contact form's rules (spec section 5), one pure module shared by the
 * browser (src/machines/contact-form.machine.ts) and the server
 * (server/contact/). No DOM, no clock, no randomness: the caller passes them in.
 */
import { SPAM_DELAY_MS } from '../config/behaviour.js'
import { UI } from '../ui/strings.fi.js'

export const NAME_MIN = 2
export const NAME_MAX = 50
export const MESSAGE_MIN = 10
export const MESSAGE_MAX = 180
export const EMAIL_MAX = 254
export const PHONE_MAX = 40
/** The math question adds two numbers from 1 to 10; its input accepts 0-20. */
export const MATH_OPERAND_MIN = 1
export const MATH_OPERAND_MAX = 10
export const MATH_ANSWER_MIN = 0
export const MATH_ANSWER_MAX = 20
export const FORBIDDEN_WORDS = ['spam', 'casino', 'viagra', 'bitcoin', 'cryptocurrency', 'loan'] as const

/** The payload of POST /api/send-telegram (spec section 3). */
export interface ContactPayload {
  name: string
  email: string
  phone: string
  message: string
  honeypot: string
  mathAnswer: number
}

export interface MathQuestion {
  a: number
  b: number
}

/** The checks run on submit, in the spec's order; the first failure stops the rest. */
export const CHECK_ORDER = ['honeypot', 'mathAnswer', 'tooSoon', 'nameLength', 'messageLength', 'forbiddenContent'] as const
export type CheckName = (typeof CHECK_ORDER)[number]

/** Two random numbers 1-10 from a random source returning [0, 1). */
export function createMathQuestion(random: () => number): MathQuestion {
  const pick = () => MATH_OPERAND_MIN + Math.min(MATH_OPERAND_MAX - MATH_OPERAND_MIN, Math.floor(random() * (MATH_OPERAND_MAX - MATH_OPERAND_MIN + 1)))
  return { a: pick(), b: pick() }
}

/** Length in characters as a person counts them (code points, not UTF-16 units). */
export function charCount(text: string): number {
  return [...text].length
}

export function isHoneypotFilled(honeypot: string): boolean {
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

export function isNameLengthValid(name: string): boolean {
  const n = charCount(name.trim())
  return n >= NAME_MIN && n <= NAME_MAX
}

export function isMessageLengthValid(message: string): boolean {
  const n = charCount(message.trim())
  return n >= MESSAGE_MIN && n <= MESSAGE_MAX
}

export function hasForbiddenContent(message: string): boolean {
  const lower = message.toLowerCase()
  return FORBIDDEN_WORDS.some((w) => lower.includes(w))
}

export interface SubmitCheckInput {
  name: string
  message: string
  honeypot: string
  mathAnswer: string | number
  question: MathQuestion
  lastSuccessAt: number | null
  now: number
}

/** The first failing check in spec order, or null when the message may be sent. */
export function firstFailedCheck(input: SubmitCheckInput): CheckName | null {
  if (isHoneypotFilled(input.honeypot)) return 'honeypot'
  if (!isMathAnswerCorrect(input.mathAnswer, input.question)) return 'mathAnswer'
  if (secondsUntilNextSend(input.lastSuccessAt, input.now) > 0) return 'tooSoon'
  if (!isNameLengthValid(input.name)) return 'nameLength'
  if (!isMessageLengthValid(input.message)) return 'messageLength'
  if (hasForbiddenContent(input.message)) return 'forbiddenContent'
  return null
}

/** The Finnish message for a failed check (the honeypot has none: it stops silently). */
export function checkMessage(check: Exclude<CheckName, 'honeypot'>, secondsLeft = 0): string {
  switch (check) {
    case 'mathAnswer':
      return UI.contact.wrongMath
    case 'tooSoon':
      return UI.contact.wait(secondsLeft)
    case 'nameLength':
      return UI.contact.nameLength
    case 'messageLength':
      return UI.contact.messageLength
    case 'forbiddenContent':
      return UI.contact.forbiddenContent
  }
}

/**
 * The content checks the server repeats on a schema-valid payload (the ones it
 * can verify: it never saw the math question, see docs/decisions/020). Returns
 * the Finnish error of the first failure, or null.
 */
export function serverContentError(payload: Pick<ContactPayload, 'name' | 'message'>): string | null {
  if (!isNameLengthValid(payload.name)) return UI.contact.nameLength
  if (!isMessageLengthValid(payload.message)) return UI.contact.messageLength
  if (hasForbiddenContent(payload.message)) return UI.contact.forbiddenContent
  return null
}
