/**
 * A phone visitor can always call or ask: both are on screen at
 * every width without opening anything, and the cookie settings button never
 * covers what a visitor reads or taps.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

type Box = { x: number; y: number; width: number; height: number }
const inViewport = (b: Box | null, w: number, h: number) =>
  !!b && b.width > 0 && b.height > 0 && b.x >= 0 && b.y >= 0 && b.x + b.width <= w && b.y + b.height <= h

/** The first element matching `selector` that is visible inside the viewport, as a box. */
async function visibleInViewport(page: Page, selector: string): Promise<Box | null> {
  return page.evaluate((sel) => {
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue
      if (r.left < 0 || r.top < 0 || r.right > window.innerWidth || r.bottom > window.innerHeight) continue
      // Not covered by something else at its centre.
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      if (hit && (el === hit || el.contains(hit))) return { x: r.left, y: r.top, width: r.width, height: r.height }
    }
    return null
  }, selector)
}

for (const width of [320, 390, 768, 1024, 1280, 1366, 1920]) {
  test(`at ${width} px a call link and the main action are on screen without opening anything, at the top and mid-page`, async ({
    page,
  }) => {
    const height = width < 500 ? 740 : 900
    await page.setViewportSize({ width, height })
    await page.goto('/palvelu/keittion-remontti')
    // After the one-time cookie choice (the banner covers the bottom of the screen until then).
    await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
    for (const scroll of [0, 0.5]) {
      await page.evaluate(
        (f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f),
        scroll,
      )
      const call = await visibleInViewport(page, 'a[href^="tel:"]')
      const ask = await visibleInViewport(page, 'button[data-contact-open]')
      expect(inViewport(call, width, height), `call at ${width}px, scroll ${scroll}`).toBe(true)
      expect(inViewport(ask, width, height), `ask at ${width}px, scroll ${scroll}`).toBe(true)
      // Targets of at least 24 px (WCAG 2.2 AA); 44 px where fingers are the pointer.
      const min = width < 1280 ? 44 : 24
      expect(call!.height).toBeGreaterThanOrEqual(min)
      expect(ask!.height).toBeGreaterThanOrEqual(min)
    }
  })
}

test('the open phone menu offers the phone number too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Valikko' }).click()
  const menu = page.locator('.header__menu.is-open')
  await expect(menu.locator('a[href^="tel:"]')).toBeVisible()
})

/** Elements a visitor reads or taps whose boxes intersect the cookie settings button. */
async function coveredByCookieButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.cookie-floating:not([hidden]) .cookie-floating__button')
    if (!button) return ['no visible cookie settings button']
    const b = button.getBoundingClientRect()
    const overlaps = (r: DOMRect) =>
      r.width > 0 && r.height > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top
    const hits: string[] = []
    for (const el of document.querySelectorAll<HTMLElement>(
      'a, button, input, select, textarea, h1, h2, h3, h4, label, summary',
    )) {
      if (el === button || button.contains(el) || el.contains(button) || el.closest('.cookie-floating')) continue
      if (el.closest('[hidden], dialog:not([open])')) continue
      if (overlaps(el.getBoundingClientRect()))
        hits.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`)
    }
    return hits
  })
}

for (const [width, height] of [
  [390, 844],
  [1024, 700],
  [1366, 900],
] as const) {
  test(`at ${width}x${height} the cookie settings button covers nothing at any scroll position, closed or open`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/')
    await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
    for (const path of ['/', '/laskuri/lattian-asennus', '/palvelu/muuttopalvelu', '/esimerkit']) {
      await page.goto(path)
      for (const scroll of [0, 0.33, 0.66, 1]) {
        await page.evaluate(
          (f) => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * f),
          scroll,
        )
        expect(await coveredByCookieButton(page), `${path} at ${scroll}`).toEqual([])
      }
    }
    const button = page.getByRole('button', { name: 'Evästeasetukset' })
    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(await coveredByCookieButton(page)).toEqual([])
  })
}
