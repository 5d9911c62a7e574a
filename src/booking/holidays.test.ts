import { describe, expect, it } from 'vitest'
import { finnishHolidays, isFinnishHoliday } from './holidays.js'

describe('Finnish public holidays', () => {
  it('are the days of 2026, Easter on 5 April', () => {
    expect(finnishHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-06-19',
      '2026-06-20',
      '2026-10-31',
      '2026-12-06',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ])
  })

  it('move with Easter (28 March 2027) and the Midsummer and All Saints weeks', () => {
    const y2027 = finnishHolidays(2027)
    for (const d of ['2027-03-26', '2027-03-29', '2027-05-06', '2027-06-25', '2027-06-26', '2027-11-06'])
      expect(y2027).toContain(d)
    expect(isFinnishHoliday('2027-11-06')).toBe(true)
    expect(isFinnishHoliday('2027-11-05')).toBe(false)
  })
})
