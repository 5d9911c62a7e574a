import { test, expect } from './fixtures.js'
import type { Locator, Page } from '@playwright/test'

/** The first before/after pair on /esimerkit, once the examples island has turned it into a comparison. */
async function firstComparison(page: Page): Promise<{ frame: Locator; range: Locator }> {
  await page.goto('/esimerkit')
  // The cookie banner comes after a second and lies over the page: answer it first.
  await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
  const frame = page.locator('#esimerkit [data-compare]').first()
  await expect(frame).toBeVisible()
  await frame.evaluate((el) => el.scrollIntoView({ block: 'center' }))
  return { frame, range: frame.getByRole('slider', { name: 'Vertaa ennen ja jälkeen -kuvia' }) }
}

/** Where the after image starts, as a share of the frame's width (its clip-path's left inset). */
const afterStartsAt = (frame: Locator) =>
  frame.locator('.compare__after').evaluate((el) => {
    const left = /inset\(0(?:px)? 0(?:px)? 0(?:px)? ([\d.]+)%\)/.exec(getComputedStyle(el).clipPath)
    return left ? Number(left[1]) : NaN
  })

test('keyboard: the comparison is a labelled slider that the arrow keys, Home and End move', async ({ page }) => {
  const { frame, range } = await firstComparison(page)
  await expect(range).toHaveValue('50')
  expect(await afterStartsAt(frame)).toBe(50)
  await range.focus()
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft')
  await expect(range).toHaveValue('45')
  await expect(range).toHaveAttribute('aria-valuetext', 'Ennen-kuvaa näkyy 45 %, jälkeen-kuvaa 55 %')
  expect(await afterStartsAt(frame)).toBe(45)
  await page.keyboard.press('End')
  await expect(range).toHaveValue('100')
  await page.keyboard.press('Home')
  await expect(range).toHaveValue('0')
  expect(await afterStartsAt(frame)).toBe(0)
  // The focus is visible on the frame.
  expect(await frame.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid')
})

test('pointer: a click moves the divider there, a drag follows the pointer', async ({ page }) => {
  const { frame, range } = await firstComparison(page)
  const box = (await frame.boundingBox())!
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2)
  await expect(range).toHaveValue('25')
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 })
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 })
  await page.mouse.up()
  await expect(range).toHaveValue('80')
  expect(await afterStartsAt(frame)).toBe(80)
})

test.describe('finger', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('a tap moves the divider; a horizontal swipe drags it; vertical panning stays with the page', async ({
    page,
  }) => {
    const { frame, range } = await firstComparison(page)
    expect(await frame.evaluate((el) => getComputedStyle(el).touchAction)).toBe('pan-y')
    const box = (await frame.boundingBox())!
    await page.touchscreen.tap(box.x + box.width * 0.7, box.y + box.height / 2)
    await expect(range).toHaveValue('70')
    const cdp = await page.context().newCDPSession(page)
    const y = box.y + box.height / 2
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] })
    await touch('touchStart', box.x + box.width * 0.7)
    for (const share of [0.6, 0.5, 0.4, 0.3, 0.2]) await touch('touchMove', box.x + box.width * share)
    await touch('touchEnd', 0)
    await expect(range).toHaveValue('20')
  })
})

test.describe('without JavaScript', () => {
  test('both images stand side by side, each captioned', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/esimerkit')
    const pair = page.locator('#esimerkit .example__pair').first()
    const [before, after] = await pair.locator('figure').all()
    await expect(before!.locator('figcaption')).toHaveText('Ennen')
    await expect(after!.locator('figcaption')).toHaveText('Jälkeen')
    const a = (await before!.locator('img').boundingBox())!
    const b = (await after!.locator('img').boundingBox())!
    expect(b.x).toBeGreaterThan(a.x + a.width - 1)
    expect(Math.abs(a.y - b.y)).toBeLessThan(1)
    await expect(page.locator('[data-compare]')).toHaveCount(0)
    await context.close()
  })
})
