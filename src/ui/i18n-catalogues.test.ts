import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../i18n/languages.js'
import type { UiStrings } from './catalogue-type.js'
import { plural } from './plural.js'
import * as fi from './strings.fi.js'
import { stringsFor } from './strings.js'

/** Every key path of a catalogue, with the kind of value at it (a function's arity too). */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}:fn${value.length}`]
  if (Array.isArray(value)) return [`${path}:array`, ...(value[0] === undefined ? [] : shape(value[0], `${path}[]`))]
  if (value && typeof value === 'object')
    return Object.keys(value)
      .sort()
      .flatMap((key) => shape((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key))
  return [`${path}:${typeof value}`]
}

// The type test (tsc): a catalogue without one of the Finnish keys, or with one more, does not compile.
const { skipToContent: _dropped, ...missingOne } = fi.UI
// @ts-expect-error skipToContent is missing
const _missing: UiStrings = missingOne
// @ts-expect-error an extra key that Finnish lacks
const _extra: UiStrings = { ...fi.UI, extra: 'x' }
void [_missing, _extra]

describe('interface catalogues', () => {
  it('have the keys of the Finnish catalogue in every language', () => {
    const finnish = shape(stringsFor('fi'))
    for (const lang of LANGUAGES) expect(shape(stringsFor(lang)), lang).toEqual(finnish)
  })

  it('keep the Finnish catalogue as it is (the server and the Finnish pages use it)', () => {
    expect(stringsFor('fi').UI).toBe(fi.UI)
    expect(stringsFor('fi').COOKIE_CONSENT_UI).toBe(fi.COOKIE_CONSENT_UI)
  })

  it('translate every text: no language but Finnish repeats a Finnish sentence', () => {
    const finnishTexts = new Set(texts(fi.UI).filter((t) => t.length > 12))
    for (const lang of ['en', 'ru', 'uk'] as const) {
      const same = texts(stringsFor(lang).UI).filter((t) => finnishTexts.has(t))
      expect(same, lang).toEqual([])
    }
  })
})

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

describe('plural forms', () => {
  const forms = { one: 'пример', few: 'примера', many: 'примеров', other: 'примера' }
  it('Russian and Ukrainian have one, few and many', () => {
    expect([1, 3, 5, 11, 21, 22, 0].map((n) => `${n} ${plural('ru-RU', n, forms)}`)).toEqual([
      '1 пример',
      '3 примера',
      '5 примеров',
      '11 примеров',
      '21 пример',
      '22 примера',
      '0 примеров',
    ])
    expect(stringsFor('ru').UI.examples.showing(1)).toBe('Показан 1 пример')
    expect(stringsFor('ru').UI.examples.showing(3)).toBe('Показаны все 3 примера')
    expect(stringsFor('ru').UI.examples.showing(5)).toBe('Показаны все 5 примеров')
    expect(stringsFor('uk').UI.examples.showing(1)).toBe('Показано 1 приклад')
    expect(stringsFor('uk').UI.examples.showing(3)).toBe('Показано всі 3 приклади')
    expect(stringsFor('uk').UI.examples.showing(5)).toBe('Показано всі 5 прикладів')
    expect(stringsFor('ru').UI.contact.wait(21)).toContain('21 секунду')
    expect(stringsFor('uk').UI.contact.wait(24)).toContain('24 секунди')
  })

  it('English and Finnish have one and other', () => {
    expect(stringsFor('en').UI.examples.showing(1)).toBe('Showing 1 work example')
    expect(stringsFor('en').UI.examples.showing(2)).toBe('Showing all 2 work examples')
    expect(stringsFor('fi').UI.examples.showing(2)).toBe('Näytetään kaikki 2 työesimerkkiä')
  })
})

describe('the Russian tax deduction sentences', () => {
  const T = stringsFor('ru').UI
  const estimate = { share: '40\u00a0%', rate: '35\u00a0%', ownShare: '150\u00a0€' }

  it('say a cap reached at both ends is "до", not "около", and "около" only for a range', () => {
    expect(T.calculator.taxEstimate({ ...estimate, range: '1\u00a0600\u00a0€' })).toContain('до 1\u00a0600')
    expect(T.calculator.taxEstimate({ ...estimate, range: '300–1\u00a0600\u00a0€' })).toContain('около 300–1\u00a0600')
    expect(T.calculator.taxEstimate({ ...estimate, range: '270\u00a0€', upTo: true })).toContain('до 270')
  })

  it('say omavastuu as a resident does, not as «собственная доля»', () => {
    const all = [
      T.taxDeduction('35\u00a0%', '1\u00a0600\u00a0€', '3\u00a0200\u00a0€', '150\u00a0€'),
      T.calculator.taxEstimate({ ...estimate, range: '300–1\u00a0600\u00a0€' }),
      T.calculator.taxNone('150\u00a0€'),
    ]
    for (const text of all) {
      expect(text).not.toMatch(/собственн\p{L}* дол/iu)
      expect(text).toMatch(/[Пп]ервые 150\u00a0€/u)
    }
  })
})
