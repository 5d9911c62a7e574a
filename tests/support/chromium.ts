/**
 * Which Chromium the browser tests and scripts launch: CHROMIUM_PATH when set,
 * else Debian's /usr/bin/chromium when present, else Playwright's own browser
 * (an ordinary developer machine after `npx playwright install chromium`).
 */
import { existsSync } from 'node:fs'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  return undefined
}

export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutable()
  return { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) }
}
