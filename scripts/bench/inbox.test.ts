import { describe, expect, it } from 'vitest'
import { type InboxBenchResult, inboxPage, inboxSection } from './inbox.js'
import { renderBenchmarks } from './document.js'
import type { Machine } from './support.js'

const machine: Machine = {
  cpu: 'Test CPU',
  cores: 2,
  memoryGb: 24,
  os: 'Linux',
  node: 'v24.0.0',
  chromium: 'Chromium 1',
  date: '2026-11-27',
  load: 2.5,
}

const result: InboxBenchResult = {
  leads: 1000,
  runs: 15,
  rows: [
    { store: 'SQLite', name: 'first page', matches: 1000, medianMs: 12, baselineMs: 0.5, limitMs: 200 },
    { store: 'PostgreSQL', name: 'search', matches: 7, medianMs: 350, baselineMs: 1, limitMs: 300 },
  ],
}

describe('npm run bench -- inbox', () => {
  it('is a section of docs/benchmarks.md, each case beside its baseline and budget', () => {
    const doc = renderBenchmarks({ inbox: { machine, data: result } })
    expect(doc).toContain('## The inbox with 1000 leads (issue 34)')
    expect(doc).toContain('load average 2.5 when the part started')
    expect(doc).toContain('| SQLite | first page | 1000 | 12.0 ms | 0.50 ms | 24.0× | ≤ 200 ms: within |')
    expect(doc).toContain('| PostgreSQL | search | 7 | 350.0 ms | 1.00 ms | 350.0× | ≤ 300 ms: **over** |')
  })

  it("rewrites its own page's figures and keeps what is written by hand below the marker", () => {
    const first = inboxPage(inboxSection(result, 'Measured then.'))
    expect(first.startsWith('# Benchmark: The inbox with 1000 leads')).toBe(true)
    const handWritten = `${first}\n## Accepting a message before and after the inbox\n\nA/B figures.\n`
    const again = inboxPage(inboxSection({ ...result, leads: 2000 }, 'Measured now.'), handWritten)
    expect(again).toContain('Measured now.')
    expect(again).not.toContain('Measured then.')
    expect(again).toContain('# Benchmark: The inbox with 2000 leads')
    expect(again).toContain('## Accepting a message before and after the inbox\n\nA/B figures.\n')
    expect(again.match(/Written by hand below this line/g)).toHaveLength(1)
  })
})
