/**
 * Issue 23, point 2: the calculator answers at once. Its code (React and the
 * island) is fetched at low priority once the calculator is on screen or the
 * browser is idle after load, not on the first tap; a choice made before the
 * code has arrived shows the working state ("Lasketaan hinta-arviota…") and is
 * priced once it has (src/islands/loader.ts, hydrate-island.ts; decision 208).
 * On a phone over a slow network (CDP: 400 kbps, 400 ms round trips), with
 * React's chunk also held back until the test lets it go, so the visitor is
 * surely faster than the code.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

/** Holds React's chunk back until release(); requested() says whether the page has asked for it yet. */
async function holdReact(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('react.dev/errors')) {
      requested = true
      await held
    }
    await route.fulfill({ response, body })
  })
  return { release, requested: () => requested }
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

// Requests still held when a test ends are dropped, not failed.
test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

test('on a slow phone network the calculator fetches its code while the visitor reads; a first tap before it arrives shows the working state, then the price of that choice', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 51_200,
    uploadThroughput: 51_200,
  })
  const react = await holdReact(page)
  await page.goto('/laskuri/lattian-asennus', { waitUntil: 'load' })
  const island = page.locator('site-island[data-island="section:calculator"]')
  const calc = page.locator('.calculator')
  const range = calc.locator('.calculator__range')
  const working = calc.getByText('Lasketaan hinta-arviota…')
  await expect(range).toHaveText(/^300\s–\s500\s€$/)
  await expect(working).toBeHidden()
  // Nobody has touched the calculator: its code is on its way because it is on screen.
  await expect.poll(react.requested).toBe(true)
  await expect(island).not.toHaveAttribute('data-hydrated')

  // The first tap, before the code has arrived: the choice is made, the estimate says it is being worked out.
  const tiles = calc.getByRole('radio', { name: /Laatoitus/ })
  await tiles.tap()
  await expect(tiles).toBeChecked()
  await expect(island).toHaveAttribute('data-working', '')
  await expect(working).toBeVisible()
  await expect(range).toHaveText(/^300\s–\s500\s€$/)

  react.release()
  await expect(island).toHaveAttribute('data-hydrated', '')
  // The early choice is kept and priced (tiles on the starting 20 m², as the pricing engine gives it), and the working state is gone.
  await expect(island).not.toHaveAttribute('data-working')
  await expect(working).toBeHidden()
  await expect(tiles).toBeChecked()
  await expect(range).toHaveText(/^600\s–\s1\s000\s€$/)
  // The next tap is answered by React directly.
  await calc.getByRole('checkbox', { name: 'Vanhan lattian purku ja poisvienti' }).tap()
  await expect(range).not.toHaveText(/^600\s–\s1\s000\s€$/)
  await expect(working).toBeHidden()
})

test('a page without a calculator fetches no React while the visitor only reads', async ({ page }) => {
  const react = await holdReact(page)
  await page.goto('/palvelu/talon-maalaus', { waitUntil: 'networkidle' })
  // Longer than requestIdleCallback's 2 s timeout after load: an idle trigger would have fired by now.
  await page.waitForTimeout(2_500)
  expect(react.requested()).toBe(false)
  react.release()
})
