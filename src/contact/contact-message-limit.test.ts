import { describe, expect, it } from 'vitest'
import { limitMessage, limitState, MESSAGE_WARN_AT } from './message-limit.js'
import { CONTACT_LIMITS } from '../rules/contact.js'

const MESSAGE_MAX = CONTACT_LIMITS.message.max

const words = (n: number) => Array.from({ length: n }, (_, i) => `sana${i}`).join(' ')

describe(`the message limit (${MESSAGE_MAX}) warns before it cuts and never cuts a word silently`, () => {
  it('keeps text that fits as typed', () => {
    expect(limitMessage('Hei', 'Hei, remontti')).toEqual({ value: 'Hei, remontti', dropped: 0 })
    expect(limitMessage('', 'x'.repeat(MESSAGE_MAX))).toEqual({ value: 'x'.repeat(MESSAGE_MAX), dropped: 0 })
  })
  it(`a ${MESSAGE_MAX + 71}-character paste into an empty field is cut at the last whole word and the rest is counted`, () => {
    const text = words(MESSAGE_MAX).slice(0, MESSAGE_MAX + 71)
    expect([...text].length).toBe(MESSAGE_MAX + 71)
    const { value, dropped } = limitMessage('', text)
    expect([...value].length).toBeLessThanOrEqual(MESSAGE_MAX)
    expect(text.startsWith(value)).toBe(true)
    expect(text[value.length] === ' ' || value.endsWith(' ')).toBe(true)
    expect(dropped).toBe(MESSAGE_MAX + 71 - value.length)
  })
  it('a paste after a prefilled summary keeps the whole summary and cuts only the pasted part, at a word', () => {
    const summary = 'Asunnon remontti: Keittiön pintaremontti. Hinta-arvio 500 – 2\u00a0000\u00a0€. '
    const paste = words(Math.ceil(MESSAGE_MAX / 5))
    const { value, dropped } = limitMessage(summary, summary + paste)
    expect(value.startsWith(summary)).toBe(true)
    expect([...value].length).toBeLessThanOrEqual(MESSAGE_MAX)
    expect(paste.startsWith(value.slice(summary.length))).toBe(true)
    expect(paste[value.length - summary.length] === ' ' || value.endsWith(' ')).toBe(true)
    expect(dropped).toBe([...(summary + paste)].length - [...value].length)
  })
  it('typing one more letter at the limit changes nothing and reports it', () => {
    const full = 'a '.repeat(MESSAGE_MAX).slice(0, MESSAGE_MAX)
    expect(limitMessage(full, `${full}b`)).toEqual({ value: full, dropped: 1 })
  })
  it('an insertion in the middle keeps the text after it', () => {
    const previous = `${'x'.repeat(MESSAGE_MAX - 10)} loppu`
    const { value, dropped } = limitMessage(previous, `${'x'.repeat(MESSAGE_MAX - 10)} uusi sana${' loppu'}`)
    expect(value.endsWith(' loppu')).toBe(true)
    expect(value).not.toMatch(/uusi\S|\Sloppu/)
    expect([...value].length).toBeLessThanOrEqual(MESSAGE_MAX)
    expect(dropped).toBeGreaterThan(0)
  })
  it('counts characters as the rules do (an emoji is one)', () => {
    expect(limitMessage('', '🙂'.repeat(MESSAGE_MAX)).dropped).toBe(0)
    expect(limitMessage('', '🙂'.repeat(MESSAGE_MAX + 1)).dropped).toBe(1)
  })
  it(`warns from ${MESSAGE_WARN_AT} characters, before the limit`, () => {
    expect([
      limitState(0),
      limitState(MESSAGE_WARN_AT - 1),
      limitState(MESSAGE_WARN_AT),
      limitState(MESSAGE_MAX - 1),
      limitState(MESSAGE_MAX),
    ]).toEqual(['ok', 'ok', 'near', 'near', 'full'])
    expect(MESSAGE_WARN_AT).toBeLessThan(MESSAGE_MAX)
  })
})
