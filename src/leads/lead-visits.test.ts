/**
 * A booking's lead in the inbox's queries: erasing it (a data subject's request, the
 * owner's "Henkilön tiedot" and the inbox's erase both call LeadBook.erase) takes its visit, its time's
 * cells, its day's count and its e-mails with it, so the time is free again and nothing of the visitor
 * is left; and the month's figures count the leads booked online. On SQLite and a real PostgreSQL.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VisitDesk } from '../visit-desk/visit-desk.js'
import { parseInstant } from '../booking/helsinki-clock.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'
import { openPostgres, openSqlite, type Sql } from '../storage/sql.js'
import { bookingSiteOf } from '../studio/visits/visits-mount.js'
import { LeadBook } from './lead-book.js'
import { leadStats } from './lead-stats.js'
import { LEADS_SQLITE_FILE, migrateLeads, TABLES } from './lead-tables.js'
import { VISIT_TABLES, visitOfLead } from './visit-book.js'
import { VISIT_MAIL_TABLE, visitMailsOf } from './visit-mails.js'

const at = (iso: string) => parseInstant(iso) as number
const NOW = at('2026-11-20T12:00:00+02:00')
const site = bookingSiteOf(readFileSync(path.join(import.meta.dirname, '../../pages-data/site.json'), 'utf8'))
const desk = new VisitDesk({ site, secret: Buffer.from('lead-visits-test') })
const ADDRESS = { street: 'Mannerheimintie 5', postalCode: '00100', city: 'Helsinki' }

let postgres: TestPostgres | undefined
afterAll(async () => postgres?.stop(), 180_000)

for (const kind of ['SQLite', 'PostgreSQL'] as const) {
  describe(kind, () => {
    let dir = ''
    let sql: Sql
    let book: LeadBook
    beforeAll(async () => {
      if (kind === 'SQLite') {
        dir = mkdtempSync(path.join(tmpdir(), 'lead-visits-'))
        sql = openSqlite(path.join(dir, LEADS_SQLITE_FILE))
      } else {
        postgres ??= await startPostgres()
        sql = openPostgres(await postgres.createDatabase(`lead_visits_${process.pid}`))
      }
      await migrateLeads(sql)
      book = new LeadBook(sql)
    }, 180_000)
    afterAll(async () => {
      await sql.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    })
    stories(() => ({ sql, book }))
  })
}

function stories(store: () => { sql: Sql; book: LeadBook }) {
  async function lead(email: string, visitIso?: string): Promise<number> {
    const { sql } = store()
    return sql.tx(async (tx) => {
      const row = await tx.get<{ id: number }>(
        `INSERT INTO ${TABLES[sql.kind].leads} (created_at, name, email, phone, message, next_attempt_at) VALUES ($1, 'Aino', $2, '', 'Keittiö', $1) RETURNING id`,
        [NOW, email],
      )
      const id = Number(row!.id)
      if (visitIso) await desk.book(tx, id, { start: at(visitIso), area: 'uusimaa', address: ADDRESS }, NOW)
      return id
    })
  }

  const count = async (table: string, id: number) =>
    Number((await store().sql.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE lead_id = $1`, [id]))!.n)
  const dayRows = async () =>
    store().sql.all<{ day: string; visits: number }>(`SELECT day, visits FROM ${VISIT_TABLES[store().sql.kind].days}`)

  describe("erasing a booking's lead", () => {
    it('takes its visit, its cells, its place in the day and its e-mails with it; the time is free again', async () => {
      const { sql, book } = store()
      const start = '2026-11-24T10:00:00+02:00'
      const id = await lead('aino@example.fi', start)
      expect(await count(VISIT_TABLES[sql.kind].cells, id)).toBeGreaterThan(0)
      expect((await visitMailsOf(sql, id)).length).toBeGreaterThan(0)
      const found = await book.person({ email: 'aino@example.fi' })
      expect(await book.erase(found.map((l) => l.id))).toBe(1)
      expect(await visitOfLead(sql, id)).toBeUndefined()
      expect(await count(VISIT_TABLES[sql.kind].visits, id)).toBe(0)
      expect(await count(VISIT_TABLES[sql.kind].cells, id)).toBe(0)
      expect(await count(VISIT_MAIL_TABLE[sql.kind], id)).toBe(0)
      expect(await dayRows()).toEqual([])
      const again = await lead('toinen@example.fi', start)
      expect((await visitOfLead(sql, again))?.status).toBe('booked')
    })
  })

  describe('the figures: booked online', () => {
    it('counts the leads that booked a visit beside those answered within 24 hours', async () => {
      const { sql, book } = store()
      const from = at('2026-11-01T00:00:00+02:00')
      const to = at('2026-12-01T00:00:00+02:00')
      await sql.run(`DELETE FROM ${TABLES[sql.kind].leads}`)
      await lead('a@example.fi', '2026-11-25T10:00:00+02:00')
      await lead('b@example.fi', '2026-11-25T13:00:00+02:00')
      await lead('c@example.fi')
      const groups = await book.monthGroups(from, to)
      expect(groups.map((g) => [g.count, g.bookedOnline])).toEqual([[3, 2]])
      const stats = leadStats(
        [{ month: '2026-11', groups }],
        { of: () => ({ title: '', service: null, city: null }) } as never,
        {
          none: '-',
          langName: (l) => l,
        },
      )
      expect(stats.months[0]).toMatchObject({ count: 3, bookedOnline: 2 })
      expect(stats.byLang[0]).toMatchObject({ count: 3, bookedOnline: 2 })
    })
  })
}
