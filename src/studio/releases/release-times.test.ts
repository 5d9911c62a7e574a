import { describe, expect, it } from 'vitest'
import { releaseTimes } from './release-times.js'

describe('the history’s times', () => {
  it('are to the minute, with seconds only for entries that share their minute', () => {
    const at = Date.UTC(2026, 11, 2, 18, 34, 5)
    const [a, b, c] = releaseTimes([at, at + 40_000, at + 3_600_000])
    expect(a).not.toBe(b)
    expect(a).toMatch(/20\.34\.05$/)
    expect(b).toMatch(/20\.34\.45$/)
    expect(c).toMatch(/21\.34$/)
  })
})
