/**
 * The studio's calendar of site visits (issue 49) through its HTTP API on loopback, over a real SQLite
 * leads' database and studio store: the week (403 for a role without 'visits', the spring and autumn
 * changes), the lead's visit confirmed, moved (the new time taken, the old one free, the visitor's
 * e-mail queued) and cancelled, and the person's calendar feed (the token kept hashed, renewed and
 * revoked addresses 404, a removed person's 404, the ICS read back by ical.js at the right instants).
 * On SQLite and on a real PostgreSQL (the studio's store and the leads in one database, as on a server).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import ICAL from 'ical.js'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type BookingSite, VisitDesk } from '../../visit-desk/visit-desk.js'
import { parseInstant } from '../../booking/helsinki-clock.js'
import { LeadBook } from '../../leads/lead-book.js'
import { LEADS_SQLITE_FILE, migrateLeads, TABLES } from '../../leads/lead-tables.js'
import { bookedVisitsBetween, visitOfLead } from '../../leads/visit-book.js'
import { visitMailsOf } from '../../leads/visit-mails.js'
import { startPostgres, type TestPostgres } from '../../../tests/support/postgres.js'
import { openSqlite, type Sql } from '../../storage/sql.js'
import { serverStringsFor } from '../../ui/server-strings.js'
import type { Actor } from '../auth/roles.js'
import { STUDIO_UI } from '../strings.fi.js'
import { openStudioStore, type StudioStore } from '../store/studio-store.js'
import type { Workspace } from '../workspace.js'
import type { FeedState, LeadVisitAnswer, WeekAnswer } from './calendar-api.js'
import { bookingSiteOf, mountVisits } from './visits-mount.js'

const W = STUDIO_UI.week
const at = (iso: string) => parseInstant(iso) as number
let now = at('2026-03-20T12:00:00+02:00') // a Friday; visits may be booked from Monday 23 March
const siteText = readFileSync(path.join(import.meta.dirname, '../../../pages-data/site.json'), 'utf8')
const site: BookingSite = bookingSiteOf(siteText)
const PEOPLE: Actor[] = [
  { id: 'p-olga', name: 'Olga Omistaja', email: 'olga@example.fi', role: 'omistaja', langs: [] },
  { id: 'p-anna', name: 'Anna Myyjä', email: 'anna@example.fi', role: 'myynti', langs: [] },
  { id: 'p-tero', name: 'Tero Toimittaja', email: 'tero@example.fi', role: 'toimittaja', langs: [] },
]
const ADDRESS = { street: 'Mannerheimintie 5', postalCode: '00100', city: 'Helsinki' }

let dir = ''
let leads: Sql
let book: LeadBook
let store: StudioStore
let desk: VisitDesk
let url = ''
let close = () => {}

let postgres: TestPostgres | undefined
afterAll(async () => postgres?.stop(), 180_000)

/** The studio's store and the leads' database: SQLite files in a folder, or one PostgreSQL database for both (as on a server). */
async function open(kind: 'SQLite' | 'PostgreSQL') {
  if (kind === 'SQLite') {
    dir = mkdtempSync(path.join(tmpdir(), 'calendar-router-'))
    store = await openStudioStore({ DATA_DIR: dir })
    leads = openSqlite(path.join(dir, LEADS_SQLITE_FILE))
  } else {
    postgres ??= await startPostgres()
    store = await openStudioStore({ DATABASE_URL: await postgres.createDatabase(`calendar_${process.pid}`) })
    leads = store.sql
  }
}

function setUp(kind: 'SQLite' | 'PostgreSQL') {
  beforeAll(async () => {
    process.env.CONTACT_FORM_SECRET ??= 'calendar-router-test-secret'
    await open(kind)
    await migrateLeads(leads)
    book = new LeadBook(leads)
    for (const p of PEOPLE)
      await store.sql.run(
        `INSERT INTO studio_people (id, email, name, role, langs, created_at) VALUES ($1, $2, $3, $4, '', 0)`,
        [p.id, p.email, p.name, p.role],
      )
    desk = new VisitDesk({ site })
    const app = express()
    app.use((req, res, next) => {
      res.locals.actor = PEOPLE.find((p) => p.id === req.get('x-person'))
      next()
    })
    const workspace = { read: () => siteText } as unknown as Workspace
    mountVisits(app, { book, store, workspace, publicUrl: new URL('https://studio.example.fi/'), now: () => now })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  }, 180_000)

  afterAll(async () => {
    close()
    if (leads !== store.sql) await leads.close()
    await store.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
    dir = ''
  })
}

beforeEach(() => {
  now = at('2026-03-20T12:00:00+02:00')
})

/** A lead with its visit, booked as the contact API books one (the lead and the visit in one transaction). */
async function booked(startIso: string, lang = 'fi', name = 'Matti Meikäläinen'): Promise<number> {
  return leads.tx(async (tx) => {
    const row = await tx.get<{ id: number }>(
      `INSERT INTO ${TABLES[tx.kind].leads} (created_at, name, email, phone, message, lang, next_attempt_at)
       VALUES ($1, $2, 'matti@example.fi', '040 123 4567', 'Kylpyhuone', $3, $1) RETURNING id`,
      [now, name, lang],
    )
    const id = Number(row!.id)
    await desk.book(tx, id, { start: at(startIso), area: 'uusimaa', address: ADDRESS }, now)
    return id
  })
}

async function call<T>(person: string, route: string, body?: unknown) {
  const response = await fetch(`${url}${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'x-person': person, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text,
    json: () => JSON.parse(text) as T,
  }
}

for (const kind of ['SQLite', 'PostgreSQL'] as const)
  describe(kind, () => {
    setUp(kind)

    describe('GET /api/visits: the week', () => {
      it("refuses a role without the site visits (toimittaja) with the role's reason", async () => {
        const answer = await call<{ error: string }>('p-tero', '/api/visits')
        expect(answer.status).toBe(403)
        expect(answer.json().error).toBe(STUDIO_UI.auth.roleRefused(STUDIO_UI.roles.refused.visits))
      })

      it('shows the week of the spring change with each time in its own offset, and marks the Sunday', async () => {
        const friday = await booked('2026-03-27T10:00:00+02:00')
        const monday = await booked('2026-03-30T10:00:00+03:00')
        const week = (await call<WeekAnswer>('p-anna', '/api/visits?from=2026-03-23&to=2026-03-29')).json()
        expect(week.days.map((d) => d.date)).toEqual([
          '2026-03-23',
          '2026-03-24',
          '2026-03-25',
          '2026-03-26',
          '2026-03-27',
          '2026-03-28',
          '2026-03-29',
        ])
        expect(week.days.map((d) => d.clockChange)).toEqual([null, null, null, null, null, null, 'forward'])
        expect(week.visits.map((v) => [v.leadId, v.startIso, v.start])).toEqual([
          [friday, '2026-03-27T10:00:00+02:00', Date.UTC(2026, 2, 27, 8)],
        ])
        expect(week.visits[0]).toMatchObject({ name: 'Matti Meikäläinen', personName: site.brand })
        expect([week.previous, week.next]).toEqual(['2026-03-16', '2026-03-30'])
        const after = (await call<WeekAnswer>('p-anna', `/api/visits?from=${week.next}&to=2026-04-05`)).json()
        expect(after.days.every((d) => d.clockChange === null)).toBe(true)
        expect(after.visits.map((v) => [v.leadId, v.startIso, v.start])).toEqual([
          [monday, '2026-03-30T10:00:00+03:00', Date.UTC(2026, 2, 30, 7)],
        ])
      })

      it("answers this week by default, marks the autumn change's Sunday, and refuses a range it cannot read", async () => {
        const week = (await call<WeekAnswer>('p-olga', '/api/visits')).json()
        expect([week.from, week.to, week.today]).toEqual(['2026-03-16', '2026-03-22', '2026-03-20'])
        const autumn = (await call<WeekAnswer>('p-olga', '/api/visits?from=2026-10-19&to=2026-10-25')).json()
        expect(autumn.days.at(-1)).toEqual({ date: '2026-10-25', clockChange: 'back' })
        for (const q of ['?from=maanantai', '?from=2026-03-23&to=2026-03-01', '?from=2026-01-01&to=2026-03-01']) {
          const bad = await call<{ error: string }>('p-olga', `/api/visits${q}`)
          expect([bad.status, bad.json().error]).toEqual([400, W.badRange])
        }
      })
    })

    describe("the lead's visit: confirm, move, cancel", () => {
      it('moves the visit to a free time: the new time taken, the old one free, the e-mail queued, the history written', async () => {
        const id = await booked('2026-03-24T10:00:00+02:00', 'en', 'Emma Smith')
        const before = (await call<LeadVisitAnswer>('p-anna', `/api/visits/lead/${id}`)).json()
        expect(before.visit).toMatchObject({
          status: 'booked',
          startIso: '2026-03-24T10:00:00+02:00',
          confirmed: false,
        })
        const target = before.times.find((t) => t.iso === '2026-03-26T13:00:00+02:00')
        expect(target).toBeTruthy()
        const moved = await call<LeadVisitAnswer>('p-anna', `/api/visits/lead/${id}/move`, { start: target!.iso })
        expect(moved.status).toBe(200)
        expect(moved.json().visit).toMatchObject({ startIso: target!.iso, confirmed: true })
        expect((await visitOfLead(leads, id))?.start).toBe(target!.start)
        const day = (d: string) => bookedVisitsBetween(leads, at(`${d}T00:00:00+02:00`), at(`${d}T23:59:00+02:00`))
        expect((await day('2026-03-24')).length).toBe(0)
        expect((await day('2026-03-26')).map((v) => v.start)).toEqual([target!.start])
        // The old time's cells were given back: another visitor books it.
        const other = await booked('2026-03-24T10:00:00+02:00')
        expect((await visitOfLead(leads, other))?.status).toBe('booked')
        const mails = await visitMailsOf(leads, id)
        const notice = mails.find((m) => m.kind === 'moved' && m.mail.to.address === 'matti@example.fi')
        expect(notice?.status).toBe('pending')
        expect(notice?.mail.subject).toContain('Site visit moved')
        expect(mails.filter((m) => m.kind === 'reminder').map((m) => m.status)).toEqual(['void', 'pending'])
        const events = await book.events(id)
        expect(events.map((e) => [e.kind, e.person, e.value])).toEqual([['visit-moved', 'Anna Myyjä', target!.iso]])
      })

      it('answers 409 "Aika ehdittiin juuri varata – valitse toinen" for a time taken, and changes nothing', async () => {
        const id = await booked('2026-03-25T09:00:00+02:00')
        await booked('2026-03-25T14:00:00+02:00')
        const taken = await call<{ error: string }>('p-anna', `/api/visits/lead/${id}/move`, {
          start: '2026-03-25T14:00:00+02:00',
        })
        expect([taken.status, taken.json().error]).toEqual([409, 'Aika ehdittiin juuri varata – valitse toinen'])
        expect((await visitOfLead(leads, id))?.start).toBe(at('2026-03-25T09:00:00+02:00'))
        expect((await visitMailsOf(leads, id)).filter((m) => m.kind === 'moved')).toEqual([])
        const bad = await call<{ error: string }>('p-anna', `/api/visits/lead/${id}/move`, { start: 'huomenna' })
        expect(bad.status).toBe(400)
      })

      it("confirms once (the visitor's e-mail queued once in their language) and cancels (the time free again)", async () => {
        const id = await booked('2026-03-27T14:00:00+02:00', 'ru', 'Анна Иванова')
        for (let i = 0; i < 2; i++)
          expect((await call('p-olga', `/api/visits/lead/${id}/confirm`, {})).status).toBe(200)
        const shown = (await call<LeadVisitAnswer>('p-olga', `/api/visits/lead/${id}`)).json()
        expect(shown.visit?.confirmed).toBe(true)
        const confirmed = (await visitMailsOf(leads, id)).filter((m) => m.kind === 'confirmed')
        expect(confirmed).toHaveLength(1)
        expect(confirmed[0]!.mail.text).toContain(serverStringsFor('ru').bookingMail.confirmedText)
        const cancelled = await call<LeadVisitAnswer>('p-olga', `/api/visits/lead/${id}/cancel`, {})
        expect(cancelled.json().visit?.status).toBe('cancelled')
        const notice = (await visitMailsOf(leads, id)).find(
          (m) => m.kind === 'cancelled' && m.key.startsWith('visitor'),
        )
        expect(notice?.mail.text).toContain(serverStringsFor('ru').bookingMail.cancelledByCompanyText)
        expect((await book.events(id)).map((e) => e.kind)).toEqual([
          'visit-confirmed',
          'visit-confirmed',
          'visit-cancelled',
        ])
        expect((await call('p-olga', `/api/visits/lead/${id}/cancel`, {})).status).toBe(404)
        expect((await visitOfLead(leads, await booked('2026-03-27T14:00:00+02:00')))?.status).toBe('booked')
      })
    })

    /** A feed parsed by ical.js, its VTIMEZONE registered: each event's start as an instant and its zone. */
    function events(text: string) {
      const cal = new ICAL.Component(ICAL.parse(text))
      for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
      expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Helsinki')
      return cal.getAllSubcomponents('vevent').map((v) => {
        const e = new ICAL.Event(v)
        const zone = v.getFirstProperty('dtstart')?.getParameter('tzid')
        return { start: e.startDate.toJSDate().getTime(), zone, summary: e.summary }
      })
    }

    describe('the calendar feed /calendar/<token>.ics', () => {
      it("keeps the token only hashed, serves the person's visits across the spring change, and 404s once renewed, revoked or the person is gone", async () => {
        const spring = await booked('2026-03-27T08:00:00+02:00', 'fi', 'Kevät Ennen')
        const summer = await booked('2026-03-30T08:00:00+03:00', 'fi', 'Kesä Jälkeen')
        await book.assign(summer, { id: 'p-anna', name: 'Anna Myyjä' }, { id: 'p-olga', name: 'Olga' }, now)
        expect((await call<FeedState>('p-anna', '/api/visits/feed')).json().active).toBe(false)
        const made = (await call<FeedState>('p-anna', '/api/visits/feed', {})).json()
        const token = /^https:\/\/studio\.example\.fi\/calendar\/([\w-]{43})\.ics$/.exec(made.url ?? '')?.[1]
        expect(token).toBeTruthy()
        const rows = await store.sql.all<Record<string, unknown>>('SELECT * FROM studio_calendar_feeds')
        expect(JSON.stringify(rows)).not.toContain(token)
        const feed = await call('', `/calendar/${token}.ics`)
        expect([feed.status, feed.type]).toEqual([200, 'text/calendar; charset=utf-8'])
        // myynti: the visits of the leads given to her; the owner: the company's every one.
        expect(events(feed.text).map((e) => [e.start, e.zone])).toEqual([[Date.UTC(2026, 2, 30, 5), 'Europe/Helsinki']])
        const owner = (await call<FeedState>('p-olga', '/api/visits/feed', {})).json()
        const all = events((await call('', new URL(owner.url!).pathname)).text)
        expect(
          all.filter((e) => e.summary.includes('Kevät') || e.summary.includes('Kesä')).map((e) => e.start),
        ).toEqual([Date.UTC(2026, 2, 27, 6), Date.UTC(2026, 2, 30, 5)])
        expect(spring).toBeGreaterThan(0)
        const renewed = (await call<FeedState>('p-anna', '/api/visits/feed', {})).json()
        expect((await call('', `/calendar/${token}.ics`)).status).toBe(404)
        expect((await call('', new URL(renewed.url!).pathname)).status).toBe(200)
        expect((await call('', '/calendar/not-a-token.ics')).status).toBe(404)
        expect((await call<FeedState>('p-anna', '/api/visits/feed/revoke', {})).json().active).toBe(false)
        expect((await call('', new URL(renewed.url!).pathname)).status).toBe(404)
        const again = (await call<FeedState>('p-anna', '/api/visits/feed', {})).json()
        expect((await call('', new URL(again.url!).pathname)).status).toBe(200)
        await store.removePerson('p-anna')
        expect((await call('', new URL(again.url!).pathname)).status).toBe(404)
        expect((await call('', new URL(owner.url!).pathname)).status).toBe(200)
      })
    })
  })
