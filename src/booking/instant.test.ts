import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { parseInstant } from './instant.js'

/** luxon's reading, what the server read before the browser needed its own (decision 413). */
function luxonInstant(text: string): number | null {
  const parsed = DateTime.fromISO(text, { setZone: true })
  return parsed.isValid ? parsed.toMillis() : null
}

describe('parseInstant without luxon', () => {
  it.each([
    '2026-03-29T09:00:00+03:00',
    '2026-10-25T03:30:00+02:00',
    '2026-12-03T10:00+02:00',
    '2026-12-03T08:00:00.5Z',
    '2026-12-03T08:00:00.250Z',
    '2028-02-29T12:00:00-05:30',
  ])('reads %s as luxon does', (text) => {
    expect(parseInstant(text)).not.toBeNull()
    expect(parseInstant(text)).toBe(luxonInstant(text))
  })

  it.each([
    '2026-02-30T10:00:00+02:00',
    '2027-02-29T10:00:00+02:00',
    '2026-12-03T24:00:00+02:00',
    '2026-12-03T10:60:00+02:00',
    '2026-12-03T10:00:00',
    '2026-12-03',
    '2026-12-03T10:00:00+02:60',
    ' 2026-12-03T10:00:00Z',
    42,
  ])('refuses %s', (text) => {
    expect(parseInstant(text)).toBeNull()
  })
})
