/**
 * The contact form's math question before React (decision 186): the page
 * script picks it and writes it into the server's HTML, so it is there when
 * the form is shown, however slowly React arrives. The form island then starts
 * its machine with the same question. Browser only (the DOM), no React.
 */
import { createMathQuestion, type MathQuestion } from './math-rules.js'

/** The label's text holder: its value is the template, `{a}` and `{b}` stand for the numbers. */
export const MATH_TEMPLATE_ATTR = 'data-math-template'

/** Writes a question into every contact form on the page that has none yet. */
export function fillMathQuestions(root: ParentNode = document): void {
  for (const text of root.querySelectorAll<HTMLElement>(`[${MATH_TEMPLATE_ATTR}]`)) {
    const input = text.closest('label')?.control
    if (!(input instanceof HTMLInputElement) || input.dataset.question) continue
    const { a, b } = createMathQuestion(Math.random)
    input.dataset.question = `${a}+${b}`
    text.textContent = (text.getAttribute(MATH_TEMPLATE_ATTR) ?? '').replace('{a}', `${a}`).replace('{b}', `${b}`)
  }
}

/** The question the page script showed in the math field `id`, if any (undefined on the server). */
export function shownMathQuestion(id: string): MathQuestion | undefined {
  if (typeof document === 'undefined') return undefined
  const [a, b] = (document.getElementById(id)?.dataset.question ?? '').split('+').map(Number)
  return a && b ? { a, b } : undefined
}
