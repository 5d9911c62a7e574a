/**
 * The pricing engine against hand-computed estimates. The models are frozen
 * copies in tests/fixtures/calculator-models/ (the prices as designed), so a
 * content author can change a live price without breaking these; the live
 * models are checked separately in calculator-models.test.ts.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CalculatorModel } from '../runtime/content-types.generated.js'
import { defaultAnswers, estimate, parseNumber, taxDeduction, type Answers } from './engine.js'
import { calculatorPresenter, cutAtWord, SUMMARY_MAX_LENGTH } from './present.js'
import { formatsFor } from '../runtime/format.js'
import { UI } from '../ui/strings.fi.js'
import { CONTACT_LIMITS } from '../rules/contact.js'

const { answerDetails, formatEuroRange, problemMessage, rangeNote, summaryMessage, taxDeductionSentences } =
  calculatorPresenter({ T: UI.calculator, f: formatsFor('fi') })

const load = (id: string) =>
  JSON.parse(
    readFileSync(new URL(`../../tests/fixtures/calculator-models/${id}.json`, import.meta.url), 'utf8'),
  ) as CalculatorModel
const floor = load('floor')
const sauna = load('sauna')
const apartment = load('apartment')
const TAX = { rate: 0.35, maxPerPerson: 1600, maxPerCouple: 3200, ownShare: 150 }
const NBSP = '\u00a0'
/** The summary with every answer, before any shortening. */
const T_SUMMARY = (
  model: CalculatorModel,
  r: { low: number; high: number; values: Answers | Record<string, unknown> },
) =>
  `${model.name}: ${answerDetails(model, r.values as never).join(', ')}. Hinta-arvio ${formatEuroRange(r.low, r.high)}.`

function ok(model: CalculatorModel, answers: Partial<Answers>) {
  const r = estimate(model, { ...defaultAnswers(model), ...answers } as Answers)
  if (!r.ok) throw new Error(`expected an estimate, got ${JSON.stringify(r.problems)}`)
  return r
}
const range = (model: CalculatorModel, answers: Partial<Answers>) => {
  const r = ok(model, answers)
  return [r.low, r.high, r.minimumApplied] as const
}

describe('floor model (per m², rounded to 10 €, minimum 300 €)', () => {
  it('shows an estimate straight away with the defaults: laminate 20 m² = 15-25 €/m² x 20', () => {
    expect(range(floor, {})).toEqual([300, 500, false])
  })
  it('applies the minimum charge at the smallest area (1 m² laminate = 15-25 € -> 300 €)', () => {
    expect(range(floor, { area: '1' })).toEqual([300, 300, true])
    expect(formatEuroRange(300, 300)).toBe(`300${NBSP}€`)
  })
  it('prices the largest area: tile 300 m² = 30-50 €/m² x 300', () => {
    expect(range(floor, { material: 'tile', area: '300' })).toEqual([9000, 15000, false])
  })
  it('reads a decimal comma and raises only the low end to the minimum: parquet 12,5 m² = 250-400 €', () => {
    expect(range(floor, { material: 'parquet', area: '12,5' })).toEqual([300, 400, true])
  })
  it('scales only the installation over underfloor heating (x1.15): parquet 20 m² = 460-736 -> 460-740', () => {
    expect(range(floor, { material: 'parquet', area: '20', extras: ['underfloor-heating'] })).toEqual([460, 740, false])
  })
  it('adds per-m² extra work: tile 25 m² + removal 6-10 + levelling 12-20 €/m²', () => {
    expect(range(floor, { material: 'tile', area: '25', extras: ['removal', 'levelling'] })).toEqual([
      1200,
      2000,
      false,
    ])
  })
  it('rounds the low end down and the high end up: laminate 10 m², heating, removal = 232,5-387,5 -> 300-390', () => {
    expect(range(floor, { area: '10', extras: ['underfloor-heating', 'removal'] })).toEqual([300, 390, true])
  })
  it('sanding and lacquering 40,5 m² = 1 134-1 620 -> 1 130-1 620 €', () => {
    const r = ok(floor, { material: 'sanding', area: '40.5' })
    expect([r.low, r.high]).toEqual([1130, 1620])
    expect(formatEuroRange(r.low, r.high)).toBe(`1${NBSP}130–1${NBSP}620${NBSP}€`)
  })
})

describe('sauna model (per m² by scope, multipliers, rounded to 50 €, minimum 600 €)', () => {
  it('defaults: typical renovation, electric, apartment, 4 m² = 750-1 500 €/m² x 4 (spec: typical 3 000-9 000)', () => {
    expect(range(sauna, {})).toEqual([3000, 6000, false])
  })
  it('small refurbishment at the smallest area (1 m²) is raised to the minimum charge 600 €', () => {
    expect(range(sauna, { scope: 'small', area: '1' })).toEqual([600, 600, true])
  })
  it('small refurbishment stays in the spec band 600-2 500 for a usual sauna (4 m²: 600-1 680 -> 600-1 700)', () => {
    expect(range(sauna, { scope: 'small', area: '4' })).toEqual([600, 1700, false])
  })
  it('typical 6 m² reaches the top of the spec band: 4 500-9 000', () => {
    expect(range(sauna, { area: '6' })).toEqual([4500, 9000, false])
  })
  it('large 6 m² is over 10 000 as the spec says: 10 200-15 000', () => {
    expect(range(sauna, { scope: 'large', area: '6' })).toEqual([10200, 15000, false])
  })
  it('multipliers chain: large, wood-fired (x1.1), outbuilding (x1.15), 30 m² (largest) = 64 515-94 875 -> 64 500-94 900', () => {
    expect(range(sauna, { scope: 'large', 'sauna-type': 'wood', room: 'outbuilding', area: '30' })).toEqual([
      64500,
      94900,
      false,
    ])
  })
  it('infrared (x0.9), typical 4 m² = 2 700-5 400', () => {
    expect(range(sauna, { 'sauna-type': 'infrared' })).toEqual([2700, 5400, false])
  })
})

describe('apartment model (fixed "from" prices per room, scaled by apartment type)', () => {
  it('defaults: two-room flat, wall painting = 300-500 x 2.5 = 750-1 250', () => {
    expect(range(apartment, {})).toEqual([750, 1250, false])
  })
  it('studio, ceiling painting = 250-400 x 1.5 = 375-600 -> 350-600', () => {
    expect(range(apartment, { 'apartment-type': 'yksio', works: ['ceiling'] })).toEqual([350, 600, false])
  })
  it('three-room flat, all five room works = 1 650-2 850 x 3.5 = 5 775-9 975 -> 5 750-10 000', () => {
    expect(
      range(apartment, {
        'apartment-type': 'kolmio',
        works: ['wall-painting', 'wallpapering', 'floor', 'ceiling', 'wall-levelling'],
      }),
    ).toEqual([5750, 10000, false])
  })
  it('does not scale the bathroom, WC or kitchen by apartment size (house: 10 000 + 1 000 + 10 000 ... 20 000 + 2 500 + 20 000)', () => {
    expect(
      range(apartment, { 'apartment-type': 'omakotitalo', works: ['bathroom', 'wc'], kitchen: 'turnkey' }),
    ).toEqual([21000, 42500, false])
  })
  it('housing unit (x4.5) floor + bathroom = 2 250 + 10 000 ... 4 050 + 20 000', () => {
    expect(range(apartment, { 'apartment-type': 'huoneisto', works: ['floor', 'bathroom'] })).toEqual([
      12250,
      24050,
      false,
    ])
  })
  it('kitchen alone: surface renovation 500-2 000', () => {
    expect(range(apartment, { works: [], kitchen: 'surface' })).toEqual([500, 2000, false])
  })
  it('asks for a work when nothing is chosen', () => {
    const r = estimate(apartment, { ...defaultAnswers(apartment), works: [], kitchen: 'none' })
    expect(r).toEqual({ ok: false, problems: [{ code: 'nothingSelected' }] })
    expect(problemMessage(apartment, { code: 'nothingSelected' })).toBe(
      'Valitse vähintään yksi työ, niin näet hinta-arvion.',
    )
  })
})

describe('invalid input gives a Finnish hint and no estimate', () => {
  const cases: [string, string, string][] = [
    ['0', 'belowMin', `Lattian pinta-ala: pienin arvo on 1${NBSP}m².`],
    ['0,5', 'belowMin', `Lattian pinta-ala: pienin arvo on 1${NBSP}m².`],
    ['-5', 'belowMin', `Lattian pinta-ala: pienin arvo on 1${NBSP}m².`],
    [
      '300,5',
      'aboveMax',
      `Lattian pinta-ala: suurin arvo laskurissa on 300${NBSP}m². Suuremmasta kohteesta pyydä tarjous.`,
    ],
    [
      '99999999999999999999999',
      'aboveMax',
      `Lattian pinta-ala: suurin arvo laskurissa on 300${NBSP}m². Suuremmasta kohteesta pyydä tarjous.`,
    ],
    ['abc', 'notANumber', 'Lattian pinta-ala: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.'],
    ['12m2', 'notANumber', 'Lattian pinta-ala: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.'],
    ['1e3', 'notANumber', 'Lattian pinta-ala: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.'],
    ['NaN', 'notANumber', 'Lattian pinta-ala: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.'],
    ['Infinity', 'notANumber', 'Lattian pinta-ala: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.'],
    ['', 'required', 'Lattian pinta-ala: kirjoita luku, esimerkiksi 12,5.'],
    ['   ', 'required', 'Lattian pinta-ala: kirjoita luku, esimerkiksi 12,5.'],
  ]
  it.each(cases)('area %j -> %s', (text, code, message) => {
    const r = estimate(floor, { ...defaultAnswers(floor), area: text })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems).toEqual([{ code, input: 'area' }])
    expect(problemMessage(floor, r.problems[0]!)).toBe(message)
  })
  it('rejects an option that is not in the model, and a missing answer, without throwing', () => {
    expect(estimate(floor, { ...defaultAnswers(floor), material: 'gold' })).toEqual({
      ok: false,
      problems: [{ code: 'unknownOption', input: 'material' }],
    })
    expect(estimate(floor, { area: '20' })).toEqual({ ok: false, problems: [{ code: 'required', input: 'material' }] })
    expect(problemMessage(floor, { code: 'unknownOption', input: 'material' })).toBe(
      'Lattiamateriaali tai työ: valitse jokin vaihtoehdoista.',
    )
  })
  it('parses plain decimals only', () => {
    expect(parseNumber('12,5')).toBe(12.5)
    expect(parseNumber(' 1 000 ')).toBe(1000)
    expect(parseNumber('\u22123')).toBe(-3)
    expect(parseNumber('12.5.1')).toBeNull()
    expect(parseNumber('0x10')).toBeNull()
  })
})

describe('household tax deduction on the labour share (35 %, own share 150 €, max 1 600 €)', () => {
  it('sauna 3 000-6 000 at 50 % labour: 525-150 = 375 -> 370 ... 1 050-150 = 900', () => {
    expect(taxDeduction({ low: 3000, high: 6000 }, 0.5, TAX)).toEqual({ low: 370, high: 900, capped: false })
    expect(taxDeductionSentences(sauna, { low: 3000, high: 6000 }, TAX)).toEqual([
      `Kun työn osuudeksi arvioidaan noin 50${NBSP}% hinnasta, voit saada kotitalousvähennystä noin 370–900${NBSP}€ (35${NBSP}% työn osuudesta, omavastuu 150${NBSP}€).`,
    ])
  })
  it('caps at the yearly maximum per person and says what a couple can get', () => {
    expect(taxDeduction({ low: 21000, high: 42500 }, 0.6, TAX)).toEqual({ low: 1600, high: 1600, capped: true })
    expect(taxDeductionSentences(apartment, { low: 21000, high: 42500 }, TAX)[1]).toBe(
      `Vähennys on enintään 1${NBSP}600${NBSP}€ henkilöä kohden vuodessa, pariskunnalla yhteensä 3${NBSP}200${NBSP}€.`,
    )
  })
  it('gives nothing below the own share (floor 300-500 at 85 %: 89,25 and 148,75 < 150)', () => {
    expect(taxDeduction({ low: 300, high: 500 }, 0.85, TAX)).toEqual({ low: 0, high: 0, capped: false })
    expect(taxDeductionSentences(floor, { low: 300, high: 500 }, TAX)).toEqual([
      `Näin pienestä työstä ei jää kotitalousvähennystä omavastuun (150${NBSP}€) jälkeen.`,
    ])
  })
  it('says "enintään" when the low end gives no deduction, never "noin 0 – …"', () => {
    const sentence = taxDeductionSentences(floor, { low: 300, high: 1400 }, TAX)[0]!
    expect(sentence).not.toMatch(/noin 0\b/)
    expect(sentence).toMatch(new RegExp(`kotitalousvähennystä enintään \\d[\\d${NBSP}]*${NBSP}€ \\(`))
  })
  it('floor 1 200-2 000 at 85 %: 357-150 = 207 -> 200 ... 595-150 = 445 -> 440', () => {
    expect(taxDeduction({ low: 1200, high: 2000 }, 0.85, TAX)).toEqual({ low: 200, high: 440, capped: false })
  })
})

describe('the summary sent with the contact form', () => {
  it('names the work, the answers and the range, and claims no VAT for prices not stated VAT-inclusive', () => {
    expect(floor.pricesIncludeVat).toBe(false)
    expect(summaryMessage(floor, ok(floor, {}))).toBe(
      `Lattian asennus: Laminaatti, 20${NBSP}m². Hinta-arvio 300–500${NBSP}€.`,
    )
  })
  it('says "sis. alv" only when the model says its prices include VAT', () => {
    const withVat: CalculatorModel = { ...floor, pricesIncludeVat: true }
    expect(summaryMessage(withVat, ok(withVat, {}))).toBe(
      `Lattian asennus: Laminaatti, 20${NBSP}m². Hinta-arvio 300–500${NBSP}€ sis. alv.`,
    )
    expect(rangeNote(withVat)).toBe('Suuntaa-antava hinta, sisältää arvonlisäveron.')
    expect(rangeNote(floor)).not.toMatch(/sisältää arvonlisäveron|sis\. alv/)
  })
  it('leaves out answers that change nothing (no kitchen work)', () => {
    expect(summaryMessage(apartment, ok(apartment, {}))).toBe(
      `Asunnon remontti: Kaksio, Seinien maalaus. Hinta-arvio 750–1${NBSP}250${NBSP}€.`,
    )
  })
  const optionIds = (model: CalculatorModel, id: string) => {
    const input = model.inputs.find((i) => i.id === id)
    return input && input.kind !== 'number' ? input.options.map((o) => o.id) : []
  }
  it("puts the page's own question first: the kitchen choice leads and survives shortening", () => {
    const all = optionIds(apartment, 'works')
    const result = ok(apartment, { 'apartment-type': 'kolmio', works: all, kitchen: 'surface' })
    const message = summaryMessage(apartment, result, ['kitchen', 'works'])
    expect(message).toMatch(/^Asunnon remontti: Keittiön pintaremontti(, [^.]+)? ym\. Hinta-arvio /u)
    expect([...message].length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH)
    // Without the page's priority the kitchen, the last question, is what gives way.
    expect(summaryMessage(apartment, result)).not.toContain('Keittiön')
  })
  it('shortens a long list with "ym." and keeps the range', () => {
    const all = optionIds(apartment, 'works')
    const message = summaryMessage(
      apartment,
      ok(apartment, { 'apartment-type': 'kolmio', works: all, kitchen: 'turnkey' }),
    )
    expect(message.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH)
    expect(message).toMatch(
      /^Asunnon remontti: Kolmio, Seinien maalaus(, [^.]+)? ym\. Hinta-arvio 26\s750–52\s500\s€\.$/u,
    )
  })
  it(`leaves the visitor at least 100 of the message's ${CONTACT_LIMITS.message.max} characters`, () => {
    expect(SUMMARY_MAX_LENGTH).toBe(80)
    expect(CONTACT_LIMITS.message.max - SUMMARY_MAX_LENGTH).toBeGreaterThanOrEqual(100)
  })
  it('cuts an overlong text at a word boundary with an ellipsis, never mid-word', () => {
    expect(cutAtWord('Saunaremontti ja kylpyhuone: laaja uudistus', 30)).toBe('Saunaremontti ja kylpyhuone…')
    expect(cutAtWord('lyhyt', 30)).toBe('lyhyt')
    const long: CalculatorModel = { ...floor, name: 'Lattian asennus ja hionta omakotitaloon' }
    const message = summaryMessage(
      long,
      ok(long, { extras: ['removal', 'levelling', 'underfloor-heating'], area: '250,5' }),
    )
    expect([...message].length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH)
    expect(message).toMatch(/(\.|…)$/)
    const full = T_SUMMARY(long, ok(long, { extras: ['removal', 'levelling', 'underfloor-heating'], area: '250,5' }))
    if (message.endsWith('…'))
      expect(full.startsWith(message.slice(0, -1)) && /[\s,.:]/.test(full[message.length - 1]!)).toBe(true)
    else expect(message).toMatch(/ ym\. Hinta-arvio |^Lattian asennus ja hionta omakotitaloon[:.] /)
  })
  it(`is never longer than ${SUMMARY_MAX_LENGTH} characters for any combination of answers`, () => {
    const works = optionIds(apartment, 'works')
    let longest = 0
    let count = 0
    for (const type of ['yksio', 'kaksio', 'kolmio', 'huoneisto', 'omakotitalo']) {
      for (const kitchen of ['none', 'surface', 'partial', 'turnkey']) {
        for (let mask = 0; mask < 1 << works.length; mask++) {
          const chosen = works.filter((_, i) => mask & (1 << i))
          const r = estimate(apartment, { 'apartment-type': type, works: chosen, kitchen })
          if (!r.ok) continue
          longest = Math.max(
            longest,
            [...summaryMessage(apartment, r)].length,
            [...summaryMessage(apartment, r, ['kitchen'])].length,
          )
          count++
        }
      }
    }
    expect(count).toBe(5 * 4 * 128 - 5)
    expect(longest).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH)
    for (const scope of ['small', 'typical', 'large']) {
      for (const type of ['electric', 'wood', 'infrared']) {
        for (const room of ['apartment', 'house', 'outbuilding']) {
          const m = summaryMessage(sauna, ok(sauna, { scope, 'sauna-type': type, room, area: '29,75' }))
          expect(m.length).toBeLessThanOrEqual(SUMMARY_MAX_LENGTH)
          expect(m.length).toBeGreaterThanOrEqual(10)
        }
      }
    }
  })
})
