/**
 * The contact form's math question (spec section 5): two random numbers from 1 to 10; the answer
 * field accepts 0-20. Its own module, with no imports, so the page script can pick a question
 * without the rest of the rules (src/rules/contact.ts re-exports all of it).
 */
export const MATH_OPERAND_MIN = 1
export const MATH_OPERAND_MAX = 10
export const MATH_ANSWER_MIN = 0
export const MATH_ANSWER_MAX = 20

export interface MathQuestion {
  a: number
  b: number
}

/** Two random numbers 1-10 from a random source returning [0, 1). */
export function createMathQuestion(random: () => number): MathQuestion {
  const pick = () =>
    MATH_OPERAND_MIN +
    Math.min(MATH_OPERAND_MAX - MATH_OPERAND_MIN, Math.floor(random() * (MATH_OPERAND_MAX - MATH_OPERAND_MIN + 1)))
  return { a: pick(), b: pick() }
}
