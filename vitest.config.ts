import { defineConfig } from 'vitest/config'

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
    testTimeout: 20_000,
  },
})
