import { describe, expect, it } from 'vitest'
import { keepNumbersTogether, keepNumbersTogetherInHtml } from '../../src/runtime/typography.js'

const show = (s: string) => s.replace(/\u00a0/g, '~').replace(/\u2060/g, '^')

describe('numbers that never break', () => {
  it('keeps digit groups, units and ranges together', () => {
    expect(show(keepNumbersTogether('3 000–9 000 € ja 1 000 - 1 500 €'))).toBe('3~000^–^9~000~€ ja 1~000^-^1~500~€')
    expect(show(keepNumbersTogether('35 % työn osuudesta, 24 h, 15 m² ja 2 vuotta'))).toBe('35~% työn osuudesta, 24~h, 15~m² ja 2 vuotta')
  })

  it('leaves words and years alone', () => {
    expect(keepNumbersTogether('Vuosina 2025 ja 2026 olemme auki.')).toBe('Vuosina 2025 ja 2026 olemme auki.')
    expect(show(keepNumbersTogether('alkaen 280 €'))).toBe('alkaen 280~€')
  })

  it('in HTML changes text, never a tag', () => {
    expect(show(keepNumbersTogetherInHtml('<p title="1 000 €">Hinta 1 000 €</p><a href="/x">2 500 €</a>'))).toBe('<p title="1 000 €">Hinta 1~000~€</p><a href="/x">2~500~€</a>')
  })
})
