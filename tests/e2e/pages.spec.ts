import { expect, test, type Page } from '@playwright/test'
import { langOfPath } from '../../src/i18n/languages.js'

async function visibleExampleIds(page: Page) {
  return page
    .locator('#esimerkit .examples__list > li:not([hidden]) article')
    .evaluateAll((els) => els.map((e) => e.id))
}

const filterOf = (page: Page) => page.getByRole('navigation', { name: 'Näytä työesimerkit kategorian mukaan' })
const sectionHeading = (page: Page) => page.locator('#esimerkit h2.section__title')
/** The examples list's polite status (the page has other status regions: the contact thank-you). */
const examplesStatus = (page: Page) => page.locator('#esimerkit [role="status"]')
/** The category badge of each shown card (its name in the page's language). */
const shownCategories = (page: Page) =>
  page
    .locator('#esimerkit .examples__list > li:not([hidden]) .example__category')
    .evaluateAll((els) => els.map((e) => e.textContent))

test('a visitor filters the work examples by category with the mouse; the address follows and Back undoes it', async ({
  page,
}) => {
  await page.goto('/esimerkit')
  const island = page.locator('site-island[data-island="section:examples"]')
  await expect(island).toHaveAttribute('data-hydrated', '')
  const all = await visibleExampleIds(page)
  expect(all).toHaveLength(16)
  await expect(page.locator('h1')).toHaveText('Työesimerkit')
  await expect(sectionHeading(page)).toHaveText('Kaikki kohteet')
  const filter = filterOf(page)
  await filter.getByRole('link', { name: 'Katot' }).click()
  await expect(filter.getByRole('link', { name: 'Katot' })).toHaveAttribute('aria-current', 'true')
  await expect(filter.getByRole('link', { name: 'Kaikki' })).not.toHaveAttribute('aria-current')
  // The heading and the polite status say what is shown; the page's h1 is not repeated.
  await expect(examplesStatus(page)).toHaveText('Näytetään 1 työesimerkki: Katot')
  await expect(sectionHeading(page)).toHaveText('Katot')
  expect(await shownCategories(page)).toEqual(['Katot'])
  await expect(page).toHaveURL(/\/esimerkit\/katot$/)
  await filter.getByRole('link', { name: 'Maalaus' }).click()
  await expect(page).toHaveURL(/\/esimerkit\/maalaus$/)
  expect(await shownCategories(page)).toEqual(['Maalaus', 'Maalaus'])
  // Back undoes one filter at a time, then shows all again, without leaving the page.
  await page.goBack()
  await expect(page).toHaveURL(/\/esimerkit\/katot$/)
  await expect(sectionHeading(page)).toHaveText('Katot')
  expect(await shownCategories(page)).toEqual(['Katot'])
  await page.goBack()
  await expect(page).toHaveURL(/\/esimerkit$/)
  await expect(sectionHeading(page)).toHaveText('Kaikki kohteet')
  expect(await visibleExampleIds(page)).toEqual(all)
  await expect(examplesStatus(page)).toHaveText('Näytetään kaikki 16 työesimerkkiä')
  await page.goForward()
  await expect(sectionHeading(page)).toHaveText('Katot')
})

test('a keyboard user filters the work examples by category', async ({ page }) => {
  await page.goto('/esimerkit')
  await expect(page.locator('site-island[data-island="section:examples"]')).toHaveAttribute('data-hydrated', '')
  const all = filterOf(page).getByRole('link', { name: 'Kaikki' })
  await all.focus()
  await page.keyboard.press('Tab')
  const focused = page.locator('.filter__button:focus')
  const category = (await focused.textContent())!
  expect(category).not.toBe('Kaikki')
  await page.keyboard.press('Enter')
  await expect(focused).toHaveAttribute('aria-current', 'true')
  const categories = await shownCategories(page)
  expect(categories.length).toBeGreaterThan(0)
  expect(categories.length).toBeLessThan(16)
  expect(new Set(categories)).toEqual(new Set([category]))
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(all).toHaveAttribute('aria-current', 'true')
  await expect(examplesStatus(page)).toHaveText('Näytetään kaikki 16 työesimerkkiä')
})

test('a category page is a page of its own, filtered with and without JavaScript; Back undoes a filter without JavaScript too', async ({
  browser,
  page,
}) => {
  const response = await page.goto('/esimerkit/katot')
  expect(response?.status()).toBe(200)
  expect(await shownCategories(page)).toEqual(['Katot'])
  await expect(sectionHeading(page)).toHaveText('Katot')
  await expect(page).toHaveTitle(/^Katot – Työesimerkit \| /)
  await expect(filterOf(page).getByRole('link', { name: 'Katot' })).toHaveAttribute('aria-current', 'true')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto('/esimerkit')
  await expect(noScript.locator('#esimerkit .examples__list > li:not([hidden])')).toHaveCount(16)
  // Without JavaScript a filter link is an ordinary link to the category's prerendered page, at the list.
  await filterOf(noScript).getByRole('link', { name: 'Katot' }).click()
  await expect(noScript).toHaveURL(/\/esimerkit\/katot#esimerkit$/)
  expect(await shownCategories(noScript)).toEqual(['Katot'])
  await expect(examplesStatus(noScript)).toHaveText('Näytetään 1 työesimerkki: Katot')
  await expect(sectionHeading(noScript)).toHaveText('Katot')
  await noScript.goBack()
  await expect(noScript).toHaveURL(/\/esimerkit$/)
  await expect(noScript.locator('#esimerkit .examples__list > li:not([hidden])')).toHaveCount(16)
  await context.close()
})

test('on a phone the filter chips are one row that scrolls sideways (not four rows above the results)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/esimerkit')
  const chips = filterOf(page).locator('.filter__button')
  expect(await chips.count()).toBe(8)
  const tops = await chips.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  const row = await filterOf(page)
    .locator('.filter')
    .evaluate((el) => ({ scroll: el.scrollWidth > el.clientWidth, overflowX: getComputedStyle(el).overflowX }))
  expect(row).toEqual({ scroll: true, overflowX: 'auto' })
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test('the JSON-LD on /esimerkit parses and its ItemList has 10 items', async ({ page }) => {
  await page.goto('/esimerkit')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const parsed = blocks.map((b) => JSON.parse(b) as Record<string, unknown>)
  const lists = parsed.filter((p) => p['@type'] === 'ItemList')
  expect(lists).toHaveLength(1)
  const items = lists[0]!.itemListElement as { position: number; url: string }[]
  expect(items).toHaveLength(10)
  const ids = await visibleExampleIds(page)
  expect(items.map((i) => i.url.split('#')[1])).toEqual(ids.slice(0, 10))
})

test('the blog list is sorted by date, newest first', async ({ page }) => {
  await page.goto('/blogi')
  const dates = await page.locator('.post-card time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!))
  expect(dates.length).toBeGreaterThanOrEqual(3)
  expect(dates).toEqual([...dates].sort().reverse())
  await expect(page.locator('.post-card__title a')).toHaveCount(dates.length)
})

test('a home page service card leads to its own group on /palvelu, in view', async ({ page }) => {
  await page.goto('/')
  await page
    .locator('#palvelut')
    .getByRole('link', { name: /Muutot ja kuljetukset/ })
    .click()
  await expect(page).toHaveURL(/\/palvelu#muutot-ja-kuljetukset$/)
  const group = page.locator('#muutot-ja-kuljetukset')
  await expect(group.getByRole('heading', { name: 'Muutot ja kuljetukset' })).toBeInViewport()
  await expect(group.getByRole('link', { name: /Muuttopalvelu/ })).toHaveAttribute('href', '/palvelu/muuttopalvelu')
})

test('a blog article that asks the reader to ask has a link and a button that do it', async ({ page }) => {
  await page.goto('/blogi/lattian-tasoitus')
  const article = page.locator('article.article')
  await expect(article.getByRole('link', { name: 'pyydä ilmainen arviokäynti' })).toHaveAttribute(
    'href',
    '/yhteystiedot',
  )
  await article.getByRole('button', { name: 'Ilmainen konsultaatio' }).click()
  await expect(page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })).toBeVisible()
})

const CITIES: [string, string[]][] = [
  ['/palvelu/helsinki', ['Kallio', 'Töölö', 'muutostyöilmoitus']],
  ['/palvelu/espoo', ['Tapiola', 'Leppävaara', 'omakotitalo']],
  ['/palvelu/vantaa', ['rivitalo', 'Tikkurila', 'Myyrmäki']],
  ['/palvelu/lappeenranta', ['Imatra', 'Saimaa', 'Etelä-Karjala']],
]
for (const [path, words] of CITIES) {
  test(`the city page ${path} answers 200 with local content and links to services`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const text = (await page.locator('main').textContent()) ?? ''
    for (const w of words) expect(text.toLowerCase()).toContain(w.toLowerCase())
    const serviceLinks = await page.locator('#palvelut a[href^="/palvelu/"]').count()
    expect(serviceLinks).toBeGreaterThanOrEqual(6)
  })
}

test('a crawl from / finds no broken internal link and no broken image', async ({ page, request }) => {
  test.setTimeout(180_000)
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const images = new Set<string>()
  const broken: string[] = []
  while (queue.length) {
    const path = queue.shift()!
    const response = await page.goto(path)
    if (response?.status() !== 200) {
      broken.push(`${path} -> ${response?.status()}`)
      continue
    }
    const { links, srcs } = await page.evaluate(() => ({
      links: [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!),
      srcs: [...document.querySelectorAll('img')].map((i) => i.getAttribute('src')!),
    }))
    for (const s of srcs) images.add(s)
    for (const href of links) {
      const target = href.replace(/#.*$/, '')
      // The Finnish site: the other languages are crawled by quality-links.spec.ts and language-links.spec.ts.
      if (!target || seen.has(target) || langOfPath(target) !== 'fi') continue
      seen.add(target)
      const head = await request.get(target, { maxRedirects: 0 })
      if (head.status() === 301) {
        const location = head.headers().location!
        const final = await request.get(location, { maxRedirects: 0 })
        if (final.status() !== 200) broken.push(`${target} -> 301 ${location} -> ${final.status()}`)
      } else if (head.status() !== 200) broken.push(`${target} -> ${head.status()}`)
      else if ((head.headers()['content-type'] ?? '').includes('text/html')) queue.push(target)
    }
  }
  for (const src of images) {
    const res = await request.get(src)
    if (res.status() !== 200) broken.push(`image ${src} -> ${res.status()}`)
  }
  expect(broken).toEqual([])
  expect(seen.size).toBeGreaterThanOrEqual(50)
  expect(images.size).toBeGreaterThan(20)
})
