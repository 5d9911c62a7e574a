/**
 * The parts of booking time the browser needs, without luxon (docs/decisions/413): the visits' zone,
 * their 5-minute grid and the reading of an instant as the slot API writes it
 * ("2026-03-29T09:00:00+03:00"). The instant carries its offset, so no time-zone data is needed to read
 * it; the zone arithmetic (wall times, days) stays in src/booking/helsinki-clock.ts for the server.
 */

/** The zone of every visit's wall-clock time. */
export const VISIT_ZONE = 'Europe/Helsinki'

/** Every time and length is a multiple of this many minutes (the grid the no-double-booking rows use). */
export const GRID_MINUTES = 5

/** An instant with its offset or Z: "2026-03-29T09:00:00+03:00", seconds and milliseconds optional. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/

/** An instant written in ISO 8601 with its offset (or Z), or null: no date alone, no local time without a zone, no 30 February. */
export function parseInstant(text: unknown): number | null {
  if (typeof text !== 'string') return null
  const m = INSTANT.exec(text)
  if (!m) return null
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [number, number, number, number, number]
  const second = Number(m[6] ?? 0)
  const milli = Number((m[7] ?? '0').padEnd(3, '0'))
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, milli)
  const back = new Date(wall)
  const real =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second
  const offsetHours = Number(m[9] ?? 0)
  const offsetMinutes = Number(m[10] ?? 0)
  if (!real || offsetHours > 23 || offsetMinutes > 59) return null
  const offset = (m[8] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes)
  return wall - offset * 60_000
}
