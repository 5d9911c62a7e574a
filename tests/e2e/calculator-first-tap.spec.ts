/**
 * The calculator answers at once. Its code (a few KB of plain DOM over the pricing
 * engine, no React: decision 370) is fetched at low priority once the calculator is on screen or the
 * browser is idle after load, not on the first tap; a choice made before the code has arrived shows the
 * working state ("Lasketaan hinta-arviota…") and is priced once it has (src/islands/loader.ts,
 * hydrate-island.ts; decisions 208 and 370). On a phone over a slow network (CDP: 400 kbps, 400 ms round
 * trips), with the calculator's chunk also held back until the test lets it go, so the visitor is surely
 * faster than the code.
 */
import { expect, test } from './fixtures.js'
import { calculatorCodeFiles, holdCalculatorCode, watchReact } from './calculator-code.js'

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
  const react = await watchReact(page)
  const code = await holdCalculatorCode(page)
  await page.goto('/laskuri/lattian-asennus', { waitUntil: 'load' })
  const island = page.locator('site-island[data-island="section:calculator"]')
  const calc = page.locator('.calculator')
  const range = calc.locator('.calculator__range')
  const working = calc.getByText('Lasketaan hinta-arviota…')
  await expect(range).toHaveText(/^300–500\s€$/)
  await expect(working).toBeHidden()
  // Nobody has touched the calculator: its code is on its way because it is on screen.
  await expect.poll(code.requested).toBe(true)
  await expect(island).not.toHaveAttribute('data-hydrated')

  // The first tap, before the code has arrived: the choice is made, the estimate says it is being worked out.
  const tiles = calc.getByRole('radio', { name: /Laatoitus/ })
  await tiles.tap()
  await expect(tiles).toBeChecked()
  await expect(island).toHaveAttribute('data-working', '')
  await expect(working).toBeVisible()
  await expect(range).toHaveText(/^300–500\s€$/)

  code.release()
  await expect(island).toHaveAttribute('data-hydrated', '')
  // The early choice is kept and priced (tiles on the starting 20 m², as the pricing engine gives it), and the working state is gone.
  await expect(island).not.toHaveAttribute('data-working')
  await expect(working).toBeHidden()
  await expect(tiles).toBeChecked()
  await expect(range).toHaveText(/^600–1\s000\s€$/)
  // The next tap is answered by the calculator's code directly; React was never needed.
  await calc.getByRole('checkbox', { name: 'Vanhan lattian purku ja poisvienti' }).tap()
  await expect(range).not.toHaveText(/^600–1\s000\s€$/)
  await expect(working).toBeHidden()
  expect(react()).toEqual([])
})

test('a page without a calculator fetches no React while the visitor only reads', async ({ page }) => {
  const react = await watchReact(page)
  await page.goto('/palvelu/talon-maalaus', { waitUntil: 'networkidle' })
  // Longer than requestIdleCallback's 2 s timeout after load: an idle trigger would have fired by now.
  await page.waitForTimeout(2_500)
  expect(react()).toEqual([])
})

test("the calculator's code is asked for at once: every island file its hydration fetches was named in the page beforehand (decision 219)", async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (r) => {
    const { pathname } = new URL(r.url())
    if (pathname.endsWith('.js')) fetched.push(pathname)
  })
  await page.goto('/palvelu/keittion-remontti')
  const island = page.locator('site-island[data-island="section:calculator"]')
  await expect(island).toHaveAttribute('data-hydrated', '')
  const preload = ((await island.getAttribute('data-preload')) ?? '').split(' ').filter(Boolean)
  const headLinks = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
  const islandCode = calculatorCodeFiles()
  const fetchedIslandCode = [...new Set(fetched)].filter((f) => islandCode.has(f))
  // Its plain-DOM half and the Finnish catalogue at least (hydrate-island is linked in the head).
  expect(fetchedIslandCode.length).toBeGreaterThanOrEqual(2)
  // Named in the page (data-preload), so no file waits for the one that imports it.
  expect(fetchedIslandCode.filter((f) => !preload.includes(f) && !headLinks.includes(f))).toEqual([])
  // hydrate-island itself is linked in the head, as the calculator starts by itself.
  expect(headLinks.length).toBeGreaterThan(0)
})
