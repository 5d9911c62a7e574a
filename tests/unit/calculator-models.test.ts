/**
 * The live pricing models in pages-data/calculator-models/ go through the
 * content pipeline like every other document; broken copies give exact
 * diagnostics (file, line, pointer, message, suggestion).
 */
import { describe, expect, it } from 'vitest'
import { buildContent, type ContentFile } from '../../src/runtime/build-content.js'
import { readContentFiles, readSchemas } from '../../src/runtime/content-source.node.js'
import type { CalculatorModel } from '../../src/runtime/content-types.generated.js'
import { defaultAnswers, estimate } from '../../src/calculators/engine.js'
import { summaryMessage, SUMMARY_MAX_LENGTH } from '../../src/calculators/present.js'
import { resolveCalculator } from '../../src/calculators/section-data.js'

const files = readContentFiles()
const schemas = readSchemas()
const FLOOR = 'pages-data/calculator-models/floor.json'
const LATTIA = 'pages-data/services/lattiaremontti.json'

/** Builds the content with one file's text changed by `edit`. */
function buildWith(path: string, edit: (text: string) => string) {
  const changed: ContentFile[] = files.map((f) => (f.path === path ? { ...f, text: edit(f.text) } : f))
  const original = files.find((f) => f.path === path)!.text
  const text = edit(original)
  expect(text).not.toBe(original)
  const { diagnostics } = buildContent(changed, schemas)
  return { errors: diagnostics.filter((d) => d.severity === 'error'), text }
}
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length
const replaceOnce = (from: string, to: string) => (text: string) => {
  expect(text.split(from).length).toBe(2)
  return text.replace(from, to)
}

describe('the live models', () => {
  const { content, diagnostics } = buildContent(files, schemas)
  it('pass validation with no errors and are all loaded', () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(Object.keys(content!.calculatorModels).sort()).toEqual(['apartment', 'floor', 'sauna'])
  })
  it('have their tokens replaced (VAT rate from site.json)', () => {
    expect(content!.calculatorModels.floor!.includes).toContain('Arvonlisävero 25,5 %')
  })
  it('reach a calculator section through its resolver, with the tax rule of site.json', () => {
    const page = content!.routes.pages.get('/palvelu/lattiaremontti')!
    const section = (page.data as { sections: { type: string }[] }).sections.find((s) => s.type === 'calculator') as Parameters<typeof resolveCalculator>[0]
    const extra = resolveCalculator(section, content!)
    expect(extra.model.id).toBe('floor')
    expect(extra.tax).toEqual({ rate: 0.35, maxPerPerson: 1600, maxPerCouple: 3200, ownShare: 150 })
  })
  it('give a finite estimate within the minimum charge for every option at the edges of every number', () => {
    for (const model of Object.values(content!.calculatorModels) as CalculatorModel[]) {
      const base = defaultAnswers(model)
      const variants: Record<string, string | string[]>[] = [base]
      for (const input of model.inputs) {
        if (input.kind === 'number') for (const v of [input.min!, input.max!]) variants.push({ ...base, [input.id]: String(v) })
        else for (const o of input.options!) variants.push({ ...base, [input.id]: input.kind === 'multiChoice' ? [o.id] : o.id })
      }
      for (const answers of variants) {
        const r = estimate(model, answers)
        if (!r.ok) {
          expect(r.problems).toEqual([{ code: 'nothingSelected' }])
          continue
        }
        expect(Number.isFinite(r.low) && Number.isFinite(r.high)).toBe(true)
        expect(r.low).toBeGreaterThanOrEqual(model.minimumCharge)
        expect(r.high).toBeGreaterThanOrEqual(r.low)
        expect(summaryMessage(model, r).length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH)
      }
    }
  })
})

describe('broken models give exact diagnostics', () => {
  it('an option id misspelt in a rule\'s prices: did you mean', () => {
    const { errors, text } = buildWith(FLOOR, replaceOnce('"laminate": { "low": 15', '"lamnate": { "low": 15'))
    expect(errors).toEqual([{
      severity: 'error', code: 'calculatorModelReference', file: FLOOR, pointer: '/rules/0/prices/lamnate', line: lineOf(text, '"lamnate"'), column: expect.any(Number),
      message: 'Option "lamnate" is not defined in this model.',
      suggestion: 'Did you mean "laminate"? Known: laminate, parquet, vinyl, tile, sanding.',
    }])
  })
  it('a calculator section naming a model that does not exist: did you mean', () => {
    const { errors, text } = buildWith(LATTIA, replaceOnce('"type": "floor"', '"type": "flor"'))
    expect(errors).toEqual([{
      severity: 'error', code: 'unknownCalculatorModel', file: LATTIA, pointer: '/sections/1/data/type', line: lineOf(text, '"flor"'), column: expect.any(Number),
      message: 'Calculator model "flor" does not exist.',
      suggestion: 'Did you mean "floor"? Models are the files in pages-data/calculator-models/: apartment, floor, sauna.',
    }])
  })
  it('a perUnit rule without its quantity (schema)', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"input": "material",\n      "quantity": "area",', '"input": "material",'))
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([['missingField', '/rules/0', 'Missing required field "quantity".']])
    expect(errors[0]!.suggestion).toBe('Add "quantity" (a perUnit rule names the number input that gives the quantity, e.g. "area").')
  })
  it('an unknown field (schema): did you mean', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"minimumCharge": 300', '"minimumCharg": 300'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      ['missingField', '', 'Missing required field "minimumCharge".', 'Add "minimumCharge" (Smallest price charged for a job of this kind (EUR, VAT included). A smaller estimate is raised to it.).'],
      ['unknownField', '/minimumCharg', 'Unknown field "minimumCharg".', 'Did you mean "minimumCharge"? Allowed fields here: $schema, id, name, labourShare, minimumCharge, roundTo, includes, excludes, inputs, rules.'],
    ])
  })
  it('a misspelt rule kind (schema): did you mean', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"kind": "multiplier"', '"kind": "multipler"'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      ['notAllowedValue', '/rules/2/kind', 'Value "multipler" is not allowed here.', 'Did you mean "multiplier"? Allowed: fixed, perUnit, multiplier.'],
    ])
  })
  it('a range whose low end is above its high end', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"tile": { "low": 30, "high": 50 }', '"tile": { "low": 50, "high": 30 }'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      ['calculatorModelInvalid', '/rules/0/prices/tile', "The range's low end (50) is above its high end (30).", 'Swap low and high.'],
    ])
  })
  it('an id that does not match the file name', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"id": "floor"', '"id": "floors"'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      ['calculatorModelInvalid', '/id', 'Model id "floors" does not match the file name "floor.json".', 'Set "id": "floor" or rename the file to floors.json.'],
    ])
  })
  it('a number default outside min-max, and a multiplier naming an unknown rule', () => {
    const { errors } = buildWith(FLOOR, (t) => replaceOnce('"default": 20', '"default": 400')(replaceOnce('"appliesTo": ["installation"]', '"appliesTo": ["instalation"]')(t)))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      ['calculatorModelInvalid', '/inputs/1/default', 'The default 400 is outside min-max (1-300).', 'Pick a default between min and max.'],
      ['calculatorModelReference', '/rules/2/appliesTo/0', 'Fixed or perUnit rule "instalation" is not defined in this model.', 'Did you mean "installation"? Known: installation, extra-work.'],
    ])
  })
  it('the schema says which fields each kind has: a multiplier with a price, a number input with options', () => {
    const { errors } = buildWith(FLOOR, (t) => replaceOnce('"factors": { "underfloor-heating": 1.15 },', '"factors": { "underfloor-heating": 1.15 }, "price": { "low": 1, "high": 2 },')(
      replaceOnce('"kind": "number",', '"kind": "number", "options": [{ "id": "a", "label": "A" }],')(t)))
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([
      ['unknownField', '/inputs/1/options', 'Unknown field "options".'],
      ['unknownField', '/rules/2/price', 'Unknown field "price".'],
    ])
  })
  it('a choice input whose default is not a string (schema, per kind)', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"default": "laminate"', '"default": ["laminate"]'))
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([['wrongType', '/inputs/0/default', 'Expected string but found a list.']])
  })
  it('a quantity that names a choice input instead of a number', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"quantity": "area",\n      "prices": {\n        "removal"', '"quantity": "extras",\n      "prices": {\n        "removal"'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      ['calculatorModelReference', '/rules/1/quantity', 'Number input "extras" is not defined in this model.', 'Known: area.'],
    ])
  })
})
