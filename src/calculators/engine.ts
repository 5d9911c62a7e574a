/**
 * The pricing engine: a calculator model (pages-data/calculator-models/<id>.json)
 * plus the visitor's answers -> an estimate range (EUR; VAT as the model's
 * pricesIncludeVat says), or the
 * problems that stop one. Pure: no React, no DOM; the page and the tests use it.
 *
 * Order of work: fixed and per-unit rules add up -> multipliers scale the rules
 * they apply to -> the low end is rounded down and the high end up to roundTo ->
 * the minimum charge is the floor of both ends.
 */
import type {
  CalculatorInput,
  CalculatorModel,
  CalculatorRule,
  CalculatorSection,
  PriceRange,
} from '../runtime/content-types.generated.js'

/** A page's starting choices for its calculator (the section's data.start): input id -> option id(s) or number. */
export type StartChoices = NonNullable<CalculatorSection['data']['start']>

/** The visitor's answers by input id: an option id, a list of option ids, or the typed text of a number. */
export type Answers = Record<string, string | string[]>

type ProblemCode = 'required' | 'notANumber' | 'belowMin' | 'aboveMax' | 'unknownOption' | 'nothingSelected'

export interface InputProblem {
  code: ProblemCode
  /** The input concerned; absent for nothingSelected (the answers as a whole). */
  input?: string
}

/** Parsed answers: numbers as numbers, choices as option ids. */
export type Values = Record<string, number | string | string[]>

export type EstimateResult =
  | { ok: true; low: number; high: number; minimumApplied: boolean; values: Values }
  | { ok: false; problems: InputProblem[] }

export interface TaxDeductionRule {
  rate: number
  maxPerPerson: number
  ownShare: number
}

/** The answers a model starts with (numbers as text, as a field holds them). */
export function defaultAnswers(model: CalculatorModel): Answers {
  return Object.fromEntries(
    model.inputs.map((input) => {
      const d = input.default
      if (input.kind === 'number') return [input.id, typeof d === 'number' ? formatPlainNumber(d) : '']
      if (input.kind === 'multiChoice') return [input.id, Array.isArray(d) ? [...d] : []]
      return [input.id, typeof d === 'string' ? d : '']
    }),
  )
}

/**
 * The answers a calculator starts with on a page: the model's defaults, with
 * the page's starting choices (validated against the model at build time) on top.
 */
export function startAnswers(model: CalculatorModel, start: StartChoices | undefined): Answers {
  const answers = defaultAnswers(model)
  for (const [id, value] of Object.entries(start ?? {})) {
    if (!(id in answers)) continue
    answers[id] = typeof value === 'number' ? formatPlainNumber(value) : Array.isArray(value) ? [...value] : value
  }
  return answers
}

/** A number as a Finnish field shows it: decimal comma, no grouping (12,5). */
function formatPlainNumber(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',')
}

/**
 * Reads a typed number: "12,5", "12.5", " 1 000 " are numbers; "", "abc", "12a",
 * "1e3" are not. Returns null when the text is not a plain decimal number.
 */
export function parseNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/^[\u2212\u2013]/, '-')
  if (!/^-?\d+(?:[.,]\d+)?$/.test(compact)) return null
  const value = Number(compact.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/** Checks and parses every answer; problems are listed per input. */
function readAnswers(model: CalculatorModel, answers: Answers): { values: Values; problems: InputProblem[] } {
  const values: Values = {}
  const problems: InputProblem[] = []
  for (const input of model.inputs) {
    const raw = answers[input.id]
    if (input.kind === 'number') {
      const text = typeof raw === 'string' ? raw : ''
      if (text.trim() === '') {
        problems.push({ code: 'required', input: input.id })
        continue
      }
      const value = parseNumber(text)
      if (value === null) problems.push({ code: 'notANumber', input: input.id })
      else if (value < input.min) problems.push({ code: 'belowMin', input: input.id })
      else if (value > input.max) problems.push({ code: 'aboveMax', input: input.id })
      else values[input.id] = value
      continue
    }
    const known = new Set(input.options.map((o) => o.id))
    if (input.kind === 'multiChoice') {
      const list = Array.isArray(raw) ? raw : []
      if (list.some((id) => !known.has(id))) problems.push({ code: 'unknownOption', input: input.id })
      else values[input.id] = [...new Set(list)]
      continue
    }
    if (typeof raw !== 'string' || raw === '') problems.push({ code: 'required', input: input.id })
    else if (!known.has(raw)) problems.push({ code: 'unknownOption', input: input.id })
    else values[input.id] = raw
  }
  return { values, problems }
}

type AdditiveRule = Exclude<CalculatorRule, { kind: 'multiplier' }>
type MultiplierRule = Extract<CalculatorRule, { kind: 'multiplier' }>

const cents = (x: number) => Math.round(x * 100) / 100

/** The option ids an input has chosen (one for a choice, any for a multiChoice). */
function chosen(values: Values, inputId: string | undefined): string[] {
  if (!inputId) return []
  const v = values[inputId]
  return Array.isArray(v) ? v : typeof v === 'string' ? [v] : []
}

function isActive(rule: CalculatorRule, values: Values): boolean {
  return !rule.when || chosen(values, rule.when.input).includes(rule.when.is)
}

/** One additive rule's range before multipliers. */
function ruleAmount(rule: AdditiveRule, values: Values): PriceRange {
  let base: PriceRange = { low: 0, high: 0 }
  if (rule.price) base = rule.price
  else if (rule.prices) {
    for (const id of chosen(values, rule.input)) {
      const p = rule.prices[id]
      if (p) base = { low: base.low + p.low, high: base.high + p.high }
    }
  }
  if (rule.kind !== 'perUnit') return base
  const qty = values[rule.quantity]
  const n = typeof qty === 'number' ? qty : 0
  return { low: base.low * n, high: base.high * n }
}

/** The factor a multiplier rule gives for the current answers (product of the chosen options' factors). */
function ruleFactor(rule: MultiplierRule, values: Values): number {
  return chosen(values, rule.input).reduce((f, id) => f * (rule.factors[id] ?? 1), 1)
}

/** Computes the estimate, or the problems that stop it. Never NaN, never throws on bad answers. */
export function estimate(model: CalculatorModel, answers: Answers): EstimateResult {
  const { values, problems } = readAnswers(model, answers)
  if (problems.length) return { ok: false, problems }
  const amounts = new Map<string, PriceRange>()
  for (const rule of model.rules) {
    if (rule.kind === 'multiplier' || !isActive(rule, values)) continue
    amounts.set(rule.id, ruleAmount(rule, values))
  }
  for (const rule of model.rules) {
    if (rule.kind !== 'multiplier' || !isActive(rule, values)) continue
    const factor = ruleFactor(rule, values)
    for (const id of rule.appliesTo ?? [...amounts.keys()]) {
      const a = amounts.get(id)
      if (a) amounts.set(id, { low: a.low * factor, high: a.high * factor })
    }
  }
  let low = 0
  let high = 0
  for (const a of amounts.values()) {
    low += a.low
    high += a.high
  }
  low = cents(low)
  high = cents(high)
  if (high <= 0) return { ok: false, problems: [{ code: 'nothingSelected' }] }
  const step = model.roundTo
  const roundedLow = Math.floor(low / step) * step
  const roundedHigh = Math.ceil(high / step) * step
  const min = model.minimumCharge
  return {
    ok: true,
    low: Math.max(roundedLow, min),
    high: Math.max(roundedHigh, min),
    minimumApplied: roundedLow < min,
    values,
  }
}

/**
 * Household tax deduction on an estimate: labour share x rate, less the own
 * share, at most the yearly maximum per person, never below 0. Rounded down to
 * whole tens of euros (it is an indication, "noin").
 */
export function taxDeduction(
  estimateRange: { low: number; high: number },
  labourShare: number,
  rule: TaxDeductionRule,
): { low: number; high: number; capped: boolean } {
  const one = (price: number) => {
    const raw = price * labourShare * rule.rate - rule.ownShare
    const clamped = Math.min(Math.max(raw, 0), rule.maxPerPerson)
    return Math.floor(cents(clamped) / 10) * 10
  }
  const rawHigh = estimateRange.high * labourShare * rule.rate - rule.ownShare
  return { low: one(estimateRange.low), high: one(estimateRange.high), capped: rawHigh > rule.maxPerPerson }
}

/** The input with this id (for labels in messages). */
export function inputById(model: CalculatorModel, id: string | undefined): CalculatorInput | undefined {
  return model.inputs.find((i) => i.id === id)
}
