/**
 * `npm test` prints the twenty slowest tests of each runner with their times (decision 380):
 * both configs name the reporters, and each reporter, given a run, prints the slowest tests slowest
 * first with their file, name and time, and the slowest files.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import playwrightConfig from '../../playwright.config.js'
import PlaywrightSlowest from '../support/playwright-slowest.js'
import { SLOWEST_COUNT, seconds, slowest, slowestLines } from '../support/slowest.js'
import VitestSlowest from '../support/vitest-slowest.js'
import vitestConfig from '../../vitest.config.js'

/** 30 tests in 3 files, test i taking i * 100 ms. */
const run = Array.from({ length: 30 }, (_, i) => ({ file: `f${i % 3}.test.ts`, name: `test ${i}`, ms: i * 100 }))

let printed = ''
afterEach(() => {
  vi.restoreAllMocks()
  printed = ''
})
const capture = () =>
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed += String(chunk)
    return true
  })

describe('the slowest tests', () => {
  it('are the twenty slowest, slowest first, ties in file and name order', () => {
    const list = slowest([...run, { file: 'a.test.ts', name: 'tie', ms: 2900 }])
    expect(list).toHaveLength(SLOWEST_COUNT)
    expect(SLOWEST_COUNT).toBe(20)
    expect(list.map((t) => t.ms)).toEqual([2900, 2900, ...Array.from({ length: 18 }, (_, i) => (28 - i) * 100)])
    expect(list[0]!.file).toBe('a.test.ts')
    expect(seconds(850)).toBe('850 ms')
    expect(seconds(12_345)).toBe('12.3 s')
  })

  it('are printed one a line: rank, time, file and name', () => {
    const lines = slowestLines('title', slowest(run, 2))
    expect(lines).toEqual(['', 'title', '  1. 2.9 s  f2.test.ts › test 29', '  2. 2.8 s  f1.test.ts › test 28'])
    expect(slowestLines('title', [])).toEqual([])
  })

  it('are printed by the Vitest reporter of vitest.config.ts, with the slowest files and their hooks', () => {
    expect(vitestConfig.test?.reporters).toEqual(['default', './tests/support/vitest-slowest.ts'])
    const modules = [0, 1, 2].map((f) => ({
      relativeModuleId: `f${f}.test.ts`,
      diagnostic: () => ({ duration: 10_000 * (f + 1), collectDuration: 500 }),
      children: {
        allTests: () =>
          run
            .filter((t) => t.file === `f${f}.test.ts`)
            .map((t) => ({ fullName: t.name, diagnostic: () => ({ duration: t.ms }) })),
      },
    }))
    capture()
    new VitestSlowest().onTestRunEnd(modules as never)
    expect(printed).toContain('[vitest] the 20 slowest tests:\n  1. 2.9 s  f2.test.ts › test 29\n')
    expect(printed).toContain(' 20. 1.0 s  f1.test.ts › test 10\n')
    expect(printed).not.toContain('test 9\n')
    expect(printed).toContain('  1. 30.5 s  f2.test.ts › 10 tests\n')
  })

  it('are printed by the Playwright reporter of playwright.config.ts, the last try of each test counted', () => {
    expect(playwrightConfig.reporter).toContainEqual(['./tests/support/playwright-slowest.ts'])
    const reporter = new PlaywrightSlowest()
    reporter.onBegin({ configFile: '/repo/playwright.config.ts' } as never)
    for (const t of run) {
      const test = {
        location: { file: `/repo/tests/e2e/${t.file}` },
        titlePath: () => ['', 'chromium', t.file, t.name],
      }
      // A first try that took longer than the retry: the retry's time is the one shown.
      reporter.onTestEnd(test as never, { duration: t.ms + 60_000 } as never)
      reporter.onTestEnd(test as never, { duration: t.ms } as never)
    }
    capture()
    reporter.onEnd()
    expect(printed).toContain('[playwright] the 20 slowest tests:\n  1. 2.9 s  tests/e2e/f2.test.ts › test 29\n')
    expect(printed).toContain(' 20. 1.0 s  tests/e2e/f1.test.ts › test 10\n')
    expect(printed).toContain('  1. 15.5 s  tests/e2e/f2.test.ts › 10 tests\n')
  })
})
