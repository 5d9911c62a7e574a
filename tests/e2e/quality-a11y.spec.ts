/**
 * axe-core (WCAG 2.2 A and AA rules, target size included) on every prerendered Finnish page, each
 * other published language's key pages (home, a service, a calculator, contact) and every 404 page, at phone and
 * desktop widths, and with the banner, its settings, the 'Evästeasetukset' popup and the contact
 * dialog open: zero violations. And focus is never hidden under the cookie banner (2.4.11).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { finnishRoutes, languageKeyRoutes } from './prerendered-routes.js'
import { axe, WCAG22_TAGS } from './support.js'

/** Violations on the page, or inside `scope` only (the page itself is checked on its own). */
async function violations(page: Page, scope?: string): Promise<string[]> {
  const builder = axe(page)
  const result = await (scope ? builder.include(scope) : builder).analyze()
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`),
  )
}

/** Every Finnish page, each other language's key pages (home, a service, a calculator, contact) and the 404 pages. */
const otherLanguages = languageKeyRoutes()
const notFound = [
  '/sivua-ei-ole',
  ...[...new Set(otherLanguages.map((r) => r.split('/')[1]))].map((l) => `/${l}/no-such-page`),
]
const routes = [...finnishRoutes(), ...otherLanguages, ...notFound]

test('the build has pages to check', () => {
  expect(routes.length).toBeGreaterThan(10)
})

test('the sweep finds what it is there to find, the same as axe run the default way (decision 381)', async ({
  page,
}) => {
  // A missing alt text, grey on white and a 12 px button beside another: WCAG 1.1.1, 1.4.3 and 2.5.8.
  await page.setContent(`<!doctype html><html lang="fi"><title>Koe</title><main>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">
    <p style="color:#bbb;background:#fff">Vaalea teksti</p>
    <button style="width:12px;height:12px;padding:0">a</button><button style="width:12px;height:12px;padding:0">b</button>
  </main></html>`)
  const found = await violations(page)
  const ids = [...new Set(found.map((v) => v.split(':')[0]))].sort()
  expect(ids).toEqual(expect.arrayContaining(['color-contrast', 'image-alt', 'target-size']))
  const usual = await new AxeBuilder({ page }).withTags(WCAG22_TAGS).analyze()
  expect(ids).toEqual([...new Set(usual.violations.map((v) => v.id))].sort())
})

/**
 * The route sweeps share one page per width in each worker: each test still opens its page and checks
 * it, without a new browser context and a cold cache every time (decision 381).
 */
const sweep = test.extend<object, { sweepPage: (width: number) => Promise<Page> }>({
  sweepPage: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use
      const pages = new Map<number, Promise<Page>>()
      await use((width) => {
        let page = pages.get(width)
        if (!page) {
          const viewport = { width, height: 900 }
          page = browser
            .newContext({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, viewport })
            .then((context) => context.newPage())
          pages.set(width, page)
        }
        return page
      })
      for (const page of pages.values()) await (await page).context().close()
    },
    { scope: 'worker' },
  ],
})

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const route of routes) {
      sweep(`${route} has no WCAG 2.2 AA violation`, async ({ sweepPage }) => {
        const page = await sweepPage(width)
        await page.goto(route)
        expect(await violations(page)).toEqual([])
      })
    }

    test('the open contact modal has no WCAG 2.2 AA violation', async ({ page }) => {
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

    test('the open cookie banner and its settings view have no WCAG 2.2 AA violation', async ({ page }) => {
      await page.goto('/')
      const banner = page.getByRole('dialog', { name: 'Sivusto käyttää evästeitä' })
      await expect(banner).toBeVisible()
      expect(await violations(page, '.cookie-banner')).toEqual([])
      await banner.getByRole('button', { name: 'Asetukset' }).click()
      await expect(page.getByRole('switch').first()).toBeVisible()
      expect(await violations(page, '.cookie-banner')).toEqual([])
    })

    test('the open Evästeasetukset popup has no WCAG 2.2 AA violation (contrast in every state)', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: 'Hyväksy kaikki' }).click()
      const floating = page.getByRole('button', { name: 'Evästeasetukset' })
      await floating.click()
      const popup = page.getByRole('dialog', { name: 'Evästeasetukset' })
      await expect(popup).toBeVisible()
      expect(await violations(page, '.cookie-popup')).toEqual([])
      // Focused and hovered, the popup's controls keep their contrast.
      await popup.getByRole('link', { name: 'Tietosuojaseloste' }).focus()
      expect(await violations(page, '.cookie-popup')).toEqual([])
      await popup.getByRole('link', { name: 'Tietosuojaseloste' }).hover()
      expect(await violations(page, '.cookie-popup')).toEqual([])
    })
  })
}

/** Focused elements (outside the banner) whose box is under the cookie banner, over a Tab walk. */
async function tabStopsUnderBanner(page: Page, stops: number): Promise<string[]> {
  const hidden: string[] = []
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab')
    const under = await page.evaluate(() => {
      const active = document.activeElement
      const banner = document.querySelector('.cookie-banner')
      if (!active || !banner || banner.contains(active) || active === document.body) return null
      const a = active.getBoundingClientRect()
      const b = banner.getBoundingClientRect()
      const overlaps = a.width > 0 && a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right
      return overlaps ? `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"` : null
    })
    if (under) hidden.push(under)
  }
  return hidden
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width}x${viewport.height} Tab never lands on an element the cookie banner covers`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/palvelu/keittion-remontti')
    await expect(page.getByRole('dialog', { name: 'Sivusto käyttää evästeitä' })).toBeVisible()
    // From the top of the page, as a keyboard visitor starts.
    await page.locator('body').click({ position: { x: 1, y: 1 } })
    expect(await tabStopsUnderBanner(page, 60)).toEqual([])
  })
}

test('on a phone the unanswered banner is compact and leaves the call bar free', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/palvelu/keittion-remontti')
  const banner = page.getByRole('dialog', { name: 'Sivusto käyttää evästeitä' })
  await expect(banner).toBeVisible()
  const b = (await banner.boundingBox())!
  const call = (await page.locator('.action-bar').boundingBox())!
  // It was 392 px and covered the call bar.
  expect(b.height).toBeLessThanOrEqual(844 * 0.4)
  expect(b.y + b.height).toBeLessThanOrEqual(call.y)
  // The call link takes the tap (actionability: nothing covers it).
  await page.locator('.action-bar').getByRole('link', { name: /Soita/ }).click({ trial: true })
})

test('saving the cookie choice is confirmed in a polite live region', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
  await expect(page.locator('.cookie-status[role="status"]')).toHaveText('Evästeasetukset tallennettu.')
})
