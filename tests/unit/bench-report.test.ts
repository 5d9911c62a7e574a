import { describe, expect, it } from 'vitest'
import { compareToTarget, formatBytes, markdownTable, median, targetLabel } from '../../scripts/bench/report.js'

describe('benchmark report formatting', () => {
  it('writes a Markdown table with a header, an alignment row and one line per row', () => {
    const table = markdownTable(['Page', 'JS gzip', 'Files'], [['Home', '133.5 KB', 5], ['Blogi | artikkeli', '120.0 KB', 4]])
    expect(table.split('\n')).toEqual([
      '| Page | JS gzip | Files |',
      '|---|---|---:|',
      '| Home | 133.5 KB | 5 |',
      '| Blogi \\| artikkeli | 120.0 KB | 4 |',
    ])
  })

  it('takes explicit alignment and refuses a row with the wrong number of cells', () => {
    expect(markdownTable(['a', 'b'], [[1, 2]], ['left', 'right']).split('\n')[1]).toBe('|---|---:|')
    expect(() => markdownTable(['a', 'b'], [[1]])).toThrow(/row 0 has 1 cells/)
  })

  it('says whether a figure meets its target and by how much', () => {
    const jsTarget = { limit: 90 * 1024, kind: 'max' as const, format: formatBytes }
    expect(compareToTarget(133.5 * 1024, jsTarget)).toBe('**missed** by 43.5 KB')
    expect(compareToTarget(80 * 1024, jsTarget)).toBe('met (10.0 KB under)')
    expect(compareToTarget(0.94, { limit: 0.5, kind: 'min' })).toBe('met (0.44 over)')
    expect(compareToTarget(82, { limit: 90, kind: 'min' })).toBe('**missed** by 8')
    expect(targetLabel(jsTarget)).toBe('≤ 90.0 KB')
  })

  it('formats bytes and takes medians', () => {
    expect(formatBytes(812)).toBe('812 B')
    expect(formatBytes(1536)).toBe('1.5 KB')
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.00 MB')
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
