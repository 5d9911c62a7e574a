import { defineConfig } from 'vitest/config'

// Unit tests run without the Vike plugin: the runtime, machines and rules are plain modules.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
