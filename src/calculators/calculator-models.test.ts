/**
 * The live pricing models in pages-data/calculator-models/ go through the
 * content pipeline like every other document; broken copies give exact
 * diagnostics (file, line, pointer, message, suggestion).
 */
import { pricingModelsOf } from './collection.js'
import { sitePasses } from '../content-passes.js'
import { describe, expect, it } from 'vitest'
import { buildContent, type ContentFile } from '../runtime/build-content.js'
import { readContentFiles, readSchemas } from '../runtime/content-source.node.js'
import { defaultAnswers, estimate, startAnswers } from './engine.js'
import { calculatorPresenter, SUMMARY_MAX_LENGTH } from './present.js'
import { formatsFor } from '../runtime/format.js'
import { UI } from '../ui/strings.fi.js'
import { resolveCalculator } from './section-data.js'

const { summaryMessage } = calculatorPresenter({ T: UI.calculator, f: formatsFor('fi') })
const files = readContentFiles()
const schemas = readSchemas()
const FLOOR = 'pages-data/calculator-models/floor.json'
const LATTIA = 'pages-data/services/lattiaremontti.json'
const KEITTIO = 'pages-data/services/keittion-remontti.json'

/** Builds the content with one file's text changed by `edit`. */
function buildWith(path: string, edit: (text: string) => string) {
  const changed: ContentFile[] = files.map((f) => (f.path === path ? { ...f, text: edit(f.text) } : f))
  const original = files.find((f) => f.path === path)!.text
  const text = edit(original)
  expect(text).not.toBe(original)
  const { diagnostics } = buildContent(changed, schemas, { passes: sitePasses() })
  return { errors: diagnostics.filter((d) => d.severity === 'error'), text }
}
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length
const replaceOnce = (from: string, to: string) => (text: string) => {
  expect(text.split(from).length).toBe(2)
  return text.replace(from, to)
}

describe('the live models', () => {
  const { content, diagnostics } = buildContent(files, schemas, { passes: sitePasses() })
  it('pass validation with no errors and are all loaded', () => {
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(Object.keys(pricingModelsOf(content!)).sort()).toEqual(['apartment', 'floor', 'sauna'])
  })
  it('claim VAT nowhere: the spec calls only the living-room and transport prices VAT-inclusive, and no model is built on those', () => {
    for (const model of Object.values(pricingModelsOf(content!))) {
      expect(model.pricesIncludeVat).toBe(false)
      expect(model.includes.join(' ')).not.toMatch(/arvonlisävero|alv/i)
    }
  })
  it('start the kitchen page with kitchen work and the bathroom page with a bathroom', () => {
    const startOf = (route: string) => {
      const page = content!.routes.pages.get(route)!
      const section = (page.data as { sections: { type: string }[] }).sections.find(
        (s) => s.type === 'calculator',
      ) as Parameters<typeof resolveCalculator>[0]
      const model = resolveCalculator(section, content!).model
      const r = estimate(model, startAnswers(model, section.data.start))
      if (!r.ok) throw new Error(`no estimate on ${route}`)
      return summaryMessage(model, r, Object.keys(section.data.start ?? {}))
    }
    expect(startOf('/palvelu/keittion-remontti')).toMatch(/^Asunnon remontti: Keittiön pintaremontti\b/)
    expect(startOf('/palvelu/kylpyhuone-remontti')).toMatch(
      /^Kylpyhuoneremontti avaimet käteen, Kaksio\. Hinta-arvio 10\s000–20\s000\s€\.$/,
    )
    expect(startOf('/palvelu/kolmion-remontti')).toMatch(/^Asunnon remontti: Kolmio\b/)
    expect(startOf('/palvelu/omakotitalon-remontti')).toMatch(/^Asunnon remontti: Omakotitalo\b/)
  })
  it('reach a calculator section through its resolver, with the tax rule of site.json', () => {
    const page = content!.routes.pages.get('/palvelu/lattiaremontti')!
    const section = (page.data as { sections: { type: string }[] }).sections.find(
      (s) => s.type === 'calculator',
    ) as Parameters<typeof resolveCalculator>[0]
    const extra = resolveCalculator(section, content!)
    expect(extra.model.id).toBe('floor')
    expect(extra.tax).toEqual({ rate: 0.35, maxPerPerson: 1600, maxPerCouple: 3200, ownShare: 150 })
  })
  it('give a finite estimate within the minimum charge for every option at the edges of every number', () => {
    for (const model of Object.values(pricingModelsOf(content!))) {
      const base = defaultAnswers(model)
      const variants: Record<string, string | string[]>[] = [base]
      for (const input of model.inputs) {
        if (input.kind === 'number')
          for (const v of [input.min!, input.max!]) variants.push({ ...base, [input.id]: String(v) })
        else
          for (const o of input.options!)
            variants.push({ ...base, [input.id]: input.kind === 'multiChoice' ? [o.id] : o.id })
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
  it("an option id misspelt in a rule's prices: did you mean", () => {
    const { errors, text } = buildWith(FLOOR, replaceOnce('"laminate": { "low": 15', '"lamnate": { "low": 15'))
    expect(errors).toEqual([
      {
        severity: 'error',
        code: 'calculatorModelReference',
        file: FLOOR,
        pointer: '/rules/0/prices/lamnate',
        line: lineOf(text, '"lamnate"'),
        column: expect.any(Number),
        message: 'Option "lamnate" is not defined in this model.',
        suggestion: 'Did you mean "laminate"? Known: laminate, parquet, vinyl, tile, sanding.',
      },
    ])
  })
  it('a calculator section naming a model that does not exist: did you mean', () => {
    const { errors, text } = buildWith(LATTIA, replaceOnce('"type": "floor"', '"type": "flor"'))
    expect(errors).toEqual([
      {
        severity: 'error',
        code: 'unknownCalculatorModel',
        file: LATTIA,
        pointer: '/sections/1/data/type',
        line: lineOf(text, '"flor"'),
        column: expect.any(Number),
        message: 'Calculator model "flor" does not exist.',
        suggestion:
          'Did you mean "floor"? Models are the files in pages-data/calculator-models/: apartment, floor, sauna.',
      },
    ])
  })
  it('a perUnit rule without its quantity (schema)', () => {
    const { errors } = buildWith(
      FLOOR,
      replaceOnce('"input": "material",\n      "quantity": "area",', '"input": "material",'),
    )
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([
      ['missingField', '/rules/0', 'Missing required field "quantity".'],
    ])
    expect(errors[0]!.suggestion).toBe(
      'Add "quantity" (a perUnit rule names the number input that gives the quantity, e.g. "area").',
    )
  })
  it('an unknown field (schema): did you mean', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"minimumCharge": 300', '"minimumCharg": 300'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'missingField',
        '',
        'Missing required field "minimumCharge".',
        'Add "minimumCharge" (Smallest price charged for a job of this kind (EUR). A smaller estimate is raised to it.).',
      ],
      [
        'unknownField',
        '/minimumCharg',
        'Unknown field "minimumCharg".',
        'Did you mean "minimumCharge"? Allowed fields here: $schema, id, name, pricesIncludeVat, labourShare, minimumCharge, roundTo, includes, excludes, inputs, rules.',
      ],
    ])
  })
  it('a misspelt rule kind (schema): did you mean', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"kind": "multiplier"', '"kind": "multipler"'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'notAllowedValue',
        '/rules/2/kind',
        'Value "multipler" is not allowed here.',
        'Did you mean "multiplier"? Allowed: fixed, perUnit, multiplier.',
      ],
    ])
  })
  it('a range whose low end is above its high end', () => {
    const { errors } = buildWith(
      FLOOR,
      replaceOnce('"tile": { "low": 30, "high": 50 }', '"tile": { "low": 50, "high": 30 }'),
    )
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'calculatorModelInvalid',
        '/rules/0/prices/tile',
        "The range's low end (50) is above its high end (30).",
        'Swap low and high.',
      ],
    ])
  })
  it('an id that does not match the file name', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"id": "floor"', '"id": "floors"'))
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'calculatorModelInvalid',
        '/id',
        'Model id "floors" does not match the file name "floor.json".',
        'Set "id": "floor" or rename the file to floors.json.',
      ],
    ])
  })
  it('a number default outside min-max, and a multiplier naming an unknown rule', () => {
    const { errors } = buildWith(FLOOR, (t) =>
      replaceOnce(
        '"default": 20',
        '"default": 400',
      )(replaceOnce('"appliesTo": ["installation"]', '"appliesTo": ["instalation"]')(t)),
    )
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'calculatorModelInvalid',
        '/inputs/1/default',
        'The default 400 is outside min-max (1-300).',
        'Pick a default between min and max.',
      ],
      [
        'calculatorModelReference',
        '/rules/2/appliesTo/0',
        'Fixed or perUnit rule "instalation" is not defined in this model.',
        'Did you mean "installation"? Known: installation, extra-work.',
      ],
    ])
  })
  it('the schema says which fields each kind has: a multiplier with a price, a number input with options', () => {
    const { errors } = buildWith(FLOOR, (t) =>
      replaceOnce(
        '"factors": { "underfloor-heating": 1.15 },',
        '"factors": { "underfloor-heating": 1.15 }, "price": { "low": 1, "high": 2 },',
      )(replaceOnce('"kind": "number",', '"kind": "number", "options": [{ "id": "a", "label": "A" }],')(t)),
    )
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([
      ['unknownField', '/inputs/1/options', 'Unknown field "options".'],
      ['unknownField', '/rules/2/price', 'Unknown field "price".'],
    ])
  })
  it('a choice input whose default is not a string (schema, per kind)', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('"default": "laminate"', '"default": ["laminate"]'))
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([
      ['wrongType', '/inputs/0/default', 'Expected string but found a list.'],
    ])
  })
  it('a quantity that names a choice input instead of a number', () => {
    const { errors } = buildWith(
      FLOOR,
      replaceOnce(
        '"quantity": "area",\n      "prices": {\n        "removal"',
        '"quantity": "extras",\n      "prices": {\n        "removal"',
      ),
    )
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'calculatorModelReference',
        '/rules/1/quantity',
        'Number input "extras" is not defined in this model.',
        'Known: area.',
      ],
    ])
  })
  it('a VAT line in includes while the model says its prices do not include VAT', () => {
    const { errors } = buildWith(
      FLOOR,
      replaceOnce('"Valitut lisätyöt"', '"Valitut lisätyöt",\n    "Arvonlisävero {vatRate}"'),
    )
    // The added Finnish line is also untranslated in each language (translationMissing): not this check's concern.
    const modelErrors = errors.filter((e) => !e.code.startsWith('translation'))
    expect(modelErrors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'calculatorModelInvalid',
        '/includes/3',
        '"includes" mentions VAT ("Arvonlisävero {vatRate}") but the model says "pricesIncludeVat": false.',
        'Remove the VAT line, or set "pricesIncludeVat": true if the source prices are stated VAT-inclusive.',
      ],
    ])
  })
  it('a model that does not say whether its prices include VAT (schema)', () => {
    const { errors } = buildWith(FLOOR, replaceOnce('  "pricesIncludeVat": false,\n', ''))
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([
      ['missingField', '', 'Missing required field "pricesIncludeVat".'],
    ])
  })
})

describe("a page's starting choices are checked against the model its calculator names", () => {
  // As the page has it, in the house JSON format.
  const START = '"start": {\n          "kitchen": "surface",\n          "works": []\n        }'
  it('an input id misspelt: file, line, pointer and did you mean', () => {
    const { errors, text } = buildWith(KEITTIO, replaceOnce(START, '"start": { "kitchn": "surface", "works": [] }'))
    expect(errors).toEqual([
      {
        severity: 'error',
        code: 'calculatorStartReference',
        file: KEITTIO,
        pointer: '/sections/1/data/start/kitchn',
        line: lineOf(text, '"kitchn"'),
        column: expect.any(Number),
        message: 'Input "kitchn" is not in calculator model "apartment".',
        suggestion: 'Did you mean "kitchen"? Known: apartment-type, works, kitchen.',
      },
    ])
  })
  it('an option id misspelt, in a choice and in a multiChoice list', () => {
    const { errors } = buildWith(
      KEITTIO,
      replaceOnce(START, '"start": { "kitchen": "surfce", "works": ["wall-paintng"] }'),
    )
    expect(errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'calculatorStartReference',
        '/sections/1/data/start/kitchen',
        'Option of input "kitchen" "surfce" is not in calculator model "apartment".',
        'Did you mean "surface"? Known: none, surface, partial, turnkey.',
      ],
      [
        'calculatorStartReference',
        '/sections/1/data/start/works/0',
        'Option of input "works" "wall-paintng" is not in calculator model "apartment".',
        'Did you mean "wall-painting"? Known: wall-painting, wallpapering, floor, ceiling, wall-levelling, bathroom, wc.',
      ],
    ])
  })
  it("a value of the wrong shape, and a number outside the input's range", () => {
    const { errors } = buildWith(KEITTIO, replaceOnce(START, '"start": { "kitchen": ["surface"], "works": "floor" }'))
    expect(errors.map((e) => [e.code, e.pointer, e.message])).toEqual([
      [
        'calculatorStartInvalid',
        '/sections/1/data/start/kitchen',
        'Input "kitchen" of model "apartment" is a choice; its start value is one option id.',
      ],
      [
        'calculatorStartInvalid',
        '/sections/1/data/start/works',
        'Input "works" of model "apartment" is a multiChoice; its start value is a list of option ids.',
      ],
    ])
    const floor = buildWith(
      LATTIA,
      replaceOnce(
        '"description": "Valitse lattiamateriaali ja pinta-ala, niin näet arvion heti."',
        '"description": "Valitse lattiamateriaali ja pinta-ala, niin näet arvion heti.", "start": { "area": 500 }',
      ),
    )
    expect(floor.errors.map((e) => [e.code, e.pointer, e.message, e.suggestion])).toEqual([
      [
        'calculatorStartInvalid',
        '/sections/1/data/start/area',
        'The start value 500 of input "area" is outside its min-max (1-300).',
        'Pick a number between 1 and 300.',
      ],
    ])
  })
})
