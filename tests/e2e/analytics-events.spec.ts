/** Analytics counts: one contact_form_click for each opening of the form, wherever it is opened. */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

const count = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      (window.dataLayer ?? []).filter(
        (e) => typeof e === 'object' && e !== null && (e as { event?: string }).event === n,
      ).length,
    name,
  )

/** The dialog opens once its code has loaded (fetched on intent): Escape is pressed on an open dialog, as a visitor would. */
async function closeDialog(page: Page) {
  await expect(page.locator('dialog#contact-dialog')).toHaveAttribute('open')
  await page.keyboard.press('Escape')
  await expect(page.locator('dialog#contact-dialog')).not.toHaveAttribute('open')
}

test('each opening of the contact form counts one contact_form_click: header, footer, hero and the calculator', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/palvelu/keittion-remontti')
  await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
  expect(await count(page, 'contact_form_click')).toBe(0)
  const openers = [
    page.locator('header').getByRole('button', { name: 'Ilmainen konsultaatio' }),
    page.locator('footer').getByRole('button', { name: 'Ilmainen konsultaatio' }),
    page.locator('main section').first().getByRole('button', { name: 'Ilmainen konsultaatio' }),
  ]
  let expected = 0
  for (const opener of openers) {
    await opener.click()
    expected += 1
    await expect.poll(() => count(page, 'contact_form_click')).toBe(expected)
    await closeDialog(page)
  }
  // The calculator hydrates on intent: its button is pressed at once, as a visitor would, and the
  // press is held until React has the calculator, then replayed. Still one count.
  const calculator = page.locator('site-island[data-island="section:calculator"]')
  await calculator.locator('.calculator__cta').click()
  await expect(page.locator('dialog#contact-dialog')).toHaveAttribute('open')
  await expect(calculator).toHaveAttribute('data-hydrated', '')
  await expect.poll(() => count(page, 'contact_form_click')).toBe(expected + 1)
  // Nothing else counts it again once the form has loaded.
  await page.waitForTimeout(500)
  expect(await count(page, 'contact_form_click')).toBe(expected + 1)
})

test('the closing call to action counts its opening once, and folding it away counts nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
  const toggle = page.locator('section.cta').last().getByRole('button', { name: 'Ilmainen konsultaatio' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  expect(await count(page, 'contact_form_click')).toBe(1)
})
