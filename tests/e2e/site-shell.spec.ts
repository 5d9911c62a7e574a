import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { sitemapPaths } from './support.js'
import { LANGUAGE_INFO, langOfPath } from '../../src/i18n/languages.js'
import { stringsFor } from '../../src/ui/strings.js'

test('every route of the sitemap answers 200 with its title, one h1 and breadcrumbs from the home page of its language', async ({
  page,
}) => {
  const paths = await sitemapPaths(page.request)
  expect(paths.length).toBeGreaterThan(10)
  for (const path of paths) {
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    expect(html, path).toMatch(/<title>[^<]+<\/title>/)
    expect(html.match(/<h1[\s>]/g)?.length, `${path} has one h1`).toBe(1)
    // Koti on a Finnish page, Home / Главная / Головна on its language's pages, linking to that language's home.
    const lang = langOfPath(path)
    const { label, home } = stringsFor(lang).UI.breadcrumbs
    const homePath = LANGUAGE_INFO[lang].prefix || '/'
    const trail = `aria-label="${label}"><ol><li><a href="${homePath}">${home}</a>`
    if (path === homePath) expect(html, path).not.toContain(`aria-label="${label}"`)
    else expect(html, path).toContain(trail)
  }
})

test('each page type hydrates without a console error or a page error', async ({ page }) => {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`)
  })
  for (const path of [
    '/',
    '/palvelu/keittion-remontti',
    '/palvelu/helsinki',
    '/laskuri/lattian-asennus',
    '/blogi/saunan-remontti',
    '/esimerkit',
    '/yhteystiedot',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.locator('body')).toBeVisible()
  }
  expect(problems).toEqual([])
})

test('an unknown address shows the Finnish 404 page with links onward and status 404', async ({ page }) => {
  const response = await page.goto('/palvelu/ei-tallaista-palvelua')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sivua ei löytynyt')
  await expect(page.getByRole('main').getByRole('link', { name: 'Kaikki palvelut' })).toHaveAttribute(
    'href',
    '/palvelu',
  )
  await expect(page).toHaveTitle(/Sivua ei löytynyt/)
})

test('the old addresses answer 301 to their canonical pages', async ({ request }) => {
  for (const [from, to] of [
    ['/palvelu/saunaremontti', '/palvelu/saunaremontit'],
    ['/palvelu/lumityot', '/palvelu/lumen-poisto'],
    ['/palvelu/', '/palvelu'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to)
  }
})

test('a page carries its canonical URL, description and Open Graph tags', async ({ page }) => {
  await page.goto('/palvelu/keittion-remontti')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/palvelu\/keittion-remontti$/)
  await expect(page.locator('meta[name=description]')).toHaveAttribute('content', /.{50,}/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Keittiö/)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/palvelu\/keittion-remontti$/)
})

test.describe('header menu on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('a dropdown opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    // Time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000)
    const toggle = page.getByRole('button', { name: 'Palvelu' })
    const allServices = page
      .getByRole('navigation', { name: 'Päävalikko' })
      .getByRole('link', { name: 'Kaikki palvelut' })
    await toggle.hover()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(allServices).toBeVisible()
    await page.mouse.move(5, 800)
    await page.clock.runFor(290)
    await expect(allServices).toBeVisible()
    await toggle.hover()
    await page.mouse.move(5, 800)
    await page.clock.runFor(250)
    await expect(allServices).toBeVisible()
    await page.clock.runFor(60)
    await expect(allServices).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('the menu works by keyboard: Enter opens, arrows move, Escape closes and returns focus', async ({ page }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Palvelu' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('link', { name: 'Kaikki palvelut' }).first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(page.locator(':focus')).toHaveText('Olohuoneen remontti')
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('link', { name: 'Kaikki palvelut' }).first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('no page scrolls sideways at common desktop widths', async ({ page }) => {
    for (const width of [1024, 1280, 1366, 1920]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/', '/palvelu/keittion-remontti']) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
      }
    }
  })

  test('the e-mail button opens the mail client and WhatsApp opens in a new tab', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header.header')
    await expect(header.getByRole('link', { name: /Lähetä sähköpostia/ })).toHaveAttribute('href', /^mailto:/)
    const whatsapp = header.getByRole('link', { name: /WhatsApp/ })
    await expect(whatsapp).toHaveAttribute('target', '_blank')
    await expect(whatsapp).toHaveAttribute('rel', /noopener/)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('the menu is collapsed behind a button and expands with its dropdowns by tap', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Päävalikko' })
    const menuButton = page.getByRole('button', { name: 'Valikko' })
    await expect(nav).toBeHidden()
    await menuButton.tap()
    await expect(page.getByRole('button', { name: 'Sulje' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    await nav.getByRole('button', { name: 'Hinnanlaskurit' }).tap()
    await expect(nav.getByRole('link', { name: 'Kaikki hinnanlaskurit' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
  })

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/palvelu/keittion-remontti', '/blogi/saunan-remontti']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('the consultation modal', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  const open = async (page: Page) => {
    const opener = page.locator('header').getByRole('button', { name: 'Ilmainen konsultaatio' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })
    await expect(dialog).toBeVisible()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
    return { opener, dialog }
  }
  const expectClosed = async (page: Page, opener: ReturnType<Page['locator']>) => {
    await expect(page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })).toHaveCount(0)
    await expect(opener).toBeFocused()
    // The scroll lock is lifted by the dialog's close event, which comes a task after the dialog closes.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  }

  test('closes on Escape and gives focus back', async ({ page }) => {
    await page.goto('/')
    const { opener } = await open(page)
    await page.keyboard.press('Escape')
    await expectClosed(page, opener)
  })

  test('closed before its code arrives (a slow phone), it stays closed when the code comes', async ({ page }) => {
    // The chunk with the dialog's behaviour is held back until the visitor has closed the dialog.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let dialogChunk = ''
    await page.route('**/assets/chunks/*.js', async (route) => {
      const response = await route.fetch()
      // A request the browser dropped meanwhile (a low-priority preload it made again) has nothing to answer.
      const body = await response.text().catch(() => null)
      if (body === null) return
      if (body.includes('scroll-locked')) {
        dialogChunk = route.request().url()
        await held
      }
      await route.fulfill({ response, body })
    })
    await page.goto('/')
    const opener = page.locator('header').getByRole('button', { name: 'Ilmainen konsultaatio' })
    await opener.click()
    const dialog = page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })
    await expect(dialog).toBeVisible() // opened by the HTML's invoker command alone
    await expect.poll(() => dialogChunk).not.toBe('')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    release()
    // The same module again: it resolves once the held one has run, and the shell's callbacks before it.
    await page.evaluate(async (url) => {
      await import(url)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }, dialogChunk)
    await expect(dialog).toBeHidden()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
    // The next tap opens it with everything wired.
    await opener.click()
    await expect(dialog).toBeVisible()
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
  })

  test('closes on the close button', async ({ page }) => {
    await page.goto('/')
    const { opener, dialog } = await open(page)
    await dialog.getByRole('button', { name: 'Sulje' }).click()
    await expectClosed(page, opener)
  })

  test('closes on a click on the backdrop but not inside', async ({ page }) => {
    await page.goto('/')
    const { opener, dialog } = await open(page)
    await dialog.getByRole('heading').click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(10, 10)
    await expectClosed(page, opener)
  })

  test('keeps keyboard focus inside while open and opens from the footer too', async ({ page }) => {
    await page.goto('/')
    const { dialog } = await open(page)
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(
        () => !!document.activeElement?.closest('dialog') || document.activeElement === document.body,
      )
      expect(inside).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    const footerButton = page.locator('footer').getByRole('button', { name: 'Ilmainen konsultaatio' })
    await footerButton.click()
    await expect(page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(footerButton).toBeFocused()
  })
})
