/**
 * The studio's saved availability settings reach the public free times ("Arviokäynnit"):
 * the contact API's desk reads the leads database's settings row again after its cache, so a day
 * off saved in the studio removes that date's times from GET /api/visit-slots without a restart.
 */
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import site from '../../pages-data/site.json' with { type: 'json' }
import { defaultAvailability } from '../../src/booking/availability.js'
import { parseInstant } from '../../src/booking/helsinki-clock.js'
import { LEADS_SQLITE_FILE, migrateLeads } from '../../src/leads/lead-tables.js'
import { saveVisitSettings } from '../../src/leads/visit-settings.js'
import type { Site } from '../../src/runtime/content-types.generated.js'
import { openPostgres, openSqlite, type Sql } from '../../src/storage/sql.js'
import { startApi, tempDataDir, type RunningApi } from '../../tests/support/contact-api.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'
import { bookingSiteOf } from '../site-routes.js'
import { VisitDesk } from '../../src/visit-desk/visit-desk.js'

let api: RunningApi | undefined
let studio: Sql | undefined
let postgres: TestPostgres | undefined
let databases = 0
afterEach(async () => {
  await api?.close()
  await studio?.close()
  api = studio = undefined
})
afterAll(async () => postgres?.stop(), 180_000)

type Slots = Record<string, { start: string }[]>
const slotsOf = async (url: string) =>
  ((await (await fetch(`${url}/api/visit-slots`)).json()) as { slots: Slots }).slots

for (const kind of ['SQLite', 'PostgreSQL'] as const) {
  describe(`the free times follow the saved settings (${kind})`, () => {
    it("a day off saved in the studio's database removes that date's times, a longer visit gives longer times", async () => {
      // The desk reads the settings on every request here (cache 0): no waiting in the test.
      if (kind === 'SQLite') {
        const dataDir = tempDataDir()
        api = await startApi({ telegram: null, dataDir, slotCacheMs: 0 })
        studio = openSqlite(path.join(dataDir, LEADS_SQLITE_FILE))
      } else {
        postgres ??= await startPostgres()
        const databaseUrl = await postgres.createDatabase(`desk_settings_${process.pid}_${++databases}`)
        api = await startApi({ telegram: null, databaseUrl, slotCacheMs: 0 })
        studio = openPostgres(databaseUrl)
      }
      await migrateLeads(studio)
      const before = await slotsOf(api.url)
      const days = Object.keys(before).filter((d) => before[d]!.length > 0)
      expect(days.length).toBeGreaterThan(2)
      const [dayOff, other] = days as [string, string]
      const s = defaultAvailability(site as Site)
      s.daysOff = [dayOff]
      expect((await saveVisitSettings(studio, { settings: s, from: 0, by: 'Myyjä', now: Date.now() })).ok).toBe(true)
      const after = await slotsOf(api.url)
      expect(after[dayOff] ?? []).toEqual([])
      expect(after[other]?.length).toBe(before[other]!.length)
      // A longer visit (two hours): fewer start times on the other day, each two hours long.
      s.visitMinutes = 120
      expect((await saveVisitSettings(studio, { settings: s, from: 1, by: 'Myyjä', now: Date.now() })).ok).toBe(true)
      const longer = (await (await fetch(`${api.url}/api/visit-slots`)).json()) as {
        slots: Record<string, { start: string; end: string }[]>
      }
      const first = longer.slots[other]![0]!
      expect((parseInstant(first.end)! - parseInstant(first.start)!) / 60_000).toBe(120)
      expect(longer.slots[other]!.length).toBeLessThan(before[other]!.length)
    })
  })
}

describe("the desk's cache of the settings", () => {
  it('keeps the settings it read for its cache time, then reads the new version and computes the times again', async () => {
    const dataDir = tempDataDir()
    const sql = openSqlite(path.join(dataDir, LEADS_SQLITE_FILE))
    try {
      await migrateLeads(sql)
      const desk = new VisitDesk({ site: bookingSiteOf(site as Site), cacheMs: 5_000 })
      const now = parseInstant('2026-12-01T12:00:00+02:00')!
      const q = { from: '2026-12-02', to: '2026-12-08', area: 'uusimaa' as const }
      const first = await desk.slots(sql, q, now)
      expect(first.slots['2026-12-03']?.length).toBeGreaterThan(0)
      const s = defaultAvailability(site as Site)
      s.daysOff = ['2026-12-03']
      await saveVisitSettings(sql, { settings: s, from: 0, by: 'Myyjä', now })
      // Within the cache: the times and the settings as they were read.
      expect((await desk.slots(sql, q, now + 4_000)).slots['2026-12-03']?.length).toBeGreaterThan(0)
      expect(desk.settings.daysOff).toEqual([])
      // After it: the saved settings, and times computed from them.
      expect((await desk.slots(sql, q, now + 5_000)).slots['2026-12-03'] ?? []).toEqual([])
      expect(desk.settings.daysOff).toEqual(['2026-12-03'])
    } finally {
      await sql.close()
    }
  })

  it('uses fixed settings as given, whatever is saved', async () => {
    const dataDir = tempDataDir()
    const sql = openSqlite(path.join(dataDir, LEADS_SQLITE_FILE))
    try {
      await migrateLeads(sql)
      const fixed = defaultAvailability(site as Site)
      fixed.visitMinutes = 90
      const saved = defaultAvailability(site as Site)
      saved.visitMinutes = 30
      await saveVisitSettings(sql, { settings: saved, from: 0, by: 'Myyjä', now: 0 })
      const desk = new VisitDesk({ site: bookingSiteOf(site as Site), settings: fixed, cacheMs: 0 })
      await desk.refresh(sql, 1)
      expect(desk.settings.visitMinutes).toBe(90)
    } finally {
      await sql.close()
    }
  })
})
