/** axe-core (WCAG 2.1 A and AA rules) on every page at phone and desktop widths: zero violations. */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { sitemapPaths, WCAG_TAGS } from './support.js'

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`))
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('every page has no WCAG 2.1 AA violation', async ({ page }) => {
      test.setTimeout(240_000)
      const paths = [...(await sitemapPaths(page.request)), '/sivua-ei-ole']
      const found: string[] = []
      for (const path of paths) {
        await page.goto(path)
        for (const v of await violations(page)) found.push(`${path} ${v}`)
      }
      expect(found).toEqual([])
    })

    test('the open contact modal has no WCAG 2.1 AA violation', async ({ page }) => {
      await page.goto('/palvelu/keittion-remontti')
      if (width < 1024) await page.getByRole('button', { name: 'Valikko' }).click()
      await page.locator('header').getByRole('button', { name: 'Ilmainen konsultaatio' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })
}
