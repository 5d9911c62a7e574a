/**
 * Playwright's test with one change: page.goto() to an HTML page returns once
 * the page script has wired the shell (<html data-shell-ready>, set by
 * startPageScripts in src/layout/page-client.ts). Before that, a click on a
 * server-rendered button does nothing, and on a loaded machine a test can be
 * faster than the script. (An island is marked data-hydrated once React has
 * hydrated it.)
 */
import { test as base, expect } from '@playwright/test'

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if ((response?.headers()['content-type'] ?? '').includes('text/html')) {
        await page.waitForSelector('html[data-shell-ready]', { state: 'attached', timeout: 20_000 })
      }
      return response
    }
    await use(page)
  },
})

export { expect }
