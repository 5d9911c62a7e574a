/**
 * Turns the engine's results into Finnish text: the range, the problems of the
 * answers, the household tax deduction and the summary sent with the contact
 * form. Pure (no React); the strings come from src/ui/strings.fi.ts.
 */
import type { CalculatorModel } from '../runtime/content-types.generated.js'
import { formatEuroFi, formatNumberFi, formatPercentFi } from '../runtime/format-fi.js'
import { UI } from '../ui/strings.fi.js'
import { inputById, taxDeduction, type InputProblem, type TaxDeductionRule, type Values } from './engine.js'

/** The contact form's message limit (spec section 5). */
export const SUMMARY_MAX_LENGTH = 180

const T = UI.calculator

/** 3 000 – 9 000 € (one figure when both ends are equal). */
export function formatEuroRange(low: number, high: number): string {
  if (low === high) return formatEuroFi(low)
  return `${T.range(formatNumberFi(low), formatEuroFi(high))}`
}

/** 12 | 12,5 | 12,25 (up to two decimals, none when whole). */
export function formatQuantity(value: number): string {
  const rounded = Math.round(value * 100) / 100
  const digits = Number.isInteger(rounded) ? 0 : Number.isInteger(rounded * 10) ? 1 : 2
  return formatNumberFi(rounded, digits)
}

function withUnit(value: number, unit: string | undefined): string {
  return unit ? `${formatQuantity(value)}\u00a0${unit}` : formatQuantity(value)
}

/** A clear Finnish hint for one problem of the answers. */
export function problemMessage(model: CalculatorModel, problem: InputProblem): string {
  if (problem.code === 'nothingSelected') return T.nothingSelected
  const input = inputById(model, problem.input)
  const label = input?.label ?? ''
  if (input?.kind !== 'number') return T.problems.unknownOption(label)
  switch (problem.code) {
    case 'required': return T.problems.required(label)
    case 'notANumber': return T.problems.notANumber(label)
    case 'belowMin': return T.problems.belowMin(label, withUnit(input.min, input.unit))
    case 'aboveMax': return T.problems.aboveMax(label, withUnit(input.max, input.unit))
    default: return T.problems.unknownOption(label)
  }
}

/** Option ids that some rule prices or scales (answers that change nothing are left out of the summary). */
function pricedOptions(model: CalculatorModel, inputId: string): Set<string> {
  const ids = new Set<string>()
  for (const rule of model.rules) {
    if (rule.input === inputId) Object.keys(rule.kind === 'multiplier' ? rule.factors : (rule.prices ?? {})).forEach((id) => ids.add(id))
    if (rule.when?.input === inputId) ids.add(rule.when.is)
  }
  return ids
}

/** The answers in a few words, in the order of the questions. */
export function answerDetails(model: CalculatorModel, values: Values): string[] {
  const parts: string[] = []
  for (const input of model.inputs) {
    const v = values[input.id]
    if (input.kind === 'number') {
      if (typeof v === 'number') parts.push(withUnit(v, input.unit))
      continue
    }
    const priced = pricedOptions(model, input.id)
    for (const id of Array.isArray(v) ? v : typeof v === 'string' ? [v] : []) {
      const option = input.options.find((o) => o.id === id)
      if (option && priced.has(id)) parts.push(option.label)
    }
  }
  return parts
}

/**
 * The short message put in the contact form: the work, the answers and the
 * range, never longer than SUMMARY_MAX_LENGTH. When the answers do not fit,
 * the last ones give way to "ym.".
 */
export function summaryMessage(model: CalculatorModel, result: { low: number; high: number; values: Values }): string {
  const range = formatEuroRange(result.low, result.high)
  const parts = answerDetails(model, result.values)
  let message = T.summary(model.name, parts.join(', '), range)
  for (let keep = parts.length - 1; message.length > SUMMARY_MAX_LENGTH && keep >= 0; keep--) {
    const details = keep > 0 ? `${parts.slice(0, keep).join(', ')} ${T.summaryMore}` : ''
    message = T.summary(model.name, details, range)
  }
  return message.length > SUMMARY_MAX_LENGTH ? `${message.slice(0, SUMMARY_MAX_LENGTH - 1)}…` : message
}

export interface TaxDeductionFacts extends TaxDeductionRule {
  maxPerCouple: number
}

/** The tax deduction sentences for an estimate (labour share from the model, rule from site.json). */
export function taxDeductionSentences(model: CalculatorModel, range: { low: number; high: number }, facts: TaxDeductionFacts): string[] {
  const d = taxDeduction(range, model.labourShare, facts)
  if (d.high <= 0) return [T.taxNone(formatEuroFi(facts.ownShare))]
  const sentences = [
    T.taxEstimate({
      share: formatPercentFi(model.labourShare),
      rate: formatPercentFi(facts.rate),
      range: formatEuroRange(d.low, d.high),
      ownShare: formatEuroFi(facts.ownShare),
    }),
  ]
  if (d.capped) sentences.push(T.taxCapped(formatEuroFi(facts.maxPerPerson), formatEuroFi(facts.maxPerCouple)))
  return sentences
}
