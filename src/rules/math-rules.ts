/**
 * The contact form's math question (spec section 5): two random numbers from 1 to 10; the answer
 * field accepts 0-20. The server makes every question and hands it out with an opaque token
 * (docs/decisions/253: server/contact/question.ts); the browser and the server both check the answer
 * with these rules (src/rules/contact.ts re-exports all of it).
 */
export const MATH_OPERAND_MIN = 1
export const MATH_OPERAND_MAX = 10
export const MATH_ANSWER_MIN = 0
export const MATH_ANSWER_MAX = 20

/** A question is answered within this time of being handed out (then a new one is asked). */
export const QUESTION_LIFETIME_MS = 2 * 60 * 60 * 1000
/** Wrong answers a question takes: with the last of them it is burnt, and a new question is shown. */
export const WRONG_ANSWERS_PER_QUESTION = 3
/** Wrong answers one client address may give in an hour; beyond them its answers wait (429). */
export const WRONG_ANSWERS_PER_HOUR = 10

export interface MathQuestion {
  a: number
  b: number
}

/** A question as the server hands it out: its numbers, and the token the answer is sent back with. */
export interface MathChallenge extends MathQuestion {
  /** Opaque (the numbers are encrypted in it), single-use, expiring: the `mathToken` of the payload and the form. */
  token: string
}

/** Two random numbers 1-10 from a random source returning [0, 1). */
export function createMathQuestion(random: () => number): MathQuestion {
  const pick = () =>
    MATH_OPERAND_MIN +
    Math.min(MATH_OPERAND_MAX - MATH_OPERAND_MIN, Math.floor(random() * (MATH_OPERAND_MAX - MATH_OPERAND_MIN + 1)))
  return { a: pick(), b: pick() }
}
