/** The small things a visitor trips on. */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test('every address on /yhteystiedot has a plain map link, opened in the same tab', async ({ page }) => {
  await page.goto('/yhteystiedot')
  const addresses = page.locator('main address')
  const count = await addresses.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const link = addresses.nth(i).getByRole('link', { name: /^Näytä kartalla/ })
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/)
    await expect(link).not.toHaveAttribute('target', /.+/)
  }
  // No map embedded, no map script.
  await expect(page.locator('iframe, script[src*="map"]')).toHaveCount(0)
})

test('at 390 px the call bar is inside a landmark on every page type (axe "region")', async ({ page }) => {
  // Four page loads and four axe runs: about 8 s on a quiet machine, over 30 s seen while a build ran beside it.
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 390, height: 844 })
  for (const path of ['/', '/palvelu/keittion-remontti', '/yhteystiedot', '/blogi']) {
    await page.goto(path)
    const result = await new AxeBuilder({ page }).withRules(['region']).analyze()
    expect(
      result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
      path,
    ).toEqual([])
  }
})
