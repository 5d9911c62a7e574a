/**
 * The contact form's limits are one object, CONTACT_LIMITS (docs/decisions/419): every language's
 * texts print the object's numbers and no other, the JSON Schema's caps are the object's, and the
 * Finnish texts keep the spec's wording to the letter.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MESSAGE_WARN_AT } from '../contact/message-limit.js'
import { LANGUAGES } from '../i18n/languages.js'
import { serverStringsFor } from '../ui/server-strings.js'
import { stringsFor } from '../ui/strings.js'
import { CONTACT_LIMITS as L, checkMessage } from './contact.js'
import { bookingCheckMessage } from '../booking/request.js'

/** The digit runs of a text ("10-180 merkkiä" -> ['10', '180']). */
const digits = (text: string) => text.match(/\d+/g) ?? []

/** Every string of a catalogue group, with its path (functions are the probe's part, below). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => strings(v, `${path}.${key}`))
  return []
}

/** The numbers a limit text may print: the object's limits (the transport caps are no text's business). */
const { wire: _wire, ...rules } = L
const LIMIT_NUMBERS = new Set(
  [...Object.values(rules).flatMap((limit) => Object.values(limit)), MESSAGE_WARN_AT].map(String),
)

/** The maxima and the warning point: numbers no other text of the site has reason to print. */
const MAXIMA = new Set([...Object.values(rules).map((limit) => limit.max), MESSAGE_WARN_AT].map(String))

describe('the contact limits live in one object (CONTACT_LIMITS)', () => {
  // Numbers no catalogue would write: a text that prints anything else wrote a number of its own.
  const [A, B, C] = [7001, 7002, 7003]

  for (const lang of LANGUAGES) {
    const { contact, booking } = stringsFor(lang).UI
    it(`${lang}: each limit text prints the numbers it is given and no other`, () => {
      const probes: [string, string, string[]][] = [
        ['nameLength', contact.nameLength(A, B), [`${A}`, `${B}`]],
        ['messageLength', contact.messageLength(A, B), [`${A}`, `${B}`]],
        ['badPhone', contact.badPhone(C), [`${C}`]],
        ['streetLength', booking.streetLength(A, B), [`${A}`, `${B}`]],
        ['cityLength', booking.cityLength(A, B), [`${A}`, `${B}`]],
        ['counter', contact.counter(A, B), [`${A}`, `${B}`, `${B - A}`]],
        ['limitNear', contact.limitNear(B), [`${B}`]],
        ['limitFull', contact.limitFull(B), [`${B}`]],
        ['limitCut', contact.limitCut(C, B), [`${C}`, `${B}`]],
      ]
      for (const [name, text, expected] of probes) expect([name, digits(text).sort()]).toEqual([name, expected.sort()])
    })

    it(`${lang}: no plain text writes a limit's number (the forms' texts none, the rest no maximum)`, () => {
      const forms = [...strings(contact, 'contact'), ...strings(booking, 'booking')]
      const rest = [...strings(stringsFor(lang), 'catalogue'), ...strings(serverStringsFor(lang), 'server')]
      const found = [
        ...forms.filter(([, text]) => digits(text).some((d) => LIMIT_NUMBERS.has(d))),
        // Elsewhere a small number (2, 3, 10) may be anything; a maximum or the warning point may not.
        ...rest.filter(([, text]) => digits(text).some((d) => MAXIMA.has(d))),
      ]
      expect(found).toEqual([])
    })

    it(`${lang}: the messages of the failed checks print the object's limits`, () => {
      const UI = stringsFor(lang).UI
      expect(digits(checkMessage('nameLength', {}, contact))).toEqual([`${L.name.min}`, `${L.name.max}`])
      expect(digits(checkMessage('messageLength', {}, contact))).toEqual([`${L.message.min}`, `${L.message.max}`])
      expect(digits(checkMessage('phone', {}, contact))).toEqual([`${L.phone.max}`])
      expect(digits(bookingCheckMessage('streetLength', {}, UI))).toEqual([`${L.street.min}`, `${L.street.max}`])
      expect(digits(bookingCheckMessage('cityLength', {}, UI))).toEqual([`${L.city.min}`, `${L.city.max}`])
    })
  }

  it("keeps the spec's Finnish wording to the letter (spec section 5, with its numbers)", () => {
    const { contact } = stringsFor('fi').UI
    expect(contact.nameLength(2, 50)).toBe('Nimi täytyy olla 2-50 merkkiä pitkä.')
    expect(contact.messageLength(10, 180)).toBe('Viesti täytyy olla 10-180 merkkiä pitkä.')
  })

  it('warns before the limit, and every limit is a positive whole number with min below max', () => {
    expect(MESSAGE_WARN_AT).toBe(L.message.max - L.message.warnWhenLeft)
    expect(MESSAGE_WARN_AT).toBeGreaterThan(L.message.min)
    for (const [field, limit] of Object.entries(L)) {
      for (const n of Object.values(limit)) expect([field, Number.isInteger(n) && n > 0]).toEqual([field, true])
      if ('min' in limit) expect([field, limit.min < limit.max]).toEqual([field, true])
    }
  })

  it("has the JSON Schema's caps from the object, each above its rule's limit", () => {
    const schema = JSON.parse(
      readFileSync(new URL('../../schemas/contact-message.schema.json', import.meta.url), 'utf8'),
    ) as { properties: Record<string, { maxLength?: number }> }
    for (const field of ['name', 'email', 'phone', 'message'] as const) {
      expect([field, schema.properties[field]?.maxLength]).toEqual([field, L.wire[field]])
      // A field the rules refuse as too long reaches the rule (its own message), not the schema's "bad payload".
      expect([field, L.wire[field] > L[field].max]).toEqual([field, true])
    }
    for (const field of ['street', 'city'] as const)
      expect([field, L.wire[field] > L[field].max]).toEqual([field, true])
  })
})
