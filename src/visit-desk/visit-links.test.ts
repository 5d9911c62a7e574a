import { describe, expect, it } from 'vitest'
import { readVisitLinkToken, visitLinks, visitLinkToken } from './visit-links.js'

const SECRET = Buffer.from('one secret')
const START = Date.parse('2026-12-03T08:00:00Z')
const claim = { action: 'move' as const, visitId: 42, sequence: 3, expiresAt: START }

describe('signed move and cancel links', () => {
  it('read back what they were made for, until the visit starts', () => {
    const token = visitLinkToken(claim, SECRET)
    expect(token).toMatch(/^[A-Za-z0-9_-]{40}$/)
    expect(readVisitLinkToken(token, START - 1, SECRET)).toEqual({ ok: true, claim })
    expect(readVisitLinkToken(token, START, SECRET)).toEqual({ ok: false, reason: 'expired' })
  })

  it('are refused when changed by one bit, made with another key, or not a token at all', () => {
    const token = visitLinkToken(claim, SECRET)
    const bytes = Buffer.from(token, 'base64url')
    for (let i = 0; i < bytes.length; i++) {
      const flipped = Buffer.from(bytes)
      flipped[i]! ^= 1
      expect(readVisitLinkToken(flipped.toString('base64url'), START - 1, SECRET).ok, `byte ${i}`).toBe(false)
    }
    expect(readVisitLinkToken(token, START - 1, Buffer.from('another secret'))).toEqual({
      ok: false,
      reason: 'invalid',
    })
    for (const junk of ['', 'x', `${token}A`, token.slice(1), '../../etc/passwd', `${token}=`])
      expect(readVisitLinkToken(junk, START - 1, SECRET)).toEqual({ ok: false, reason: 'invalid' })
  })

  it("point at the public API with one token per action and the visit's current version", () => {
    const links = visitLinks({ id: 42, sequence: 3, start: START }, 'https://www.remonttiapu.example/', SECRET)
    expect(links.move).toMatch(/^https:\/\/www\.remonttiapu\.example\/api\/visit\/move\/[A-Za-z0-9_-]{40}$/)
    const read = (url: string) => readVisitLinkToken(url.split('/').at(-1)!, START - 1, SECRET)
    expect(read(links.cancel)).toEqual({ ok: true, claim: { ...claim, action: 'cancel' } })
    expect(read(links.move)).toEqual({ ok: true, claim })
  })
})
