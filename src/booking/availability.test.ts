import { describe, expect, it } from 'vitest'
import site from '../../pages-data/site.json' with { type: 'json' }
import type { Site } from '../runtime/content-types.generated.js'
import { availabilityProblems, defaultAvailability } from './availability.js'

const defaults = () => defaultAvailability(site as Site)

describe('availability settings', () => {
  it("start from site.json's opening hours, every open day serving both areas", () => {
    const s = defaults()
    expect(s.people).toHaveLength(1)
    const week = s.people[0]!.week
    expect(week.Monday).toEqual({ hours: [{ opens: '08:00', closes: '17:00' }], areas: ['uusimaa', 'etela-karjala'] })
    expect(week.Saturday.hours).toEqual([{ opens: '09:00', closes: '15:00' }])
    expect(week.Sunday).toEqual({ hours: [], areas: [] })
    expect(availabilityProblems(s)).toEqual([])
  })

  it('name each wrong value at its pointer', () => {
    const s = defaults()
    const p = s.people[0]!
    p.week.Monday.hours = [
      { opens: '8:00', closes: '17:00' },
      { opens: '12:00', closes: '11:00' },
    ]
    p.week.Tuesday.hours = [{ opens: '08:00', closes: '12:07' }]
    p.week.Wednesday.areas = ['lappi' as never]
    s.visitMinutes = 62
    s.maxVisitsPerDay = 0
    s.daysOff = ['2026-02-30']
    s.postalPrefixes.uusimaa.push('0a')
    s.people.push({ ...p, name: 'toinen' })
    const found = availabilityProblems(s)
    expect(found).toContainEqual({ path: '/people/0/week/Monday/hours/0/opens', problem: 'time' })
    expect(found).toContainEqual({ path: '/people/0/week/Monday/hours/1', problem: 'order' })
    expect(found).toContainEqual({ path: '/people/0/week/Tuesday/hours/0', problem: 'grid' })
    expect(found).toContainEqual({ path: '/people/0/week/Wednesday/areas/0', problem: 'area' })
    expect(found).toContainEqual({ path: '/visitMinutes', problem: 'grid' })
    expect(found).toContainEqual({ path: '/maxVisitsPerDay', problem: 'range' })
    expect(found).toContainEqual({ path: '/daysOff/0', problem: 'date' })
    expect(found).toContainEqual({ path: '/postalPrefixes/uusimaa/11', problem: 'prefix' })
    expect(found).toContainEqual({ path: '/people/1/id', problem: 'duplicate' })
  })
})
