/**
 * The author's checks in the studio, as the office manager meets it, against a scratch copy of pages-data (a git
 * repository of its own) and of public/: every error path in Finnish (a 409, a crash, a server error,
 * no connection, a refused photo) with no developer text; a conflict field by field in words, "Pidä
 * omani" keeping the other's edit, the open tab told of a newer version at once, undo never bringing
 * back the other's old values; the translation box for formatted text in the rich text editor, and a
 * Finnish price change saved with the translations following; the small traps (slug from the title, a
 * title already used, the phone field, the link picker, the price table at 390 px). Screenshots of the
 * conflict and the translation box go to /work/notes/shots/wt-31 when that folder exists.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { freePort, ownViteCache } from './support.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const BATH = 'pages-data/services/kylpyhuone-remontti.json'
const BATH_RU = 'pages-data/translations/ru/services/kylpyhuone-remontti.json'
const SHOTS = '/work/notes/shots/wt-31'

let root = ''
let studio: ChildProcess | undefined
let url = ''
let log = ''

type Section = { id: string; type: string; title?: string }
const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))
const sectionIndex = (file: string, type: string) =>
  (json(file).sections as Section[]).findIndex((s) => s.type === type)

/** What a developer writes and an author must never read: English, a JSON pointer, a file path, an npm command. */
const DEVELOPER_TEXT = [
  /\b(the|is|not|cannot|failed|error|undefined|null|exists|Internal|Server|Cannot|read|properties|of)\b/,
  /(^|[\s(”"])\/(sections|fields|title|description|metaDescription)(\/|\b)/,
  /pages-data\/|\.json\b|public\/images|\/dev\/null/,
  /\bnpm (run|install)\b|\bgit (push|commit)\b/,
  /^[+-]{3} |^@@ /m,
]

/** Every message the studio shows the author now: alerts, statuses, errors, findings and the conflict view. */
async function shownMessages(page: Page): Promise<string[]> {
  return page
    .locator(
      '[role="alert"], [role="status"], .studio-error, .studio-finding, [data-testid="studio-conflict"], [data-testid="studio-newer"], .studio-crash',
    )
    .allInnerTexts()
}

async function expectNoDeveloperText(page: Page) {
  for (const text of await shownMessages(page))
    for (const pattern of DEVELOPER_TEXT) expect(text, `${pattern} in: ${text}`).not.toMatch(pattern)
}

async function open(page: Page, file: string) {
  await page.goto(url)
  await page.locator(`button[data-file="${file}"]`).click()
  await expect(page.locator('.studio-editor')).toBeVisible({ timeout: 20_000 })
}

const shot = async (page: Page, name: string) => {
  if (existsSync(SHOTS)) await page.screenshot({ path: path.join(SHOTS, name), fullPage: false })
}

test.describe('the author on her own', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-author-'))
    cpSync(path.join(REPO, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
    cpSync(path.join(REPO, 'public'), path.join(root, 'public'), { recursive: true })
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@test.invalid', ...args], { cwd: root })
    git('init', '-q')
    git('add', 'pages-data')
    git('commit', '-qm', 'scratch content')
    const port = await freePort()
    studio = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'scripts/studio.ts'), '--port', String(port), '--no-open'],
      {
        cwd: REPO,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, ...ownViteCache(), STUDIO_CONTENT_DIR: path.join(root, 'pages-data') },
      },
    )
    studio.stdout!.on('data', (d: Buffer) => (log += d.toString()))
    studio.stderr!.on('data', (d: Buffer) => (log += d.toString()))
    const deadline = Date.now() + 60_000
    while (!/Studio: http/.test(log)) {
      if (studio.exitCode !== null || Date.now() > deadline) throw new Error(`studio did not start:\n${log}`)
      await new Promise((r) => setTimeout(r, 250))
    }
    url = `http://127.0.0.1:${port}/`
  })

  test.afterAll(() => {
    if (studio?.pid && studio.exitCode === null) {
      try {
        process.kill(-studio.pid, 'SIGTERM')
      } catch {
        studio.kill('SIGTERM')
      }
    }
    if (root && existsSync(root)) rmSync(root, { recursive: true, force: true })
  })

  test('every error path in Finnish: a 409, a server crash, no connection, a refused photo, a view that crashes', async ({
    page,
  }) => {
    const crashes: string[] = []
    page.on('pageerror', (e) => crashes.push(e.message))
    // A new page whose file exists: a 409 that says so, not "no connection"; Muutokset still opens.
    await page.goto(url)
    await page.getByRole('button', { name: 'Uusi sivu' }).click()
    await page.getByLabel('Otsikko', { exact: true }).fill('Keittiöremontti')
    await page.getByLabel('Sivun osoite').fill('keittion-remontti')
    await page.getByRole('button', { name: 'Luo sivu' }).click()
    await expect(page.locator('#studio-new-error')).toHaveText(
      'Sivu osoitteella /palvelu/keittion-remontti on jo olemassa. Valitse toinen osoitteen loppuosa.',
    )
    await expectNoDeveloperText(page)
    await page.getByRole('button', { name: /^Muutokset/ }).click()
    await expect(page.getByRole('heading', { name: 'Muutokset', level: 2 })).toBeVisible()
    expect(crashes).toEqual([])

    // The server fails (an HTML 500) and then cannot be reached: the edit stays, the reason is Finnish.
    await open(page, KITCHEN)
    const hero = page.locator(`#sections_${sectionIndex(KITCHEN, 'hero')}_title`)
    await page.route('**/api/check', (r) =>
      r.fulfill({ status: 500, contentType: 'text/html', body: '<pre>TypeError: x</pre>' }),
    )
    await hero.fill('Keittiöremontti nyt')
    await expect(page.locator('.studio-error[role="alert"]')).toContainText('Studion palvelimella tapahtui virhe')
    await expectNoDeveloperText(page)
    await page.route('**/api/save', (r) => r.abort('connectionrefused'))
    await page.unroute('**/api/check')
    await hero.fill('Keittiöremontti nyt!')
    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('.studio-error[role="alert"]')).toContainText('Studion palvelimeen ei saatu yhteyttä')
    await expectNoDeveloperText(page)
    await page.unroute('**/api/save')
    await page.route('**/api/save', (r) => r.fulfill({ status: 403, contentType: 'application/json', body: '{}' }))
    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('.studio-error[role="alert"]')).toContainText('Pyyntö estettiin')
    await page.unroute('**/api/save')
    await expect(hero).toHaveValue('Keittiöremontti nyt!')

    // A refused photo: Finnish, at the picker.
    await page
      .locator(`[data-section-index="${sectionIndex(KITCHEN, 'hero')}"] button`, {
        hasText: /Valitse kuva|Vaihda kuva/,
      })
      .first()
      .click()
    await page.locator('.studio-photo-picker input[type="file"]').setInputFiles({
      name: 'lasku.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    })
    await expect(page.locator('.studio-photo-picker .studio-error')).toContainText('ei ole JPEG- tai PNG-kuva')
    await expectNoDeveloperText(page)
    await page.keyboard.press('Escape')

    // A view that crashes (the translation's texts come back broken): a Finnish notice, the edit kept.
    await page.route('**/api/translation**', (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: '{"lang":"ru","texts":null}' }),
    )
    await page.getByRole('button', { name: 'Avaa käännös: venäjä' }).click()
    await expect(page.locator('.studio-crash')).toContainText('Studiossa tapahtui virhe')
    await expectNoDeveloperText(page)
    await page.unroute('**/api/translation**')
    page.once('dialog', (d) => void d.accept())
    await page.getByRole('button', { name: 'Lataa studio uudelleen' }).click()
    await page.locator(`button[data-file="${KITCHEN}"]`).click()
    await expect(hero).toHaveValue('Keittiöremontti nyt!')
    await expect(page.locator('.studio-editor')).toBeVisible()
  })

  test('two tabs: told at once of the newer version, the conflict in words, "Pidä omani" keeps the other field, undo keeps the other’s value', async ({
    context,
  }) => {
    const hero = sectionIndex(KITCHEN, 'hero')
    // A section with a title of its own, so the translations are only out of date afterwards (a warning), never missing.
    const prices = sectionIndex(KITCHEN, 'pricing')
    const [a, b] = [await context.newPage(), await context.newPage()]
    await open(a, KITCHEN)
    await open(b, KITCHEN)
    for (const p of [a, b]) await p.evaluate(() => localStorage.clear())
    await b.locator(`#sections_${prices}_title`).fill('Hinnat B:ltä')
    await a.locator(`#sections_${hero}_title`).fill('Keittiöremontti A:lta')
    await a.getByRole('button', { name: 'Tallenna' }).click()
    await expect(a.locator('#studio-save-status')).toHaveText('Tallennettu.')
    // B is told at once, before it saves.
    await expect(b.getByTestId('studio-newer')).toContainText('uudempi versio')
    await b.getByRole('button', { name: 'Tallenna' }).click()
    const conflict = b.getByTestId('studio-conflict')
    await expect(conflict.locator('li[data-pointer$="/title"]')).toHaveCount(2)
    await expect(conflict).toContainText('Pääotsikko')
    await expect(conflict).toContainText('Keittiöremontti A:lta')
    await expect(conflict).toContainText('Hinnat B:ltä')
    await expectNoDeveloperText(b)
    await b.setViewportSize({ width: 1366, height: 900 })
    await conflict.scrollIntoViewIfNeeded()
    await shot(b, 'conflict-1366.png')
    await b.setViewportSize({ width: 390, height: 844 })
    await conflict.scrollIntoViewIfNeeded()
    await shot(b, 'conflict-390.png')
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await b.setViewportSize({ width: 1366, height: 900 })
    await conflict.getByRole('button', { name: 'Pidä omani' }).click()
    await expect(b.locator(`#sections_${hero}_title`)).toHaveValue('Keittiöremontti A:lta')
    await b.getByRole('button', { name: 'Tallenna' }).click()
    await expect(b.locator('#studio-save-status')).toHaveText('Tallennettu.')
    let saved = json(KITCHEN)
    expect(saved.sections[hero].title).toBe('Keittiöremontti A:lta')
    expect(saved.sections[prices].title).toBe('Hinnat B:ltä')
    // Undo takes back B's own edit, never A's saved title.
    await b.getByRole('button', { name: 'Kumoa' }).click()
    await expect(b.locator(`#sections_${prices}_title`)).not.toHaveValue('Hinnat B:ltä')
    await expect(b.locator(`#sections_${hero}_title`)).toHaveValue('Keittiöremontti A:lta')
    await b.getByRole('button', { name: 'Tee uudelleen' }).click()
    // A clean tab simply takes the newer version; one with edits takes it in when asked.
    await expect(a.locator(`#sections_${prices}_title`)).toHaveValue('Hinnat B:ltä')
    await a.locator(`#sections_${hero}_title`).fill('Keittiöremontti A:lta taas')
    await b.locator(`#sections_${prices}_title`).fill('Hinnat B:ltä taas')
    await b.getByRole('button', { name: 'Tallenna' }).click()
    await expect(b.locator('#studio-save-status')).toHaveText('Tallennettu.')
    await a.getByTestId('studio-newer').getByRole('button', { name: 'Ota uudempi versio mukaan' }).click()
    await expect(a.locator(`#sections_${prices}_title`)).toHaveValue('Hinnat B:ltä taas')
    await expect(a.locator(`#sections_${hero}_title`)).toHaveValue('Keittiöremontti A:lta taas')
    await a.getByRole('button', { name: 'Tallenna' }).click()
    await expect(a.locator('#studio-save-status')).toHaveText('Tallennettu.')
    saved = json(KITCHEN)
    expect([saved.sections[hero].title, saved.sections[prices].title]).toEqual([
      'Keittiöremontti A:lta taas',
      'Hinnat B:ltä taas',
    ])
  })

  test('the translation box for formatted text is the rich text editor; a Finnish price change takes the translations along', async ({
    page,
  }) => {
    await open(page, BATH)
    await page.getByRole('button', { name: 'Avaa käännös: venäjä' }).click()
    await expect(page.locator('#studio-doc-title')).toContainText('Käännös (venäjä)')
    const answer = page.locator('.studio-translation[data-pointer="/sections/8/items/1/answer"]')
    await expect(answer.locator('.studio-richtext__area[contenteditable="true"]')).toBeVisible()
    await expect(answer.getByRole('toolbar', { name: 'Tekstin muotoilu' })).toBeVisible()
    await expect(answer.locator('.studio-translation__finnish p')).toHaveCount(1)
    expect((await answer.textContent())?.includes('<p>')).toBe(false)
    await answer.scrollIntoViewIfNeeded()
    await shot(page, 'translation-richtext-1366.png')
    await page.setViewportSize({ width: 390, height: 844 })
    await answer.scrollIntoViewIfNeeded()
    await shot(page, 'translation-richtext-390.png')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1366, height: 900 })

    await open(page, BATH)
    const pricing = sectionIndex(BATH, 'pricing')
    const price = page.locator(`#sections_${pricing}_pricing_0_price`)
    await price.fill('11 500–20 000 €')
    // The meta description still says the old range: a warning names it.
    await expect(page.getByTestId('studio-warnings')).toContainText('10 000–20 000 €')
    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('#studio-save-status')).toContainText(
      'Muuttuneet luvut päivitettiin myös käännöksiin (englanti, venäjä, ukraina).',
    )
    const ru = json(BATH_RU).fields[`/sections/${pricing}/pricing/0/price`]
    expect(ru).toEqual({ from: '11 500–20 000 €', text: expect.stringMatching(/^11\s500–20\s000\s€$/) })
    const validate = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'scripts/validate-content.ts'), '--root', root],
      { cwd: REPO, encoding: 'utf8' },
    )
    expect(validate.status, validate.stdout + validate.stderr).toBe(0)
  })

  test('the small traps: slug from the title, a title already used, the phone field, the link picker, the price table at 390 px', async ({
    page,
  }) => {
    await page.goto(url)
    await page.getByRole('button', { name: 'Uusi sivu' }).click()
    await page.getByLabel('Otsikko', { exact: true }).fill('Ikkunoiden pesu ja huolto')
    await expect(page.getByLabel('Sivun osoite')).toHaveValue('ikkunoiden-pesu-ja-huolto')
    await page.getByLabel('Otsikko', { exact: true }).fill('Keittiöremontti kiinteään hintaan')
    await expect(page.locator('#studio-new-title-twin')).toContainText('on jo sivu otsikolla')
    await expect(page.getByLabel('Sivun osoite')).toHaveValue('keittioremontti-kiinteaan-hintaan')

    // Phone: a national form is taken and written in one form; a short one is refused at the field, with help.
    await open(page, 'pages-data/site.json')
    const phone = page.locator('#root_contacts_phone')
    await expect(page.locator('#root_contacts_phone__description')).toContainText('040 123 4567')
    await phone.fill('0401234567')
    await phone.blur()
    await expect(phone).toHaveValue('+358 40 1234567')
    await phone.fill('+358 40 12')
    await phone.blur()
    await expect(page.locator('#root_contacts_phone__phone')).toContainText('ei ole kokonainen puhelinnumero')
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeDisabled()
    await phone.fill('040 123 4567')
    await phone.blur()
    await expect(phone).toHaveValue('+358 40 1234567')

    // The link picker lists the site's pages by title.
    await open(page, KITCHEN)
    const content = sectionIndex(KITCHEN, 'content')
    const area = page.locator(`[data-section-index="${content}"] .studio-richtext__area`).first()
    await area.click()
    await page.keyboard.press('Control+A')
    await page.locator(`[data-section-index="${content}"]`).getByRole('button', { name: 'Linkki', exact: true }).click()
    const picker = page.locator('.studio-link-picker')
    await expect(picker).toBeVisible()
    await picker.getByLabel('Hae sivua otsikolla').fill('sauna')
    await picker
      .getByRole('button', { name: /Saunaremont/ })
      .first()
      .click()
    await expect(picker).toBeHidden()
    await expect(area.locator('a[href^="/palvelu/sauna"]').first()).toBeVisible()

    // The price table at 390 px: a price box wide enough for "11 500–20 000 €".
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, BATH)
    const pricing = sectionIndex(BATH, 'pricing')
    const card = page.locator(`[data-section-index="${pricing}"] .studio-section__title`)
    if ((await card.getAttribute('aria-expanded')) === 'false') await card.click()
    const price = page.locator(`#sections_${pricing}_pricing_0_price`)
    await price.fill('11 500–20 000 €')
    const box = await price.evaluate((el: HTMLInputElement) => ({ width: el.clientWidth, needed: el.scrollWidth }))
    expect(box.width).toBeGreaterThanOrEqual(box.needed)
    expect(box.width).toBeGreaterThanOrEqual(220)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
