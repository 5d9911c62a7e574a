/**
 * Helsinki wall-clock time for site visits, summer time included: a visit's hours are wall-clock
 * hours ("9:00 on the last Sunday of March" is 9:00 EEST, +03:00), its dates Helsinki dates. Luxon
 * does the zone arithmetic over Intl's time-zone data (docs/decisions/410): a day is the calendar's
 * day, 23 or 25 hours long on the change days, and a wall time the spring change skips (03:00-03:59)
 * is read as the hour after it.
 */
import { DateTime } from 'luxon'
import type { OpeningHours } from '../runtime/content-types.generated.js'
import { VISIT_ZONE } from './instant.js'

// The browser-safe parts (no luxon) live in instant.ts; the server's callers keep reading them here.
export { parseInstant, VISIT_ZONE } from './instant.js'

/** A Helsinki calendar date, "2026-03-29". */
export type LocalDate = string

/** A day of the week, as site.json's opening hours name it. */
export type Weekday = OpeningHours['days'][number]
export const WEEKDAYS: readonly Weekday[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
]

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const day = (date: LocalDate) => DateTime.fromISO(date, { zone: VISIT_ZONE })

/** A date text as the settings and the API take it, or null when it is not a real date. */
export function parseLocalDate(text: unknown): LocalDate | null {
  return typeof text === 'string' && DATE.test(text) && day(text).isValid ? text : null
}

/** Minutes after midnight of a wall-clock time "08:30", or null. */
export function minutesOf(time: string): number | null {
  if (!TIME.test(time)) return null
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/** The Helsinki date of an instant. */
export function dateOf(at: number): LocalDate {
  return DateTime.fromMillis(at, { zone: VISIT_ZONE }).toISODate() as string
}

/** The date `n` calendar days after `date` (before, for a negative n). */
export function addDays(date: LocalDate, n: number): LocalDate {
  return day(date).plus({ days: n }).toISODate() as string
}

export function weekdayOf(date: LocalDate): Weekday {
  return WEEKDAYS[day(date).weekday - 1] as Weekday
}

/**
 * The instant of a wall-clock time of a Helsinki date, `minutes` after its midnight; a time the spring
 * change skips (03:00-03:59 on the last Sunday of March) is read as the hour after it (04:00-04:59).
 */
export function atWallTime(date: LocalDate, minutes: number): number {
  return day(date)
    .set({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
    .toMillis()
}

/** Whether a date has that wall-clock time at all (the spring change's skipped hour has none). */
export function hasWallTime(date: LocalDate, minutes: number): boolean {
  const at = DateTime.fromMillis(atWallTime(date, minutes), { zone: VISIT_ZONE })
  return at.toISODate() === date && at.hour * 60 + at.minute === minutes
}

/** "2026-03-29T09:00:00+03:00": an instant in Helsinki time with its offset (what the slot API answers). */
export function isoInHelsinki(at: number): string {
  return DateTime.fromMillis(at, { zone: VISIT_ZONE }).toISO({ suppressMilliseconds: true }) as string
}

/** The instant as luxon's Helsinki time (what the invitation writer formats). */
export function helsinkiDateTime(at: number): DateTime {
  return DateTime.fromMillis(at, { zone: VISIT_ZONE })
}
