import { defineConfig } from 'vitest/config'

// Unit tests run without the Vike plugin: the runtime, machines and rules are plain modules.
export default defineConfig({
  test: {
    // tests/unit/, and each section type's own test next to it (src/sections/<type>/<type>.test.tsx).
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/sections/*/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
