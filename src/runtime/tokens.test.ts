import { describe, expect, it } from 'vitest'
import type { OpeningHours, Site } from './content-types.generated.js'
import {
  buildTokens,
  findUnknownTokens,
  formatHours,
  formatOpeningHours,
  interpolate,
  interpolateDeep,
  phoneHref,
} from './tokens.js'
import site from '../../pages-data/site.json'

const tokens = buildTokens(site as Site)
const NBSP = '\u00a0'

describe('tokens', () => {
  it('replaces known tokens and leaves unknown ones for validation to report', () => {
    expect(interpolate('{brand} palvelee, kokemusta {experience}.', tokens)).toBe(
      `${site.brand} palvelee, kokemusta yli 15 vuotta.`,
    )
    expect(interpolate('{tuntematon}', tokens)).toBe('{tuntematon}')
    expect(findUnknownTokens('{brand} {brnd} {phone}', tokens)).toEqual(['brnd'])
  })

  it('interpolates every string of a document except $schema', () => {
    const doc = { $schema: '{brand}', a: ['{brand}', { b: '{email}' }], n: 3 }
    expect(interpolateDeep(doc, tokens)).toEqual({
      $schema: '{brand}',
      a: [site.brand, { b: site.contacts.email }],
      n: 3,
    })
  })

  it('derives the tax deduction text from the one structured fact (2025-2026 rule)', () => {
    expect(tokens.taxDeduction).toBe(
      `Kotitalousvähennys on 35${NBSP}% työn osuudesta, enintään 1${NBSP}600${NBSP}€ henkilöä kohden vuodessa (pariskunnalla 3${NBSP}200${NBSP}€). Omavastuu on 150${NBSP}€ henkilöä kohden.`,
    )
    expect(tokens.taxDeduction).not.toMatch(/40|2.250/)
  })

  it('formats the opening hours the Finnish way, one function for every place that shows them', () => {
    expect(formatOpeningHours(site as Site)).toBe('Ma–Pe 8.00–17.00, La 9.00–15.00, Su suljettu')
    expect(formatHours({ label: 'Ma', days: ['Monday'], opens: '07:30', closes: '16:00' })).toBe('7.30–16.00')
  })

  it("formats another language's hours with one kept formatter, not a new one on every page", () => {
    const Original = Intl.DateTimeFormat
    let made = 0
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        made++
      }
    } as typeof Intl.DateTimeFormat
    const hours: OpeningHours = { label: 'Mon', days: ['Monday'], opens: '08:00', closes: '17:00' }
    try {
      for (let i = 0; i < 100; i++) expect(formatHours(hours, 'en')).toBe('08:00–17:00')
    } finally {
      Intl.DateTimeFormat = Original
    }
    expect(made).toBeLessThanOrEqual(1)
  })

  it('writes a phone number as a tel: address', () => {
    expect(phoneHref('+358 40 123 4567')).toBe('tel:+358401234567')
  })
})
