/**
 * npm run bench -- inbox: the inbox's budgets. With 100 000 generated
 * leads, the server time of the inbox's first page (≤ 200 ms), a filter and a
 * search (≤ 300 ms), on SQLite and on PostgreSQL, each beside a same-run
 * baseline: the cheapest read of the same page (`SELECT * … ORDER BY id DESC
 * LIMIT 51`, no count, no filter). Server time is the studio's query work
 * (LeadBook.list: the page and its count), measured in-process; medians of 15
 * runs after 3 warm-ups.
 *
 *   npm run bench -- inbox [--leads 100000]
 *
 * Its section in docs/benchmarks.md and its own page docs/benchmarks/inbox.md, which keeps
 * what is written by hand below its marker line (the contact API's A/B). PostgreSQL: a
 * throw-away cluster (tests/support/postgres.ts; Debian's postgresql package).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { LeadBook, type LeadFilter } from '../../src/leads/lead-book.js'
import { phoneKey, searchKey } from '../../src/leads/lead-search.js'
import { migrateLeads, SQLITE_OUTBOX, TABLES } from '../../src/leads/lead-tables.js'
import { openPostgres, openSqlite, type Param, type Sql } from '../../src/storage/sql.js'
import { seedLeads } from '../../tests/support/lead-seed.js'
import { startPostgres } from '../../tests/support/postgres.js'

const NOW = Date.UTC(2026, 10, 27, 9)
const RUNS = 15
const BATCH = 400
const PAGES = {
  fi: ['/palvelu/kylpyhuone-remontti', '/palvelu/helsinki/saunaremontit', '/palvelu/maalaus'],
  en: ['/en/services/bathroom-renovation'],
  ru: ['/ru/uslugi/remont-vannoj'],
  uk: ['/uk/posluhy/remont-vannoi'],
}
const COLUMNS = [
  'created_at',
  'name',
  'email',
  'phone',
  'message',
  'status',
  'next_attempt_at',
  'delivered_at',
  'page',
  'calculator',
  'lang',
  'stage',
  'stage_at',
  'answered_at',
  'offered_at',
  'changed_at',
  'search',
  'phone_key',
]

async function seed(sql: Sql, N: number): Promise<void> {
  const table = TABLES[sql.kind].leads
  const leads = seedLeads(N, NOW, 365, PAGES)
  for (let i = 0; i < leads.length; i += BATCH) {
    const rows = leads.slice(i, i + BATCH)
    const params: Param[] = []
    const tuples = rows.map(({ lead, createdAt, moves }) => {
      const last = moves.at(-1)
      const offered = moves.find((m) => m.stage === 'tarjous' || m.stage === 'tilattu')
      params.push(
        createdAt,
        lead.name,
        lead.email,
        lead.phone,
        lead.message,
        'delivered',
        createdAt,
        createdAt + 2_000,
        lead.page ?? '',
        lead.calculator ? JSON.stringify(lead.calculator) : null,
        lead.lang ?? 'fi',
        last?.stage ?? 'uusi',
        last?.at ?? createdAt,
        moves[0]?.at ?? null,
        offered?.at ?? null,
        last?.at ?? createdAt,
        searchKey(lead),
        phoneKey(lead.phone),
      )
      const base = params.length - COLUMNS.length
      return `(${COLUMNS.map((_, k) => `$${base + k + 1}`).join(', ')})`
    })
    await sql.run(`INSERT INTO ${table} (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, params)
  }
  if (sql.kind === 'postgres') await sql.exec(`ANALYZE ${table}`)
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function time(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await work()
  const ms: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await work()
    ms.push(performance.now() - start)
  }
  return median(ms)
}

const CASES: { name: string; limit: number; filter: LeadFilter }[] = [
  { name: 'first page (50, newest first, with the count)', limit: 200, filter: {} },
  { name: 'filter: language ru and stage "uusi"', limit: 300, filter: { lang: 'ru', stage: 'uusi' } },
  {
    name: "filter: one month and one service's pages",
    limit: 300,
    filter: {
      from: Date.UTC(2026, 5, 1),
      to: Date.UTC(2026, 6, 1),
      pages: ['/palvelu/kylpyhuone-remontti', '/en/services/bathroom-renovation'],
    },
  },
  { name: 'filter: overdue (still "uusi" after 20 h)', limit: 300, filter: { overdue: true } },
  { name: 'search: a name, folded ("virtanen")', limit: 300, filter: { q: 'virtanen' } },
  { name: 'search: a phone written another way ("+358 40 1")', limit: 300, filter: { q: '+358 40 1' } },
  { name: 'search: an e-mail ("liisa.korhonen")', limit: 300, filter: { q: 'liisa.korhonen' } },
]

/** One case on one store: the median server time beside the same run's cheapest read of a page. */
interface InboxBenchRow {
  store: string
  name: string
  matches: number
  medianMs: number
  baselineMs: number
  limitMs: number
}

export interface InboxBenchResult {
  leads: number
  runs: number
  rows: InboxBenchRow[]
}

async function measure(store: string, sql: Sql, leads: number): Promise<InboxBenchRow[]> {
  await migrateLeads(sql)
  const started = performance.now()
  await seed(sql, leads)
  console.log(`[inbox] ${store}: ${leads} leads seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const book = new LeadBook(sql)
  const table = TABLES[sql.kind].leads
  const baselineMs = await time(() => sql.all(`SELECT * FROM ${table} ORDER BY id DESC LIMIT 51`))
  const rows: InboxBenchRow[] = []
  for (const c of CASES) {
    let matches = 0
    const medianMs = await time(async () => {
      matches = (await book.list(c.filter, { limit: 50, now: NOW })).total
    })
    rows.push({ store, name: c.name, matches, medianMs, baselineMs, limitMs: c.limit })
    console.log(`[inbox] ${store}: ${c.name}: ${medianMs.toFixed(1)} ms (baseline ${baselineMs.toFixed(2)} ms)`)
  }
  return rows
}

export async function benchInbox({ leads }: { leads: number }): Promise<InboxBenchResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-inbox-'))
  const rows: InboxBenchRow[] = []
  try {
    const sqlite = openSqlite(path.join(dir, 'leads.sqlite'))
    await sqlite.exec(SQLITE_OUTBOX)
    rows.push(...(await measure('SQLite', sqlite, leads)))
    await sqlite.close()
    const postgres = await startPostgres()
    try {
      const pg = openPostgres(await postgres.createDatabase('bench_inbox'))
      rows.push(...(await measure('PostgreSQL', pg, leads)))
      await pg.close()
    } finally {
      await postgres.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return { leads, runs: RUNS, rows }
}

/** The inbox's section of docs/benchmarks.md (and the head of its own page). */
export function inboxSection(r: InboxBenchResult, machine: string): string {
  return [
    `## The inbox with ${r.leads} leads (issue 34)`,
    '',
    machine,
    '',
    `\`npm run bench -- inbox\`: ${r.leads} generated leads (tests/support/lead-seed.ts) over a year; server time of`,
    `\`LeadBook.list\` (the page of 50 and its count), median of ${r.runs} runs after 3 warm-ups, beside the same run's`,
    'cheapest read of a page (baseline).',
    '',
    '| Store | Case | Matches | Median | Baseline | Ratio | Budget |',
    '|---|---|---|---|---|---|---|',
    ...r.rows.map(
      (x) =>
        `| ${x.store} | ${x.name} | ${x.matches} | ${x.medianMs.toFixed(1)} ms | ${x.baselineMs.toFixed(2)} ms | ${(x.medianMs / x.baselineMs).toFixed(1)}× | ≤ ${x.limitMs} ms: ${x.medianMs <= x.limitMs ? 'within' : '**over**'} |`,
    ),
    '',
  ].join('\n')
}

/** Below this line docs/benchmarks/inbox.md is written by hand; the bench keeps it as it is. */
const INBOX_PAGE_MARKER = '<!-- Written by hand below this line: `npm run bench -- inbox` keeps it. -->'

/** docs/benchmarks/inbox.md: the section as a page, then the hand-written part it had. */
export function inboxPage(section: string, before?: string): string {
  const at = before?.indexOf(INBOX_PAGE_MARKER) ?? -1
  const kept = before !== undefined && at >= 0 ? before.slice(at) : `${INBOX_PAGE_MARKER}\n`
  return `${section.replace(/^## /, '# Benchmark: ')}\n${kept}`
}

export function writeInboxPage(section: string): void {
  const file = path.join(import.meta.dirname, '../../docs/benchmarks/inbox.md')
  writeFileSync(file, inboxPage(section, existsSync(file) ? readFileSync(file, 'utf8') : undefined))
}
