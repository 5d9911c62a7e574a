/**
 * The visitor books the free site visit (phase 3): in the contact page's form in each language
 * with JavaScript (the time picker loaded when the booking is opened, keyboard usable, axe-clean) and
 * without it (the prerendered form's button leads to the server's page of free times); on a service
 * page's call to action and in the contact dialog; the e-mail's links cancel and move the visit; two
 * visitors racing for one time get one booking and one "Aika ehdittiin juuri varata – valitse toinen"
 * in their language. Runs its own production server (the build in dist/) with a temporary outbox, no
 * SMTP (the e-mails wait as rows, read here) and the rate limit opened up.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { readContactConfig } from '../../server/contact/config.js'
import { Outbox } from '../../server/contact/outbox.js'
import { SqliteStore } from '../../server/contact/sqlite-store.js'
import { LANGUAGES, type Lang } from '../../src/i18n/languages.js'
import { visitMailsOf } from '../../src/leads/visit-mails.js'
import { serverStringsFor } from '../../src/ui/server-strings.js'
import { stringsFor } from '../../src/ui/strings.js'
import { expect, test } from './fixtures.js'
import { startNode, type Running } from '../support/inbox-stack.js'
import { alternatesIn } from './prerendered-routes.js'
import { axe, freePort } from './support.js'

/** The contact page in each language (its alternates), read when the server is up. */
let contactPages = new Map<string, string>()
const contactPage = (lang: Lang) => contactPages.get(lang) ?? '/yhteystiedot'
const ADDRESS = { street: 'Mannerheimintie 5', postalCode: '00100', city: 'Helsinki' }

let server: Running | undefined
let base = ''
let dataDir = ''
/** The Helsinki dates with free times when the tests start: each test books on a day of its own (while there are enough). */
let days: string[] = []
const day = (k: number): string => days[k % days.length]!

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(90_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'booking-e2e-'))
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, TELEGRAM_BOT_TOKEN: '', DATABASE_URL: '' }
  const limits = { CONTACT_MIN_INTERVAL_MS: '0', CONTACT_MAX_PER_HOUR: '100000', SMTP_URL: '' }
  server = await startNode('server/index.ts', [], { ...env, ...limits }, base)
  contactPages = alternatesIn(await (await fetch(`${base}/yhteystiedot`)).text())
  expect(contactPages.get('en')).toBe('/en/contact')
  const free = (await (await fetch(`${base}/api/visit-slots?area=uusimaa`)).json()) as {
    slots: Record<string, unknown[]>
  }
  days = Object.keys(free.slots).filter((d) => free.slots[d]!.length > 0)
  expect(days.length).toBeGreaterThanOrEqual(4)
})

test.afterAll(async () => server?.stop())

const NAMES: Partial<Record<Lang, string>> = {
  fi: 'Maija Meikäläinen',
  en: 'Mary Smith',
  ru: 'Мария Иванова',
  uk: 'Марія Коваль',
}
const person = (lang: Lang, tag: string) => ({
  name: NAMES[lang] ?? 'Maija Meikäläinen',
  email: `${lang}.${tag}@example.fi`,
  message: 'Kylpyhuoneen remontti, noin 5 m2. Soittakaa iltaisin.',
})

/** The e-mails to a visitor (queued rows: no SMTP here), the reminder the day before left out. */
async function mailsOf(email: string) {
  const outbox = new Outbox(dataDir, { readonly: true })
  const lead = (() => {
    try {
      return outbox.list().find((l) => l.email === email)
    } finally {
      outbox.close()
    }
  })()
  expect(lead, `a lead for ${email}`).toBeTruthy()
  const store = new SqliteStore(readContactConfig({ DATA_DIR: dataDir }), () => {})
  try {
    return (await visitMailsOf(store.sql, lead!.id))
      .filter((m) => m.kind !== 'reminder' && m.mail.to.address === email)
      .map((m) => m.mail)
  } finally {
    await store.close()
  }
}

/** A link of the newest e-mail to the visitor, on this test's server. */
async function mailLink(email: string, kind: 'move' | 'cancel'): Promise<string> {
  const mails = await mailsOf(email)
  const text = mails.at(-1)!.text
  const url = new RegExp(`https?://[^\\s]+/api/visit/${kind}/[A-Za-z0-9_-]+`).exec(text)?.[0]
  expect(url, `the ${kind} link in:\n${text}`).toBeTruthy()
  return `${base}${new URL(url!).pathname}`
}

/** What a message says before the time it names ("Arviokäynti on varattu: "). */
const lead = (message: (when: string) => string) => message('\u0000').split('\u0000')[0]!

/** Answers the math question the form shows (its label names the two numbers). */
async function answerMath(scope: Locator | Page) {
  const input = scope.locator('input[name="mathAnswer"]')
  const id = await input.getAttribute('id')
  const label = (await scope.locator(`label[for="${id}"]`).textContent()) ?? ''
  const [, a, b] = /(\d+)\s*\+\s*(\d+)/.exec(label) ?? []
  expect(a, `a question in "${label}"`).toBeTruthy()
  await input.fill(String(Number(a) + Number(b)))
}

/** Books the first free time of a date in a scripted form, and sees the form's thank-you with the time. */
async function book(form: Locator, lang: Lang, who: ReturnType<typeof person>, date: string) {
  const { UI } = stringsFor(lang)
  await openBooking(form, lang, who)
  await pickTime(form, date)
  await answerMath(form)
  await form.getByRole('button', { name: UI.booking.submit }).click()
  await expect(form.getByTestId('contact-notice')).toContainText(lead(UI.booking.booked))
}

/** Fills the message and opens the booking with its address: with a script, the time picker appears. */
async function openBooking(
  form: Locator,
  lang: Lang,
  who: ReturnType<typeof person>,
  scripted = true,
  beforeOpen?: () => void,
) {
  const { UI } = stringsFor(lang)
  if (scripted) {
    // Focus in the form hydrates its island (on intent); what is typed before that would be lost.
    await form.getByLabel(UI.contact.name).focus()
    await expect(form.locator('xpath=ancestor::*[@data-hydrated]')).toHaveCount(1)
  }
  await form.getByLabel(UI.contact.name).fill(who.name)
  await form.getByLabel(UI.contact.email).fill(who.email)
  await form.getByRole('textbox', { name: UI.contact.message, exact: true }).fill(who.message)
  beforeOpen?.()
  await form.getByText(UI.booking.title, { exact: true }).click()
  await form.getByLabel(UI.booking.street).fill(ADDRESS.street)
  await form.getByLabel(UI.booking.postalCode).fill(ADDRESS.postalCode)
  await form.getByLabel(UI.booking.city).fill(ADDRESS.city)
}

/** Picks the first free time of a date in the scripted picker; returns its start. */
async function pickTime(form: Locator, date: string): Promise<string> {
  const picker = form.getByTestId('slot-picker')
  await picker.locator(`input[type="radio"][value="${date}"]`).check()
  const first = picker.locator(`input[name="start"][value^="${date}T"]`).first()
  await first.check()
  return (await first.getAttribute('value'))!
}

async function newPage(browser: Browser, javaScriptEnabled = true, width = 1366) {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 900 } })
  return { context, page: await context.newPage() }
}

test.describe('with JavaScript', () => {
  for (const [i, lang] of LANGUAGES.entries()) {
    test(`${lang}: the contact page's form books a visit; the times load only when the booking is opened`, async ({
      browser,
    }) => {
      const { UI } = stringsFor(lang)
      const { context, page } = await newPage(browser)
      const slotRequests: string[] = []
      const scripts: string[] = []
      page.on('request', (r) => r.url().includes('/api/visit-slots') && slotRequests.push(r.url()))
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()))
      let scriptsBeforeOpen = 0
      await page.goto(`${base}${contactPage(lang)}`)
      const form = page.locator('form.contact-form').first()
      const who = person(lang, 'js')
      await openBooking(form, lang, who, true, () => {
        // The form is in use (its island hydrated), the booking not yet opened: no times asked, no picker loaded.
        expect(slotRequests).toEqual([])
        scriptsBeforeOpen = scripts.length
      })
      await expect(form.getByRole('button', { name: UI.booking.submit })).toBeVisible()
      // The no-JavaScript way to the server's page is not offered when the picker is.
      await expect(form.getByRole('button', { name: UI.booking.showTimes })).toBeHidden()
      const start = await pickTime(form, day(i))
      expect(slotRequests.length).toBeGreaterThan(0)
      // The picker is a chunk of its own, fetched when the booking opened.
      expect(scripts.length).toBeGreaterThan(scriptsBeforeOpen)
      expect(slotRequests.every((u) => u.includes('area=uusimaa'))).toBe(true)
      await answerMath(form)
      await form.getByRole('button', { name: UI.booking.submit }).click()
      const notice = page.getByTestId('contact-notice')
      await expect(notice).toContainText(lead(UI.booking.booked))
      const mails = await mailsOf(who.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject.startsWith(lead(serverStringsFor(lang).bookingMail.confirmSubject))).toBe(true)
      expect(mails[0]!.calendar?.content).toContain(
        `DTSTART;TZID=Europe/Helsinki:${start.slice(0, 16).replace(/[-:]/g, '')}`,
      )
      await context.close()
    })
  }

  test('fi: the picker is a keyboard-usable radio group, and axe finds nothing with it open (390 px)', async ({
    browser,
  }) => {
    const { UI } = stringsFor('fi')
    const { context, page } = await newPage(browser, true, 390)
    await page.goto(`${base}${contactPage('fi')}`)
    const form = page.locator('form.contact-form').first()
    await openBooking(form, 'fi', person('fi', 'keys'))
    const picker = form.getByTestId('slot-picker')
    await expect(picker.getByRole('group', { name: UI.booking.chooseDay })).toBeVisible()
    const times = picker.locator('input[name="start"]')
    await times.first().focus()
    await page.keyboard.press('Space')
    await expect(times.first()).toBeChecked()
    await page.keyboard.press('ArrowRight')
    await expect(times.nth(1)).toBeChecked()
    await expect(times.nth(1)).toBeFocused()
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(390)
    const checked = await axe(page).analyze()
    expect(checked.violations).toEqual([])
    await context.close()
  })

  test("fi: a service page's call to action books a visit", async ({ browser }) => {
    const { context, page } = await newPage(browser)
    await page.goto(`${base}/palvelu/kylpyhuone-remontti`)
    await page.locator('.cta [data-disclosure]').first().click()
    const form = page.locator('.cta__form form.contact-form')
    const who = person('fi', 'service')
    await book(form, 'fi', who, day(4))
    expect(await mailsOf(who.email)).toHaveLength(1)
    await context.close()
  })

  test('ru: the contact dialog books a visit', async ({ browser }) => {
    const { UI } = stringsFor('ru')
    const { context, page } = await newPage(browser)
    await page.goto(`${base}/ru/`)
    await page.getByRole('banner').getByRole('button', { name: UI.header.consultation }).click()
    const form = page.getByRole('dialog', { name: UI.modal.consultationTitle }).locator('form.contact-form')
    const who = person('ru', 'dialog')
    await book(form, 'ru', who, day(5))
    // The dialog closes 3 s after (spec); the confirmation that stays names the booked time, not a message sent.
    await expect(page.getByTestId('contact-confirmation')).toContainText(lead(UI.booking.booked))
    expect(await mailsOf(who.email)).toHaveLength(1)
    await context.close()
  })

  test('two visitors race for one time: one booking, the other is told in their language and gets the times again', async ({
    browser,
  }) => {
    const racers = await Promise.all(
      (['fi', 'en'] as const).map(async (lang) => {
        const { context, page } = await newPage(browser)
        await page.goto(`${base}${contactPage(lang)}`)
        const form = page.locator('form.contact-form').first()
        const who = person(lang, 'race')
        await openBooking(form, lang, who)
        const start = await pickTime(form, day(6))
        await answerMath(form)
        return { lang, context, page, form, who, start }
      }),
    )
    expect(racers[0]!.start).toBe(racers[1]!.start)
    await Promise.all(
      racers.map((r) => r.form.getByRole('button', { name: stringsFor(r.lang).UI.booking.submit }).click()),
    )
    const outcomes = await Promise.all(
      racers.map(async (r) => {
        const notice = r.form.getByTestId('contact-notice')
        await expect(notice).toBeVisible()
        return (await notice.textContent()) ?? ''
      }),
    )
    const lost = racers.filter((r, i) => outcomes[i]!.includes(stringsFor(r.lang).UI.booking.slotTaken))
    const won = racers.filter((r, i) => outcomes[i]!.includes(lead(stringsFor(r.lang).UI.booking.booked)))
    expect(lost).toHaveLength(1)
    expect(won).toHaveLength(1)
    if (lost[0]!.lang === 'fi') expect(outcomes.join()).toContain('Aika ehdittiin juuri varata – valitse toinen')
    // The loser's picker asked for the times again: the taken one is no longer offered, nothing is chosen.
    const picker = lost[0]!.form.getByTestId('slot-picker')
    await expect(picker.locator(`input[name="start"][value="${lost[0]!.start}"]`)).toHaveCount(0)
    await expect(picker.locator('input[name="start"]:checked')).toHaveCount(0)
    expect(await mailsOf(won[0]!.who.email)).toHaveLength(1)
    for (const r of racers) await r.context.close()
  })
})

test.describe('without JavaScript', () => {
  for (const [i, lang] of LANGUAGES.entries()) {
    test(`${lang}: the prerendered form leads to the server's page of free times, which books the visit`, async ({
      browser,
    }) => {
      const { UI } = stringsFor(lang)
      const { context, page } = await newPage(browser, false)
      await page.goto(`${base}${contactPage(lang)}`)
      const form = page.locator('form.contact-form').first()
      const who = person(lang, 'nojs')
      await openBooking(form, lang, who, false)
      await form.getByRole('button', { name: UI.booking.showTimes }).click()
      // The server's page: the fields kept, its question, the free times as radio buttons.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(serverStringsFor(lang).visitPage.bookTitle)
      await expect(page.getByLabel(UI.contact.name)).toHaveValue(who.name)
      await expect(page.getByRole('group', { name: UI.booking.chooseTime })).toBeVisible()
      await page
        .locator(`input[name="start"][value^="${day(7 + i)}T"]`)
        .first()
        .check()
      await answerMath(page)
      await page.getByRole('button', { name: UI.booking.submit }).click()
      await expect(page.getByRole('status')).toContainText(lead(UI.booking.booked))
      expect(await mailsOf(who.email)).toHaveLength(1)
      await context.close()
    })
  }
})

test("without JavaScript, Enter in a field sends the message, not the booking (the default button is the message's)", async ({
  browser,
}) => {
  const { UI } = stringsFor('fi')
  const { context, page } = await newPage(browser, false)
  await page.goto(`${base}${contactPage('fi')}`)
  const form = page.locator('form.contact-form').first()
  const who = person('fi', 'enter')
  await form.getByLabel(UI.contact.name).fill(who.name)
  await form.getByLabel(UI.contact.email).fill(who.email)
  await form.getByRole('textbox', { name: UI.contact.message, exact: true }).fill(who.message)
  const post = page.waitForRequest((r) => r.method() === 'POST')
  await form.getByLabel(UI.contact.name).press('Enter')
  expect(new URL((await post).url()).pathname).toBe('/api/send-telegram')
  await context.close()
})

test.describe("the e-mail's links", () => {
  test('move the visit to another time, then cancel it (no account, no script needed)', async ({ browser }) => {
    const S = serverStringsFor('en')
    const { context, page } = await newPage(browser)
    await page.goto(`${base}${contactPage('en')}`)
    const form = page.locator('form.contact-form').first()
    const who = person('en', 'links')
    await book(form, 'en', who, day(11))

    const move = await mailLink(who.email, 'move')
    await page.goto(move)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.visitPage.moveTitle)
    const target = page.locator(`input[name="start"][value^="${day(12)}T"]`).last()
    const newStart = (await target.getAttribute('value'))!
    await target.check()
    await page.getByRole('button', { name: S.bookingMail.moveLink }).click()
    await expect(page.getByRole('status')).toContainText(lead(S.visitPage.moved))
    const afterMove = await mailsOf(who.email)
    expect(afterMove.at(-1)!.subject.startsWith(lead(S.bookingMail.movedSubject))).toBe(true)
    expect(afterMove.at(-1)!.calendar?.content).toContain(
      `DTSTART;TZID=Europe/Helsinki:${newStart.slice(0, 16).replace(/[-:]/g, '')}`,
    )
    // The first e-mail's links were for the old time: they no longer work.
    await page.goto(move)
    await expect(page.getByText(S.visitPage.linkInvalid)).toBeVisible()

    await page.goto(await mailLink(who.email, 'cancel'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.visitPage.cancelTitle)
    await page.getByRole('button', { name: S.bookingMail.cancelLink }).click()
    await expect(page.getByRole('status')).toHaveText(S.visitPage.cancelled)
    const afterCancel = await mailsOf(who.email)
    expect(afterCancel.at(-1)!.calendar?.method).toBe('CANCEL')
    // The time is free again.
    const free = (await (await fetch(`${base}/api/visit-slots?area=uusimaa`, { cache: 'no-store' })).json()) as {
      slots: Record<string, { start: string }[]>
    }
    expect(free.slots[day(12)]!.map((t) => t.start)).toContain(newStart)
    await context.close()
  })
})
