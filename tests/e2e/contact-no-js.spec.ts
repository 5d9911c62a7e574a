/**
 * Every contact form on the site, with JavaScript off and on: each posts, never puts personal data in a URL; without JavaScript the
 * server answers with the spec's messages and stores the lead; a calculator's
 * choices reach the stored lead as their own fields. Runs its own production
 * server (the build in dist/) with a temporary outbox and the rate limit opened
 * up, so every form can be sent.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { Outbox } from '../../server/contact/outbox.js'
import { UI } from '../../src/ui/strings.fi.js'
import { CONTACT_LIMITS as L } from '../../src/rules/contact.js'
import { alternatesIn, finnishRoutes, prerenderedPages } from './prerendered-routes.js'
import type { Lang } from '../../src/i18n/languages.js'
import { stringsFor } from '../../src/ui/strings.js'
import { freePort } from './support.js'

const PERSON = {
  name: 'Maija Salainen',
  email: 'maija.salainen@example.fi',
  phone: '040 765 4321',
  message: 'Kylpyhuoneen remontti Espoossa, noin 5 m2. Soittakaa iltaisin.',
}

let server: ChildProcess | undefined
let base = ''
let dataDir = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'contact-e2e-'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CONTACT_MIN_INTERVAL_MS: '0',
      CONTACT_MAX_PER_HOUR: '100000',
      TELEGRAM_BOT_TOKEN: '',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  })
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200)
})

test.afterAll(() => {
  if (server?.exitCode === null) server.kill('SIGTERM')
})

function storedLeads() {
  const outbox = new Outbox(dataDir, { readonly: true })
  try {
    return outbox.list()
  } finally {
    outbox.close()
  }
}

/** Every address the page asks for or shows, to check that none carries personal data. */
function recordAddresses(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (r) => urls.push(r.url()))
  page.on('framenavigated', (f) => urls.push(f.url()))
  return urls
}

function expectNoPersonalData(urls: string[]) {
  const words = Object.values(PERSON).flatMap((v) => [v, encodeURIComponent(v), v.replace(/ /g, '+')])
  const leaking = urls.filter((url) => words.some((w) => url.includes(w) || decodeURIComponent(url).includes(w)))
  expect(leaking).toEqual([])
  expect(urls.some((url) => /[?&](name|email|phone|message)=/.test(url))).toBe(false)
}

/** Fills the fields; `math`: answers the question shown (a prerendered form without JavaScript has none yet). */
async function fill(form: Locator, overrides: Partial<typeof PERSON> = {}, math = true) {
  const person = { ...PERSON, ...overrides }
  await form.getByLabel(UI.contact.name).fill(person.name)
  await form.getByLabel(UI.contact.email).fill(person.email)
  await form.getByLabel(UI.contact.phone).fill(person.phone)
  await form.getByRole('textbox', { name: UI.contact.message, exact: true }).fill(person.message)
  if (!math) {
    // Every question is the server's, per visitor (docs/decisions/253): none in the prerendered HTML.
    await expect(form.getByText(UI.contact.mathNoScript)).toBeVisible()
    return
  }
  const label = form.getByText(/^Paljonko on \d+ \+ \d+\?/)
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await label.textContent()) ?? '')!
  await form.getByLabel(/Paljonko on/).fill(String(Number(a) + Number(b)))
}

/**
 * Sends a prerendered form without JavaScript: the first post is answered with the form, the fields kept
 * and a question of the visitor's own; answered, the second post sends the message.
 */
async function sendWithoutJs(page: Page, form: Locator) {
  await form.getByRole('button', { name: UI.contact.submit }).click()
  await expect(page.getByRole('alert')).toHaveText(UI.contact.mathNeeded)
  // The answer is at the form it came from (decision 271).
  const again = page.locator('form.contact-form', { has: page.getByRole('alert') })
  await expect(again.getByLabel(UI.contact.name)).toHaveValue(PERSON.name)
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await again.getByText(/^Paljonko on \d+ \+ \d+\?/).textContent()) ?? '')!
  await again.getByLabel(/Paljonko on/).fill(String(Number(a) + Number(b)))
  await again.getByRole('button', { name: UI.contact.submit }).click()
}

async function withoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test('every form of every prerendered page posts to the server; none can put personal data in a URL', () => {
  const forms: string[] = []
  for (const { file, route } of prerenderedPages()) {
    for (const tag of readFileSync(file, 'utf8').match(/<form\b[^>]*>/g) ?? []) forms.push(`${route} ${tag}`)
  }
  expect(forms.length).toBeGreaterThan(prerenderedPages().length)
  const notPosting = forms.filter((f) => !/method="post"/.test(f) || !/action="\/api\/send-telegram"/.test(f))
  expect(notPosting).toEqual([])
})

/**
 * One page of each kind (the first path segment: services, cities, calculators, blog, pages...) for each
 * form a visitor can reach there without JavaScript: the static check above covers every page's markup.
 */
/** One Finnish page of each kind (the other languages' forms: tests/e2e/russian-visitor.spec.ts). */
function onePagePerKind(): string[] {
  const seen = new Set<string>()
  return finnishRoutes().filter((route) => {
    const kind = route.split('/')[1] ?? ''
    if (seen.has(kind) && route !== '/yhteystiedot') return false
    seen.add(kind)
    return true
  })
}

test("without JavaScript: every kind of form a visitor can reach sends, the spec's success message shows and the lead is stored", async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { context, page } = await withoutJs(browser)
  const urls = recordAddresses(page)
  const placements = new Set<string>()
  let sent = 0
  for (const route of onePagePerKind()) {
    await page.goto(`${base}${route}`)
    const count = await page.locator('form.contact-form:visible').count()
    for (let i = 0; i < count; i++) {
      if (i > 0) await page.goto(`${base}${route}`)
      const form = page.locator('form.contact-form:visible').nth(i)
      placements.add((await form.getAttribute('data-placement')) ?? '')
      await fill(form, {}, false)
      await sendWithoutJs(page, form)
      await expect(page.getByRole('alert')).toContainText(UI.contact.sent)
      await expect(page.getByRole('alert')).toContainText(UI.contact.thanksNext)
      await expect(page.getByRole('alert')).toBeFocused()
      expect(await page.title()).toMatch(/^Viesti lähetetty – /)
      sent++
      expect(storedLeads().at(-1)).toMatchObject({ ...PERSON, page: route, calculator: null })
    }
  }
  // The contact page's own form and the call to action's (the dialog's opener is a link to the former).
  expect([...placements].sort()).toEqual(['cta', 'page'])
  expect(storedLeads()).toHaveLength(sent)
  expectNoPersonalData(urls)
  await context.close()
})

test("without JavaScript: an invalid message keeps the fields and shows the spec's message, focused", async ({
  browser,
}) => {
  const { context, page } = await withoutJs(browser)
  const urls = recordAddresses(page)
  const before = storedLeads().length
  await page.goto(`${base}/yhteystiedot`)
  const form = page.getByRole('form', { name: UI.contact.formLabel })
  await fill(form, { name: 'M' }, false)
  await form.getByRole('button', { name: UI.contact.submit }).click()
  const notice = page.getByRole('alert')
  await expect(notice).toHaveText(UI.contact.nameLength(L.name.min, L.name.max))
  await expect(notice).toBeFocused()
  const again = page.getByRole('form', { name: UI.contact.formLabel })
  await expect(again.getByLabel(UI.contact.name)).toHaveValue('M')
  await expect(again.getByLabel(UI.contact.name)).toHaveAttribute('aria-invalid', 'true')
  await expect(again.getByLabel(UI.contact.email)).toHaveValue(PERSON.email)
  await expect(again.getByRole('textbox', { name: UI.contact.message, exact: true })).toHaveValue(PERSON.message)
  expect(await page.title()).toMatch(/^Viestiä ei lähetetty – /)
  // A wrong answer to the server's question: the spec's message.
  await fill(again)
  await again.getByLabel(/Paljonko on/).fill('0')
  await again.getByRole('button', { name: UI.contact.submit }).click()
  await expect(page.getByRole('alert')).toHaveText(UI.contact.wrongMath)
  expect(storedLeads()).toHaveLength(before)
  // Posted again as it stands (the same page sent twice, or a token copied): the question is another one now.
  const third = page.getByRole('form', { name: UI.contact.formLabel })
  const token = await third.locator('input[name="mathToken"]').inputValue()
  expect(token).toMatch(/^[\w-]{40,}$/)
  expect(storedLeads()).toHaveLength(before)
  expectNoPersonalData(urls)
  await context.close()
})

/** A service page, a city page and a calculator page in every language (the Finnish pages' versions). */
function formPagesInEveryLanguage(): { lang: Lang; route: string }[] {
  const files = new Map(prerenderedPages().map((p) => [p.route, p.file]))
  return ['/palvelu/keittion-remontti', '/palvelu/espoo', '/laskuri/asunnon-remontti'].flatMap((route) =>
    [...alternatesIn(readFileSync(files.get(route)!, 'utf8'))]
      .filter(([lang]) => lang !== 'x-default')
      .map(([lang, path]) => ({ lang: lang as Lang, route: path })),
  )
}

/** The contact form's labels in a language, and its math question as a pattern. */
function formLabels(lang: Lang) {
  const T = stringsFor(lang).UI.contact
  const math = new RegExp(
    T.math(1111, 2222).replace(/[?+.]/g, '\\$&').replace('1111', '(\\d+)').replace('2222', '(\\d+)'),
  )
  return { T, math }
}

async function fillIn(form: Locator, lang: Lang, overrides: Partial<typeof PERSON> = {}) {
  const { T, math } = formLabels(lang)
  const person = { ...PERSON, ...overrides }
  await form.getByLabel(T.name).fill(person.name)
  await form.getByLabel(T.email).fill(person.email)
  await form.getByLabel(T.phone).fill(person.phone)
  await form.getByRole('textbox', { name: T.message, exact: true }).fill(person.message)
  // A prerendered form has no question: the server asks the visitor's own at the first send (decision 253).
  if ((await form.getByText(math).count()) === 0) return
  const [, a, b] = math.exec((await form.getByText(math).textContent()) ?? '')!
  await form.getByRole('spinbutton').fill(String(Number(a) + Number(b)))
}

test('without JavaScript, in every language: the answer shows at the form it was sent from, on its page, the text kept', async ({
  browser,
}) => {
  test.setTimeout(240_000)
  const { context, page } = await withoutJs(browser)
  const pages = formPagesInEveryLanguage()
  expect(pages.length).toBe(12)
  for (const { lang, route } of pages) {
    const { T } = formLabels(lang)
    await page.goto(`${base}${route}`)
    const slot = () => page.locator('.contact-slot[data-placement="cta"]')
    await fillIn(slot().locator('form'), lang, { name: 'M' })
    await slot().getByRole('button', { name: T.submit }).click()
    // The answer is the page it was sent from: the notice at that form, focused, the visitor's text kept.
    await expect(slot().getByRole('alert')).toHaveText(T.nameLength(L.name.min, L.name.max))
    await expect(slot().getByRole('alert')).toBeFocused()
    await expect(page.getByRole('alert')).toHaveCount(1)
    await expect(slot().getByRole('textbox', { name: T.message, exact: true })).toHaveValue(PERSON.message)
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
    expect(await page.title()).toContain(T.errorTitle)
    await fillIn(slot().locator('form'), lang)
    await slot().getByRole('button', { name: T.submit }).click()
    await expect(slot().getByRole('alert')).toContainText(T.sent)
    expect(await page.title()).toContain(T.sentTitle)
    expect(storedLeads().at(-1)).toMatchObject({ ...PERSON, page: route, lang })
  }
  await context.close()
})

test('without JavaScript the "Ilmainen konsultaatio" buttons lead to the contact page\'s form', async ({ browser }) => {
  const { context, page } = await withoutJs(browser)
  await page.goto(`${base}/palvelu/keittion-remontti`)
  const link = page.getByRole('banner').getByRole('link', { name: UI.header.consultation })
  await expect(link).toBeVisible()
  await expect(page.locator('[data-contact-open]:visible')).toHaveCount(0)
  await link.click()
  await expect(page).toHaveURL(`${base}/yhteystiedot#lomake`)
  await expect(page.getByRole('form', { name: UI.contact.formLabel })).toBeVisible()
  await context.close()
})

/** Waits until the island around `inside` has hydrated (React's keys on its elements). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction(
    (s) => {
      const el = document.querySelector(s)
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'))
    },
    selector,
    { timeout: 20_000 },
  )
}

/** A visitor's page of its own (the browser keeps the 30 s spacing between sends in its session). */
async function freshPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('with JavaScript: each visitor gets a question of their own from the server; a used token is refused', async ({
  browser,
}) => {
  const tokens: string[] = []
  let used = { token: '', answer: 0 }
  for (let i = 0; i < 2; i++) {
    const { context, page } = await freshPage(browser)
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/contact-question') && r.status() === 200)
    await page.goto(`${base}/yhteystiedot`)
    const own = page.getByRole('form', { name: UI.contact.formLabel })
    await own.getByLabel(UI.contact.name).focus()
    await hydrated(page, 'form[data-placement="page"] input[name="name"]')
    const question = (await (await asked).json()) as { a: number; b: number; token: string }
    tokens.push(question.token)
    await expect(own.getByText(UI.contact.math(question.a, question.b))).toBeVisible()
    if (i === 0) {
      await fill(own)
      await own.getByRole('button', { name: UI.contact.submit }).click()
      await expect(own.getByRole('alert')).toContainText(UI.contact.sent)
      used = { token: question.token, answer: question.a + question.b }
    } else {
      // The token the first send used, answered right and sent again: refused with the spec's math message.
      const replay = await page.evaluate(async ({ token, answer }) => {
        const r = await fetch('/api/send-telegram', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Maija Meikäläinen',
            email: 'maija@example.fi',
            message: 'Sama kysymys toiseen kertaan, kiitos.',
            mathAnswer: answer,
            mathToken: token,
          }),
        })
        return { status: r.status, body: (await r.json()) as { error: string } }
      }, used)
      expect(replay.status).toBe(400)
      expect(replay.body.error).toBe(UI.contact.wrongMath)
    }
    await context.close()
  }
  expect(tokens[0]).not.toBe(tokens[1])
})

test('with JavaScript: the contact page, a call to action and the dialog send as JSON, never through a URL', async ({
  browser,
}) => {
  // Three visitors, each loading a page, hydrating a form and asking for its question: over 30 s on a busy two-core machine.
  test.setTimeout(90_000)
  const before = storedLeads().length
  const urls: string[] = []
  {
    const { context, page } = await freshPage(browser)
    const seen = recordAddresses(page)
    await page.goto(`${base}/yhteystiedot`)
    const own = page.getByRole('form', { name: UI.contact.formLabel })
    await own.getByLabel(UI.contact.name).focus()
    await hydrated(page, 'form[data-placement="page"] input[name="name"]')
    await fill(own)
    await own.getByRole('button', { name: UI.contact.submit }).click()
    await expect(own.getByRole('alert')).toContainText(UI.contact.sent)
    expect(page.url()).toBe(`${base}/yhteystiedot`)
    urls.push(...seen)
    await context.close()
  }
  {
    const { context, page } = await freshPage(browser)
    const seen = recordAddresses(page)
    await page.goto(`${base}/laskuri/asunnon-remontti`)
    const cta = page.locator('.cta')
    await cta.getByRole('button', { name: UI.actions.form }).click()
    await hydrated(page, 'form[data-placement="cta"] input[name="name"]')
    const ctaForm = cta.locator('form')
    await fill(ctaForm)
    await ctaForm.getByRole('button', { name: UI.contact.submit }).click()
    await expect(ctaForm.getByRole('alert')).toContainText(UI.contact.sent)
    urls.push(...seen, page.url())
    await context.close()
  }
  {
    const { context, page } = await freshPage(browser)
    const seen = recordAddresses(page)
    await page.goto(`${base}/`)
    await page.getByRole('banner').getByRole('button', { name: UI.header.consultation }).click()
    const dialog = page.getByRole('dialog', { name: UI.modal.consultationTitle })
    await expect(dialog).toBeVisible()
    await hydrated(page, '#contact-dialog input[name="name"]')
    await fill(dialog)
    await dialog.getByRole('button', { name: UI.contact.submit }).click()
    await expect(dialog.getByRole('alert')).toContainText(UI.contact.sent)
    urls.push(...seen, page.url())
    await context.close()
  }
  const leads = storedLeads().slice(before)
  expect(leads.map((l) => l.page)).toEqual(['/yhteystiedot', '/laskuri/asunnon-remontti', '/'])
  expectNoPersonalData(urls)
})

test("a calculator's choices and estimate reach the stored lead beside an empty message field", async ({ browser }) => {
  const { context, page } = await freshPage(browser)
  const before = storedLeads().length
  await page.goto(`${base}/palvelu/keittion-remontti`)
  const calc = page.locator('.calculator')
  await calc.scrollIntoViewIfNeeded()
  await calc.hover()
  // The calculator's browser half is plain DOM (decision 370): its island says when it owns the HTML.
  await expect(page.locator('site-island[data-island="section:calculator"]')).toHaveAttribute('data-hydrated', '', {
    timeout: 20_000,
  })
  await calc.getByRole('radio', { name: 'Kolmio' }).check()
  await calc.getByRole('checkbox', { name: 'Seinien maalaus' }).check()
  await expect(calc.getByRole('radio', { name: /Keittiön pintaremontti/ })).toBeChecked()
  const estimate = ((await calc.locator('.calculator__range').first().textContent()) ?? '').trim()
  await calc.getByRole('button', { name: /Pyydä ilmainen arviokäynti tällä arviolla/ }).click()
  const dialog = page.getByRole('dialog', { name: UI.modal.consultationTitle })
  await expect(dialog).toBeVisible()
  await hydrated(page, '#contact-dialog input[name="name"]')
  const message = dialog.getByRole('textbox', { name: UI.contact.message, exact: true })
  await expect(message).toHaveValue('')
  const note = dialog.getByTestId('contact-calculator')
  await expect(note).toContainText(UI.leadOrigin.formNote)
  await expect(note).toContainText('Kolmio')
  await expect(note).toContainText('Seinien maalaus')
  await expect(note).toContainText('Keittiön pintaremontti')
  await fill(dialog)
  await dialog.getByRole('button', { name: UI.contact.submit }).click()
  await expect(dialog.getByRole('alert')).toContainText(UI.contact.sent)
  const [lead] = storedLeads().slice(before)
  expect(lead).toMatchObject({ message: PERSON.message, page: '/palvelu/keittion-remontti' })
  expect(lead!.calculator!.name).toBe('Asunnon remontti')
  expect(lead!.calculator!.choices).toEqual(
    expect.arrayContaining(['Kolmio', 'Seinien maalaus', 'Keittiön pintaremontti']),
  )
  expect(lead!.calculator!.estimate).toBe(estimate)
  await context.close()
})
