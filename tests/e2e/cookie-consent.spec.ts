import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

const KEY = 'cookie-consent'
const banner = (page: Page) => page.getByRole('dialog', { name: 'Sivusto käyttää evästeitä' })
const settings = (page: Page) => page.getByRole('dialog', { name: 'Evästeasetukset' })
const stored = (page: Page) =>
  page.evaluate((k) => localStorage.getItem(k), KEY).then((v) => (v ? JSON.parse(v) : null))
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((e): e is { event: string } => typeof e === 'object' && e !== null && 'event' in e),
  )

test('a first-time visitor sees the cookie banner about 1 s after load, not before, and not in the HTML', async ({
  page,
}) => {
  // The page's clock is ours: the 1 s is measured from the start of the consent machine, not from our wait.
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-21T10:00:05Z'))
  const response = await page.goto('/')
  expect(await response?.text()).not.toContain('cookie-banner')
  await expect(page.locator('[data-analytics="email-click"]').first()).toBeVisible()
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some(
      (e) => typeof e === 'object' && e !== null && (e as { event?: string }).event === 'page_view',
    ),
  )
  // The consent UI and its machine load on demand after hydration; the 1 s counts from the machine's start.
  await page.waitForLoadState('networkidle')
  await page.clock.runFor(900)
  await expect(banner(page)).toHaveCount(0)
  await page.clock.runFor(150)
  await expect(banner(page)).toBeVisible()
  // Equal weight for the two first-layer choices.
  const accept = page.getByRole('button', { name: 'Hyväksy kaikki' })
  const necessary = page.getByRole('button', { name: 'Vain välttämättömät' })
  expect(await accept.getAttribute('class')).toBe(await necessary.getAttribute('class'))
})

test('a visitor accepts all cookies and the choice survives a reload', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Hyväksy kaikki' }).click()
  await expect(banner(page)).toHaveCount(0)
  const record = await stored(page)
  expect(record).toMatchObject({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
    choice: 'all_accepted',
    policyVersion: 1,
  })
  expect(record.consentId).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  expect(Date.parse(record.consentedAt)).toBeGreaterThan(Date.now() - 60_000)
  // Focus returns to the start of the content, not to the settings button down in the footer.
  await expect(page.locator('#main')).toBeFocused()
  await page.reload()
  await page.waitForTimeout(1_500)
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Evästeasetukset' })).toBeVisible()
  const consentCalls = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter(
        (e) => !Array.isArray(e) && typeof e === 'object' && e !== null && (e as ArrayLike<unknown>)[0] === 'consent',
      )
      .map((e) => Array.from(e as ArrayLike<unknown>)),
  )
  expect(consentCalls[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })])
  expect(consentCalls[1]).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
  ])
})

test('a visitor allows only the necessary cookies', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
  expect(await stored(page)).toMatchObject({
    necessary: true,
    analytics: false,
    marketing: false,
    functional: false,
    choice: 'necessary_only',
  })
})

test('a visitor saves a custom choice in the settings view with the keyboard', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Asetukset', exact: true }).click()
  await expect(settings(page)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Evästeasetukset' })).toBeFocused()
  const necessary = page.getByRole('switch', { name: /Välttämättömät/ })
  await expect(necessary).toBeChecked()
  await expect(necessary).toBeDisabled()
  await page.getByRole('switch', { name: 'Analytiikka' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('switch', { name: 'Analytiikka' })).toBeChecked()
  await page.getByRole('button', { name: 'Tallenna valinnat' }).click()
  expect(await stored(page)).toMatchObject({
    analytics: true,
    marketing: false,
    functional: false,
    choice: 'custom_saved',
  })
  const updates = (await dataLayerEvents(page)).filter((e) => e.event === 'consent_update')
  expect(updates).toEqual([
    {
      event: 'consent_update',
      choice: 'custom_saved',
      analytics: true,
      marketing: false,
      functional: false,
      page_language: 'fi',
    },
  ])
})

test('a corrupt stored value is ignored silently and the banner is shown', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.addInitScript((k) => localStorage.setItem(k, '{not json'), KEY)
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  expect(errors).toEqual([])
})

test("a stored value in the spec's own shape is loaded as consent given; the next save writes the full record", async ({
  page,
}) => {
  const requests: string[] = []
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  const specShaped = JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false })
  await page.addInitScript(
    ([k, v]) => {
      window.__GA4_MEASUREMENT_ID__ = 'G-TEST12345'
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(k!, v!)
        sessionStorage.setItem('seeded', '1')
      }
    },
    [KEY, specShaped],
  )
  await page.goto('/')
  await page.waitForTimeout(1_500)
  await expect(banner(page)).toHaveCount(0)
  const floating = page.getByRole('button', { name: 'Evästeasetukset' })
  await expect(floating).toBeVisible()
  const consentCalls = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter(
          (e) => !Array.isArray(e) && typeof e === 'object' && e !== null && (e as ArrayLike<unknown>)[0] === 'consent',
        )
        .map((e) => Array.from(e as ArrayLike<unknown>).slice(0, 2)),
    )
  // Exactly the default and one update for the loaded choice; loading reports no consent_update and writes nothing.
  expect(await consentCalls()).toEqual([
    ['consent', 'default'],
    ['consent', 'update'],
  ])
  const update = await page.evaluate(
    () =>
      Array.from(
        (window.dataLayer ?? []).filter(
          (e) => !Array.isArray(e) && typeof e === 'object' && e !== null && (e as ArrayLike<unknown>)[0] === 'consent',
        )[1] as ArrayLike<unknown>,
      )[2],
  )
  expect(update).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied', functionality_storage: 'denied' })
  expect((await dataLayerEvents(page)).filter((e) => e.event === 'consent_update')).toHaveLength(0)
  await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345'])
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe(specShaped)
  // The next save upgrades the value to the full record with the proof of consent.
  await floating.click()
  await page.getByRole('button', { name: 'Muuta asetuksia' }).click()
  await expect(page.getByRole('switch', { name: 'Analytiikka' })).toBeChecked()
  await page.getByRole('switch', { name: 'Toiminnalliset' }).check()
  await page.getByRole('button', { name: 'Tallenna valinnat' }).click()
  await expect
    .poll(() => stored(page))
    .toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      choice: 'custom_saved',
      policyVersion: 1,
    })
  const record = await stored(page)
  expect(record.consentId).toMatch(/^[A-Za-z0-9-]{8,64}$/)
  expect(Date.parse(record.consentedAt)).toBeGreaterThan(Date.now() - 60_000)
  expect((await dataLayerEvents(page)).filter((e) => e.event === 'consent_update')).toHaveLength(1)
  expect(requests).toHaveLength(1)
})

test('a visitor withdraws consent from the popup and the banner returns with only necessary', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Hyväksy kaikki' }).click()
  const floating = page.getByRole('button', { name: 'Evästeasetukset' })
  await floating.click()
  await expect(floating).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('perua suostumuksesi milloin tahansa')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tietosuojaseloste' }).last()).toHaveAttribute('href', '/tietosuoja')
  await expect(page.getByRole('button', { name: 'Muuta asetuksia' })).toBeVisible()
  // Escape closes the popup and focus returns to the button.
  await page.keyboard.press('Escape')
  await expect(floating).toHaveAttribute('aria-expanded', 'false')
  await expect(floating).toBeFocused()
  await floating.click()
  const resetEvent = page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        window.addEventListener('cookie-settings-reset', () => resolve(true), { once: true }),
      ),
  )
  await page.getByRole('button', { name: 'Peru suostumus' }).click()
  expect(await resetEvent).toBe(true)
  await expect(banner(page)).toBeVisible()
  expect(await stored(page)).toBeNull()
  expect((await dataLayerEvents(page)).some((e) => e.event === 'reset_consent')).toBe(true)
  await page.getByRole('button', { name: 'Asetukset', exact: true }).click()
  await expect(page.getByRole('switch', { name: 'Analytiikka' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'Markkinointi' })).not.toBeChecked()
})

test('a reset in one tab shows the banner again in the other tab', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto('/')
  await first.getByRole('button', { name: 'Hyväksy kaikki' }).click()
  await second.goto('/meista')
  await second.waitForTimeout(1_300)
  await expect(banner(second)).toHaveCount(0)
  await first.getByRole('button', { name: 'Evästeasetukset' }).click()
  await first.getByRole('button', { name: 'Peru suostumus' }).click()
  await expect(banner(second)).toBeVisible()
  // And a choice saved in one tab closes the banner in the other.
  await first.getByRole('button', { name: 'Vain välttämättömät' }).click()
  await expect(banner(second)).toHaveCount(0)
})

test('marketing cookies are removed when marketing consent is off (analytics ones too, until accepted)', async ({
  page,
  context,
}) => {
  const trackers = ['_gcl_au', '_fbp', '_ga', '_ga_TEST']
  const add = () =>
    context.addCookies([...trackers, 'keep_me'].map((name) => ({ name, value: '1', url: 'http://127.0.0.1/' })))
  const names = async () => (await context.cookies()).map((c) => c.name).sort()
  await add()
  await page.goto('/')
  // No consent yet: every consent cookie goes, the site's own stay.
  await expect.poll(names).toEqual(['keep_me'])
  await page.getByRole('button', { name: 'Asetukset', exact: true }).click()
  await page.getByRole('switch', { name: 'Analytiikka' }).check()
  await page.getByRole('button', { name: 'Tallenna valinnat' }).click()
  await add()
  await page.reload()
  await expect.poll(names).toEqual(['_ga', '_ga_TEST', 'keep_me'])
})

test('the data layer receives each analytics event with its value', async ({ page }) => {
  await page.goto('/palvelu/keittion-remontti')
  await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
  await page.evaluate(() => {
    for (const a of document.querySelectorAll('a[data-analytics]'))
      a.addEventListener('click', (e) => e.preventDefault())
  })
  await page.locator('footer a[data-analytics="email-click"]').click()
  await page.locator('footer a[data-analytics="whatsapp-click"]').click()
  const events = await dataLayerEvents(page)
  const byName = (n: string) => events.find((e) => e.event === n) as Record<string, unknown> | undefined
  expect(byName('page_view')).toMatchObject({ page_path: '/palvelu/keittion-remontti' })
  expect(byName('service_page_view')).toMatchObject({ value: 10, currency: 'EUR' })
  expect(byName('email_click')).toBeTruthy()
  expect(byName('whatsapp_click')).toBeTruthy()
  expect(byName('consent_update')).toMatchObject({ choice: 'necessary_only' })
})

test('user engagement is reported after 15 s on a page with the value 3.5', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') })
  await page.clock.pauseAt(new Date('2026-11-21T10:00:05Z'))
  await page.goto('/')
  // The 15 s count starts with the page view, after hydration.
  await page.waitForFunction(() =>
    (window.dataLayer ?? []).some(
      (e) => typeof e === 'object' && e !== null && (e as { event?: string }).event === 'page_view',
    ),
  )
  await page.clock.runFor(14_000)
  expect((await dataLayerEvents(page)).some((e) => e.event === 'user_engagement')).toBe(false)
  await page.clock.runFor(1_500)
  expect((await dataLayerEvents(page)).find((e) => e.event === 'user_engagement')).toMatchObject({ value: 3.5 })
})

test('no analytics request is made before consent; the GA4 tag loads after analytics consent', async ({ page }) => {
  const requests: string[] = []
  await page.route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    requests.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  await page.addInitScript(() => {
    window.__GA4_MEASUREMENT_ID__ = 'G-TEST12345'
  })
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await page.getByRole('button', { name: 'Vain välttämättömät' }).click()
  await page.waitForTimeout(300)
  expect(requests).toEqual([])
  await page.getByRole('button', { name: 'Evästeasetukset' }).click()
  await page.getByRole('button', { name: 'Muuta asetuksia' }).click()
  await page.getByRole('switch', { name: 'Analytiikka' }).check()
  await page.getByRole('button', { name: 'Tallenna valinnat' }).click()
  await expect.poll(() => requests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST12345'])
})

test('the banner and its settings view have no axe violations (WCAG 2.1 AA)', async ({ page }) => {
  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
  const simple = await new AxeBuilder({ page }).include('.cookie-banner').withTags(tags).analyze()
  expect(simple.violations).toEqual([])
  await page.getByRole('button', { name: 'Asetukset', exact: true }).click()
  await expect(settings(page)).toBeVisible()
  const detailed = await new AxeBuilder({ page }).withTags(tags).analyze()
  expect(detailed.violations).toEqual([])
})

test('on a 360 px phone the banner leaves its buttons reachable and visible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto('/')
  await page.getByRole('button', { name: 'Asetukset', exact: true }).click()
  for (const name of ['Tallenna valinnat', 'Hyväksy kaikki', 'Vain välttämättömät']) {
    const button = page.getByRole('button', { name })
    await button.scrollIntoViewIfNeeded()
    await expect(button).toBeInViewport()
    const box = await button.boundingBox()
    expect(box!.height).toBeGreaterThanOrEqual(44)
  }
})
