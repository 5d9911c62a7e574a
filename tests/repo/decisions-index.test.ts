/** docs/decisions/README.md lists every decision file, names no missing one, and says which are superseded. */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'

const DIR = path.join(REPO_ROOT, 'docs/decisions')

interface Row {
  number: string
  file: string
  status: string
}

/** The index's table rows: `| 003 | [Title](003-file.md) | superseded by 100 |`. */
function indexRows(markdown: string): Row[] {
  return [...markdown.matchAll(/^\| (\d{3}) \| \[.*\]\(([^)]+)\) \| (.+) \|$/gm)].map((m) => ({
    number: m[1]!,
    file: m[2]!,
    status: m[3]!,
  }))
}

/** The Status line of a decision file, lower-cased ('accepted', 'superseded by 100 ...'). */
function fileStatus(markdown: string): string {
  return (/^- Status: (.+)$/m.exec(markdown)?.[1] ?? '').toLowerCase()
}

/** What is wrong between the decision files and the index rows. */
function indexProblems(files: Record<string, string>, rows: readonly Row[]): string[] {
  const problems: string[] = []
  const listed = new Set(rows.map((r) => r.file))
  for (const file of Object.keys(files)) if (!listed.has(file)) problems.push(`${file}: no row in the index`)
  for (const row of rows) {
    const text = files[row.file]
    if (text === undefined) {
      problems.push(`row ${row.number}: ${row.file} does not exist`)
      continue
    }
    if (!row.file.startsWith(`${row.number}-`)) problems.push(`row ${row.number}: names ${row.file}`)
    const superseded = fileStatus(text).startsWith('superseded')
    if (superseded !== row.status.startsWith('superseded'))
      problems.push(`row ${row.number}: status "${row.status}", file says "${fileStatus(text)}"`)
  }
  return problems
}

const decisionFiles = () =>
  Object.fromEntries(
    readdirSync(DIR)
      .filter((f) => /^\d{3}-.+\.md$/.test(f))
      .map((f) => [f, readFileSync(path.join(DIR, f), 'utf8')]),
  )

describe('decisions index', () => {
  it('lists every decision file, with its status, and nothing else', () => {
    const rows = indexRows(readFileSync(path.join(DIR, 'README.md'), 'utf8'))
    expect(rows.length).toBeGreaterThan(70)
    expect(indexProblems(decisionFiles(), rows)).toEqual([])
  })

  it('refuses a file without a row, a row without a file and a superseded decision shown as accepted', () => {
    const files = {
      '001-a.md': '# 001 A\n\n- Status: accepted\n',
      '002-b.md': '# 002 B\n\n- Status: superseded by 003\n',
      '003-c.md': '# 003 C\n\n- Status: accepted\n',
    }
    const rows = indexRows(
      '| 001 | [A](001-a.md) | accepted |\n| 002 | [B](002-b.md) | accepted |\n| 004 | [D](004-d.md) | accepted |\n',
    )
    expect(indexProblems(files, rows)).toEqual([
      '003-c.md: no row in the index',
      'row 002: status "accepted", file says "superseded by 003"',
      'row 004: 004-d.md does not exist',
    ])
  })
})
