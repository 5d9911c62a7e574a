import { describe, expect, it } from 'vitest'
import { formatDateFi } from './format-date.js'
import { formatEuroFi, formatNumberFi, formatPercentFi } from './format-fi.js'
import { formatsFor } from './format.js'

const values = [0, 1, 7, 12.5, 99, 100, 999, 1000, 1234, 1600, 9999.4, 12345, 123456, 1234567.5, 20000, 2500.5]
const shares = [0, 0.001, 0.05, 0.1, 0.125, 0.24, 0.255, 0.35, 0.4, 0.5, 0.999, 1]
const dates = ['2026-03-15', '2025-12-01', '2024-02-29', '2026-01-09']

describe('formatsFor', () => {
  it('prints Finnish byte-identically to the hand-written Finnish formatters', () => {
    const fi = formatsFor('fi')
    for (const v of values) {
      expect(fi.number(v)).toBe(formatNumberFi(v))
      expect(fi.number(v, 1)).toBe(formatNumberFi(v, 1))
      expect(fi.euro(v)).toBe(formatEuroFi(v))
    }
    for (const s of shares) expect(fi.percent(s)).toBe(formatPercentFi(s))
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
