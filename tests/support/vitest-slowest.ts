/**
 * A Vitest reporter beside the default one (vitest.config.ts): at the end of the run it prints the
 * twenty slowest tests with their times, and the slowest files with their hooks and imports (a
 * `beforeAll` that builds the site is counted there, not in a test), so whoever adds a slow test or
 * fixture sees it in `npm test`'s output (docs/testing.md).
 */
import type { Reporter, TestModule } from 'vitest/node'
import { count, SLOWEST_COUNT, slowest, slowestLines, type TimedTest } from './slowest.js'

/** How many files the second list shows. */
const SLOWEST_FILES = 10

export default class SlowestTestsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests: TimedTest[] = []
    const files: TimedTest[] = []
    for (const module of modules) {
      const file = module.relativeModuleId
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration
        if (ms !== undefined) tests.push({ file, name: test.fullName, ms })
      }
      const d = module.diagnostic()
      files.push({
        file,
        name: count([...module.children.allTests()].length, 'test'),
        ms: d.duration + d.collectDuration,
      })
    }
    const lines = [
      ...slowestLines(`[vitest] the ${SLOWEST_COUNT} slowest tests:`, slowest(tests)),
      ...slowestLines(
        `[vitest] the ${SLOWEST_FILES} slowest files (tests, hooks and import):`,
        slowest(files, SLOWEST_FILES),
      ),
    ]
    if (lines.length) process.stdout.write(`${lines.join('\n')}\n`)
  }
}
