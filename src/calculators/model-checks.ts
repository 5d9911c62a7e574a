/**
 * Checks of calculator models beyond their JSON Schema, and of the calculator
 * sections that name them. Run by the content pipeline (build-content.ts) after
 * every file has passed its schema; each problem is a diagnostic located at its
 * JSON pointer, with a "did you mean" where one helps.
 */
import type {
  CalculatorInput,
  CalculatorModel,
  CalculatorRule,
  Page,
  PriceRange,
} from '../runtime/content-types.generated.js'
import { closest } from '../runtime/suggest.js'
import type { CalculatorDiagnosticArgs, ModelPart, ModelProblem, StartProblem } from './diagnostics.js'

/** Reports one problem: its code (diagnostics.ts), the JSON pointer in the document, the code's arguments. */
export type Report = <C extends keyof CalculatorDiagnosticArgs>(
  code: C,
  pointer: string,
  args: CalculatorDiagnosticArgs[C],
) => void

const list = (ids: Iterable<string>) => [...ids].join(', ')

/** Words that claim VAT in a Finnish text: arvonlisävero (any case ending), alv. */
const VAT_WORDS = /arvonlisäver|\balv\b/i

/**
 * Checks one model; `slug` is its file name without .json. Only what the
 * schema cannot say: the file name, unique ids, references between inputs,
 * options and rules, relations between two numbers (min < max, low <= high),
 * and no VAT line in includes when the prices do not include VAT.
 * Which fields each kind of input and rule has is the schema's job (oneOf + discriminator).
 */
export function checkCalculatorModel(model: CalculatorModel, slug: string, report: Report): void {
  const invalid: Invalid = (pointer, problem) => report('calculatorModelInvalid', pointer, problem)
  const reference: Reference = (pointer, part, value, known) =>
    report('calculatorModelReference', pointer, { part, value, best: closest(value, known) ?? '', known: list(known) })

  // VAT is claimed only where the source prices include it (pricesIncludeVat); the lists must not claim it either.
  if (!model.pricesIncludeVat) {
    model.includes.forEach((text, i) => {
      if (VAT_WORDS.test(text)) invalid(`/includes/${i}`, { problem: 'vatInIncludes', text })
    })
  }
  if (model.id !== slug) invalid('/id', { problem: 'idNotFileName', id: model.id, slug })
  const inputs = checkInputs(model.inputs, invalid, reference)
  checkRules(model.rules, inputs, invalid, reference)
}

type Invalid = (pointer: string, problem: ModelProblem) => void
type Reference = (pointer: string, part: ModelPart, value: string, known: string[]) => void

function checkInputs(list: CalculatorInput[], invalid: Invalid, reference: Reference): Map<string, CalculatorInput> {
  const inputs = new Map<string, CalculatorInput>()
  list.forEach((input, i) => {
    const at = `/inputs/${i}`
    if (inputs.has(input.id)) invalid(`${at}/id`, { problem: 'duplicateId', part: 'input', id: input.id })
    inputs.set(input.id, input)
    if (input.kind === 'number') {
      const { min, max } = input
      if (min >= max) invalid(`${at}/max`, { problem: 'maxNotAboveMin', min, max })
      else if (input.default < min || input.default > max)
        invalid(`${at}/default`, { problem: 'defaultOutsideRange', value: input.default, min, max })
      return
    }
    const ids = new Set<string>()
    input.options.forEach((o, j) => {
      if (ids.has(o.id)) invalid(`${at}/options/${j}/id`, { problem: 'duplicateOption', id: o.id, input: input.id })
      ids.add(o.id)
    })
    const defaults =
      input.kind === 'multiChoice'
        ? input.default.map((d, j) => [d, `${at}/default/${j}`] as const)
        : [[input.default, `${at}/default`] as const]
    for (const [d, pointer] of defaults) if (!ids.has(d)) reference(pointer, 'option', d, [...ids])
  })
  return inputs
}

function checkRules(
  rules: CalculatorRule[],
  inputs: Map<string, CalculatorInput>,
  invalid: Invalid,
  reference: Reference,
): void {
  const optionIds = (inputId: string) => {
    const input = inputs.get(inputId)
    return input && input.kind !== 'number' ? input.options.map((o) => o.id) : []
  }
  const choiceInputs = [...inputs.values()].filter((i) => i.kind !== 'number').map((i) => i.id)
  const numberInputs = [...inputs.values()].filter((i) => i.kind === 'number').map((i) => i.id)
  const checkRange = (pointer: string, r: PriceRange) => {
    if (r.low > r.high) invalid(pointer, { problem: 'rangeInverted', low: r.low, high: r.high })
  }
  const keyed = (at: string, field: string, input: string, keys: string[]) => {
    const known = optionIds(input)
    for (const key of keys) if (!known.includes(key)) reference(`${at}/${field}/${key}`, 'option', key, known)
  }
  const ruleIds = new Set<string>()
  const additive = new Set(rules.filter((r) => r.kind !== 'multiplier').map((r) => r.id))
  rules.forEach((rule, i) => {
    const at = `/rules/${i}`
    if (ruleIds.has(rule.id)) invalid(`${at}/id`, { problem: 'duplicateId', part: 'rule', id: rule.id })
    ruleIds.add(rule.id)
    const inputOk = rule.input === undefined || choiceInputs.includes(rule.input)
    if (rule.input !== undefined && !inputOk) reference(`${at}/input`, 'choiceInput', rule.input, choiceInputs)
    if (rule.when) {
      if (!choiceInputs.includes(rule.when.input))
        reference(`${at}/when/input`, 'choiceInput', rule.when.input, choiceInputs)
      else if (!optionIds(rule.when.input).includes(rule.when.is))
        reference(`${at}/when/is`, 'option', rule.when.is, optionIds(rule.when.input))
    }
    if (rule.kind === 'multiplier') {
      if (inputOk) keyed(at, 'factors', rule.input, Object.keys(rule.factors))
      ;(rule.appliesTo ?? []).forEach((id, j) => {
        if (!additive.has(id)) reference(`${at}/appliesTo/${j}`, 'additiveRule', id, [...additive])
      })
      return
    }
    if (rule.prices && rule.input && inputOk) keyed(at, 'prices', rule.input, Object.keys(rule.prices))
    if (rule.price) checkRange(`${at}/price`, rule.price)
    for (const [key, r] of Object.entries(rule.prices ?? {})) checkRange(`${at}/prices/${key}`, r)
    // Exactly one of price and prices: a schema could say it (oneOf), but Ajv's message for it names neither field.
    if (rule.price && rule.prices) invalid(at, { problem: 'bothPrices' })
    if (!rule.price && !rule.prices) invalid(at, { problem: 'noPrice', kind: rule.kind })
    if (rule.kind === 'perUnit' && !numberInputs.includes(rule.quantity))
      reference(`${at}/quantity`, 'numberInput', rule.quantity, numberInputs)
  })
}

/** Every calculator section of a page must name an existing model. */
export function checkCalculatorSections(page: Page, modelIds: string[], report: Report): void {
  page.sections.forEach((section, i) => {
    if (section.type !== 'calculator') return
    const value = section.data.type
    if (modelIds.includes(value)) return
    report('unknownCalculatorModel', `/sections/${i}/data/type`, {
      value,
      best: closest(value, modelIds) ?? '',
      known: list([...modelIds].sort()),
    })
  })
}

/**
 * The starting choices of every calculator section (data.start) must fit the
 * model the section names: each key an input of the model, each value one of
 * its options (choice), a list of them (multiChoice) or a number between the
 * input's min and max. Sections naming an unknown model are reported by
 * checkCalculatorSections and skipped here.
 */
export function checkCalculatorStarts(
  page: Page,
  models: Readonly<Record<string, CalculatorModel>>,
  report: Report,
): void {
  page.sections.forEach((section, i) => {
    if (section.type !== 'calculator' || !section.data.start) return
    const model = models[section.data.type]
    if (!model) return
    const at = `/sections/${i}/data/start`
    const invalid = (pointer: string, problem: StartProblem) => report('calculatorStartInvalid', pointer, problem)
    const inputIds = model.inputs.map((input) => input.id)
    for (const [id, value] of Object.entries(section.data.start)) {
      const pointer = `${at}/${escapePointer(id)}`
      const input = model.inputs.find((candidate) => candidate.id === id)
      if (!input) {
        report('calculatorStartReference', pointer, {
          value: id,
          model: model.id,
          best: closest(id, inputIds) ?? '',
          known: list(inputIds),
        })
        continue
      }
      if (input.kind === 'number') {
        const { min = 0, max = 0 } = input
        const example = { [id]: input.default }
        if (typeof value !== 'number')
          invalid(pointer, { problem: 'notNumber', input: id, model: model.id, value, min, max, example })
        else if (value < min || value > max) invalid(pointer, { problem: 'outsideRange', input: id, value, min, max })
        continue
      }
      const optionIds = (input.options ?? []).map((o) => o.id)
      const checkOption = (optionPointer: string, optionId: string) => {
        if (!optionIds.includes(optionId))
          report('calculatorStartReference', optionPointer, {
            input: id,
            value: optionId,
            model: model.id,
            best: closest(optionId, optionIds) ?? '',
            known: list(optionIds),
          })
      }
      if (input.kind === 'multiChoice') {
        if (!Array.isArray(value))
          invalid(pointer, { problem: 'notList', input: id, model: model.id, example: { [id]: [optionIds[0]] } })
        else
          value.forEach((optionId, j) => {
            checkOption(`${pointer}/${j}`, optionId)
          })
        continue
      }
      if (typeof value !== 'string')
        invalid(pointer, { problem: 'notOneOption', input: id, model: model.id, options: list(optionIds) })
      else checkOption(pointer, value)
    }
  })
}

/** A key as a JSON pointer segment (RFC 6901). */
function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1')
}
