/**
 * Turns the engine's results into text in a page's language: the range, the
 * problems of the answers, the household tax deduction and the summary sent
 * with the contact form. Pure (no React, no language of its own): the caller
 * passes the catalogue's UI.calculator and the language's formats
 * (`calculatorPresenter`).
 */
import type { CalculatorContext } from '../rules/lead-origin.js'
import type { CalculatorModel } from '../runtime/content-types.generated.js'
import type { Formats } from '../runtime/format.js'
import type { UiStrings } from '../ui/catalogue-type.js'
import { inputById, taxDeduction, type InputProblem, type TaxDeductionRule, type Values } from './engine.js'

/**
 * Longest summary a calculator puts in the contact form's message
 * (CONTACT_LIMITS.message.max of src/rules/contact.ts, spec section 5): the visitor keeps at least 100 for their own words.
 */
export const SUMMARY_MAX_LENGTH = 80

/** The texts and formats of one language. */
type EstimateValues = { low: number; high: number; values: Values }

export interface CalculatorText {
  T: UiStrings['calculator']
  f: Formats
}

/** 3 000–9 000 € (one figure when both ends are equal). */
function formatEuroRange(p: CalculatorText, low: number, high: number): string {
  if (low === high) return p.f.euro(low)
  return `${p.T.range(p.f.number(low), p.f.euro(high))}`
}

/** 12 | 12,5 | 12,25 (up to two decimals, none when whole). */
function formatQuantity(p: CalculatorText, value: number): string {
  const rounded = Math.round(value * 100) / 100
  const digits = Number.isInteger(rounded) ? 0 : Number.isInteger(rounded * 10) ? 1 : 2
  return p.f.number(rounded, digits)
}

function withUnit(p: CalculatorText, value: number, unit: string | undefined): string {
  return unit ? `${formatQuantity(p, value)}\u00a0${unit}` : formatQuantity(p, value)
}

/** A clear Finnish hint for one problem of the answers. */
function problemMessage(p: CalculatorText, model: CalculatorModel, problem: InputProblem): string {
  if (problem.code === 'nothingSelected') return p.T.nothingSelected
  const input = inputById(model, problem.input)
  const label = input?.label ?? ''
  if (input?.kind !== 'number') return p.T.problems.unknownOption(label)
  switch (problem.code) {
    case 'required':
      return p.T.problems.required(label)
    case 'notANumber':
      return p.T.problems.notANumber(label)
    case 'belowMin':
      return p.T.problems.belowMin(label, withUnit(p, input.min, input.unit))
    case 'aboveMax':
      return p.T.problems.aboveMax(label, withUnit(p, input.max, input.unit))
    default:
      return p.T.problems.unknownOption(label)
  }
}

/** Option ids that some rule prices or scales (answers that change nothing are left out of the summary). */
function pricedOptions(model: CalculatorModel, inputId: string): Set<string> {
  const ids = new Set<string>()
  for (const rule of model.rules) {
    if (rule.input === inputId)
      for (const id of Object.keys(rule.kind === 'multiplier' ? rule.factors : (rule.prices ?? {}))) ids.add(id)
    if (rule.when?.input === inputId) ids.add(rule.when.is)
  }
  return ids
}

/**
 * The answers in a few words, in the order of the questions; the inputs named
 * in `first` (the page's starting choices: what the page is about) lead.
 */
function answerDetails(
  p: CalculatorText,
  model: CalculatorModel,
  values: Values,
  first: readonly string[] = [],
): string[] {
  const lead = first.flatMap((id) => model.inputs.filter((input) => input.id === id))
  const rest = model.inputs.filter((input) => !first.includes(input.id))
  const parts: string[] = []
  for (const input of [...lead, ...rest]) {
    const v = values[input.id]
    if (input.kind === 'number') {
      if (typeof v === 'number') parts.push(withUnit(p, v, input.unit))
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

/** Whether the estimate's texts may say it includes VAT: only when the model's prices do. */
function rangeNote(p: CalculatorText, model: CalculatorModel): string {
  return model.pricesIncludeVat ? p.T.rangeNoteVatIncluded : p.T.rangeNote
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis; never mid-word. */
export function cutAtWord(text: string, max: number): string {
  const chars = [...text]
  if (chars.length <= max) return text
  const head = chars.slice(0, max - 1).join('')
  const space = head.search(/\s\S*$/)
  return `${(space > 0 ? head.slice(0, space) : head).replace(/[\s,.:;–-]+$/u, '')}…`
}

/**
 * The short message put in the contact form: the work, the answers (the
 * page's own question first) and the range, never longer than
 * SUMMARY_MAX_LENGTH. When it does not fit, the last answers give way to
 * "ym.", then the work's name (the first answer says more on its page), then
 * the answers; as a last resort it is cut at a word. VAT is mentioned only
 * when the model's prices include it.
 */
function summaryMessage(
  p: CalculatorText,
  model: CalculatorModel,
  result: EstimateValues,
  first: readonly string[] = [],
): string {
  const range = formatEuroRange(p, result.low, result.high)
  const parts = answerDetails(p, model, result.values, first)
  const details = (keep: number) =>
    keep === parts.length ? parts.join(', ') : `${parts.slice(0, keep).join(', ')} ${p.T.summaryMore}`
  const make = (name: string, text: string) =>
    p.T.summary({ name, details: text, range, vatIncluded: model.pricesIncludeVat })
  const candidates: string[] = []
  for (let keep = parts.length; keep >= 1; keep--) candidates.push(make(model.name, details(keep)))
  for (let keep = parts.length; keep >= 1; keep--) candidates.push(make('', details(keep)))
  candidates.push(make(model.name, ''))
  return (
    candidates.find((text) => [...text].length <= SUMMARY_MAX_LENGTH) ??
    cutAtWord(candidates.at(-1)!, SUMMARY_MAX_LENGTH)
  )
}

/**
 * What a calculator sends with a contact message (src/rules/lead-origin.ts): its name,
 * every answer as its label (the page's own question first) and the estimate as shown.
 * Structured, beside the visitor's own message, never in it.
 */
function calculatorContext(
  p: CalculatorText,
  model: CalculatorModel,
  result: EstimateValues,
  first: readonly string[] = [],
): CalculatorContext {
  return {
    name: model.name,
    choices: answerDetails(p, model, result.values, first),
    estimate: formatEuroRange(p, result.low, result.high),
  }
}

export interface TaxDeductionFacts extends TaxDeductionRule {
  maxPerCouple: number
}

/** The tax deduction sentences for an estimate (labour share from the model, rule from site.json). */
function taxDeductionSentences(
  p: CalculatorText,
  model: CalculatorModel,
  range: { low: number; high: number },
  facts: TaxDeductionFacts,
): string[] {
  const d = taxDeduction(range, model.labourShare, facts)
  if (d.high <= 0) return [p.T.taxNone(p.f.euro(facts.ownShare))]
  const sentences = [
    p.T.taxEstimate({
      share: p.f.percent(model.labourShare),
      rate: p.f.percent(facts.rate),
      // Never "noin 0 – 270 €": when the low end gives nothing, the most it can be. Never "about €1,600"
      // for the cap either: when the whole range is at the cap, the sentence says "up to".
      range: d.low > 0 && d.low < d.high ? formatEuroRange(p, d.low, d.high) : p.f.euro(d.high),
      ownShare: p.f.euro(facts.ownShare),
      upTo: d.low <= 0 || (d.capped && d.low >= d.high),
    }),
  ]
  if (d.capped) sentences.push(p.T.taxCapped(p.f.euro(facts.maxPerPerson), p.f.euro(facts.maxPerCouple)))
  return sentences
}

/** Every text function of this module bound to one language's texts and formats. */
export function calculatorPresenter(p: CalculatorText) {
  return {
    formatEuroRange: (low: number, high: number) => formatEuroRange(p, low, high),
    answerDetails: (model: CalculatorModel, values: Values, first?: readonly string[]) =>
      answerDetails(p, model, values, first),
    problemMessage: (model: CalculatorModel, problem: InputProblem) => problemMessage(p, model, problem),
    rangeNote: (model: CalculatorModel) => rangeNote(p, model),
    summaryMessage: (model: CalculatorModel, result: EstimateValues, first?: readonly string[]) =>
      summaryMessage(p, model, result, first),
    calculatorContext: (model: CalculatorModel, result: EstimateValues, first?: readonly string[]) =>
      calculatorContext(p, model, result, first),
    taxDeductionSentences: (model: CalculatorModel, range: { low: number; high: number }, facts: TaxDeductionFacts) =>
      taxDeductionSentences(p, model, range, facts),
  }
}

export type CalculatorPresenter = ReturnType<typeof calculatorPresenter>
