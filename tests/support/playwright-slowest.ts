/**
 * A Playwright reporter beside the list reporter (playwright.config.ts): at the end of the run it
 * prints the twenty slowest tests (each test's last try, its hooks and fixtures included: a
 * `beforeAll` that starts a server counts in the first test of its file) and the slowest files, so
 * whoever adds a slow test sees it in `npm test`'s output (docs/testing.md).
 */
import path from 'node:path'
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter'
import { count, SLOWEST_COUNT, slowest, slowestLines, type TimedTest } from './slowest.js'

const SLOWEST_FILES = 10

export default class SlowestTestsReporter implements Reporter {
  private root = process.cwd()
  private readonly last = new Map<TestCase, TimedTest>()

  onBegin(config: FullConfig): void {
    // The folder of playwright.config.ts: file names relative to the repository, as Vitest's are.
    if (config.configFile) this.root = path.dirname(config.configFile)
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(this.root, test.location.file)
    // titlePath: '', the project, the file, then the describe blocks and the title.
    this.last.set(test, { file, name: test.titlePath().slice(3).join(' › '), ms: result.duration })
  }

  onEnd(): void {
    const tests = [...this.last.values()]
    const byFile = new Map<string, { ms: number; tests: number }>()
    for (const t of tests) {
      const f = byFile.get(t.file) ?? { ms: 0, tests: 0 }
      byFile.set(t.file, { ms: f.ms + t.ms, tests: f.tests + 1 })
    }
    const files = [...byFile].map(([file, f]) => ({ file, name: count(f.tests, 'test'), ms: f.ms }))
    const lines = [
      ...slowestLines(`[playwright] the ${SLOWEST_COUNT} slowest tests:`, slowest(tests)),
      ...slowestLines(
        `[playwright] the ${SLOWEST_FILES} slowest files (their tests' times added up; workers run files side by side):`,
        slowest(files, SLOWEST_FILES),
      ),
    ]
    if (lines.length) process.stdout.write(`${lines.join('\n')}\n`)
  }

  printsToStdio(): boolean {
    return false
  }
}
