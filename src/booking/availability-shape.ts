/**
 * An availability settings object read from outside (the studio's save, the leads database's stored
 * row): its shape checked and copied, unknown keys left out, so `availabilityProblems` and the slot
 * generator only ever see the fields they know. The values' rules are `availabilityProblems`'s; this
 * asks only "is every field there, of its type". Pure: no clock, no DOM.
 */
import { AREAS } from './areas.js'
import type { AvailabilitySettings, DayPlan, VisitPerson } from './availability.js'
import { WEEKDAYS, type Weekday } from './helsinki-clock.js'

type Bag = Record<string, unknown>

const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v)
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

function dayPlanOf(v: unknown): DayPlan | null {
  if (!isBag(v) || !Array.isArray(v.hours) || !isStringList(v.areas)) return null
  const hours: DayPlan['hours'] = []
  for (const r of v.hours) {
    if (!isBag(r) || typeof r.opens !== 'string' || typeof r.closes !== 'string') return null
    hours.push({ opens: r.opens, closes: r.closes })
  }
  return { hours, areas: [...v.areas] as DayPlan['areas'] }
}

function personOf(v: unknown): VisitPerson | null {
  if (!isBag(v) || typeof v.id !== 'string' || typeof v.name !== 'string' || !isBag(v.week)) return null
  if (!isStringList(v.daysOff)) return null
  if (v.email !== undefined && typeof v.email !== 'string') return null
  if (v.maxVisitsPerDay !== undefined && !isNumber(v.maxVisitsPerDay)) return null
  const week = {} as Record<Weekday, DayPlan>
  for (const d of WEEKDAYS) {
    const plan = dayPlanOf(v.week[d])
    if (!plan) return null
    week[d] = plan
  }
  return {
    id: v.id,
    name: v.name,
    ...(typeof v.email === 'string' && v.email.trim() ? { email: v.email.trim() } : {}),
    week,
    daysOff: [...v.daysOff],
    ...(isNumber(v.maxVisitsPerDay) ? { maxVisitsPerDay: v.maxVisitsPerDay } : {}),
  }
}

const NUMBERS = [
  'visitMinutes',
  'stepMinutes',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'maxVisitsPerDay',
  'horizonDays',
] as const

/** The settings in `value` when it has their shape (a fresh copy), else null. */
export function readAvailabilitySettings(value: unknown): AvailabilitySettings | null {
  if (!isBag(value)) return null
  for (const key of NUMBERS) if (!isNumber(value[key])) return null
  const n = value.notice
  const notice = !isBag(n)
    ? null
    : isNumber(n.workingDays)
      ? { workingDays: n.workingDays }
      : isNumber(n.hours)
        ? { hours: n.hours }
        : null
  if (!notice || !isStringList(value.daysOff)) return null
  if (typeof value.publicHolidaysOff !== 'boolean' || typeof value.oneAreaPerDay !== 'boolean') return null
  const prefixes = value.postalPrefixes
  if (!isBag(prefixes) || !AREAS.every((a) => isStringList(prefixes[a]))) return null
  if (!Array.isArray(value.people)) return null
  const people: VisitPerson[] = []
  for (const p of value.people) {
    const person = personOf(p)
    if (!person) return null
    people.push(person)
  }
  const number = (key: (typeof NUMBERS)[number]) => value[key] as number
  return {
    visitMinutes: number('visitMinutes'),
    stepMinutes: number('stepMinutes'),
    bufferBeforeMinutes: number('bufferBeforeMinutes'),
    bufferAfterMinutes: number('bufferAfterMinutes'),
    notice,
    maxVisitsPerDay: number('maxVisitsPerDay'),
    horizonDays: number('horizonDays'),
    daysOff: [...value.daysOff],
    publicHolidaysOff: value.publicHolidaysOff,
    oneAreaPerDay: value.oneAreaPerDay,
    postalPrefixes: {
      uusimaa: [...(prefixes.uusimaa as string[])],
      'etela-karjala': [...(prefixes['etela-karjala'] as string[])],
    },
    people,
  }
}
