/**
 * What is wrong with the site visits' settings, in the office manager's words, at the field: the
 * domain's `availabilityProblems` (src/booking/availability.ts) and the two the studio adds for its
 * people (a name, an e-mail address that looks like one), each as its JSON pointer and a Finnish
 * sentence naming the day or field and what to do ("Maanantai: aukeaa 17:00 mutta sulkeutuu 16:00.
 * Laita päättymisaika alkamisajan jälkeen."). The server's 422 and the form's messages are these.
 * Pure: no DOM, no HTTP.
 */
import { AREAS, isArea } from '../../booking/areas.js'
import { type AvailabilitySettings, availabilityProblems, LIMITS, NOTICE_LIMITS } from '../../booking/availability.js'
import { WEEKDAYS, type Weekday } from '../../booking/helsinki-clock.js'
import { STUDIO_UI } from '../strings.fi.js'

const UI = STUDIO_UI.visits
const P = UI.problem

export interface SettingsProblem {
  /** The field's JSON pointer ("/people/0/week/Monday/hours/0/closes"). */
  path: string
  message: string
}

/** The bounds the domain checks, for the messages. */
const BOUNDS: Record<string, readonly [number, number]> = { ...LIMITS, ...NOTICE_LIMITS }

const FIELD_NAMES: Record<string, string> = {
  visitMinutes: UI.visitMinutes,
  stepMinutes: UI.stepMinutes,
  bufferBeforeMinutes: UI.bufferBefore,
  bufferAfterMinutes: UI.bufferAfter,
  maxVisitsPerDay: UI.maxVisitsPerDay,
  horizonDays: UI.horizonDays,
  workingDays: UI.noticeAmount,
  hours: UI.noticeAmount,
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The field's pointer of a problem the domain reports on a whole range: its closing time. */
const rangeField = (path: string) => `${path}/closes`

/** A person's name for a message ("Aino" or "Henkilö 2" while it has none). */
const personName = (s: AvailabilitySettings, index: number) => s.people[index]?.name.trim() || UI.person(index + 1)

/** "Maanantai" alone with one person, "Aino, maanantai" with several. */
function dayWhere(s: AvailabilitySettings, person: number, weekday: Weekday): string {
  const day = UI.weekdays[weekday]
  return s.people.length > 1 ? `${personName(s, person)}, ${day.toLocaleLowerCase('fi')}` : day
}

/** Every problem of the settings with its message; empty when they may be saved. */
export function settingsProblems(s: AvailabilitySettings): SettingsProblem[] {
  const out: SettingsProblem[] = []
  for (const p of availabilityProblems(s)) {
    const parts = p.path.split('/').slice(1)
    const value = parts.reduce<unknown>(
      (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
      s,
    )
    out.push(describe(s, p.problem, parts, value))
  }
  s.people.forEach((person, i) => {
    if (!person.name.trim()) out.push({ path: `/people/${i}/name`, message: P.name(UI.person(i + 1)) })
    const email = person.email?.trim() ?? ''
    if (email && !EMAIL.test(email)) out.push({ path: `/people/${i}/email`, message: P.email(personName(s, i), email) })
  })
  return out
}

type Problem = ReturnType<typeof availabilityProblems>[number]['problem']

function describe(s: AvailabilitySettings, problem: Problem, parts: string[], value: unknown): SettingsProblem {
  const path = `/${parts.join('/')}`
  const key = parts.at(-1) ?? ''
  const person = parts[0] === 'people' ? Number(parts[1]) : -1
  const weekday = parts[2] === 'week' && WEEKDAYS.includes(parts[3] as Weekday) ? (parts[3] as Weekday) : null
  switch (problem) {
    case 'time':
      return { path, message: P.time(dayWhere(s, person, weekday as Weekday), String(value)) }
    case 'order': {
      const range = value as { opens: string; closes: string }
      const where = dayWhere(s, person, weekday as Weekday)
      const index = Number(key)
      const before = index > 0 ? s.people[person]?.week[weekday as Weekday].hours[index - 1] : undefined
      const overlaps = before !== undefined && range.opens < before.closes && range.closes > range.opens
      return overlaps
        ? { path: `${path}/opens`, message: P.overlap(where, range.opens, before.closes) }
        : { path: rangeField(path), message: P.order(where, range.opens, range.closes) }
    }
    case 'grid':
      if (weekday) return { path: rangeField(path), message: P.gridTime(dayWhere(s, person, weekday)) }
      return { path, message: P.gridNumber(FIELD_NAMES[key] ?? key, Number(value)) }
    case 'range': {
      const [min, max] = BOUNDS[key] ?? [0, 0]
      const field = person >= 0 ? `${personName(s, person)}: ${UI.personMax}` : (FIELD_NAMES[key] ?? key)
      return { path, message: P.range(field, Number(value), min, max) }
    }
    case 'date': {
      const where = person >= 0 ? UI.personDaysOff(personName(s, person)) : UI.daysOff
      return { path, message: P.date(where, String(value)) }
    }
    case 'area':
      return { path, message: P.area(UI.dayAreas(dayWhere(s, person, weekday as Weekday))) }
    case 'prefix': {
      const area = isArea(parts[1]) ? parts[1] : AREAS[0]
      return { path, message: P.prefix(UI.postalPrefixes(UI.areas[area]), String(value)) }
    }
    case 'duplicate':
      return { path: `/people/${person}/name`, message: P.duplicate(personName(s, person)) }
    case 'empty':
      return { path, message: P.empty }
  }
}
