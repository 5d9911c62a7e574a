/**
 * Tests are where they are found (decision 313): a unit test beside the module it tests, in src/,
 * server/, scripts/ or deploy/; tests/ holds only e2e/, repo/ (checks of the repository as a whole),
 * support/ and fixtures/. Every test file is one Vitest runs (or, in tests/e2e/, Playwright).
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import config from '../../vitest.config.js'

const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && existsSync(path.join(REPO_ROOT, f)))
const include = config.test?.include ?? []
const runByVitest = (file: string) => include.some((glob) => path.matchesGlob(file, glob))

describe('where tests are', () => {
  it('keeps under tests/ only the browser tests, the repository checks, helpers and fixtures', () => {
    const stray = files.filter((f) => f.startsWith('tests/') && !/^tests\/(e2e|repo|support|fixtures)\//.test(f))
    expect(stray).toEqual([])
  })

  it('puts every unit test beside a module of its folder (or in tests/repo/), and Vitest runs each one', () => {
    const tests = files.filter((f) => /\.test\.tsx?$/.test(f))
    expect(tests.length).toBeGreaterThan(80)
    const modules = new Set(files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f)).map(path.dirname))
    const alone = tests.filter((f) => !f.startsWith('tests/repo/') && !modules.has(path.dirname(f)))
    expect(alone).toEqual([])
    expect(tests.filter((f) => !runByVitest(f))).toEqual([])
  })

  it('would refuse a test left in tests/unit/ and a test beside no module', () => {
    expect(runByVitest('tests/unit/x.test.ts')).toBe(false)
    expect(runByVitest('src/calculators/engine.test.ts')).toBe(true)
    expect(runByVitest('tests/e2e/pages.spec.ts')).toBe(false)
  })
})
