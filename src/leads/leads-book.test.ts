/**
 * The inbox's queries (src/leads/lead-book.ts, src/leads/notices.ts) on both
 * stores, each as the two processes meet it: the contact API stores messages
 * through its own outbox (SQLite) or PgStore (PostgreSQL, a real cluster), and
 * the studio opens the same database through the common interface. The same
 * stories run on each store.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readContactConfig } from '../../server/contact/config.js'
import { Outbox, type NewLead } from '../../server/contact/outbox.js'
import { PgStore } from '../../server/contact/pg-store.js'
import { LeadBook } from './lead-book.js'
import { LEADS_SQLITE_FILE, migrateLeads } from './lead-tables.js'
import { claimDueNotice, listNotices, markReminded, queueNotice, reminderCandidates } from './notices.js'
import { DAY_MS, REMINDER_AFTER_MS } from './stages.js'
import { openPostgres, openSqlite, type Sql } from '../storage/sql.js'
import { startPostgres, type TestPostgres } from '../../tests/support/postgres.js'

interface Store {
  /** Stores a message as the contact API does. */
  add(lead: NewLead, at: number): Promise<number>
  /** The studio's view of the same database. */
  book: LeadBook
  /** A second, separate connection (another instance). */
  other: Sql
  close(): Promise<void>
}

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 10, 20, 10) // a Friday, 12.00 in Helsinki
const anna = { id: 'p-anna', name: 'Anna Myyjä' }
const lead = (over: Partial<NewLead> = {}): NewLead => ({
  name: 'Matti Meikäläinen',
  email: 'matti@example.fi',
  phone: '040 123 4567',
  message: 'Kylpyhuoneen remontti, noin 5 m².',
  page: '/palvelu/kylpyhuone-remontti',
  lang: 'fi',
  ...over,
})

async function sqliteStore(): Promise<Store> {
  const dir = mkdtempSync(path.join(tmpdir(), 'leads-book-'))
  const outbox = new Outbox(dir)
  const studio = openSqlite(path.join(dir, LEADS_SQLITE_FILE))
  await migrateLeads(studio)
  const other = openSqlite(path.join(dir, LEADS_SQLITE_FILE))
  return {
    add: async (l, at) => outbox.add(l, at),
    book: new LeadBook(studio),
    other,
    async close() {
      await studio.close()
      await other.close()
      outbox.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

let postgres: TestPostgres
let databases = 0
async function postgresStore(): Promise<Store> {
  const url = await postgres.createDatabase(`leads_${process.pid}_${++databases}`)
  const api = await PgStore.open({ ...readContactConfig({}), databaseUrl: url, telegram: null }, { log: () => {} })
  const studio = openPostgres(url)
  await migrateLeads(studio)
  const other = openPostgres(url)
  return {
    add: (l, at) => api.add(l, at),
    book: new LeadBook(studio),
    other,
    async close() {
      await studio.close()
      await other.close()
      await api.close()
    },
  }
}

beforeAll(async () => {
  postgres = await startPostgres()
}, 180_000)
afterAll(async () => {
  await postgres?.stop()
}, 180_000)

describe.each([
  ['SQLite', sqliteStore],
  ['PostgreSQL', postgresStore],
] as const)('the inbox on %s', (_name, open) => {
  let store: Store
  beforeAll(async () => {
    store = await open()
  }, 120_000)
  afterAll(async () => store?.close())

  it('lists every lead newest first, a page at a time, with how many match', async () => {
    const ids: number[] = []
    for (let i = 0; i < 7; i++) ids.push(await store.add(lead({ name: `Asiakas ${i}` }), NOW - (7 - i) * HOUR))
    const first = await store.book.list({}, { limit: 3, now: NOW })
    expect(first.total).toBe(7)
    expect(first.leads.map((l) => l.id)).toEqual(ids.slice(4).reverse())
    expect(first.leads[0]).toMatchObject({ stage: 'uusi', assignee: null, lang: 'fi', delivery: 'pending' })
    const second = await store.book.list({}, { limit: 3, now: NOW, before: first.next! })
    expect(second.leads.map((l) => l.id)).toEqual(ids.slice(1, 4).reverse())
    const last = await store.book.list({}, { limit: 3, now: NOW, before: second.next! })
    expect(last.leads.map((l) => l.id)).toEqual([ids[0]])
    expect(last.next).toBeNull()
    await store.book.erase(ids)
  })

  it('finds leads by name with or without accents, by Cyrillic name, e-mail and any way of writing the phone', async () => {
    const a = await store.add(
      lead({ name: 'Äijälä Öljynen', email: 'Aijala@Example.FI', phone: '+358 40 765 4321' }),
      NOW,
    )
    const b = await store.add(lead({ name: 'Ирина Йогова', email: 'irina@example.ru', phone: '', lang: 'ru' }), NOW)
    const ids = async (q: string) => (await store.book.list({ q }, { limit: 10, now: NOW })).leads.map((l) => l.id)
    expect(await ids('äijälä')).toEqual([a])
    expect(await ids('AIJALA')).toEqual([a])
    expect(await ids('ирина')).toEqual([b])
    expect(await ids('ЙОГ')).toEqual([b])
    expect(await ids('aijala@example')).toEqual([a])
    expect(await ids('040 7654')).toEqual([a])
    expect(await ids('+358407654321')).toEqual([a])
    expect(await ids('100%_')).toEqual([])
    await store.book.erase([a, b])
  })

  it('filters by stage, person, language, pages and month', async () => {
    const fi = await store.add(lead(), NOW - 2 * HOUR)
    const ru = await store.add(lead({ lang: 'ru', page: '/ru/uslugi/remont-vannoj' }), NOW - HOUR)
    const old = await store.add(lead({ page: '/palvelu/keittion-remontti' }), Date.UTC(2026, 8, 15))
    await store.book.setStage(fi, 'yhteydessa', anna, NOW)
    await store.book.assign(ru, anna, anna, NOW)
    const ids = async (filter: Parameters<LeadBook['list']>[0]) =>
      (await store.book.list(filter, { limit: 10, now: NOW })).leads.map((l) => l.id)
    expect(await ids({ stage: 'yhteydessa' })).toEqual([fi])
    expect(await ids({ assignee: anna.id })).toEqual([ru])
    expect(await ids({ assignee: 'none' })).toEqual([old, fi])
    expect(await ids({ lang: 'ru' })).toEqual([ru])
    expect(await ids({ pages: ['/palvelu/keittion-remontti', '/en/services/kitchen'] })).toEqual([old])
    expect(await ids({ pages: [] })).toEqual([])
    expect(await ids({ from: Date.UTC(2026, 8, 1), to: Date.UTC(2026, 9, 1) })).toEqual([old])
    expect(await ids({ overdue: true })).toEqual([old])
    await store.book.erase([fi, ru, old])
  })

  it('moves a lead through the stages, recording who and when, its first answer and its first offer', async () => {
    const id = await store.add(lead(), NOW - 3 * HOUR)
    const moved = await store.book.setStage(id, 'yhteydessa', anna, NOW)
    expect(moved).toMatchObject({ stage: 'yhteydessa', stageAt: NOW, answeredAt: NOW, offeredAt: null, changedAt: NOW })
    await store.book.setStage(id, 'yhteydessa', anna, NOW + 1) // no change, no event
    await store.book.setStage(id, 'tarjous', { id: 'p-omistaja', name: 'Olli Omistaja' }, NOW + HOUR)
    const ordered = await store.book.setStage(id, 'tilattu', anna, NOW + 2 * HOUR)
    expect(ordered).toMatchObject({ stage: 'tilattu', answeredAt: NOW, offeredAt: NOW + HOUR })
    await store.book.note(id, 'Soitettu, sovittu käynti ma klo 10.', anna, NOW + 3 * HOUR)
    const events = await store.book.events(id)
    expect(events.map((e) => [e.kind, e.value, e.person, e.at])).toEqual([
      ['stage', 'yhteydessa', 'Anna Myyjä', NOW],
      ['stage', 'tarjous', 'Olli Omistaja', NOW + HOUR],
      ['stage', 'tilattu', 'Anna Myyjä', NOW + 2 * HOUR],
      ['note', 'Soitettu, sovittu käynti ma klo 10.', 'Anna Myyjä', NOW + 3 * HOUR],
    ])
    expect(await store.book.get(id)).toMatchObject({ changedAt: NOW + 3 * HOUR })
    await store.book.erase([id])
  })

  it('a reply by e-mail moves a new lead to "yhteydessä"; a later reply only records itself', async () => {
    const id = await store.add(lead(), NOW - HOUR)
    expect(await store.book.replied(id, 'email', anna, NOW)).toMatchObject({ stage: 'yhteydessa', answeredAt: NOW })
    await store.book.setStage(id, 'arviokaynti', anna, NOW + 1)
    expect(await store.book.replied(id, 'phone', anna, NOW + 2)).toMatchObject({ stage: 'arviokaynti' })
    expect((await store.book.events(id)).map((e) => `${e.kind}:${e.value}`)).toEqual([
      'reply:email',
      'stage:arviokaynti',
      'reply:phone',
    ])
    await store.book.erase([id])
  })

  it('erases a message text and keeps the record', async () => {
    const id = await store.add(lead(), NOW)
    const erased = await store.book.eraseMessage(id, anna, NOW + 1)
    expect(erased).toMatchObject({ message: '', messageErasedAt: NOW + 1, name: 'Matti Meikäläinen' })
    await store.book.erase([id])
  })

  it("finds a person's every lead by e-mail or by phone however written, and erases them with their history", async () => {
    const a = await store.add(lead({ email: 'Liisa@Example.fi', phone: '0401112223', name: 'Liisa' }), NOW)
    const b = await store.add(lead({ email: 'liisa.toinen@example.fi', phone: '+358 40 111 2223', name: 'Liisa' }), NOW)
    const other = await store.add(lead({ email: 'muu@example.fi', phone: '050 999 8888', name: 'Muu' }), NOW)
    await store.book.note(a, 'muistiinpano', anna, NOW)
    expect((await store.book.person({ email: 'liisa@example.fi' })).map((l) => l.id)).toEqual([a])
    expect((await store.book.person({ phone: '040-111 2223' })).map((l) => l.id)).toEqual([a, b])
    const both = await store.book.person({ email: 'liisa@example.fi', phone: '+358401112223' })
    expect(await store.book.eventsOf(both.map((l) => l.id))).toHaveLength(1)
    expect(await store.book.erase(both.map((l) => l.id))).toBe(2)
    expect(await store.book.get(a)).toBeNull()
    expect(await store.book.events(a)).toEqual([])
    expect(await store.book.get(other)).not.toBeNull()
    await store.book.erase([other])
  })

  it('erases a lead untouched for 30 days, keeps one with an order until the owner’s months have passed', async () => {
    const day = DAY_MS
    const untouched = await store.add(lead({ name: 'Koskematon' }), NOW - 31 * day)
    const recent = await store.add(lead({ name: 'Tuore' }), NOW - 40 * day)
    await store.book.setStage(recent, 'yhteydessa', anna, NOW - 29 * day) // its last change 29 days ago
    const ordered = await store.add(lead({ name: 'Tilaaja' }), NOW - 50 * day)
    await store.book.setStage(ordered, 'tilattu', anna, NOW - 45 * day)
    const declined = await store.add(lead({ name: 'Ei tilannut' }), NOW - 50 * day)
    await store.book.setStage(declined, 'ei-tilausta', anna, NOW - 45 * day)
    expect(await store.book.sweep({ keepOfferMonths: 36 }, NOW)).toBe(2)
    expect(await store.book.get(untouched)).toBeNull()
    expect(await store.book.get(declined)).toBeNull()
    expect(await store.book.get(recent)).not.toBeNull()
    expect(await store.book.get(ordered)).not.toBeNull()
    expect(await store.book.events(declined)).toEqual([])
    // Past the owner's period (36 months after its last change), the ordered one goes too.
    expect(await store.book.sweep({ keepOfferMonths: 36 }, NOW + 3 * 366 * day)).toBe(2)
    expect(await store.book.get(ordered)).toBeNull()
  })

  it('queues one reminder per lead still new after 20 hours, even when two instances try at once', async () => {
    const due = await store.add(lead({ name: 'Odottaja' }), NOW - REMINDER_AFTER_MS - 60_000)
    const young = await store.add(lead({ name: 'Nuori' }), NOW - REMINDER_AFTER_MS + 60_000)
    const answered = await store.add(lead({ name: 'Vastattu' }), NOW - 21 * HOUR)
    await store.book.setStage(answered, 'yhteydessa', anna, NOW - 20.5 * HOUR)
    const sql = store.book.sql
    const candidates = await reminderCandidates(sql, NOW)
    expect(candidates.map((c) => c.id)).toEqual([due])
    const notice = { key: `reminder:${due}`, kind: 'reminder' as const, leadId: due, text: 'muistutus' }
    const results = await Promise.all([queueNotice(sql, notice, NOW), queueNotice(store.other, notice, NOW)])
    expect(results.filter(Boolean)).toHaveLength(1)
    await markReminded(sql, due, NOW)
    expect(await reminderCandidates(sql, NOW + 30_000)).toEqual([])
    expect((await listNotices(sql)).map((n) => n.key)).toEqual([`reminder:${due}`])
    if (sql.kind === 'sqlite') {
      expect((await claimDueNotice(sql, NOW))?.key).toBe(`reminder:${due}`)
      expect(await claimDueNotice(store.other, NOW)).toBeNull()
    }
    await store.book.erase([due, young, answered])
    expect(await listNotices(sql)).toEqual([])
  })

  it('counts a week and a month: new leads, answered within 24 hours, orders, by page, language and calculator', async () => {
    const from = NOW + 100 * DAY_MS // a week no other story has touched
    const to = from + 7 * DAY_MS
    const calc = { name: 'Kylpyhuoneen hinta', choices: ['5 m²'], estimate: '8 000 – 12 000 €' }
    const quick = await store.add(lead({ calculator: calc }), from + DAY_MS)
    const slow = await store.add(lead({ lang: 'ru', page: '/ru/uslugi/remont-vannoj' }), from + DAY_MS)
    await store.add(lead(), from + 2 * DAY_MS)
    await store.book.setStage(quick, 'yhteydessa', anna, from + DAY_MS + HOUR)
    await store.book.setStage(quick, 'tilattu', anna, from + 2 * DAY_MS)
    await store.book.setStage(slow, 'yhteydessa', anna, from + 3 * DAY_MS)
    expect(await store.book.weekCounts(from, to)).toEqual({ fresh: 3, answeredInTime: 1, orders: 1 })
    const groups = await store.book.monthGroups(from, to)
    const find = (page: string, calculator: string) =>
      groups.find((g) => g.page === page && g.calculator === calculator)
    expect(find('/palvelu/kylpyhuone-remontti', 'Kylpyhuoneen hinta')).toMatchObject({
      count: 1,
      answeredInTime: 1,
      ordered: 1,
    })
    expect(find('/palvelu/kylpyhuone-remontti', '')).toMatchObject({ count: 1, answeredInTime: 0, ordered: 0 })
    expect(find('/ru/uslugi/remont-vannoj', '')).toMatchObject({ lang: 'ru', count: 1, answeredInTime: 0 })
  })
})
