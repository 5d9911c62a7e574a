/**
 * The order Vitest starts test files in (vitest.config.ts): its own (the slowest of the last run
 * first, from its cache), except that on a run with no cache (a fresh clone: CI) the files that use
 * an expensive fixture start first, so that a file building the site or starting PostgreSQL is not
 * the run's tail while the other worker sits idle (docs/testing.md).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node'

/** What marks a file as expensive: it imports one of these, or builds the site itself. */
const EXPENSIVE_FIXTURES = [
  /tests\/support\/site-build\.js'/,
  /tests\/support\/postgres\.js'/,
  /\/copy-repository\.js'/,
  /'vike', \['build'\]|'run', 'build'\]/,
]

const usesExpensiveFixture = (source: string) => EXPENSIVE_FIXTURES.some((marker) => marker.test(source))

export default class ExpensiveFirstSequencer implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  /** Vitest's own sequencer, loaded only when Vitest runs (the config is also read by tests/repo/). */
  private async base(): Promise<TestSequencer> {
    const { BaseSequencer } = await import('vitest/node')
    return new BaseSequencer(this.ctx)
  }

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await this.base()).shard(files)
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await this.base()).sort(files)
    const root = this.ctx.config.root
    const unknown = (spec: TestSpecification) =>
      !this.ctx.cache.getFileTestResults(`${spec.project.name}:${path.relative(root, spec.moduleId)}`)
    const expensive = (spec: TestSpecification) =>
      unknown(spec) && usesExpensiveFixture(readFileSync(spec.moduleId, 'utf8'))
    return [...sorted.filter(expensive), ...sorted.filter((spec) => !expensive(spec))]
  }
}
