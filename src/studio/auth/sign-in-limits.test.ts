/**
 * The sign-in limits (issue 44 finding 6, decision 364): wrong passkeys for the
 * owner's account from ten addresses slow her account down by a bounded wait and
 * never refuse her own address; one address that keeps failing is refused for
 * that account alone.
 */
import { describe, expect, it } from 'vitest'
import { MAX_DELAY_MS, SignInLimits, slowDown } from './sign-in-limits.js'

const OWNER = 'person-owner'
const attackers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`)

describe('sign-in limits', () => {
  it('ten wrong assertions for the owner from ten addresses leave her own address a bounded wait, not a refusal', async () => {
    const limits = new SignInLimits()
    for (const address of attackers) {
      expect((await limits.before(OWNER, address)).refused).toBe(false)
      await limits.failed(OWNER, address)
    }
    const own = await limits.before(OWNER, '198.51.100.7')
    expect(own).toEqual({ refused: false, delayMs: MAX_DELAY_MS })
    await limits.succeeded(OWNER, '198.51.100.7')
    expect(await limits.before(OWNER, '198.51.100.7')).toEqual({ refused: false, delayMs: 0 })
  })

  it('an address that fails ten times is refused for that account only, for at most 15 minutes', async () => {
    const limits = new SignInLimits()
    for (let i = 0; i < 10; i++) await limits.failed(OWNER, attackers[0]!)
    const refused = await limits.before(OWNER, attackers[0]!)
    expect(refused.refused).toBe(true)
    if (refused.refused) expect(refused.retryAfterMs).toBeLessThanOrEqual(15 * 60_000)
    expect((await limits.before(OWNER, attackers[1]!)).refused).toBe(false)
    expect(await limits.before('person-editor', attackers[0]!)).toEqual({ refused: false, delayMs: 0 })
  })

  it('the wait doubles with each failure and never passes its bound', () => {
    expect([0, 1, 2, 3, 4, 5, 100, 10_000].map(slowDown)).toEqual([0, 125, 250, 500, 1000, MAX_DELAY_MS, 2000, 2000])
  })

  it('every request counts per address: the 31st in ten minutes is refused', async () => {
    const limits = new SignInLimits()
    for (let i = 0; i < 30; i++) expect((await limits.attempt(attackers[0]!)).refused).toBe(false)
    expect((await limits.attempt(attackers[0]!)).refused).toBe(true)
    expect((await limits.attempt(attackers[1]!)).refused).toBe(false)
  })
})
