/**
 * Finding her way in a long page, as the office manager on the studio on the server (the
 * owner, signed in with a passkey): "Lisää osio" asks for the kind and the place, puts an empty
 * "Tekstiosio" before the call to action (none of another page's text), focuses its first field, and
 * it is there after a save and a reload; a cancelled dialog changes nothing; the outline at the top
 * jumps to a section, moves it and removes it after a confirm that names it, all announced; the
 * editor's bar with "Tallenna" stays on the screen at the bottom of the page at 390 and 1366 px and
 * never covers the field she is in; at 390 px the top bar takes two rows with "Kirjaudu ulos" in
 * sight, and no view scrolls the page sideways. axe (WCAG 2.2 AA) finds nothing with the dialog open.
 * Ports: E2E_PORT+9.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { mkdirSync } from 'node:fs'
import { type Browser, chromium, expect, type Page, test } from '@playwright/test'
import { STUDIO_UI } from '../../src/studio/strings.fi.js'
import { chromiumLaunchOptions } from '../support/chromium.js'
import { type LoopbackStudio, startLoopbackStudio } from '../support/loopback-studio.js'
import { virtualAuthenticator } from '../support/studio-stack.js'
import { axe } from './support.js'

test.describe.configure({ mode: 'serial', timeout: 300_000 })

const PORT = Number(process.env.E2E_PORT ?? 4173) + 9
const STUDIO = `http://localhost:${PORT}`
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const UI = STUDIO_UI.sections

let studio: LoopbackStudio | undefined
let browser: Browser
let page: Page

/** The kitchen page's sections as the scratch copy has them on disk now. */
const onDisk = () =>
  (JSON.parse(readFileSync(path.join(studio!.site, KITCHEN), 'utf8')) as { sections: Record<string, unknown>[] })
    .sections

/** Screenshots for the reviewer, when E2E_SHOTS names a folder. */
async function shot(name: string) {
  const dir = process.env.E2E_SHOTS
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const width = page.viewportSize()?.width ?? 1366
  await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) })
}

async function openKitchen() {
  await page.locator(`button[data-file="${KITCHEN}"]`).click()
  await expect(page.locator('.studio-editor')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('#studio-save-status')).not.toHaveText(STUDIO_UI.checking, { timeout: 60_000 })
}

const card = (i: number) => page.locator(`.studio-sections__list [data-section-index="${i}"]`)
const outlineRow = (i: number) => page.locator(`.studio-outline [data-outline-index="${i}"]`)
const status = () => page.locator('.studio-editor > p[role="status"]')

test.beforeAll(async () => {
  test.setTimeout(300_000)
  studio = await startLoopbackStudio(PORT, 'studio-sections')
  browser = await chromium.launch(chromiumLaunchOptions())
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  page = await context.newPage()
  await virtualAuthenticator(context, page)
  await page.goto(studio.invite('omistaja@example.fi', 'omistaja'))
  await page.getByLabel(STUDIO_UI.auth.yourName).fill('Olli Omistaja')
  await page.getByRole('button', { name: STUDIO_UI.auth.createPasskey }).click()
  await page.waitForURL(`${STUDIO}/`)
  await expect(page.locator('.studio-doc').first()).toBeVisible({ timeout: 60_000 })
})

test.afterAll(async () => {
  await browser?.close()
  studio?.stop()
})

test('"Lisää osio": an empty Tekstiosio before the call to action, focused, saved in its place', async () => {
  await openKitchen()
  const before = onDisk()
  const cta = before.findIndex((s) => s.type === 'cta')
  expect(cta).toBeGreaterThan(0)
  const outline = page.getByRole('navigation', { name: new RegExp(UI.outline) })
  await expect(outline.locator('li')).toHaveCount(before.length)
  await expect(outlineRow(cta)).toContainText(`${cta + 1}. Yhteydenottokehotus`)

  // Cancelled: nothing changes, not even the undo history.
  await outline.getByRole('button', { name: UI.add }).click()
  const dialog = page.getByRole('dialog', { name: UI.addTitle })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('.studio-sections__list > li')).toHaveCount(before.length)
  await expect(page.getByRole('button', { name: STUDIO_UI.history.undo })).toBeDisabled()

  await outline.getByRole('button', { name: UI.add }).click()
  await expect(dialog).toBeVisible()
  // Each kind with its line in her words; the place before the call to action unless she says otherwise.
  await expect(dialog.getByRole('radio', { name: 'Tekstiosio' })).toHaveAccessibleDescription(
    'Vapaa teksti, jossa voi olla otsikko ja kuva.',
  )
  const place = dialog.getByLabel(UI.addPlace)
  await expect(place).toHaveValue(String(cta))
  await expect(place.locator('option:checked')).toHaveText(/^Ennen osiota \d+\. Yhteydenottokehotus/)
  const checked = await axe(page).exclude('.studio-preview__frame').analyze()
  expect(checked.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
  await dialog.getByRole('radio', { name: 'Tekstiosio' }).check()
  await shot('add-dialog')
  // And at the end of the list, so the place choice is in the picture too.
  await dialog.getByLabel(UI.addPlace).scrollIntoViewIfNeeded()
  await shot('add-dialog-place')
  await dialog.getByRole('button', { name: UI.addConfirm }).click()

  const added = card(cta)
  await expect(added).toHaveAttribute('data-section-type', 'content')
  await expect(card(cta + 1)).toHaveAttribute('data-section-type', 'cta')
  await expect(added).not.toContainText('Näin remontti etenee')
  await expect(added.locator('img')).toHaveCount(0)
  const title = page.locator(`#sections_${cta}_title`)
  await expect(title).toHaveValue('')
  await expect(title).toBeFocused()
  await expect(status()).toHaveText(`Tekstiosio lisätty kohtaan ${cta + 1}/${before.length + 1}.`)
  // Its one required text is the placeholder the validator names, so the page still saves.
  await expect(page.getByTestId('studio-warnings')).toContainText('Kirjoita tähän teksti')
  await shot('added')

  await page.getByRole('button', { name: STUDIO_UI.save, exact: true }).click()
  await expect(page.locator('#studio-save-status')).toHaveText(/^Tallennettu\./, { timeout: 60_000 })
  const saved = onDisk()
  expect(saved.map((s) => s.type)).toEqual(
    [...before.slice(0, cta), { type: 'content' }, ...before.slice(cta)].map((s) => s.type),
  )
  expect(JSON.stringify(saved[cta])).not.toContain('Näin remontti etenee')

  await page.reload()
  await openKitchen()
  await expect(card(cta)).toHaveAttribute('data-section-type', 'content')
  await expect(card(cta + 1)).toHaveAttribute('data-section-type', 'cta')
})

test('the outline: a jump to a section, a move by keyboard, a removal she confirms, each announced; a new hero’s placeholder title typed over', async () => {
  const sections = onDisk()
  const added = sections.findIndex((s) => s.type === 'content' && s.id === 'tekstiosio')
  expect(added).toBeGreaterThan(0)

  await outlineRow(added)
    .getByRole('button', { name: `${added + 1}. Tekstiosio`, exact: true })
    .click()
  await expect(card(added).locator('.studio-section__title')).toBeFocused()
  await expect(card(added).locator('.studio-section__title')).toBeInViewport()

  const up = outlineRow(added).getByRole('button', { name: `Siirrä ylös: ${added + 1}. Tekstiosio` })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(card(added - 1)).toHaveAttribute('data-section-type', 'content')
  await expect(card(added - 1).locator(`#sections_${added - 1}_content`)).toHaveCount(1)
  await expect(outlineRow(added - 1).locator('.js-up')).toBeFocused()
  await expect(status()).toHaveText(`${added}. Tekstiosio siirretty kohtaan ${added}/${sections.length}.`)

  // Removal: the confirm names the section; "Älä poista" keeps it.
  const remove = outlineRow(added - 1).getByRole('button', { name: `Poista: ${added}. Tekstiosio` })
  await remove.click()
  const confirm = outlineRow(added - 1).getByRole('group', { name: /^Poistetaanko osio/ })
  await expect(confirm).toContainText(`Poistetaanko osio ${added}. Tekstiosio?`)
  await expect(confirm.getByRole('button', { name: UI.confirmRemoveNo })).toBeFocused()
  await shot('outline-confirm')
  await page.keyboard.press('Enter')
  await expect(confirm).toHaveCount(0)
  await expect(page.locator('.studio-sections__list > li')).toHaveCount(sections.length)
  await remove.click()
  await outlineRow(added - 1)
    .getByRole('button', { name: UI.confirmRemoveYes })
    .click()
  await expect(page.locator('.studio-sections__list > li')).toHaveCount(sections.length - 1)
  await expect(status()).toHaveText(`${added}. Tekstiosio poistettu.`)
  await expect(page.locator('.studio-sections__list [data-section-type="content"]')).toHaveCount(
    sections.filter((s) => s.type === 'content').length - 1,
  )
  // One undo brings it back.
  await page.getByRole('button', { name: STUDIO_UI.history.undo }).click()
  await expect(page.locator('.studio-sections__list > li')).toHaveCount(sections.length)

  // A hero after the last section, from the button under the cards: its title's placeholder is
  // selected, so what she types replaces it.
  await page.locator('.studio-sections__add').getByRole('button', { name: UI.add }).click()
  const dialog = page.getByRole('dialog', { name: UI.addTitle })
  await dialog.getByRole('radio', { name: 'Pääkuva ja otsikko' }).check()
  await dialog.getByLabel(UI.addPlace).selectOption(String(sections.length))
  await dialog.getByRole('button', { name: UI.addConfirm }).click()
  const heroTitle = page.locator(`#sections_${sections.length}_title`)
  await expect(heroTitle).toBeFocused()
  await expect(heroTitle).toHaveValue('Kirjoita tähän pääotsikko')
  await page.keyboard.type('Uusi avaus')
  await expect(heroTitle).toHaveValue('Uusi avaus')
  await expect(card(sections.length)).not.toContainText('Keittiöremontti avaimet käteen')
  await expect(page.locator('.studio-sections__list > li')).toHaveCount(sections.length + 1)
})

/** The editor's bar is on the screen; a field focused far down is not under it (WCAG 2.4.11). */
async function barStaysAndFocusIsClear(scrollToBottom: () => Promise<void>) {
  const bar = page.getByTestId('studio-editor-bar')
  await scrollToBottom()
  await expect(bar).toBeInViewport({ ratio: 1 })
  await expect(bar.getByRole('button', { name: STUDIO_UI.save, exact: true })).toBeInViewport()
  await expect(bar.locator('#studio-save-status')).toContainText(STUDIO_UI.unsavedChanges)
  const fields = page.locator('.studio-sections__list input[type="text"], .studio-sections__list input:not([type])')
  for (const field of [fields.first(), fields.last()]) {
    await field.focus()
    const [box, barBox] = [await field.boundingBox(), await bar.boundingBox()]
    const covered = box && barBox && box.y < barBox.y + barBox.height && box.y + box.height > barBox.y
    expect(covered, 'the focused field is under the bar').toBeFalsy()
  }
}

test('the bar with "Tallenna" stays on the screen at 1366 and 390 px and never covers the focused field', async () => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await openKitchen()
  // An edit of her own, so there is something unsaved to show.
  const heroTitle = page.locator('#sections_0_title')
  await heroTitle.fill(`${await heroTitle.inputValue()}!`)
  await expect(page.locator('#studio-save-status')).toContainText(STUDIO_UI.unsavedChanges)
  await page.locator('.studio__main').evaluate((main) => main.scrollTo(0, 0))
  await shot('top')
  await barStaysAndFocusIsClear(() =>
    page.locator('.studio__main').evaluate((main) => main.scrollTo(0, main.scrollHeight)),
  )
  await shot('bottom')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('group', { name: 'Näkymä' }).getByRole('button', { name: STUDIO_UI.panes.form }).click()
  await barStaysAndFocusIsClear(() => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)))
  await expect(
    page.getByTestId('studio-editor-bar').getByRole('button', { name: STUDIO_UI.editorBar.publish }),
  ).toBeVisible()
  await shot('bottom')
  await page.evaluate(() => window.scrollTo(0, 0))
  await shot('top')
  // The dialog on a phone: the whole of it within the screen's width, nothing for axe.
  await page
    .getByRole('navigation', { name: new RegExp(UI.outline) })
    .getByRole('button', { name: UI.add })
    .click()
  const dialog = page.getByRole('dialog', { name: UI.addTitle })
  await expect(dialog).toBeVisible()
  const box = await dialog.boundingBox()
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true)
  const checked = await axe(page).exclude('.studio-preview__frame').analyze()
  expect(checked.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
  await shot('add-dialog')
  await dialog.getByRole('button', { name: UI.addCancel }).click()
  await expect(dialog).toHaveCount(0)
})

/** The top bar's rows: the title and buttons side by side share one (their heights overlap), one below them starts another. */
function barRows(page: Page): Promise<number> {
  return page.locator('.studio__bar').evaluate((header) => {
    const boxes = [...header.querySelectorAll('h1, button, summary')]
      .filter((c) => c.checkVisibility())
      .map((c) => c.getBoundingClientRect())
      .sort((a, b) => a.top - b.top)
    let count = 0
    let bottom = Number.NEGATIVE_INFINITY
    for (const box of boxes) {
      if (box.top >= bottom - 1) count++
      bottom = box.top >= bottom - 1 ? box.bottom : Math.max(bottom, box.bottom)
    }
    return count
  })
}

test('at 390 px: the top bar in two rows with "Kirjaudu ulos" in sight, and no view scrolls the page sideways', async () => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => window.scrollTo(0, 0))
  const bar = page.locator('.studio__bar')
  expect(await barRows(page)).toBeLessThanOrEqual(2)
  await expect(bar.getByRole('button', { name: STUDIO_UI.auth.signOut, exact: true })).toBeInViewport()
  const wide = () => page.evaluate(() => document.documentElement.scrollWidth)
  expect(await wide(), 'editor').toBeLessThanOrEqual(390)
  const views: [string, string | RegExp][] = [
    ['changes', new RegExp(`^${STUDIO_UI.changes.open}`)],
    ['people', STUDIO_UI.people.open],
    ['audit', STUDIO_UI.audit.open],
  ]
  for (const [name, label] of views) {
    await bar.getByRole('button', { name: label }).click()
    await expect(page.locator('main h2').first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await wide(), name).toBeLessThanOrEqual(390)
    await shot(name)
    await page.setViewportSize({ width: 1366, height: 900 })
    await shot(name)
    await page.setViewportSize({ width: 390, height: 844 })
  }
  await bar.getByRole('button', { name: STUDIO_UI.leads.open }).click()
  await expect(page.getByRole('heading', { name: STUDIO_UI.leads.open }).first()).toBeVisible({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  expect(await wide(), 'leads').toBeLessThanOrEqual(390)
  // The inbox's own bar (the sales person's only one) in two rows too, "Kirjaudu ulos" in sight.
  expect(await barRows(page), 'the inbox bar').toBeLessThanOrEqual(2)
  await expect(bar.getByRole('button', { name: STUDIO_UI.auth.signOut, exact: true })).toBeInViewport()
  await shot('leads')
  // The same views at 1366 px for the reviewer's eyes.
  await page.setViewportSize({ width: 1366, height: 900 })
  await shot('leads')
})
