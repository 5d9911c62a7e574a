import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.js'
import { CONTACT_LIMITS } from '../../src/rules/contact.js'

/** The estimate shown in a calculator (the range), e.g. "300–500 €"; \s matches the no-break spaces. */
const rangeOf = (calc: Locator) => calc.locator('.calculator__range')
const euros = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`)

async function openCalculator(page: Page, path: string): Promise<Locator> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  const calc = page.locator('.calculator')
  await expect(calc).toHaveCount(1)
  // The calculator is an island that starts on screen or on intent: the visitor reaches for it (pointer over it).
  await calc.scrollIntoViewIfNeeded()
  await calc.hover()
  // Wait for its code: the range reacts only once the calculator's browser half has taken the prerendered HTML over.
  await expect(page.locator('site-island[data-island="section:calculator"]')).toHaveAttribute('data-hydrated', '')
  return calc
}

test('a visitor sees a floor estimate straight away and it follows material, area and extra work', async ({ page }) => {
  const calc = await openCalculator(page, '/laskuri/lattian-asennus')
  await expect(rangeOf(calc)).toHaveText(euros('300–500 €'))
  await calc.getByRole('radio', { name: /Laatoitus/ }).check()
  await calc.getByLabel(/Lattian pinta-ala/).fill('25')
  await expect(rangeOf(calc)).toHaveText(euros('750–1 250 €'))
  await calc.getByRole('checkbox', { name: 'Vanhan lattian purku ja poisvienti' }).check()
  await calc.getByRole('checkbox', { name: 'Alustan tasoitus' }).check()
  await expect(rangeOf(calc)).toHaveText(euros('1 200–2 000 €'))
  // VAT is claimed only where the underlying prices include it: the spec does not say so for floor prices.
  await expect(calc).not.toContainText(/sisältää arvonlisäveron|sis\. alv|Arvonlisävero \d/)
  await expect(calc).toContainText('voit saada kotitalousvähennystä noin 200–440 €')
  await expect(calc).toContainText('Lopullinen hinta selviää maksuttomalla arviokäynnillä')
})

test('an invalid area gets a clear Finnish hint and no estimate, then recovers', async ({ page }) => {
  const calc = await openCalculator(page, '/laskuri/lattian-asennus')
  const area = calc.getByLabel(/Lattian pinta-ala/)
  for (const [typed, hint] of [
    ['0', 'Lattian pinta-ala: pienin arvo on 1 m².'],
    ['-5', 'Lattian pinta-ala: pienin arvo on 1 m².'],
    ['100000', 'Lattian pinta-ala: suurin arvo laskurissa on 300 m². Suuremmasta kohteesta pyydä tarjous.'],
    ['kaksi', 'Lattian pinta-ala: kirjoita pelkkä luku numeroina, esimerkiksi 12,5.'],
    ['', 'Lattian pinta-ala: kirjoita luku, esimerkiksi 12,5.'],
  ]) {
    await area.fill(typed!)
    await expect(calc.locator('.calculator__error')).toHaveText(hint!.replace(/ m²/g, '\u00a0m²'))
    await expect(area).toHaveAttribute('aria-invalid', 'true')
    await expect(rangeOf(calc)).toHaveCount(0)
    await expect(calc).toContainText('Korjaa merkitty kohta, niin näet hinta-arvion.')
    await expect(calc).not.toContainText('NaN')
  }
  await expect(area).toHaveAttribute('aria-describedby', /area-error/)
  // "Suuremmasta kohteesta pyydä tarjous" comes with a button that does it.
  const larger = calc.getByRole('button', { name: 'Pyydä tarjous suuremmasta kohteesta' })
  await expect(larger).toHaveCount(0)
  await area.fill('100000')
  await larger.click()
  await expect(page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })).toBeVisible()
  await page.keyboard.press('Escape')
  // As a visitor does: go on once the dialog has closed (typing into the page behind an open modal is lost).
  await expect(page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })).toBeHidden()
  await area.fill('12,5')
  await expect(larger).toHaveCount(0)
  await expect(calc.locator('.calculator__error')).toHaveCount(0)
  await expect(rangeOf(calc)).toHaveText(euros('300–320 €'))
})

test('the floor calculator works on the floor renovation service page', async ({ page }) => {
  const calc = await openCalculator(page, '/palvelu/lattiaremontti')
  await expect(page.getByRole('heading', { name: 'Lattiaremontin hinnanlaskuri' })).toBeVisible()
  await calc.getByLabel(/Lattian pinta-ala/).fill('40')
  await expect(rangeOf(calc)).toHaveText(euros('600–1 000 €'))
  await calc.getByRole('checkbox', { name: 'Asennus lattialämmityksen päälle' }).check()
  await expect(rangeOf(calc)).toHaveText(euros('690–1 150 €'))
})

test('a visitor prices a sauna by scope, type, room and floor area', async ({ page }) => {
  const calc = await openCalculator(page, '/laskuri/saunan-asennus')
  await expect(rangeOf(calc)).toHaveText(euros('3 000–6 000 €'))
  await calc.getByRole('radio', { name: /Uusi sauna tai laaja remontti/ }).check()
  await calc.getByLabel(/Saunan lattiapinta-ala/).fill('6')
  await expect(rangeOf(calc)).toHaveText(euros('10 200–15 000 €'))
  await calc.getByRole('radio', { name: 'Puulämmitteinen sauna' }).check()
  await calc.getByRole('radio', { name: 'Piharakennus tai mökki' }).check()
  // 10 200 x 1.1 x 1.15 = 12 903 -> 12 900; 15 000 x 1.265 = 18 975 -> 19 000
  await expect(rangeOf(calc)).toHaveText(euros('12 900–19 000 €'))
  await expect(calc).toContainText('Vähennys on enintään 1 600 € henkilöä kohden vuodessa')
})

test('a visitor prices an apartment renovation by type and works', async ({ page }) => {
  const calc = await openCalculator(page, '/laskuri/asunnon-remontti')
  await expect(rangeOf(calc)).toHaveText(euros('750–1 250 €'))
  await calc.getByRole('radio', { name: 'Kolmio' }).check()
  await calc.getByRole('checkbox', { name: 'Tapetointi' }).check()
  // (300 + 350) x 3.5 = 2 275 -> 2 250; (500 + 600) x 3.5 = 3 850
  await expect(rangeOf(calc)).toHaveText(euros('2 250–3 850 €'))
  await calc.getByRole('checkbox', { name: 'Seinien maalaus' }).uncheck()
  await calc.getByRole('checkbox', { name: 'Tapetointi' }).uncheck()
  await expect(rangeOf(calc)).toHaveCount(0)
  await expect(calc).toContainText('Valitse vähintään yksi työ, niin näet hinta-arvion.')
  await calc.getByRole('radio', { name: /Keittiöremontti avaimet käteen/ }).check()
  await expect(rangeOf(calc)).toHaveText(euros('10 000–20 000 €'))
})

test('the calculator is usable by keyboard and announces the estimate politely', async ({ page }) => {
  const calc = await openCalculator(page, '/laskuri/lattian-asennus')
  const live = calc.locator('[aria-live="polite"]')
  await expect(live).toHaveText('')
  await calc.getByRole('radio', { name: /Laminaatti/ }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(calc.getByRole('radio', { name: /Parketti/ })).toBeChecked()
  await expect(rangeOf(calc)).toHaveText(euros('400–640 €'))
  await expect(live).toHaveText(/^Hinta-arvio 400–640\s€$/)
  await page.keyboard.press('Tab')
  await expect(calc.getByLabel(/Lattian pinta-ala/)).toBeFocused()
  await expect(calc.getByRole('group', { name: 'Lattiamateriaali tai työ' })).toBeVisible()
  await expect(calc.getByRole('group', { name: 'Lisätyöt' })).toBeVisible()
})

test('the contact button opens the form with the choices and the estimate beside an empty message', async ({
  page,
}) => {
  const calc = await openCalculator(page, '/laskuri/lattian-asennus')
  await calc.getByRole('button', { name: /Pyydä ilmainen arviokäynti tällä arviolla/ }).click()
  // By name: the cookie banner (also a dialog) may have appeared by now on a slow machine.
  const dialog = page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })
  await expect(dialog).toBeVisible()
  // The message is the visitor's own: the calculator's context goes beside it, shown in a note.
  await expect(dialog.getByRole('textbox', { name: 'Viesti' })).toHaveValue('')
  const note = dialog.getByTestId('contact-calculator')
  await expect(note).toContainText('Laskuri: Lattian asennus')
  await expect(note).toContainText(/Valinnat: Laminaatti; 20\sm²/)
  await expect(note).toContainText(/Hinta-arvio: 300–500\s€/)
})

test('/laskuri lists the three calculators and the menu links them', async ({ page }) => {
  await page.goto('/laskuri')
  for (const href of ['/laskuri/asunnon-remontti', '/laskuri/lattian-asennus', '/laskuri/saunan-asennus']) {
    await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1)
    await expect(page.locator(`header a[href="${href}"]`)).toHaveCount(1)
  }
})

test('a calculator fits a 360 px phone and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const calc = await openCalculator(page, '/laskuri/asunnon-remontti')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  const box = await calc.getByRole('checkbox', { name: 'Tapetointi' }).locator('xpath=ancestor::label').boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  const results = await new AxeBuilder({ page }).include('.calculator').analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})

test('the kitchen page starts with kitchen work, the bathroom page with a bathroom; the choices sent lead with it', async ({
  page,
}) => {
  const kitchen = await openCalculator(page, '/palvelu/keittion-remontti')
  await expect(kitchen.getByRole('radio', { name: /Keittiön pintaremontti/ })).toBeChecked()
  await expect(kitchen.getByRole('checkbox', { name: 'Seinien maalaus' })).not.toBeChecked()
  await expect(rangeOf(kitchen)).toHaveText(euros('500–2 000 €'))
  await kitchen.getByRole('button', { name: /Pyydä ilmainen arviokäynti tällä arviolla/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Ilmainen konsultaatio' })
  await expect(dialog.getByRole('textbox', { name: 'Viesti' })).toHaveValue('')
  await expect(dialog.getByTestId('contact-counter')).toHaveText(
    `0/${CONTACT_LIMITS.message.max} merkkiä, jäljellä ${CONTACT_LIMITS.message.max}`,
  )
  await expect(dialog.getByTestId('contact-calculator')).toContainText('Valinnat: Keittiön pintaremontti; Kaksio')
  await expect(dialog.getByTestId('contact-calculator')).toContainText(/Hinta-arvio: 500–2\s000\s€/)

  const bathroom = await openCalculator(page, '/palvelu/kylpyhuone-remontti')
  await expect(bathroom.getByRole('checkbox', { name: 'Kylpyhuoneremontti avaimet käteen' })).toBeChecked()
  await expect(rangeOf(bathroom)).toHaveText(euros('10 000–20 000 €'))
  const studio = await openCalculator(page, '/palvelu/yksion-remontti')
  await expect(studio.getByRole('radio', { name: 'Yksiö' })).toBeChecked()
})

test('on a phone the current estimate stays in view, inside the calculator, while the inputs change; on a wide screen the result column does it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const calc = await openCalculator(page, '/palvelu/keittion-remontti')
  const bar = calc.getByTestId('calculator-bar')
  const option = calc.getByRole('checkbox', { name: 'Kattojen maalaus' })
  await option.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollBy(0, -250))
  await option.check()
  // (250-400) x 2,5 + kitchen 500-2 000 = 1 125-3 000 -> 1 100-3 000
  await expect(bar).toContainText(/1\s100–3\s000\s€/)
  const barBox = (await bar.boundingBox())!
  const calcBox = (await calc.boundingBox())!
  // In view at the bottom of the screen, while the full result is still far below.
  expect(barBox.y).toBeGreaterThan(0)
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(844)
  expect((await calc.locator('.calculator__result').boundingBox())!.y).toBeGreaterThan(844)
  // Above the page's fixed call-and-ask bar, not under it.
  const actionBar = (await page.locator('.action-bar').boundingBox())!
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(actionBar.y)
  // Inside the calculator's own box, and not over the option just changed.
  expect(barBox.x).toBeGreaterThanOrEqual(calcBox.x)
  expect(barBox.x + barBox.width).toBeLessThanOrEqual(calcBox.x + calcBox.width)
  const optionBox = (await option.locator('xpath=ancestor::label').boundingBox())!
  expect(optionBox.y + optionBox.height <= barBox.y || optionBox.y >= barBox.y + barBox.height).toBe(true)
  // Focusing a field lower in the form scrolls it clear of the bar.
  const wc = calc.getByRole('checkbox', { name: 'WC-remontti' })
  await page.evaluate(() => window.scrollTo(0, 0))
  await wc.focus()
  const wcBox = (await wc.locator('xpath=ancestor::label').boundingBox())!
  const barNow = (await bar.boundingBox())!
  expect(wcBox.y + wcBox.height <= barNow.y || wcBox.y >= barNow.y + barNow.height).toBe(true)

  await page.setViewportSize({ width: 1366, height: 900 })
  await expect(bar).toBeHidden()
})
