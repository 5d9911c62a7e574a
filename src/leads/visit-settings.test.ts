/**
 * The studio's availability settings in the leads database ("Arviokäynnit"), on SQLite and
 * PostgreSQL: one versioned row, a save over a stale version refused, a row that no longer reads
 * taken as none.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import site from '../../pages-data/site.json' with { type: 'json' }
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'
import { defaultAvailability } from '../booking/availability.js'
import type { Site } from '../runtime/content-types.generated.js'
import { openPostgres, openSqlite, type Sql } from '../storage/sql.js'
import { LEADS_SQLITE_FILE, migrateLeads } from './lead-tables.js'
import { readVisitSettings, saveVisitSettings, storedVersion, VISIT_SETTINGS_TABLE } from './visit-settings.js'

let postgres: TestPostgres | undefined
let databases = 0
afterAll(async () => postgres?.stop(), 180_000)

/** Two connections to one fresh leads database (the contact API's and the studio's), migrated. */
async function twoConnections(kind: 'SQLite' | 'PostgreSQL'): Promise<{ a: Sql; b: Sql; close(): Promise<void> }> {
  let open: () => Sql
  let dir = ''
  if (kind === 'SQLite') {
    dir = mkdtempSync(path.join(tmpdir(), 'visit-settings-'))
    open = () => openSqlite(path.join(dir, LEADS_SQLITE_FILE))
  } else {
    postgres ??= await startPostgres()
    const url = await postgres.createDatabase(`visit_settings_${process.pid}_${++databases}`)
    open = () => openPostgres(url)
  }
  const a = open()
  await migrateLeads(a)
  const b = open()
  return {
    a,
    b,
    async close() {
      await a.close()
      await b.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

const settings = () => defaultAvailability(site as Site)

for (const kind of ['SQLite', 'PostgreSQL'] as const) {
  describe(`the visit settings' row (${kind})`, () => {
    it('is none until saved, then reads back on the other connection with its version, time and saver', async () => {
      const db = await twoConnections(kind)
      try {
        expect(await readVisitSettings(db.a)).toBeNull()
        expect(await storedVersion(db.a)).toBe(0)
        const s = settings()
        s.visitMinutes = 90
        s.daysOff = ['2026-12-24']
        expect(await saveVisitSettings(db.a, { settings: s, from: 0, by: 'Myyjä', now: 1000 })).toEqual({
          ok: true,
          version: 1,
        })
        expect(await readVisitSettings(db.b)).toEqual({ settings: s, version: 1, savedAt: 1000, savedBy: 'Myyjä' })
        s.maxVisitsPerDay = 2
        expect(await saveVisitSettings(db.b, { settings: s, from: 1, by: 'Omistaja', now: 2000 })).toEqual({
          ok: true,
          version: 2,
        })
        expect((await readVisitSettings(db.a))?.settings.maxVisitsPerDay).toBe(2)
      } finally {
        await db.close()
      }
    })

    it('refuses a save over a version someone else saved over (the first save too), and keeps theirs', async () => {
      const db = await twoConnections(kind)
      try {
        const mine = settings()
        const theirs = settings()
        theirs.visitMinutes = 120
        expect((await saveVisitSettings(db.a, { settings: theirs, from: 0, by: 'A', now: 1 })).ok).toBe(true)
        mine.visitMinutes = 45
        // Both loaded "none saved"; the second first save meets the first one's row.
        expect(await saveVisitSettings(db.b, { settings: mine, from: 0, by: 'B', now: 2 })).toEqual({
          ok: false,
          stale: true,
          version: 1,
        })
        expect((await saveVisitSettings(db.a, { settings: theirs, from: 1, by: 'A', now: 3 })).ok).toBe(true)
        expect(await saveVisitSettings(db.b, { settings: mine, from: 1, by: 'B', now: 4 })).toEqual({
          ok: false,
          stale: true,
          version: 2,
        })
        expect((await readVisitSettings(db.b))?.settings.visitMinutes).toBe(120)
        // Racing saves over one version: exactly one lands.
        const racers = await Promise.all(
          [db.a, db.b, db.a, db.b].map((sql, i) =>
            saveVisitSettings(sql, { settings: { ...mine, visitMinutes: 60 + i * 5 }, from: 2, by: `R${i}`, now: 5 }),
          ),
        )
        expect(racers.filter((r) => r.ok)).toHaveLength(1)
        expect(await storedVersion(db.a)).toBe(3)
      } finally {
        await db.close()
      }
    })

    it('reads a row whose settings lost their shape as none, and says so', async () => {
      const db = await twoConnections(kind)
      try {
        await saveVisitSettings(db.a, { settings: settings(), from: 0, by: 'A', now: 1 })
        await db.a.run(`UPDATE ${VISIT_SETTINGS_TABLE[db.a.kind]} SET settings = $1`, ['{"visitMinutes":"60"}'])
        const told: number[] = []
        expect(await readVisitSettings(db.b, (v) => told.push(v))).toBeNull()
        expect(told).toEqual([1])
        expect(await storedVersion(db.b)).toBe(1)
      } finally {
        await db.close()
      }
    })
  })
}
