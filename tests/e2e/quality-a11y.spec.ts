/** axe-core (WCAG 2.1 A and AA rules) on every prerendered page at phone and desktop widths: zero violations. */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { prerenderedRoutes } from './prerendered-routes.js'
import { WCAG_TAGS } from './support.js'

/** Violations on the page, or inside `scope` only (the page itself is checked on its own). */
async function violations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  const result = await (scope ? builder.include(scope) : builder).analyze()
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
  )
}

const routes = [...prerenderedRoutes(), '/sivua-ei-ole']

test('the build has pages to check', () => {
  expect(routes.length).toBeGreaterThan(10)
})

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const route of routes) {
      test(`${route} has no WCAG 2.1 AA violation`, async ({ page }) => {
        await page.goto(route)
        expect(await violations(page)).toEqual([])
      })
    }

    test('the open contact modal has no WCAG 2.1 AA violation', async ({ page }) => {
      // A visitor who has already answered the cookie question: the banner (1 s after a first visit) would
      // otherwise cover the open phone menu's button, depending on how fast the click comes.
      await page.addInitScript(() =>
        localStorage.setItem(
          'cookie-consent',
          JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
        ),
      )
      await page.goto('/palvelu/keittion-remontti')
      if (width < 1280) await page.getByRole('button', { name: 'Valikko' }).click()
      await page.locator('header').getByRole('button', { name: 'Ilmainen konsultaatio' }).click()
      await expect(
        page.getByRole('dialog', { name: 'Ilmainen konsultaatio' }).getByRole('textbox', { name: /Nimi/ }),
      ).toBeVisible()
      expect(await violations(page, '#contact-dialog')).toEqual([])
    })

    test('the open cookie banner and its settings view have no WCAG 2.1 AA violation', async ({ page }) => {
      await page.goto('/')
      const banner = page.getByRole('dialog', { name: 'Sivusto käyttää evästeitä' })
      await expect(banner).toBeVisible()
      expect(await violations(page, '.cookie-banner')).toEqual([])
      await banner.getByRole('button', { name: 'Asetukset' }).click()
      await expect(page.getByRole('switch').first()).toBeVisible()
      expect(await violations(page, '.cookie-banner')).toEqual([])
    })
  })
}
