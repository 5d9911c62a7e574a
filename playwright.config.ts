import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium.js'

/**
 * Browser tests against the built production server (`npm run build` first;
 * `npm test` does it). E2E_PORT picks the port (default 4173).
 */
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Half the cores but at least two, on CI and off it (Playwright's own default is half: one on CI's 2 cores;
  // decision 380).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // One retry on CI: a real bug fails twice; a pass on retry is reported as "flaky" in the output (decision 012).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Each test as it ends, then the twenty slowest tests and the slowest files (tests/support/playwright-slowest.ts).
  reporter: [['list'], ['./tests/support/playwright-slowest.ts']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() } }],
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR ?? 'test-results/data' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
