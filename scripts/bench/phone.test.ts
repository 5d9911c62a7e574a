import { describe, expect, it } from 'vitest'
import { phoneBudgetRows, phoneFigure } from './phone-report.js'
import { PHONE_PROFILE, seriesOf, type PhoneResult } from './phone.js'

const series = (runs: (number | null)[]) => seriesOf(runs)

describe('the phone benchmark figures', () => {
  it('takes the median of the runs; an outcome that never came counts as the longest, and most never: never', () => {
    expect(seriesOf([300, 100, 200]).median).toBe(200)
    expect(seriesOf([100, null, 200]).median).toBe(200)
    expect(seriesOf([null, null, 200]).median).toBeNull()
  })

  it('prints "never" and an INP without an entry as under 16 ms', () => {
    expect(phoneFigure(null)).toBe('never')
    expect(phoneFigure(0, true)).toBe('< 16 ms')
    expect(phoneFigure(1234)).toBe('1.2 s')
  })

  it('puts each figure beside its same-run baseline and its budget', () => {
    const pair = (phone: number, unthrottled: number) => ({
      phone: series([phone]),
      unthrottled: series([unthrottled]),
    })
    const result: PhoneResult = {
      page: '/palvelu/keittion-remontti',
      runs: 1,
      profile: PHONE_PROFILE,
      dialogAtFirstPaint: pair(400, 60),
      calculatorFirstTap: { ...pair(650, 40), 'phone-before': series([4000]) },
      inp: { menu: pair(110, 30), dialog: pair(0, 0), option: pair(250, 70) },
    }
    const rows = phoneBudgetRows(result)
    expect(rows.map((r) => [r.measured, r.target, r.result])).toEqual([
      ['400 ms', '≤ 1.0 s', 'met (600 ms under)'],
      ['650 ms', '≤ 300 ms', '**missed** by 350 ms'],
      ['110 ms', '≤ 200 ms', 'met (90 ms under)'],
      ['< 16 ms', '≤ 200 ms', 'met (200 ms under)'],
      ['250 ms', '≤ 200 ms', '**missed** by 50 ms'],
    ])
    expect(rows[1]!.baseline).toBe('code on the first touch (before issue 23) 4.0 s; unthrottled 40 ms')
    expect(rows[1]!.why).toContain('working state')
  })

  it("holds the load's longest script run to 50 ms, beside the longest task of the page and of the same HTML without scripts", () => {
    const pair = (v: number) => ({ phone: series([v]), unthrottled: series([v]) })
    const base: PhoneResult = {
      page: '/palvelu/keittion-remontti',
      runs: 1,
      profile: PHONE_PROFILE,
      dialogAtFirstPaint: pair(100),
      calculatorFirstTap: { ...pair(100), 'phone-before': series([100]) },
      inp: { menu: pair(100), dialog: pair(100), option: pair(100) },
    }
    const loads = (script: number) => ({
      ...base,
      loadLongestTask: { phone: series([120]), 'phone-stripped': series([0]) },
      loadLongTaskCounts: { phone: [1], 'phone-stripped': [0] },
      loadLongestScript: series([script]),
      loadLongestScriptSource: [script ? '/assets/chunks/react.js' : ''],
    })
    const row = (r: PhoneResult) => phoneBudgetRows(r).find((x) => x.budget.startsWith('Longest script run'))
    expect(row(base)).toBeUndefined()
    expect(row(loads(0))).toMatchObject({
      measured: 'none in a long frame',
      baseline: 'longest task: the page 120 ms, the same HTML without scripts none over 50 ms',
      result: 'met (50 ms under)',
    })
    expect(row(loads(180))).toMatchObject({
      result: '**missed** by 130 ms',
      why: 'longest runs: /assets/chunks/react.js',
    })
  })
})
