/**
 * Where a lead came from, beside the visitor's own message:
 * the page it was sent from and, from a price calculator, the calculator's name,
 * every choice (labels) and the estimate. Structured fields, never mixed into the
 * visitor's own message. Pure and shared: the browser builds it, the server
 * checks it with the same field hygiene (src/rules/text-hygiene.ts) and bounded
 * sizes, the stores keep it, `npm run leads` and the Telegram text show it.
 */
import type { UiStrings } from '../ui/catalogue-type.js'
import { hasRejectedCharacters, storedText } from './text-hygiene.js'

export interface CalculatorContext {
  /** The calculator's name (its model's name), e.g. "Asunnon remontti". */
  name: string
  /** Every choice, as its label, in the order of the questions. */
  choices: string[]
  /** The estimate as shown, e.g. "1 550–3 750 €". */
  estimate: string
}

/** A calculator's answers by input id, as its pricing engine reads them (src/calculators/engine.ts `Answers`). */
type CalculatorAnswers = Record<string, string | string[]>

/**
 * What a calculator sends with a message: what the form shows, plus what the server recomputes it from,
 * the model's id and the answers (docs/decisions/254). Only the shown part is stored.
 */
export interface SentCalculator extends CalculatorContext {
  /** The pricing model's id (pages-data/calculator-models/<id>.json). */
  model: string
  answers: CalculatorAnswers
}

export interface LeadOrigin {
  /** Path of the page the form was sent from, e.g. /palvelu/keittion-remontti ('' when unknown). */
  page: string
  calculator: CalculatorContext | null
}

/** Size limits (characters), the same in the JSON schema (schemas/contact-message.schema.json). */
export const ORIGIN_LIMITS = { page: 200, name: 80, choice: 100, choices: 20, estimate: 60 } as const

/** A site path: starts with one slash, no query, no fragment, no spaces. */
const PAGE_PATTERN = /^\/(?!\/)[^\s?#]*$/

const fits = (text: string, max: number) => [...text].length <= max && !hasRejectedCharacters(text, 'singleLine')

/** True when the origin is well-formed: bounded sizes, a site path, no refused characters. */
export function isOriginValid(origin: LeadOrigin): boolean {
  const { page, calculator } = origin
  if (page !== '' && !(fits(page, ORIGIN_LIMITS.page) && PAGE_PATTERN.test(page))) return false
  if (!calculator) return true
  return (
    fits(calculator.name, ORIGIN_LIMITS.name) &&
    fits(calculator.estimate, ORIGIN_LIMITS.estimate) &&
    calculator.choices.length <= ORIGIN_LIMITS.choices &&
    calculator.choices.every((c) => fits(c, ORIGIN_LIMITS.choice))
  )
}

/** The origin as stored: each text trimmed and NFC, empty choices dropped. */
export function storedOrigin(origin: LeadOrigin): LeadOrigin {
  const c = origin.calculator
  return {
    page: storedText(origin.page),
    calculator: c
      ? {
          name: storedText(c.name),
          choices: c.choices.map(storedText).filter(Boolean),
          estimate: storedText(c.estimate),
        }
      : null,
  }
}

/**
 * The origin's lines of the Telegram message (and of `npm run leads`): "Sivu: /…", "Laskuri: …", ...,
 * with the labels of `T` (the company reads Finnish: the callers pass the Finnish catalogue's).
 */
export function originLines(origin: Partial<LeadOrigin>, T: UiStrings['leadOrigin']): string[] {
  const lines: string[] = []
  if (origin.page) lines.push(`${T.page}: ${origin.page}`)
  const c = origin.calculator
  if (c) {
    lines.push(`${T.calculator}: ${c.name}`)
    if (c.choices.length) lines.push(`${T.choices}: ${c.choices.join('; ')}`)
    lines.push(`${T.estimate}: ${c.estimate}`)
  }
  return lines
}
