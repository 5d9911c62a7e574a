import { describe, expect, it } from 'vitest'
import {
  CONTACT_LIMITS as L,
  charCount,
  checkMessage,
  CHECK_ORDER,
  firstFailedCheck,
  hasForbiddenContent,
  isMathAnswerCorrect,
  secondsUntilNextSend,
} from './contact.js'
import { UI } from '../ui/strings.fi.js'
import { createMathQuestion } from './math-rules.js'

describe('contact rules', () => {
  it('math questions use two numbers from 1 to 10, even at the edges of the random source', () => {
    expect(createMathQuestion(() => 0)).toEqual({ a: 1, b: 1 })
    expect(createMathQuestion(() => 0.999999)).toEqual({ a: 10, b: 10 })
    const seen = new Set<number>()
    for (let i = 0; i < 1000; i++) {
      const { a, b } = createMathQuestion(Math.random)
      seen.add(a).add(b)
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('a math answer must be the exact integer sum', () => {
    const q = { a: 4, b: 7 }
    expect(isMathAnswerCorrect('11', q)).toBe(true)
    expect(isMathAnswerCorrect(' 11 ', q)).toBe(true)
    expect(isMathAnswerCorrect(11, q)).toBe(true)
    for (const wrong of ['', '10', '11.5', '11.0', '1e1', 'abc', '0x0B', '-11'])
      expect(isMathAnswerCorrect(wrong, q), wrong).toBe(false)
  })

  it('seconds until the next send round up and reach 0 at 30 s', () => {
    expect(secondsUntilNextSend(null, 5)).toBe(0)
    expect(secondsUntilNextSend(0, 1)).toBe(30)
    expect(secondsUntilNextSend(0, 29_001)).toBe(1)
    expect(secondsUntilNextSend(0, 30_000)).toBe(0)
  })

  it('forbidden words match case-insensitively, anywhere', () => {
    for (const word of ['spam', 'CASINO', 'Viagra', 'bitcoin', 'CryptoCurrency', 'loan'])
      expect(hasForbiddenContent(`Hei ${word} hei`), word).toBe(true)
    expect(hasForbiddenContent('Kylpyhuoneen remontti')).toBe(false)
  })

  it('lengths count characters, not UTF-16 units', () => {
    expect(charCount('ÄÖ')).toBe(2)
    expect(charCount('🛁🛁')).toBe(2)
  })

  it('the check order is the spec order', () => {
    // The spec's six keep their order; field hygiene comes before the lengths, the server-only formats between name and message.
    expect(CHECK_ORDER.filter((c) => !['invalidCharacters', 'email', 'phone'].includes(c))).toEqual([
      'honeypot',
      'mathAnswer',
      'tooSoon',
      'nameLength',
      'messageLength',
      'forbiddenContent',
    ])
    const base = {
      name: 'M',
      email: 'x',
      phone: 'x',
      message: 'spam',
      honeypot: 'x',
      mathAnswer: '1',
      question: { a: 1, b: 1 },
      lastSuccessAt: 0,
      now: 1,
    }
    expect(firstFailedCheck(base)).toBe('honeypot')
    expect(firstFailedCheck({ ...base, honeypot: '' })).toBe('mathAnswer')
    expect(firstFailedCheck({ ...base, honeypot: '', mathAnswer: '2' })).toBe('tooSoon')
    expect(firstFailedCheck({ ...base, honeypot: '', mathAnswer: '2', lastSuccessAt: null })).toBe('nameLength')
    expect(firstFailedCheck({ ...base, honeypot: '', mathAnswer: '2', lastSuccessAt: null, name: 'Mi' })).toBe(
      'messageLength',
    )
    expect(
      firstFailedCheck({
        ...base,
        honeypot: '',
        mathAnswer: '2',
        lastSuccessAt: null,
        name: 'Mi',
        message: 'spam spam spam',
      }),
    ).toBe('forbiddenContent')
    expect(
      firstFailedCheck({
        ...base,
        honeypot: '',
        mathAnswer: '2',
        lastSuccessAt: null,
        name: 'Mi',
        message: 'Hyvä viesti tässä',
      }),
    ).toBeNull()
  })

  it("the server runs the same checks, the math answer against its token's question, minus the 30 s (its rate limit), plus the e-mail and phone formats", () => {
    const ok = {
      name: 'Mi',
      email: 'mi@example.fi',
      phone: '',
      message: 'Hyvä viesti tässä',
      honeypot: '',
      mathAnswer: 9,
      question: { a: 4, b: 5 },
      lastSuccessAt: 0,
      now: 1,
    }
    const server = (change: Partial<typeof ok>) => firstFailedCheck({ ...ok, ...change }, 'server')
    expect(server({})).toBeNull()
    expect(server({ honeypot: 'x' })).toBe('honeypot')
    expect(server({ mathAnswer: 8 })).toBe('mathAnswer')
    expect(firstFailedCheck({ ...ok, question: null }, 'server')).toBe('mathAnswer')
    expect(server({ name: 'M' })).toBe('nameLength')
    expect(server({ email: 'mi(at)example' })).toBe('email')
    expect(server({ phone: 'soita' })).toBe('phone')
    expect(server({ message: 'lyhyt' })).toBe('messageLength')
    expect(server({ message: 'Halpa loan heti tänään' })).toBe('forbiddenContent')
    expect(checkMessage('nameLength', {}, UI.contact)).toBe(UI.contact.nameLength(L.name.min, L.name.max))
    expect(checkMessage('email', {}, UI.contact)).toBe(UI.contact.badEmail)
    // The browser leaves the formats to its input types: the same input passes there.
    expect(
      firstFailedCheck(
        { ...ok, email: 'x', phone: 'x', question: { a: 1, b: 1 }, mathAnswer: 2, lastSuccessAt: null },
        'browser',
      ),
    ).toBeNull()
  })
})
