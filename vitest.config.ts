import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import ExpensiveFirstSequencer from './tests/support/vitest-sequencer.js'

// Unit tests run without the Vike plugin: the runtime, machines and rules are plain modules.
export default defineConfig({
  test: {
    // Each unit test beside the module it tests (decision 313); tests/repo/ checks the repository as a whole.
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'deploy/**/*.test.ts',
      'tests/repo/**/*.test.ts',
    ],
    environment: 'node',
    // A test that makes the whole site's content (three times, say, to compare) takes 10-20 s on a quiet
    // core and more while the other worker builds: a minute, so only a hang times out, never a slow core.
    testTimeout: 60_000,
    // A file's beforeAll imports the server or the studio while the other worker runs: a minute, not Vitest's 10 s.
    hookTimeout: 60_000,
    // Two files at a time on two cores (Vitest's own default there is one): much of a unit test's time
    // is spent waiting on a child process, PostgreSQL, a socket or a timer (decision 380).
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: ExpensiveFirstSequencer },
    // The default output, then the twenty slowest tests and the slowest files (tests/support/vitest-slowest.ts).
    reporters: ['default', './tests/support/vitest-slowest.ts'],
  },
})
