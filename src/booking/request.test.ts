import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS as L, firstFailedCheck } from '../rules/contact.js'
import { HOUSE_STYLES } from '../runtime/house-style.js'
import { stringsFor } from '../ui/strings.js'
import {
  type BookingCheckInput,
  bookingCheckMessage,
  firstFailedBookingCheck,
  visitArea,
  visitCheckField,
} from './request.js'

const valid = (
  change: Partial<BookingCheckInput['visit']> = {},
  contact: Partial<BookingCheckInput> = {},
): BookingCheckInput => ({
  name: 'Aino Virtanen',
  email: 'aino@example.fi',
  phone: '',
  message: 'Kylpyhuoneen remontti, noin 5 m².',
  honeypot: '',
  mathAnswer: 7,
  question: { a: 3, b: 4 },
  lastSuccessAt: null,
  now: 0,
  visit: {
    street: 'Mannerheimintie 5',
    postalCode: '00100',
    city: 'Helsinki',
    start: '2026-12-03T10:00:00+02:00',
    ...change,
  },
  ...contact,
})

describe("a booking request's rules", () => {
  it('accepts a valid request on both sides', () => {
    expect(firstFailedBookingCheck(valid(), 'browser')).toBeNull()
    expect(firstFailedBookingCheck(valid(), 'server', ['honeypot', 'mathAnswer'])).toBeNull()
  })

  it("are the contact form's own rules first, asked of the contact module", () => {
    for (const contact of [{ name: 'A' }, { message: 'lyhyt' }, { mathAnswer: 8 }, { email: 'aino@' }] as const) {
      const input = valid({}, contact)
      const side = 'email' in contact ? 'server' : 'browser'
      expect(firstFailedBookingCheck(input, side)).toBe(firstFailedCheck(input, side))
      expect(firstFailedBookingCheck(input, side)).not.toBeNull()
    }
    // A bad contact field is named before a bad visit field.
    expect(firstFailedBookingCheck(valid({ postalCode: 'x' }, { name: 'A' }))).toBe('nameLength')
  })

  it('then check the address, its area and the chosen time', () => {
    expect(firstFailedBookingCheck(valid({ street: 'Ab' }))).toBe('streetLength')
    expect(firstFailedBookingCheck(valid({ postalCode: '1000' }))).toBe('postalCode')
    expect(firstFailedBookingCheck(valid({ postalCode: '33100' }))).toBe('outsideArea')
    expect(firstFailedBookingCheck(valid({ city: 'H' }))).toBe('cityLength')
    expect(firstFailedBookingCheck(valid({ street: 'Katu 1\u202e' }))).toBe('visitInvalidCharacters')
    expect(firstFailedBookingCheck(valid({ city: 'Helsinki\n' }))).toBe('visitInvalidCharacters')
    for (const start of [
      '2026-12-03',
      '2026-12-03T10:00:00',
      '2026-12-03T10:03:00+02:00',
      'huomenna',
      '2026-02-30T10:00:00+02:00',
    ])
      expect(firstFailedBookingCheck(valid({ start })), start).toBe('visitTime')
    expect(firstFailedBookingCheck(valid({ start: '2026-12-03T08:00:00Z' }))).toBeNull()
  })

  it('take the area from the postal code with the settings’ prefixes', () => {
    expect(visitArea(valid({ postalCode: '53100' }))).toBe('etela-karjala')
    const prefixes = { uusimaa: ['00'], 'etela-karjala': ['53', '591'] }
    expect(visitArea({ ...valid({ postalCode: '59100' }), postalPrefixes: prefixes })).toBe('etela-karjala')
    expect(firstFailedBookingCheck({ ...valid({ postalCode: '02150' }), postalPrefixes: prefixes })).toBe('outsideArea')
  })

  it('name the field and say what is wrong in the visitor’s language', () => {
    const fi = stringsFor('fi').UI
    expect(visitCheckField('outsideArea', valid().visit)).toBe('postalCode')
    expect(visitCheckField('visitInvalidCharacters', valid({ city: 'a\u0007' }).visit)).toBe('city')
    expect(bookingCheckMessage('visitTime', {}, fi)).toBe('Valitse aika vapaiden aikojen listasta.')
    expect(bookingCheckMessage('nameLength', {}, fi)).toBe(
      `Nimi täytyy olla ${L.name.min}-${L.name.max} merkkiä pitkä.`,
    )
    const input = valid({ street: 'Katu\u202e 1' })
    expect(bookingCheckMessage('visitInvalidCharacters', { input }, fi)).toMatch(/^Katuosoitteessa on merkkejä/)
    expect(bookingCheckMessage('outsideArea', {}, stringsFor('uk').UI)).toContain('Південна Карелія')
  })

  it('say "slot taken" in the words the issue gives, in every language', () => {
    expect(stringsFor('fi').UI.booking.slotTaken).toBe('Aika ehdittiin juuri varata – valitse toinen')
    // Each language with its own dash between clauses: the en dash, the Russian and Ukrainian em dash.
    for (const lang of ['en', 'ru', 'uk'] as const)
      expect(stringsFor(lang).UI.booking.slotTaken).toContain(HOUSE_STYLES[lang]?.wordDash ?? '–')
  })
})
