/**
 * The free times of site visits: given the availability settings, the visits already booked and a
 * range of Helsinki dates, which start times may a visitor of an area book, and who would come. The
 * anchor is Cal.com's slots (`GET /v2/slots?start&end&timeZone` answering times by date, buffers that
 * add up with the neighbours', minimum notice, a cap a day); its areas and the one-area day are this
 * company's own. Times are wall-clock times of Helsinki (src/booking/helsinki-clock.ts), so 9:00 is
 * 9:00 on both sides of a summer-time change. Pure: the caller passes the clock (docs/decisions/410).
 */
import type { Area } from './areas.js'
import type { AvailabilitySettings, VisitPerson } from './availability.js'
import { GRID_MINUTES } from './availability.js'
import {
  addDays,
  atWallTime,
  dateOf,
  hasWallTime,
  isoInHelsinki,
  minutesOf,
  weekdayOf,
  type LocalDate,
} from './helsinki-clock.js'
import { isFinnishHoliday } from './holidays.js'

const MINUTE = 60_000

/** A visit already booked (cancelled ones are not passed in). */
export interface BookedVisit {
  person: string
  start: number
  end: number
  area: Area
}

/** A time a visitor may book: its start and end, its area, and who is free then (in the settings' order). */
export interface FreeSlot {
  start: number
  end: number
  area: Area
  people: string[]
}

export interface SlotQuery {
  settings: AvailabilitySettings
  visits: readonly BookedVisit[]
  area: Area
  /** First and last Helsinki date asked for, both included (cut to today ... today + horizonDays). */
  from: LocalDate
  to: LocalDate
  now: number
}

/** Whether the company makes visits on a date at all: no company day off, no holiday, someone has hours. */
function isCompanyWorkingDay(settings: AvailabilitySettings, date: LocalDate): boolean {
  if (settings.daysOff.includes(date)) return false
  if (settings.publicHolidaysOff && isFinnishHoliday(date)) return false
  const weekday = weekdayOf(date)
  return settings.people.some((p) => !p.daysOff.includes(date) && p.week[weekday].hours.length > 0)
}

/** The earliest instant a visit may start, from the minimum notice. */
export function earliestStart(settings: AvailabilitySettings, now: number): number {
  const notice = settings.notice
  if ('hours' in notice) return now + notice.hours * 60 * MINUTE
  if (notice.workingDays === 0) return now
  let date = dateOf(now)
  // A year is the search's bound: settings with no working day at all offer nothing.
  for (let n = 0, found = 0; n < 366; n++) {
    date = addDays(date, 1)
    if (isCompanyWorkingDay(settings, date) && ++found === notice.workingDays) return atWallTime(date, 0)
  }
  return Number.POSITIVE_INFINITY
}

/** The stretch a visit keeps for itself: its own time and the buffers before and after it. */
function occupied(start: number, end: number, settings: AvailabilitySettings): [number, number] {
  return [start - settings.bufferBeforeMinutes * MINUTE, end + settings.bufferAfterMinutes * MINUTE]
}

/**
 * The grid cells (epoch minutes, every GRID_MINUTES) a visit keeps for itself with its buffers. Two
 * visits of one person overlap exactly when they share a cell, so a unique (person, cell) row per
 * cell is the store's guarantee against a double booking that two racing instances cannot pass.
 */
export function occupiedCells(start: number, end: number, settings: AvailabilitySettings): number[] {
  const [from, to] = occupied(start, end, settings)
  const cells: number[] = []
  for (let at = from; at < to; at += GRID_MINUTES * MINUTE) cells.push(Math.floor(at / MINUTE))
  return cells
}

/** The start times one person could take on one date for an area (before the other visits are looked at). */
function candidateStarts(person: VisitPerson, date: LocalDate, area: Area, s: AvailabilitySettings): number[] {
  const plan = person.week[weekdayOf(date)]
  if (!plan.areas.includes(area) || person.daysOff.includes(date)) return []
  const starts: number[] = []
  for (const range of plan.hours) {
    const opens = minutesOf(range.opens)
    const closes = minutesOf(range.closes)
    if (opens === null || closes === null) continue
    for (let t = opens; t + s.visitMinutes <= closes; t += s.stepMinutes)
      if (hasWallTime(date, t)) starts.push(atWallTime(date, t))
  }
  return starts
}

/** Whether a person may take a visit of an area at `start` beside the visits they already have. */
function personIsFree(
  person: VisitPerson,
  date: LocalDate,
  start: number,
  area: Area,
  own: readonly BookedVisit[],
  s: AvailabilitySettings,
): boolean {
  const sameDay = own.filter((v) => dateOf(v.start) === date)
  if (sameDay.length >= Math.min(s.maxVisitsPerDay, person.maxVisitsPerDay ?? Number.POSITIVE_INFINITY)) return false
  if (s.oneAreaPerDay && sameDay.some((v) => v.area !== area)) return false
  const [from, to] = occupied(start, start + s.visitMinutes * MINUTE, s)
  return own.every((v) => {
    const [vFrom, vTo] = occupied(v.start, v.end, s)
    return to <= vFrom || from >= vTo
  })
}

/** The free times of an area between two dates, earliest first, each with the people free then. */
export function freeSlots(q: SlotQuery): FreeSlot[] {
  const { settings: s, area, now } = q
  const today = dateOf(now)
  const last = addDays(today, s.horizonDays)
  // Dates as "YYYY-MM-DD" sort as text: the later of the two starts, the earlier of the two ends.
  const [from] = [q.from, today].sort().reverse() as [LocalDate]
  const [to] = [q.to, last].sort() as [LocalDate]
  const earliest = Math.max(earliestStart(s, now), now)
  const byStart = new Map<number, FreeSlot>()
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (s.daysOff.includes(date) || (s.publicHolidaysOff && isFinnishHoliday(date))) continue
    for (const person of s.people) {
      const own = q.visits.filter((v) => v.person === person.id)
      for (const start of candidateStarts(person, date, area, s)) {
        if (start < earliest || !personIsFree(person, date, start, area, own, s)) continue
        const slot = byStart.get(start) ?? { start, end: start + s.visitMinutes * MINUTE, area, people: [] }
        slot.people.push(person.id)
        byStart.set(start, slot)
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start)
}

/**
 * Who takes a visit of an area at `start`, or null when the time is not free (taken meanwhile, past
 * the notice, outside the hours): of the people free then, the one with the fewest visits that day,
 * the settings' order breaking a tie. The booking's transaction asks this again before it writes.
 */
export function personForVisit(q: Omit<SlotQuery, 'from' | 'to'> & { start: number }): string | null {
  const date = dateOf(q.start)
  const slot = freeSlots({ ...q, from: date, to: date }).find((x) => x.start === q.start)
  if (!slot) return null
  const load = (id: string) => q.visits.filter((v) => v.person === id && dateOf(v.start) === date).length
  return [...slot.people].sort((a, b) => load(a) - load(b))[0] ?? null
}

/** The slot API's answer (Cal.com's shape): the free times by Helsinki date, with their offsets. */
export function slotsByDate(slots: readonly FreeSlot[]): Record<LocalDate, { start: string; end: string }[]> {
  const out: Record<LocalDate, { start: string; end: string }[]> = {}
  for (const slot of slots) {
    const date = dateOf(slot.start)
    out[date] = [...(out[date] ?? []), { start: isoInHelsinki(slot.start), end: isoInHelsinki(slot.end) }]
  }
  return out
}
