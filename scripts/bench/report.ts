/**
 * Pure formatting for the benchmark report (docs/benchmarks.md): Markdown
 * tables, byte and time units, and the comparison of a figure with its target.
 * No I/O here, so scripts/bench/report.test.ts can check it.
 */

export type Cell = string | number
export type Align = 'left' | 'right'

/** Escapes what would break a Markdown table cell (pipes and line breaks). */
function cell(value: Cell): string {
  return String(value).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
}

/**
 * A GitHub Markdown table. Numbers align right unless `align` says otherwise;
 * every row must have as many cells as the header.
 */
export function markdownTable(header: string[], rows: Cell[][], align?: Align[]): string {
  for (const [i, row] of rows.entries()) {
    if (row.length !== header.length)
      throw new Error(`row ${i} has ${row.length} cells, the header has ${header.length}`)
  }
  const aligns = header.map(
    (_, col) => align?.[col] ?? (rows.length > 0 && rows.every((r) => typeof r[col] === 'number') ? 'right' : 'left'),
  )
  const line = (cells: Cell[]) => `| ${cells.map(cell).join(' | ')} |`
  return [line(header), `|${aligns.map((a) => (a === 'right' ? '---:' : '---')).join('|')}|`, ...rows.map(line)].join(
    '\n',
  )
}

/** Bytes as the report shows them: "812 B", "12.3 KB", "1.25 MB" (1 KB = 1024 B, as Lighthouse and Vite). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`
}

/** Milliseconds as "850 ms" or "2.4 s". */
export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

export interface Target {
  /** The limit. */
  limit: number
  /** 'max': the figure must be at most the limit; 'min': at least. */
  kind: 'max' | 'min'
  /** How to print the limit and the gap (defaults to String). */
  format?: (value: number) => string
}

/**
 * "met (12.0 KB under)" or "**missed** by 3.4 KB" - the gap to the target in
 * the figure's own unit, so the reader sees how far off it is.
 */
export function compareToTarget(value: number, target: Target): string {
  const fmt = target.format ?? ((v: number) => String(Math.round(v * 100) / 100))
  const gap = Math.abs(value - target.limit)
  const met = target.kind === 'max' ? value <= target.limit : value >= target.limit
  if (met) return gap === 0 ? 'met (at the limit)' : `met (${fmt(gap)} ${target.kind === 'max' ? 'under' : 'over'})`
  return `**missed** by ${fmt(gap)}`
}

/** "≤ 90.0 KB" / "≥ 90" */
export function targetLabel(target: Target): string {
  const fmt = target.format ?? String
  return `${target.kind === 'max' ? '≤' : '≥'} ${fmt(target.limit)}`
}

/** The median of a list of numbers (mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** The p-th percentile (nearest rank) of a list of numbers: percentile(xs, 95) is the p95. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of nothing')
  const s = [...values].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!
}

/** One row of the Budgets table at the top of docs/benchmarks.md. */
export interface BudgetRow {
  budget: string
  measured: string
  baseline: string
  target: string
  result: string
  why: string
}
