import { expect, test } from '@playwright/test'

test('a visitor sees the home page with its h1 and no breadcrumbs', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByRole('navigation', { name: 'Murupolku' })).toHaveCount(0)
})
