/**
 * The second Node.js run (decision 380, vitest.oldest-node.config.ts): each of its groups matches test
 * files Vitest runs, and together they still reach what they are there for — the native modules, both
 * stores, the crypto, the server's start and the sanitiser — so a renamed store or a moved test cannot
 * quietly drop it from the oldest Node.js's run.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import config from '../../vitest.config.js'
import oldest, { OLDEST_NODE_TESTS } from '../../vitest.oldest-node.config.js'

const tests = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.test\.tsx?$/.test(f) && existsSync(path.join(REPO_ROOT, f)))
const matches = (file: string, globs: readonly string[]) => globs.some((glob) => path.matchesGlob(file, glob))
const selected = tests.filter((f) => matches(f, oldest.test?.include ?? []))

/**
 * What a test file names: its imports resolved to repository paths without the extension, the
 * packages it imports, and the repository paths in its strings (a process it starts by its file).
 */
function named(file: string): Set<string> {
  const names = new Set<string>()
  for (const [, literal] of readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(/['"]([^'"\s]+)['"]/g)) {
    const spec = literal!.startsWith('.') ? path.join(path.dirname(file), literal!) : literal!
    names.add(spec.replace(/\.(js|ts|tsx)$/, ''))
  }
  return names
}
const reached = new Set(selected.flatMap((f) => [...named(f)]))

/** What the second run must reach, by the module or package that is it. */
const REACHES: Record<string, string> = {
  'better-sqlite3, the native module, and the SQLite store': 'server/contact/outbox',
  'PostgreSQL (pg, pg-boss)': 'tests/support/postgres',
  'pg-boss 10 to 12 (the upgrade)': 'pg-boss-10',
  'the PostgreSQL store': 'server/contact/pg-store',
  'the contact API started as its own process': 'server/contact/serve-api',
  "the contact form's crypto (question tokens)": 'server/contact/question',
  "Node's HTTP server limits": 'server/limits',
  "the studio's store on both stores": 'src/studio/store/studio-store',
  "the leads' queries on both stores": 'src/storage/sql',
  'sharp, the native image module': 'src/images/variants',
  'the sanitiser (DOMPurify on jsdom)': 'src/runtime/rich-text',
}

describe('the tests run again on the oldest Node.js', () => {
  it('are groups of tests Vitest runs, each matching at least one file, each with its reason', () => {
    for (const group of OLDEST_NODE_TESTS) {
      expect(tests.filter((f) => matches(f, [group.files])).length, group.files).toBeGreaterThan(0)
      expect(group.why.length, group.files).toBeGreaterThan(20)
    }
    expect(selected.filter((f) => !matches(f, config.test?.include ?? []))).toEqual([])
    // Only the tests, not the whole suite again: the rest of the suite runs once.
    expect(selected.length).toBeLessThan(tests.length / 2)
  })

  it('reach the native modules, both stores, the crypto, the server start and the sanitiser', () => {
    const missing = Object.entries(REACHES)
      .filter(([, module]) => !reached.has(module))
      .map(([what, module]) => `${what} (${module})`)
    expect(missing).toEqual([])
    // A repository module named here exists (a package is checked by its import above).
    for (const module of Object.values(REACHES).filter((m) => m.includes('/')))
      expect(
        ['', '.ts', '.tsx'].some((ext) => existsSync(path.join(REPO_ROOT, `${module}${ext}`))),
        module,
      ).toBe(true)
  })
})
