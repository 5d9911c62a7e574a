import { expect, test, type Page } from '@playwright/test'

async function visibleExampleIds(page: Page) {
  return page
    .locator('#esimerkit .examples__list > li:not([hidden]) article')
    .evaluateAll((els) => els.map((e) => e.id))
}

const filterOf = (page: Page) => page.getByRole('navigation', { name: 'Näytä työesimerkit kategorian mukaan' })
const sectionHeading = (page: Page) => page.locator('#esimerkit h2.section__title')
const shownCategories = (page: Page) =>
  page
    .locator('#esimerkit .examples__list > li:not([hidden])')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))

test('a visitor filters the work examples by category with the mouse, and the address follows', async ({ page }) => {
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
  await expect(page.getByRole('status')).toHaveText('Näytetään 1 työesimerkki: Katot')
  await expect(sectionHeading(page)).toHaveText('Katot')
  expect(await shownCategories(page)).toEqual(['Katot'])
  expect(new URL(page.url()).search).toBe('?kategoria=Katot')
  await filter.getByRole('link', { name: 'Kaikki' }).click()
  expect(await visibleExampleIds(page)).toEqual(all)
  expect(new URL(page.url()).search).toBe('')
  await expect(sectionHeading(page)).toHaveText('Kaikki kohteet')
  await expect(page.getByRole('status')).toHaveText('Näytetään kaikki 16 työesimerkkiä')
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
  await expect(page.getByRole('status')).toHaveText('Näytetään kaikki 16 työesimerkkiä')
})

test('a shared filtered address opens filtered, with and without JavaScript', async ({ browser, page }) => {
  await page.goto('/esimerkit?kategoria=Katot')
  expect(await shownCategories(page)).toEqual(['Katot'])
  await expect(sectionHeading(page)).toHaveText('Katot')
  await expect(filterOf(page).getByRole('link', { name: 'Katot' })).toHaveAttribute('aria-current', 'true')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await context.newPage()
  await noScript.goto('/esimerkit')
  await expect(noScript.locator('#esimerkit .examples__list > li:not([hidden])')).toHaveCount(16)
  // Without JavaScript a filter link is an ordinary link: the server renders the filtered list.
  await filterOf(noScript).getByRole('link', { name: 'Katot' }).click()
  await expect(noScript).toHaveURL(/\/esimerkit\?kategoria=Katot$/)
  expect(await shownCategories(noScript)).toEqual(['Katot'])
  await expect(noScript.getByRole('status')).toHaveText('Näytetään 1 työesimerkki: Katot')
  await expect(sectionHeading(noScript)).toHaveText('Katot')
  await context.close()
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
      if (!target || seen.has(target)) continue
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
