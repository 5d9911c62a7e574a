/**
 * npm run leads is safe for the operator's terminal: visitors' escape
 * sequences are shown escaped in the table; the JSON and CSV exports stay
 * faithful (CSV keeps its formula guard, separates fields with `;` and writes
 * Helsinki times).
 */
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { Outbox } from './outbox.js'
import { tempDataDir } from '../../tests/support/contact-api.js'

const HOSTILE = {
  name: '\u001b[2J\u001b[HClear Screen',
  email: 'osc@example.fi\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
  phone: '=HYPERLINK("http://x")',
  message: 'Rivi yksi\nRivi kaksi \u001b[31mpunainen\u001b[0m \u202Eesrevni \u009b2J loppu\u0000',
}

function leads(dataDir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  expect(r.status, r.stderr).toBe(0)
  return r.stdout
}

describe('npm run leads', () => {
  const dataDir = tempDataDir()
  const outbox = new Outbox(dataDir)
  // Stored before field hygiene existed (or by any other way): the tool must still be safe.
  outbox.add(HOSTILE, Date.UTC(2026, 10, 1))
  outbox.close()

  it('shows control characters escaped in its table, never raw', () => {
    const out = leads(dataDir)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no raw control character may reach the terminal
    expect(out).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E]/)
    expect(out).toContain('\\u{001B}[2J\\u{001B}[HClear Screen')
    expect(out).toContain('\\u{001B}]8;;https://evil.example\\u{0007}click')
    expect(out).toContain('\\u{202E}esrevni \\u{009B}2J loppu\\u{0000}')
    // The message's own line break stays a (indented) line break.
    expect(out).toContain('Rivi yksi\n  Rivi kaksi')
  }, 60_000)

  it('JSON export is faithful', () => {
    const [row] = JSON.parse(leads(dataDir, '--json')) as (typeof HOSTILE)[]
    expect(row).toMatchObject(HOSTILE)
  }, 60_000)

  it('CSV export is faithful and keeps the formula guard', () => {
    const csv = leads(dataDir, '--csv')
    // As Finnish Excel opens it (src/leads/csv.ts): `;` between fields, the time in Helsinki (00:00Z is 02:00 EET).
    const [header, row] = csv.slice(1).split('\r\n')
    expect(header!.split(';').slice(0, 3)).toEqual(['id', 'createdAt', 'status'])
    expect(row!.split(';')[1]).toBe('2026-11-01 02:00')
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(csv).toContain(HOSTILE.name)
    expect(csv).toContain(`"${HOSTILE.message}"`)
  }, 60_000)
})
