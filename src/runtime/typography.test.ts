import { describe, expect, it } from 'vitest'
import { keepTogether, keepTogetherInHtml } from './typography.js'

const show = (s: string) => s.replace(/\u00a0/g, '~').replace(/\u2060/g, '^')

describe('numbers and suffixes that never break', () => {
  it('keeps digit groups, units and ranges together', () => {
    expect(show(keepTogether('3 000–9 000 € ja 1 000 - 1 500 €'))).toBe('3~000^–^9~000~€ ja 1~000^-^1~500~€')
    expect(show(keepTogether('35 % työn osuudesta, 24 h, 15 m² ja 2 vuotta'))).toBe(
      '35~% työn osuudesta, 24~h, 15~m² ja 2 vuotta',
    )
  })

  it('leaves words and years alone', () => {
    expect(keepTogether('Vuosina 2025 ja 2026 olemme auki.')).toBe('Vuosina 2025 ja 2026 olemme auki.')
    expect(show(keepTogether('alkaen 280 €'))).toBe('alkaen 280~€')
  })

  it('keeps a hyphen suffix with the words before it, and leaves other hyphens alone', () => {
    expect(show(keepTogether('katso ennen ja jälkeen -kuvat ja avaimet käteen -remontti'))).toBe(
      'katso ennen ja jälkeen~-kuvat ja avaimet käteen~-remontti',
    )
    expect(show(keepTogether('pinta-ala, 1 000 - 1 500 € ja Ma–Pe'))).toBe('pinta-ala, 1~000^-^1~500~€ ja Ma–Pe')
  })

  it('in HTML changes text, never a tag', () => {
    expect(show(keepTogetherInHtml('<p title="1 000 €">Hinta 1 000 €</p><a href="/x">2 500 €</a>'))).toBe(
      '<p title="1 000 €">Hinta 1~000~€</p><a href="/x">2~500~€</a>',
    )
  })
})
