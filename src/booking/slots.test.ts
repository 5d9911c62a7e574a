import { describe, expect, it } from 'vitest'
import site from '../../pages-data/site.json' with { type: 'json' }
import type { Site } from '../runtime/content-types.generated.js'
import {
  type AvailabilitySettings,
  defaultAvailability,
  type VisitPerson,
  weekFromOpeningHours,
} from './availability.js'
import { isoInHelsinki, parseInstant } from './helsinki-clock.js'
import { type BookedVisit, earliestStart, freeSlots, occupiedCells, personForVisit, slotsByDate } from './slots.js'

const SITE = site as Site
const at = (iso: string) => {
  const t = parseInstant(iso)
  if (t === null) throw new Error(iso)
  return t
}
const settings = (change: Partial<AvailabilitySettings> = {}): AvailabilitySettings => ({
  ...defaultAvailability(SITE),
  ...change,
})
/** The start times of a query as Helsinki ISO texts. */
const starts = (q: Parameters<typeof freeSlots>[0]) => freeSlots(q).map((s) => isoInHelsinki(s.start))
const visit = (person: string, startIso: string, area: BookedVisit['area'] = 'uusimaa', minutes = 60): BookedVisit => {
  const start = at(startIso)
  return { person, start, end: start + minutes * 60_000, area }
}
const person = (id: string, change: Partial<VisitPerson> = {}): VisitPerson => ({
  id,
  name: id,
  week: weekFromOpeningHours(SITE.openingHours),
  daysOff: [],
  ...change,
})

describe('free site-visit times from the opening hours', () => {
  // Wednesday 2 December 2026, 10:00 in Helsinki.
  const now = at('2026-12-02T10:00:00+02:00')

  it('offers the next working day on, every half hour from opening to an hour before closing', () => {
    const q = { settings: settings(), visits: [], area: 'uusimaa' as const, from: '2026-12-02', to: '2026-12-03', now }
    const times = starts(q)
    expect(times[0]).toBe('2026-12-03T08:00:00+02:00')
    expect(times.at(-1)).toBe('2026-12-03T16:00:00+02:00')
    expect(times).toHaveLength(17)
  })

  it('keeps Saturday to its shorter hours and Sunday closed', () => {
    const q = { settings: settings(), visits: [], area: 'uusimaa' as const, from: '2026-12-05', to: '2026-12-06', now }
    const times = starts(q)
    expect(times[0]).toBe('2026-12-05T09:00:00+02:00')
    expect(times.at(-1)).toBe('2026-12-05T14:00:00+02:00')
    expect(times.every((t) => t.startsWith('2026-12-05'))).toBe(true)
  })

  it('cuts the range to the horizon of two weeks', () => {
    const q = { settings: settings(), visits: [], area: 'uusimaa' as const, from: '2026-12-01', to: '2027-03-01', now }
    const dates = Object.keys(slotsByDate(freeSlots(q)))
    expect(dates[0]).toBe('2026-12-03')
    expect(dates.at(-1)).toBe('2026-12-16')
  })

  it('answers in the slot API shape: times by Helsinki date with their offsets', () => {
    const q = { settings: settings(), visits: [], area: 'uusimaa' as const, from: '2026-12-03', to: '2026-12-03', now }
    const byDate = slotsByDate(freeSlots(q))
    expect(Object.keys(byDate)).toEqual(['2026-12-03'])
    expect(byDate['2026-12-03']?.[0]).toEqual({ start: '2026-12-03T08:00:00+02:00', end: '2026-12-03T09:00:00+02:00' })
  })
})

describe('summer time: wall-clock hours on both sides of the change', () => {
  // The last Sunday of March 2026 is the 29th (03:00 EET -> 04:00 EEST), of October the 25th (04:00 EEST -> 03:00 EET).
  const everyDay = (change: Partial<VisitPerson> = {}) =>
    settings({
      notice: { workingDays: 0 },
      maxVisitsPerDay: 20,
      people: [
        person('p', {
          week: Object.fromEntries(
            ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
              d,
              { hours: [{ opens: '08:00', closes: '10:00' }], areas: ['uusimaa', 'etela-karjala'] },
            ]),
          ) as VisitPerson['week'],
          ...change,
        }),
      ],
    })

  it('gives 8:00 on the Saturday, the Sunday and the Monday of the March change, each in its own offset', () => {
    const now = at('2026-03-27T12:00:00+02:00')
    const slots = freeSlots({
      settings: everyDay(),
      visits: [],
      area: 'uusimaa',
      from: '2026-03-28',
      to: '2026-03-30',
      now,
    })
    const eight = slots.filter((s) => isoInHelsinki(s.start).includes('T08:00'))
    expect(eight.map((s) => isoInHelsinki(s.start))).toEqual([
      '2026-03-28T08:00:00+02:00',
      '2026-03-29T08:00:00+03:00',
      '2026-03-30T08:00:00+03:00',
    ])
    // 24 hours after Saturday 8:00 is Sunday 9:00 summer time: the days are calendar days, not 24-hour steps.
    expect(eight[1]!.start - eight[0]!.start).toBe(23 * 3_600_000)
    expect(new Date(eight[1]!.start).toISOString()).toBe('2026-03-29T05:00:00.000Z')
  })

  it('gives 8:00 on the Saturday, the Sunday and the Monday of the October change, each in its own offset', () => {
    const now = at('2026-10-23T12:00:00+03:00')
    const slots = freeSlots({
      settings: everyDay(),
      visits: [],
      area: 'uusimaa',
      from: '2026-10-24',
      to: '2026-10-26',
      now,
    })
    const eight = slots.filter((s) => isoInHelsinki(s.start).includes('T08:00'))
    expect(eight.map((s) => isoInHelsinki(s.start))).toEqual([
      '2026-10-24T08:00:00+03:00',
      '2026-10-25T08:00:00+02:00',
      '2026-10-26T08:00:00+02:00',
    ])
    expect(eight[1]!.start - eight[0]!.start).toBe(25 * 3_600_000)
    expect(new Date(eight[2]!.start).toISOString()).toBe('2026-10-26T06:00:00.000Z')
  })

  it('never offers a wall-clock time the spring change skips, and a visit lasts its real hour', () => {
    const night = { hours: [{ opens: '02:00', closes: '05:00' }], areas: ['uusimaa' as const] }
    const s = everyDay()
    s.people[0]!.week.Sunday = night
    const now = at('2026-03-28T12:00:00+02:00')
    const slots = freeSlots({ settings: s, visits: [], area: 'uusimaa', from: '2026-03-29', to: '2026-03-29', now })
    expect(slots.map((x) => isoInHelsinki(x.start))).toEqual([
      '2026-03-29T02:00:00+02:00',
      '2026-03-29T02:30:00+02:00',
      '2026-03-29T04:00:00+03:00',
    ])
    expect(isoInHelsinki(slots[1]!.end)).toBe('2026-03-29T04:30:00+03:00')
  })

  it('counts the next working day across the change by the calendar', () => {
    // Saturday 28 March 2026 at 23:30 (+02:00): the next working day is Monday 30 March (Sunday closed).
    const s = settings()
    expect(isoInHelsinki(earliestStart(s, at('2026-03-28T23:30:00+02:00')))).toBe('2026-03-30T00:00:00+03:00')
    expect(isoInHelsinki(earliestStart(s, at('2026-10-24T23:30:00+03:00')))).toBe('2026-10-26T00:00:00+02:00')
  })

  it('keeps a booked visit taken on the day of the change', () => {
    const now = at('2026-10-23T12:00:00+03:00')
    const booked = [visit('p', '2026-10-25T08:00:00+02:00')]
    const times = freeSlots({
      settings: everyDay(),
      visits: booked,
      area: 'uusimaa',
      from: '2026-10-25',
      to: '2026-10-25',
      now,
    })
    expect(times).toEqual([])
  })
})

describe('the rules around a booked visit', () => {
  const now = at('2026-12-02T10:00:00+02:00')
  const day = { area: 'uusimaa' as const, from: '2026-12-03', to: '2026-12-03', now }

  it('keeps the buffers of the visit and of its neighbour free for travel', () => {
    const times = starts({ ...day, settings: settings(), visits: [visit('yritys', '2026-12-03T10:00:00+02:00')] })
    // Occupied 9:30-11:30 with its buffers; a new one needs its own 30 minutes on each side.
    expect(times).toContain('2026-12-03T08:00:00+02:00')
    for (const taken of ['08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
      expect(times).not.toContain(`2026-12-03T${taken}:00+02:00`)
    expect(times).toContain('2026-12-03T12:00:00+02:00')
  })

  it('offers nothing more on a day with its maximum of visits', () => {
    const full = ['08:00', '10:00', '12:00', '14:00'].map((t) => visit('yritys', `2026-12-03T${t}:00+02:00`))
    expect(starts({ ...day, settings: settings(), visits: full })).toEqual([])
    expect(starts({ ...day, settings: settings(), visits: full.slice(1) })).not.toEqual([])
  })

  it('gives a day that has a visit in South Karelia to South Karelia only', () => {
    const there = [visit('yritys', '2026-12-03T12:00:00+02:00', 'etela-karjala')]
    expect(starts({ ...day, settings: settings(), visits: there })).toEqual([])
    expect(starts({ ...day, area: 'etela-karjala', settings: settings(), visits: there })).toContain(
      '2026-12-03T08:00:00+02:00',
    )
    expect(starts({ ...day, settings: settings({ oneAreaPerDay: false }), visits: there })).toContain(
      '2026-12-03T08:00:00+02:00',
    )
  })

  it('serves on each weekday only the areas the settings give it', () => {
    const p = person('yritys')
    p.week.Thursday = { ...p.week.Thursday, areas: ['etela-karjala'] }
    expect(starts({ ...day, settings: settings({ people: [p] }), visits: [] })).toEqual([])
    expect(starts({ ...day, area: 'etela-karjala', settings: settings({ people: [p] }), visits: [] })).toHaveLength(17)
  })

  it('skips days off of the company and of the person, and public holidays', () => {
    expect(starts({ ...day, settings: settings({ daysOff: ['2026-12-03'] }), visits: [] })).toEqual([])
    const away = person('yritys', { daysOff: ['2026-12-03'] })
    expect(starts({ ...day, settings: settings({ people: [away] }), visits: [] })).toEqual([])
    // Independence Day, Sunday 6 December 2026, is no working day; Thursday 24 December is Christmas Eve.
    const christmas = { ...day, from: '2026-12-21', to: '2026-12-28', now: at('2026-12-20T12:00:00+02:00') }
    const dates = Object.keys(slotsByDate(freeSlots({ ...christmas, settings: settings(), visits: [] })))
    expect(dates).toEqual(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-28'])
    const open = Object.keys(
      slotsByDate(freeSlots({ ...christmas, settings: settings({ publicHolidaysOff: false }), visits: [] })),
    )
    expect(open).toContain('2026-12-24')
  })

  it('counts the minimum notice in working days: from Christmas Eve eve, the next is Monday the 28th', () => {
    expect(isoInHelsinki(earliestStart(settings(), at('2026-12-23T09:00:00+02:00')))).toBe('2026-12-28T00:00:00+02:00')
    expect(
      isoInHelsinki(earliestStart(settings({ notice: { workingDays: 2 } }), at('2026-12-02T09:00:00+02:00'))),
    ).toBe('2026-12-04T00:00:00+02:00')
    const hours = starts({ ...day, from: '2026-12-02', settings: settings({ notice: { hours: 3 } }), visits: [] })
    expect(hours[0]).toBe('2026-12-02T13:00:00+02:00')
  })

  it('offers a time while one of several people is free, and gives it to the one with fewer visits that day', () => {
    const team = settings({ people: [person('aino'), person('mikko')] })
    const booked = [visit('aino', '2026-12-03T10:00:00+02:00')]
    const slot = freeSlots({ ...day, settings: team, visits: booked }).find(
      (s) => isoInHelsinki(s.start) === '2026-12-03T10:00:00+02:00',
    )
    expect(slot?.people).toEqual(['mikko'])
    const eight = at('2026-12-03T08:00:00+02:00')
    expect(personForVisit({ ...day, settings: team, visits: booked, start: eight })).toBe('mikko')
    expect(personForVisit({ ...day, settings: team, visits: [], start: eight })).toBe('aino')
    const both = [...booked, visit('mikko', '2026-12-03T10:00:00+02:00')]
    expect(personForVisit({ ...day, settings: team, visits: both, start: at('2026-12-03T10:30:00+02:00') })).toBeNull()
    expect(personForVisit({ ...day, settings: team, visits: [], start: at('2026-12-03T08:10:00+02:00') })).toBeNull()
  })
})

describe('the grid cells a visit keeps (the store unique on them)', () => {
  it('overlap exactly when two visits of one person would', () => {
    const s = settings()
    const cells = (iso: string) => new Set(occupiedCells(at(iso), at(iso) + 3_600_000, s))
    const ten = cells('2026-12-03T10:00:00+02:00')
    const shared = (iso: string) => [...cells(iso)].some((c) => ten.has(c))
    expect(ten.size).toBe((30 + 60 + 30) / 5)
    expect(shared('2026-12-03T11:30:00+02:00')).toBe(true)
    expect(shared('2026-12-03T12:00:00+02:00')).toBe(false)
    expect(shared('2026-12-03T08:00:00+02:00')).toBe(false)
    expect(shared('2026-12-03T08:05:00+02:00')).toBe(true)
  })
})
