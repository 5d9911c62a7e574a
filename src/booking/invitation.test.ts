import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { serverStringsFor } from '../ui/server-strings.js'
import { EXAMPLE_COMPANY, exampleVisit } from './example-visit.js'
import { personFeed, visitInvitation } from './invitation.js'

const STAMP = Date.parse('2026-11-20T10:00:00Z')

/** The calendar parsed back by ical.js, its VTIMEZONE registered, and its events. */
function parse(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text))
  for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  return { cal, events: cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) }
}

describe("a visit's invitation (RFC 5545)", () => {
  it('is a REQUEST with the Helsinki VTIMEZONE, the address, the phone and the two people', () => {
    const visit = exampleVisit('2026-12-03T10:00:00+02:00')
    const text = visitInvitation(
      visit,
      EXAMPLE_COMPANY,
      serverStringsFor('fi'),
      'fi',
      { reader: 'visitor', links: { move: 'https://x/m', cancel: 'https://x/c' } },
      STAMP,
    )
    expect(text).toContain('METHOD:REQUEST')
    expect(text).toContain('DTSTART;TZID=Europe/Helsinki:20261203T100000')
    const { cal, events } = parse(text)
    const tz = cal.getFirstSubcomponent('vtimezone')!
    expect(tz.getFirstPropertyValue('tzid')).toBe('Europe/Helsinki')
    expect(tz.getFirstSubcomponent('daylight')?.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    )
    expect(tz.getFirstSubcomponent('standard')?.getFirstPropertyValue('rrule')?.toString()).toBe(
      'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    )
    const event = events[0]!
    expect(event.uid).toBe('visit-42@www.remonttiapu.example')
    expect(event.sequence).toBe(0)
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-03T08:00:00.000Z')
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-03T09:00:00.000Z')
    expect(event.location).toBe('Mannerheimintie 5 A 3, 00100 Helsinki')
    expect(event.summary).toBe('Ilmainen arviokäynti – Remonttiapu')
    expect(event.description).toContain(EXAMPLE_COMPANY.phone)
    expect(event.description).toContain('Peru käynti: https://x/c')
    expect(event.organizer.toLowerCase()).toBe(`mailto:${EXAMPLE_COMPANY.email}`)
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      'mailto:aino@example.fi',
      'mailto:mikko@remonttiapu.example',
    ])
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
  })

  it('keeps the wall-clock time across both summer-time changes: +03:00 in summer, +02:00 in winter', () => {
    const cases = [
      ['2026-03-27T09:00:00+02:00', '2026-03-27T07:00:00.000Z'],
      ['2026-03-30T09:00:00+03:00', '2026-03-30T06:00:00.000Z'],
      ['2026-10-23T09:00:00+03:00', '2026-10-23T06:00:00.000Z'],
      ['2026-10-26T09:00:00+02:00', '2026-10-26T07:00:00.000Z'],
    ] as const
    for (const [start, utc] of cases) {
      const text = visitInvitation(
        exampleVisit(start),
        EXAMPLE_COMPANY,
        serverStringsFor('fi'),
        'fi',
        { reader: 'visitor' },
        STAMP,
      )
      expect(text).toContain(`DTSTART;TZID=Europe/Helsinki:${start.slice(0, 10).replaceAll('-', '')}T090000`)
      expect(parse(text).events[0]!.startDate.toJSDate().toISOString()).toBe(utc)
    }
  })

  it('moves as the same UID with a higher SEQUENCE, and cancels with METHOD:CANCEL', () => {
    const moved = exampleVisit('2026-12-04T12:00:00+02:00', 'en', { sequence: 1 })
    const text = visitInvitation(moved, EXAMPLE_COMPANY, serverStringsFor('en'), 'en', { reader: 'visitor' }, STAMP)
    const event = parse(text).events[0]!
    expect([event.uid, event.sequence, event.summary]).toEqual([
      'visit-42@www.remonttiapu.example',
      1,
      'Free site visit – Remonttiapu',
    ])
    const cancelled = { ...moved, sequence: 2, status: 'cancelled' as const }
    const cancel = visitInvitation(
      cancelled,
      EXAMPLE_COMPANY,
      serverStringsFor('en'),
      'en',
      { reader: 'visitor', links: { move: 'm', cancel: 'c' } },
      STAMP,
    )
    const { cal, events } = parse(cancel)
    expect(cal.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(events[0]!.component.getFirstPropertyValue('status')).toBe('CANCELLED')
    expect(events[0]!.sequence).toBe(2)
    expect(events[0]!.description).not.toContain('Cancel the visit')
  })

  it("gives the company's copy the visitor's details in Finnish", () => {
    const visit = exampleVisit('2026-12-03T10:00:00+02:00', 'ru')
    const text = visitInvitation(
      visit,
      EXAMPLE_COMPANY,
      serverStringsFor('fi'),
      'fi',
      { reader: 'company', leadUrl: 'https://studio/yhteydenotot/42' },
      STAMP,
    )
    const event = parse(text).events[0]!
    expect(event.summary).toBe('Arviokäynti: Aino Virtanen, Helsinki')
    expect(event.description).toContain('Asiakas: Aino Virtanen, aino@example.fi, +358 40 123 4567')
    expect(event.description).toContain('Viesti: Kylpyhuoneen remontti, noin 5 m².')
    expect(event.description).toContain('Yhteydenotto: https://studio/yhteydenotot/42')
  })
})

describe("a person's calendar feed", () => {
  it("lists that person's booked visits only, without attendees, refreshed every 15 minutes", () => {
    const visits = [
      exampleVisit('2026-12-03T10:00:00+02:00'),
      exampleVisit('2026-12-04T10:00:00+02:00', 'fi', { id: 43, status: 'cancelled', sequence: 1 }),
      exampleVisit('2026-12-05T10:00:00+02:00', 'fi', { id: 44, person: { id: 'aino', name: 'Aino' } }),
      exampleVisit('2026-03-30T08:00:00+03:00', 'fi', { id: 45 }),
    ]
    const text = personFeed(
      { id: 'mikko', name: 'Mikko Korhonen' },
      visits,
      EXAMPLE_COMPANY,
      serverStringsFor('fi'),
      STAMP,
    )
    const { cal, events } = parse(text)
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT15M')
    expect(events.map((e) => e.uid)).toEqual(['visit-42@www.remonttiapu.example', 'visit-45@www.remonttiapu.example'])
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe('2026-03-30T05:00:00.000Z')
    expect(events.every((e) => e.attendees.length === 0)).toBe(true)
  })
})
