import { describe, expect, it } from 'vitest'
import { LANGUAGE_INFO, LANGUAGES } from '../i18n/languages.js'
import { formatDateFi } from './format-date.js'
import { formatsFor } from './format.js'

const NBSP = '\u00a0'
const values = [0, 1, 7, 12.5, 99, 100, 999, 1000, 1234, 1600, 9999.4, 12345, 123456, 1234567.5, 20000, 2500.5]
const shares = [0, 0.001, 0.05, 0.1, 0.125, 0.24, 0.255, 0.35, 0.4, 0.5, 0.999, 1]
const dates = ['2026-03-15', '2025-12-01', '2024-02-29', '2026-01-09']

/** Numbers of every kind a page prints and some it never does: ties, negatives, a negative zero, a billion (seeded, the same each run). */
function sample(): number[] {
  let seed = 46
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const random = Array.from({ length: 3000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 10)
    const v = next() * magnitude
    const shaped = [v, Math.round(v), Math.round(v * 10) / 10, Math.floor(v) + 0.5, Math.round(v * 100) / 100][i % 5]!
    return i % 7 === 0 ? -shaped : shaped
  })
  return [...values, ...random, -0, -0.2, -0.04, 0.05, 0.15, 0.25, 1.005, 2.675, 999.95, 999_999.5, 1e9, 123_456_789.55]
}

describe('formatsFor', () => {
  for (const lang of LANGUAGES) {
    const { locale } = LANGUAGE_INFO[lang]
    const digits = (n: number) => ({ minimumFractionDigits: n, maximumFractionDigits: n, useGrouping: true })
    const intl = {
      n0: new Intl.NumberFormat(locale, digits(0)),
      n1: new Intl.NumberFormat(locale, digits(1)),
      n2: new Intl.NumberFormat(locale, digits(2)),
      euro: new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'EUR',
        currencyDisplay: 'narrowSymbol',
        ...digits(0),
      }),
      p0: new Intl.NumberFormat(locale, { style: 'percent', ...digits(0) }),
      p1: new Intl.NumberFormat(locale, { style: 'percent', ...digits(1) }),
    }

    it(`writes ${lang}'s numbers, euros and percentages exactly as Intl.NumberFormat writes ${locale}`, () => {
      const f = formatsFor(lang)
      const wrong: string[] = []
      const same = (what: string, ours: string, theirs: string) =>
        ours !== theirs && wrong.push(`${what}: ${JSON.stringify(ours)} ≠ Intl ${JSON.stringify(theirs)}`)
      for (const v of sample()) {
        same(`number(${v})`, f.number(v), intl.n0.format(v))
        same(`number(${v}, 1)`, f.number(v, 1), intl.n1.format(v))
        same(`number(${v}, 2)`, f.number(v, 2), intl.n2.format(v))
        same(`euro(${v})`, f.euro(v), intl.euro.format(v))
      }
      for (const s of [...shares, ...sample().map((v) => v / 10 ** 6)]) {
        const pct = Math.round(s * 1000) / 10
        same(`percent(${s})`, f.percent(s), (Number.isInteger(pct) ? intl.p0 : intl.p1).format(pct / 100))
      }
      expect(wrong.slice(0, 10)).toEqual([])
    })
  }

  it('prints Finnish as the site always has: no-break spaces, "1 600 €", "25,5 %", "15.3.2026"', () => {
    const fi = formatsFor('fi')
    expect(fi.number(1234567)).toBe(`1${NBSP}234${NBSP}567`)
    expect(fi.number(25.5, 1)).toBe('25,5')
    expect(fi.euro(20000)).toBe(`20${NBSP}000${NBSP}€`)
    expect(fi.percent(0.255)).toBe(`25,5${NBSP}%`)
    expect(fi.percent(0.35)).toBe(`35${NBSP}%`)
    for (const d of dates) expect(fi.date(d)).toBe(formatDateFi(d))
  })

  it('prints each language in its own locale', () => {
    expect(formatsFor('en').euro(1600)).toBe('€1,600')
    expect(formatsFor('en').number(12.5, 1)).toBe('12.5')
    expect(formatsFor('ru').euro(1600)).toBe('1\u00a0600\u00a0€')
    expect(formatsFor('uk').euro(1600)).toBe('1\u00a0600\u00a0€')
    expect(formatsFor('uk').percent(0.35)).toBe('35%')
    expect(formatsFor('ru').percent(0.255)).toBe('25,5\u00a0%')
    expect(formatsFor('en').date('2026-03-15')).toBe('15/03/2026')
    expect(formatsFor('ru').date('2026-03-15')).toBe('15.03.2026')
    // Not a date (a section gallery's made-up example): written as it is, the page still renders.
    expect(formatsFor('fi').date('esimerkki')).toBe('esimerkki')
  })
})
