/**
 * The studio's week of site visits: Monday to Sunday in Helsinki, the week a date is in,
 * and which day of it the clocks change (the last Sunday of March: 23 hours, forward; of October:
 * 25 hours, back), so the week view can say so. Pure, over src/booking/helsinki-clock.ts.
 */
import { addDays, atWallTime, dateOf, parseLocalDate, weekdayOf, WEEKDAYS, type LocalDate } from './helsinki-clock.js'

const HOUR_MS = 3_600_000

/** 'forward' on the spring change's day (23 hours), 'back' on the autumn's (25 hours), else null. */
export type ClockChange = 'forward' | 'back' | null

export function clockChangeOn(date: LocalDate): ClockChange {
  const hours = (atWallTime(addDays(date, 1), 0) - atWallTime(date, 0)) / HOUR_MS
  return hours < 24 ? 'forward' : hours > 24 ? 'back' : null
}

/** The Monday of the week a date is in. */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)))
}

/** The longest stretch one week query may ask for. */
const MAX_DAYS = 31

/** A week query's first and last dates (both included): this week by default; or null when it cannot be read. */
export function readWeekRange(
  q: { from?: unknown; to?: unknown },
  now: number,
): { from: LocalDate; to: LocalDate } | null {
  const given = (v: unknown) => v !== undefined && v !== ''
  const from = given(q.from) ? parseLocalDate(q.from) : mondayOf(dateOf(now))
  const to = given(q.to) ? parseLocalDate(q.to) : from && addDays(from, 6)
  if (!from || !to || to < from || addDays(from, MAX_DAYS) < to) return null
  return { from, to }
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const out: LocalDate[] = []
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d)
  return out
}

/** The instants of a range of dates: from the first date's midnight to the midnight after the last. */
export const instantsOf = (from: LocalDate, to: LocalDate) => ({
  start: atWallTime(from, 0),
  end: atWallTime(addDays(to, 1), 0),
})
