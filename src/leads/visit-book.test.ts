import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import site from '../../pages-data/site.json' with { type: 'json' }
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'
import { type AvailabilitySettings, defaultAvailability } from '../booking/availability.js'
import { parseInstant } from '../booking/helsinki-clock.js'
import { freeSlots, personForVisit } from '../booking/slots.js'
import type { Site } from '../runtime/content-types.generated.js'
import { openPostgres, openSqlite, type Sql } from '../storage/sql.js'
import { LEADS_SQLITE_FILE, migrateLeads, TABLES } from './lead-tables.js'
import { bookedVisitsBetween, cancelVisit, migrateVisits, moveVisit, takeVisit, VisitTaken } from './visit-book.js'

const INSTANCES = 4
const RACERS = 12
const at = (iso: string) => parseInstant(iso) as number
const NOW = at('2026-12-01T12:00:00+02:00')
const team = (): AvailabilitySettings => {
  const s = defaultAvailability(site as Site)
  const one = s.people[0]!
  s.people = [
    { ...one, id: 'aino', name: 'Aino' },
    { ...one, id: 'mikko', name: 'Mikko' },
  ]
  return s
}
const address = { street: 'Mannerheimintie 5', postalCode: '00100', city: 'Helsinki' }

let postgres: TestPostgres | undefined
let databases = 0
afterAll(async () => postgres?.stop(), 180_000)

/** N instances on one store: N connections to one SQLite file, or N pools on one PostgreSQL database. */
async function instances(kind: 'SQLite' | 'PostgreSQL'): Promise<{ all: Sql[]; close(): Promise<void> }> {
  let open: () => Sql
  let dir = ''
  if (kind === 'SQLite') {
    dir = mkdtempSync(path.join(tmpdir(), 'visits-'))
    open = () => openSqlite(path.join(dir, LEADS_SQLITE_FILE))
  } else {
    postgres ??= await startPostgres()
    const url = await postgres.createDatabase(`visits_${process.pid}_${++databases}`)
    open = () => openPostgres(url)
  }
  const all = Array.from({ length: INSTANCES }, open)
  await migrateLeads(all[0]!)
  await migrateVisits(all[0]!)
  return {
    all,
    async close() {
      for (const sql of all) await sql.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * One visitor's booking as the API will make it: the person picked from what the visitor saw before
 * anyone booked (every racer saw the time free), then the lead and its visit in one transaction.
 */
async function book(
  sql: Sql,
  s: AvailabilitySettings,
  startIso: string,
  postalArea: 'uusimaa' | 'etela-karjala' = 'uusimaa',
  person?: string,
) {
  const start = at(startIso)
  const chosen = person ?? personForVisit({ settings: s, visits: [], area: postalArea, now: NOW, start })
  if (!chosen) throw new Error(`not free: ${startIso}`)
  try {
    return await sql.tx(async (tx) => {
      const lead = await tx.get<{ id: number }>(
        `INSERT INTO ${TABLES[tx.kind].leads} (created_at, name, email, phone, message, next_attempt_at) VALUES ($1, 'Aino', 'a@example.fi', '', 'Kylpyhuone, 5 m2', $1) RETURNING id`,
        [NOW],
      )
      const leadId = Number(lead!.id)
      await takeVisit(
        tx,
        { leadId, person: chosen, start, end: start + 3_600_000, area: postalArea, address, now: NOW },
        s,
      )
      return { won: true as const, leadId }
    })
  } catch (error) {
    if (error instanceof VisitTaken) return { won: false as const }
    throw error
  }
}

const leadCount = async (sql: Sql) =>
  Number((await sql.get<{ n: number }>(`SELECT count(*) AS n FROM ${TABLES[sql.kind].leads}`))!.n)

describe.each(['SQLite', 'PostgreSQL'] as const)('no double booking on %s', (kind) => {
  let store: Awaited<ReturnType<typeof instances>>
  beforeAll(async () => {
    store = await instances(kind)
  }, 180_000)
  afterAll(async () => store?.close())

  it(`gives one time raced by ${RACERS} visitors on ${INSTANCES} instances to exactly one of them per person`, async () => {
    const s = team()
    // Everyone asks for the same person (the one the generator offered first), all at once.
    const results = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        book(store.all[i % INSTANCES]!, s, '2026-12-03T10:00:00+02:00', 'uusimaa', 'aino'),
      ),
    )
    expect(results.filter((r) => r.won)).toHaveLength(1)
    // The losers' leads were rolled back with their visit: one lead, one visit.
    expect(await leadCount(store.all[1]!)).toBe(1)
    const booked = await bookedVisitsBetween(
      store.all[2]!,
      at('2026-12-03T00:00:00+02:00'),
      at('2026-12-04T00:00:00+02:00'),
    )
    expect(booked.map((v) => v.person)).toEqual(['aino'])
    // The time is still free with the other person, and the generator says so.
    const free = freeSlots({
      settings: s,
      visits: booked,
      area: 'uusimaa',
      from: '2026-12-03',
      to: '2026-12-03',
      now: NOW,
    })
    expect(free.find((x) => x.start === at('2026-12-03T10:00:00+02:00'))?.people).toEqual(['mikko'])
  }, 60_000)

  it('refuses overlapping times of one person (buffers included), raced at once', async () => {
    const s = team()
    const starts = ['11:00', '11:30', '12:00', '12:30', '13:00'].map((t) => `2026-12-04T${t}:00+02:00`)
    const results = await Promise.all(
      starts.flatMap((iso, i) => [
        book(store.all[i % INSTANCES]!, s, iso, 'uusimaa', 'mikko'),
        book(store.all[(i + 1) % INSTANCES]!, s, iso, 'uusimaa', 'mikko'),
      ]),
    )
    const booked = await bookedVisitsBetween(
      store.all[0]!,
      at('2026-12-04T00:00:00+02:00'),
      at('2026-12-05T00:00:00+02:00'),
    )
    // Visits of an hour with half an hour on each side: at most one in each two hours, so two of the five starts.
    expect(results.filter((r) => r.won)).toHaveLength(booked.length)
    for (let i = 1; i < booked.length; i++)
      expect(booked[i]!.start - booked[i - 1]!.end).toBeGreaterThanOrEqual(60 * 60_000)
    expect(booked.length).toBeGreaterThanOrEqual(1)
    expect(booked.length).toBeLessThanOrEqual(2)
  }, 60_000)

  it("keeps one person's day to one area and to its cap, raced at once", async () => {
    const s = team()
    const day = '2026-12-07'
    const results = await Promise.all([
      book(store.all[0]!, s, `${day}T08:00:00+02:00`, 'uusimaa', 'aino'),
      book(store.all[1]!, s, `${day}T14:00:00+02:00`, 'etela-karjala', 'aino'),
    ])
    expect(results.filter((r) => r.won)).toHaveLength(1)
    s.maxVisitsPerDay = 2
    const capped = await Promise.all(
      ['08:00', '10:00', '12:00', '14:00', '16:00'].map((t, i) =>
        book(store.all[i % INSTANCES]!, s, `2026-12-08T${t}:00+02:00`, 'uusimaa', 'mikko'),
      ),
    )
    expect(capped.filter((r) => r.won)).toHaveLength(2)
  }, 60_000)

  it('frees a time at once when the visit is cancelled, and moves a visit with a new sequence', async () => {
    const s = team()
    const first = await book(store.all[0]!, s, '2026-12-09T10:00:00+02:00', 'uusimaa', 'aino')
    expect(first.won).toBe(true)
    expect((await book(store.all[1]!, s, '2026-12-09T10:30:00+02:00', 'uusimaa', 'aino')).won).toBe(false)
    const leadId = (first as { leadId: number }).leadId
    await store.all[2]!.tx((tx) =>
      moveVisit(
        tx,
        {
          leadId,
          person: 'aino',
          start: at('2026-12-09T14:00:00+02:00'),
          end: at('2026-12-09T15:00:00+02:00'),
          now: NOW,
        },
        s,
      ),
    )
    const row = await store.all[3]!.get<{ sequence: number; start_at: number; previous_start_at: number }>(
      `SELECT sequence, start_at, previous_start_at FROM ${kind === 'SQLite' ? 'lead_visits' : 'contact_lead_visits'} WHERE lead_id = $1`,
      [leadId],
    )
    expect([row!.sequence, Number(row!.start_at), Number(row!.previous_start_at)]).toEqual([
      1,
      at('2026-12-09T14:00:00+02:00'),
      at('2026-12-09T10:00:00+02:00'),
    ])
    expect((await book(store.all[1]!, s, '2026-12-09T10:30:00+02:00', 'uusimaa', 'aino')).won).toBe(true)
    expect(await store.all[0]!.tx((tx) => cancelVisit(tx, leadId, NOW))).toBe(true)
    expect(await store.all[0]!.tx((tx) => cancelVisit(tx, leadId, NOW))).toBe(false)
    expect((await book(store.all[2]!, s, '2026-12-09T14:00:00+02:00', 'uusimaa', 'aino')).won).toBe(true)
  }, 60_000)
})
