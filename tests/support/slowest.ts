/**
 * The slowest tests of a run, printed at its end by both runners (tests/support/vitest-slowest.ts,
 * tests/support/playwright-slowest.ts), so whoever adds a slow test sees it in `npm test`'s output
 * (docs/testing.md).
 */

export interface TimedTest {
  /** The test's file, relative to the repository. */
  file: string
  /** Its full name (describe blocks and title). */
  name: string
  ms: number
}

/** How many tests each runner's list shows. */
export const SLOWEST_COUNT = 20

/** The `count` slowest of `tests`, slowest first; ties in file and name order, so the list is the same each run. */
export function slowest<T extends TimedTest>(tests: readonly T[], count = SLOWEST_COUNT): T[] {
  return [...tests]
    .sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file) || a.name.localeCompare(b.name))
    .slice(0, count)
}

/** `1.2 s` from 1234 ms; `850 ms` under a second. */
export function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`
}

/** `1 test`, `3 tests`. */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`

const ELLIPSIS = '…'

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}${ELLIPSIS}`
}

/**
 * The list as lines of text: a heading, then one line per test with its time right-aligned, its file
 * and its name (cut to fit `width` columns).
 */
export function slowestLines(title: string, tests: readonly TimedTest[], width = 160): string[] {
  if (tests.length === 0) return []
  const times = tests.map((t) => seconds(t.ms))
  const pad = Math.max(...times.map((t) => t.length))
  return [
    '',
    title,
    ...tests.map((t, i) =>
      clip(`${String(i + 1).padStart(3)}. ${times[i]!.padStart(pad)}  ${t.file} › ${t.name}`, width),
    ),
  ]
}
