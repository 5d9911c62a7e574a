/**
 * The availability settings of the free site visits ("Arviokäynnit" in the studio): when each person
 * who makes visits has hours, which areas each weekday serves, how long a visit is and how much time
 * it keeps free around it for travel, how early it may be booked and how many a day. Defaults come
 * from site.json's opening hours. Pure data and rules (docs/decisions/410): the slot generator
 * (src/booking/slots.ts) reads them, the studio edits them, `availabilityProblems` checks them.
 */
import type { OpeningHours } from '../runtime/content-types.generated.js'
import { AREAS, DEFAULT_POSTAL_PREFIXES, isArea, type Area } from './areas.js'
import { minutesOf, parseLocalDate, WEEKDAYS, type LocalDate, type Weekday } from './helsinki-clock.js'

import { GRID_MINUTES } from './instant.js'

export { GRID_MINUTES }

/** A stretch of a day with hours, wall-clock "08:00"-"16:00". */
interface TimeRange {
  opens: string
  closes: string
}

/** One weekday of a person: the hours visits may fill, and the areas that day serves (none: no visits). */
export interface DayPlan {
  hours: TimeRange[]
  areas: Area[]
}

/** Someone who makes site visits; each has a calendar of their own. */
export interface VisitPerson {
  /** Stable id (stored with each booking, names the person's calendar feed). */
  id: string
  name: string
  /** The e-mail address the person's copy of each invitation goes to (none: only the company's). */
  email?: string
  week: Record<Weekday, DayPlan>
  /** Dates this person makes no visits (holiday, sick leave). */
  daysOff: LocalDate[]
  /** This person's own cap of visits a day, below the company's. */
  maxVisitsPerDay?: number
}

/** How early a visit may be booked. */
type MinimumNotice =
  /** From the `workingDays`-th working day after today: 1 = the next working day. */
  | { workingDays: number }
  /** At least this many hours ahead. */
  | { hours: number }

export interface AvailabilitySettings {
  /** Length of a visit. */
  visitMinutes: number
  /** Start times are this far apart (from each range's opening: 8:00, 8:30, ...). */
  stepMinutes: number
  /** Kept free before and after each visit (travel); a visit's buffers and its neighbour's add up. */
  bufferBeforeMinutes: number
  bufferAfterMinutes: number
  notice: MinimumNotice
  /** How many visits one person makes a day at most. */
  maxVisitsPerDay: number
  /** How many days ahead visitors see free times (two weeks). */
  horizonDays: number
  /** Company-wide days without visits. */
  daysOff: LocalDate[]
  /** Finnish public holidays (and Midsummer and Christmas Eve) are days off. */
  publicHolidaysOff: boolean
  /**
   * A person's day serves one area: once a visit in Uusimaa is booked on a day that serves both, that
   * day's other times are offered in Uusimaa only (the two areas are two hours apart).
   */
  oneAreaPerDay: boolean
  /** Postal-code prefixes of each area (src/booking/areas.ts DEFAULT_POSTAL_PREFIXES). */
  postalPrefixes: Record<Area, string[]>
  /** The people who make visits, in the order a free time is given to them. */
  people: VisitPerson[]
}

/** A week of hours from site.json's opening hours: every open day serves every area. */
export function weekFromOpeningHours(openingHours: readonly OpeningHours[]): Record<Weekday, DayPlan> {
  const week = Object.fromEntries(WEEKDAYS.map((d): [Weekday, DayPlan] => [d, { hours: [], areas: [] }])) as Record<
    Weekday,
    DayPlan
  >
  for (const row of openingHours) {
    if (!row.opens || !row.closes) continue
    for (const d of row.days) week[d] = { hours: [{ opens: row.opens, closes: row.closes }], areas: [...AREAS] }
  }
  return week
}

/**
 * The settings a company starts with: one person (the company itself) on site.json's opening hours,
 * visits of an hour every half hour with half an hour of travel on each side, booked from the next
 * working day, at most four a day, for the next two weeks, never on a public holiday.
 */
export function defaultAvailability(site: {
  brand: string
  openingHours: readonly OpeningHours[]
}): AvailabilitySettings {
  return {
    visitMinutes: 60,
    stepMinutes: 30,
    bufferBeforeMinutes: 30,
    bufferAfterMinutes: 30,
    notice: { workingDays: 1 },
    maxVisitsPerDay: 4,
    horizonDays: 14,
    daysOff: [],
    publicHolidaysOff: true,
    oneAreaPerDay: true,
    postalPrefixes: {
      uusimaa: [...DEFAULT_POSTAL_PREFIXES.uusimaa],
      'etela-karjala': [...DEFAULT_POSTAL_PREFIXES['etela-karjala']],
    },
    people: [{ id: 'yritys', name: site.brand, week: weekFromOpeningHours(site.openingHours), daysOff: [] }],
  }
}

/** What is wrong with a setting, at its JSON pointer (the studio shows it at the field). */
export interface AvailabilityProblem {
  path: string
  problem:
    | 'time' // not a wall-clock time "08:00"
    | 'order' // closes at or before it opens, or overlaps the range before it
    | 'grid' // not on the 5-minute grid
    | 'range' // a number outside its bounds
    | 'date' // not a date "2026-12-24"
    | 'area' // not an area id
    | 'prefix' // not 1-5 digits
    | 'duplicate' // a person's id used twice
    | 'empty' // no people
}

/** The bounds of the numbers (the studio's messages name them). */
export const LIMITS = {
  visitMinutes: [15, 480],
  stepMinutes: [5, 240],
  bufferBeforeMinutes: [0, 240],
  bufferAfterMinutes: [0, 240],
  maxVisitsPerDay: [1, 20],
  horizonDays: [1, 90],
} as const

/** The bounds of the minimum notice, in working days or in hours. */
export const NOTICE_LIMITS = { workingDays: [0, 30], hours: [0, 24 * 30] } as const

/** Every problem of a settings object, empty when the slot generator may use it. */
export function availabilityProblems(s: AvailabilitySettings): AvailabilityProblem[] {
  const out: AvailabilityProblem[] = []
  const number = (path: string, value: number, [min, max]: readonly [number, number], grid: boolean) => {
    if (!Number.isInteger(value) || value < min || value > max) out.push({ path, problem: 'range' })
    else if (grid && value % GRID_MINUTES !== 0) out.push({ path, problem: 'grid' })
  }
  for (const key of Object.keys(LIMITS) as (keyof typeof LIMITS)[])
    number(`/${key}`, s[key], LIMITS[key], key.endsWith('Minutes'))
  if ('workingDays' in s.notice) number('/notice/workingDays', s.notice.workingDays, NOTICE_LIMITS.workingDays, false)
  else number('/notice/hours', s.notice.hours, NOTICE_LIMITS.hours, false)
  const dates = (path: string, list: readonly string[]) => {
    list.forEach((d, i) => {
      if (!parseLocalDate(d)) out.push({ path: `${path}/${i}`, problem: 'date' })
    })
  }
  dates('/daysOff', s.daysOff)
  for (const area of AREAS)
    s.postalPrefixes[area].forEach((p, i) => {
      if (!/^\d{1,5}$/.test(p)) out.push({ path: `/postalPrefixes/${area}/${i}`, problem: 'prefix' })
    })
  if (s.people.length === 0) out.push({ path: '/people', problem: 'empty' })
  const ids = new Set<string>()
  s.people.forEach((person, p) => {
    const at = `/people/${p}`
    if (ids.has(person.id)) out.push({ path: `${at}/id`, problem: 'duplicate' })
    ids.add(person.id)
    if (person.maxVisitsPerDay !== undefined)
      number(`${at}/maxVisitsPerDay`, person.maxVisitsPerDay, LIMITS.maxVisitsPerDay, false)
    dates(`${at}/daysOff`, person.daysOff)
    for (const weekday of WEEKDAYS) {
      const plan = person.week[weekday]
      plan.areas.forEach((a, i) => {
        if (!isArea(a)) out.push({ path: `${at}/week/${weekday}/areas/${i}`, problem: 'area' })
      })
      let previousClose = -1
      plan.hours.forEach((range, i) => {
        const path = `${at}/week/${weekday}/hours/${i}`
        const opens = minutesOf(range.opens)
        const closes = minutesOf(range.closes)
        if (opens === null) out.push({ path: `${path}/opens`, problem: 'time' })
        if (closes === null) out.push({ path: `${path}/closes`, problem: 'time' })
        if (opens === null || closes === null) return
        if (opens % GRID_MINUTES || closes % GRID_MINUTES) out.push({ path, problem: 'grid' })
        else if (closes <= opens || opens < previousClose) out.push({ path, problem: 'order' })
        previousClose = closes
      })
    }
  })
  return out
}
