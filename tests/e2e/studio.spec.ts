/**
 * The authoring studio: `npm run studio` against a scratch copy of
 * pages-data (a git repository of its own, so the changes view has history),
 * never the repository's content. The journey: open the kitchen page, change
 * the hero title and see the preview, empty a required field and see the
 * error at it, add a FAQ question, move it up, save; the file on disk has
 * exactly that change and `npm run validate` passes; a new service page from
 * the template shows the placeholder warning; the preview patches the frame
 * (nodes of the page keep their identity) and the last of overlapping edits
 * wins. The last test checks the production build has no studio.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { axe, freePort, ownViteCache, WCAG_TAGS } from './support.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const KITCHEN = 'pages-data/services/keittion-remontti.json'

let root = ''
let studio: ChildProcess | undefined
let url = ''
let log = ''

type Section = { id: string; type: string; title?: string; items?: { question: string; answer: string }[] }
/** The kitchen page as it is now in the scratch copy (the first test saves it). */
const kitchen = () => JSON.parse(readFileSync(path.join(root, KITCHEN), 'utf8')) as { sections: Section[] }
const sectionIndex = (type: string) => kitchen().sections.findIndex((s) => s.type === type)

function git(...args: string[]) {
  const r = spawnSync('git', ['-c', 'user.name=studio-test', '-c', 'user.email=studio@test.invalid', ...args], {
    cwd: root,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(r.stderr)
  return r.stdout
}

async function waitForStudio(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (studio?.exitCode !== null) throw new Error(`studio exited early:\n${log}`)
    if (/Studio: http/.test(log)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`studio did not start within ${timeoutMs} ms:\n${log}`)
}

async function openKitchen(page: Page) {
  await page.goto(url)
  await page.locator(`button[data-file="${KITCHEN}"]`).click()
  await expect(page.locator('#studio-doc-title')).toHaveText('Keittiöremontti kiinteään hintaan')
  const heroTitle = kitchen().sections.find((s) => s.type === 'hero')!.title!
  await expect(page.frameLocator('.studio-preview__frame').locator('h1')).toHaveText(heroTitle, { timeout: 20_000 })
}

/** The form's array item holding a field. */
const arrayItem = (field: Locator) =>
  field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " rjsf-array-item ")][1]')

/** WCAG contrast of an element's text colour on its own background colour (both opaque rgb()). */
function textContrast(element: Element): number {
  const style = getComputedStyle(element)
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x)
  return (a! + 0.05) / (b! + 0.05)
}

test.describe('authoring studio', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-'))
    cpSync(path.join(REPO, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
    // The publish validates in a worktree of this repository, with the schemas (the sections' own under
    // src/sections/) beside the content as in a clone.
    for (const dir of ['schemas', 'src']) cpSync(path.join(REPO, dir), path.join(root, dir), { recursive: true })
    symlinkSync(path.join(REPO, 'public'), path.join(root, 'public'))
    git('init', '-q')
    git('add', 'pages-data', 'schemas', 'src')
    git('commit', '-qm', 'scratch content')
    const port = await freePort()
    studio = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'scripts/studio.ts'), '--port', String(port), '--no-open'],
      {
        cwd: REPO,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          ...ownViteCache(),
          STUDIO_CONTENT_DIR: path.join(root, 'pages-data'),
          RELEASES_DIR: `${root}-releases`,
        },
      },
    )
    studio.stdout!.on('data', (d: Buffer) => (log += d.toString()))
    studio.stderr!.on('data', (d: Buffer) => (log += d.toString()))
    await waitForStudio(60_000)
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
    rmSync(`${root}-releases`, { recursive: true, force: true })
  })

  // First, while every language of the content builds (the next test leaves a question untranslated).
  test('a saved card text says where else it shows, on a phone and on a desktop, and axe finds nothing', async ({
    page,
  }) => {
    const BATH = 'pages-data/services/kylpyhuone-remontti.json'
    const listing = JSON.parse(readFileSync(path.join(root, 'pages-data/pages/palvelu.json'), 'utf8')) as {
      breadcrumb: string
    }
    const { description } = JSON.parse(readFileSync(path.join(root, BATH), 'utf8')) as { description: string }
    const status = page.locator('#studio-save-status')
    for (const [width, height, words] of [
      [1366, 900, 'Myös pienet kylpyhuoneet.'],
      [390, 844, 'Myös pienet kylpyhuoneet ja saunat.'],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto(url)
      await page.locator(`button[data-file="${BATH}"]`).click()
      // (Its numbers kept: the translations say them too.)
      await page.locator('#root_description').fill(`${description} ${words}`)
      await expect(page.getByTestId('studio-errors')).toHaveCount(0)
      await page.getByRole('button', { name: 'Tallenna' }).click()
      // Kaikki palvelut shows the card text (its group's list); the menu shows only the service's name.
      await expect(status).toHaveText(`Tallennettu. Näkyy myös: ${listing.breadcrumb}.`, { timeout: 20_000 })
      await expect(status).toBeInViewport()
      await page.screenshot({ path: test.info().outputPath(`studio-shown-also-${width}.png`), fullPage: false })
      const checked = await axe(page, WCAG_TAGS).exclude('.studio-preview__frame').analyze()
      expect(checked.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
    }
    // Saved as typed; committed, so the next tests' pending changes and diffs are theirs alone.
    expect(readFileSync(path.join(root, BATH), 'utf8')).toContain('Myös pienet kylpyhuoneet ja saunat.')
    git('commit', '-qam', 'kylpyhuoneen korttiteksti')
  })

  test('the kitchen page: edit with a live preview, an error at its field, a FAQ question added and moved, saved with exactly that diff', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const file = path.join(root, KITCHEN)
    const original = readFileSync(file, 'utf8')
    const hero = sectionIndex('hero')
    const faq = sectionIndex('faq')
    const faqCount = kitchen().sections[faq]!.items!.length
    await openKitchen(page)

    // The hero title, live in the preview; nothing is written.
    const heroTitle = page.locator(`#sections_${hero}_title`)
    await heroTitle.fill('Keittiöremontti nopeasti')
    await expect(page.frameLocator('.studio-preview__frame').locator('h1')).toHaveText('Keittiöremontti nopeasti')
    await expect(page.locator('[data-preview-ms]')).toHaveAttribute('data-preview-ms', /^\d+$/)
    expect(readFileSync(file, 'utf8')).toBe(original)

    // A required field emptied: the validator's error at the field, and no saving.
    await heroTitle.fill('')
    await expect(page.locator(`#sections_${hero}_title__error`)).toContainText(
      'Pakollinen kenttä ”Pääotsikko” puuttuu tai on tyhjä.',
    )
    await expect(page.locator(`#sections_${hero}_title`)).toHaveAttribute(
      'aria-describedby',
      new RegExp(`sections_${hero}_title__error`),
    )
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeDisabled()
    await expect(page.locator('#studio-save-status')).toHaveText(
      'Dokumentissa on virheitä: korjaa ne ennen tallentamista.',
    )
    await heroTitle.fill('Keittiöremontti nopeasti')
    await expect(page.getByTestId('studio-errors')).toHaveCount(0)

    // A new FAQ question at the end, then moved up one place by the keyboard.
    const faqCard = page.locator(`[data-section-index="${faq}"]`)
    await faqCard.getByRole('button', { name: 'Lisää kohta' }).click()
    const question = page.locator(`#sections_${faq}_items_${faqCount}_question`)
    await question.fill('Saako keittiön käyttää remontin aikana?')
    await page.locator(`#sections_${faq}_items_${faqCount}_answer`).click()
    await page.keyboard.type('Vesipiste pidetään käytössä mahdollisimman pitkään.')
    await expect(page.getByTestId('studio-errors')).toHaveCount(0)
    const moveUp = arrayItem(question).getByRole('button', { name: 'Siirrä kohta ylös' })
    await moveUp.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(`#sections_${faq}_items_${faqCount - 1}_question`)).toHaveValue(
      'Saako keittiön käyttää remontin aikana?',
    )
    await expect(
      page.frameLocator('.studio-preview__frame').getByText('Saako keittiön käyttää remontin aikana?'),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('#studio-save-status')).toHaveText('Tallennettu.')

    // Exactly that change, in the hand-written format: 2 spaces, key order kept, trailing newline.
    const expected = JSON.parse(original) as { sections: Section[] }
    expected.sections[hero]!.title = 'Keittiöremontti nopeasti'
    expected.sections[faq]!.items!.splice(faqCount - 1, 0, {
      question: 'Saako keittiön käyttää remontin aikana?',
      answer: '<p>Vesipiste pidetään käytössä mahdollisimman pitkään.</p>',
    })
    expect(`${JSON.stringify(JSON.parse(original), null, 2)}\n`).toBe(original)
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(expected, null, 2)}\n`)
    const diff = git('diff', '--numstat', '--', KITCHEN).trim()
    expect(diff).toBe(`5\t1\t${KITCHEN}`)

    const validate = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'scripts/validate-content.ts'), '--root', root],
      { cwd: REPO, encoding: 'utf8' },
    )
    // The Finnish is valid; the new question is not yet in the English, Russian and Ukrainian
    // translations, and the validator names exactly those (a missing translation is an error for that
    // language's page) until the translators add it.
    const validateErrors = `${validate.stdout}${validate.stderr}`.split('\n').filter((l) => /\berror\b/.test(l))
    expect(validateErrors.length, validate.stdout + validate.stderr).toBeGreaterThan(0)
    for (const line of validateErrors)
      expect(line).toMatch(/^pages-data\/translations\/(en|ru|uk)\/services\/keittion-remontti\.json/)
    expect(validateErrors.some((l) => l.includes('has no translation of /sections/'))).toBe(true)

    // The changes view lists the saved, unpublished document by its kind and title, its fields in words
    // (old → new); its count is of unpublished documents; the lines of the diff only for the expert.
    await expect(page.getByRole('button', { name: 'Muutokset (1)' })).toBeVisible()
    await page.getByRole('button', { name: /^Muutokset/ }).click()
    const change = page.locator(`.studio-change[data-file="${KITCHEN}"]`)
    await expect(change.getByRole('heading')).toHaveText(/^Palvelu: /)
    await expect(change).toContainText('Pääotsikko:')
    await expect(change.locator('ins').first()).toContainText('Keittiöremontti nopeasti')
    await expect(change).toContainText('Saako keittiön käyttää remontin aikana?')
    await expect(change).not.toContainText('@@')
    await expect(change).not.toContainText('"title"')
    await page.getByLabel(/Asiantuntijatila/).check()
    await expect(change).toContainText('+      "title": "Keittiöremontti nopeasti",')
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('the preview patches only what changed, and of overlapping edits the last one wins', async ({ page }) => {
    await openKitchen(page)
    const frame = page.frameLocator('.studio-preview__frame')
    const title = page.locator(`#sections_${sectionIndex('hero')}_title`)
    type Marked = Element & { studioMark?: string }
    // Nodes of the page before the edit: a section the edit does not touch, and the heading it changes.
    await frame.locator('#faq').evaluate((el: Marked) => {
      el.studioMark = 'faq'
    })
    await frame.locator('h1').evaluate((el: Marked) => {
      el.studioMark = 'h1'
    })

    // The first check is held while more keys are typed: one check in flight, only the newest edit waits.
    const sent: string[] = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/check', async (route) => {
      sent.push((route.request().postDataJSON() as { text: string }).text)
      if (sent.length === 1) await held
      await route.continue()
    })
    await title.fill('Keittiöremontit')
    await expect.poll(() => sent.length).toBe(1)
    await title.press('End')
    await page.keyboard.type(' ABCDE')
    await expect(title).toHaveValue('Keittiöremontit ABCDE')
    release()
    await expect(frame.locator('h1')).toHaveText('Keittiöremontit ABCDE')
    expect(sent).toHaveLength(2)
    expect(sent[0]).toContain('"title": "Keittiöremontit",')
    expect(sent[1]).toContain('"title": "Keittiöremontit ABCDE",')
    await page.unroute('**/api/check')

    // Patched, not replaced: the same nodes, the heading with its new text.
    expect(await frame.locator('#faq').evaluate((el: Marked) => el.studioMark)).toBe('faq')
    expect(await frame.locator('h1').evaluate((el: Marked) => el.studioMark)).toBe('h1')
    await expect(frame.locator('#faq a, #hero a').first()).toHaveAttribute('tabindex', '-1')
  })

  test('a new service page from the template of npm run new shows the placeholder warning', async ({ page }) => {
    await page.goto(url)
    await page.getByRole('button', { name: 'Uusi sivu' }).click()
    await page.getByLabel('Sivun tyyppi').selectOption('service')
    await page.getByLabel('Sivun osoite').fill('ikkunaremontti')
    await page.getByLabel('Otsikko', { exact: true }).fill('Ikkunaremontti')
    await page.getByRole('button', { name: 'Luo sivu' }).click()
    await expect(page.locator('#studio-doc-title')).toHaveText('Ikkunaremontti')
    await expect(page.getByTestId('studio-warnings')).toContainText('Kirjoita tähän')
    await expect(page.getByTestId('studio-errors')).toHaveCount(0)
    await expect(page.frameLocator('.studio-preview__frame').locator('h1')).toHaveText('Ikkunaremontti', {
      timeout: 20_000,
    })
    // Allowed: a warning does not block saving.
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeEnabled()
    await expect(page.locator('button[data-file="pages-data/services/ikkunaremontti.json"]')).toContainText(
      'tallentamaton',
    )
    expect(existsSync(path.join(root, 'pages-data/services/ikkunaremontti.json'))).toBe(false)
  })

  test('two tabs on one document: the later save is refused, the other change shown beside it, merged by field', async ({
    context,
  }) => {
    const file = path.join(root, KITCHEN)
    const hero = sectionIndex('hero')
    const faq = sectionIndex('faq')
    const [a, b] = [await context.newPage(), await context.newPage()]
    await openKitchen(a)
    await openKitchen(b)
    // B has an unsaved edit when A saves (a clean B would simply take A's version in).
    await b.locator(`#sections_${faq}_title`).fill('Kysymyksiä välilehdeltä B')
    await a.locator(`#sections_${hero}_title`).fill('Keittiöremontti välilehdeltä A')
    await a.getByRole('button', { name: 'Tallenna' }).click()
    await expect(a.locator('#studio-save-status')).toHaveText('Tallennettu.')
    await b.getByRole('button', { name: 'Tallenna' }).click()
    // Refused: B sees A's change beside its own, and the file keeps A's.
    const conflict = b.getByTestId('studio-conflict')
    await expect(conflict).toContainText('Keittiöremontti välilehdeltä A')
    await expect(conflict).toContainText('Kysymyksiä välilehdeltä B')
    expect(readFileSync(file, 'utf8')).toContain('Keittiöremontti välilehdeltä A')
    expect(readFileSync(file, 'utf8')).not.toContain('Kysymyksiä välilehdeltä B')
    await conflict.getByRole('button', { name: 'Yhdistä kentittäin' }).click()
    await expect(conflict).toHaveCount(0)
    await expect(b.locator(`#sections_${hero}_title`)).toHaveValue('Keittiöremontti välilehdeltä A')
    await b.getByRole('button', { name: 'Tallenna' }).click()
    await expect(b.locator('#studio-save-status')).toHaveText('Tallennettu.')
    const saved = kitchen()
    expect(saved.sections[hero]!.title).toBe('Keittiöremontti välilehdeltä A')
    expect(saved.sections[faq]!.title).toBe('Kysymyksiä välilehdeltä B')
  })

  test('removing a section can be undone (button and Ctrl+Z), and redone (Ctrl+Shift+Z)', async ({ page }) => {
    await openKitchen(page)
    const cards = page.locator('.studio-sections__list > li')
    const count = await cards.count()
    const second = await cards.nth(1).getAttribute('data-section-type')
    await cards.nth(1).getByRole('button', { name: 'Poista', exact: true }).click()
    await expect(cards).toHaveCount(count - 1)
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeEnabled()
    await page.getByRole('button', { name: 'Kumoa' }).click()
    await expect(cards).toHaveCount(count)
    await expect(cards.nth(1)).toHaveAttribute('data-section-type', second!)
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeDisabled()
    await page.locator('#studio-doc-title').click()
    await page.keyboard.press('Control+Shift+Z')
    await expect(cards).toHaveCount(count - 1)
    await page.keyboard.press('Control+Z')
    await expect(cards).toHaveCount(count)
    await expect(page.locator('#studio-save-status')).toHaveText('Muutos kumottu.')
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeDisabled()
  })

  test('unsaved changes survive a reload, and leaving with them asks first', async ({ page }) => {
    await openKitchen(page)
    const title = page.locator(`#sections_${sectionIndex('hero')}_title`)
    await title.click()
    await title.press('End')
    await page.keyboard.type(' luonnos')
    const edited = await title.inputValue()
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeEnabled()
    const asked: string[] = []
    page.on('dialog', (d) => {
      asked.push(d.type())
      void d.accept()
    })
    await page.reload()
    expect(asked).toEqual(['beforeunload'])
    await page.locator(`button[data-file="${KITCHEN}"]`).click()
    await expect(title).toHaveValue(edited)
    // Told that the changes came back, and that they are still unsaved.
    await expect(page.locator('#studio-save-status')).toHaveText(
      'Palautettiin tallentamattomat muutoksesi edelliseltä kerralta. Tallentamattomia muutoksia.',
    )
    expect(readFileSync(path.join(root, KITCHEN), 'utf8')).not.toContain(edited)
  })

  test('a broken link in a blog post body is shown at its line and column, and the jump selects it there', async ({
    page,
  }) => {
    const file = 'pages-data/blog/lattian-tasoitus.md'
    await page.goto(url)
    await page.locator(`button[data-file="${file}"]`).click()
    const body = page.locator('#studio-markdown')
    await expect(body).toBeVisible()
    const text = await body.inputValue()
    const lines = text.split('\n')
    lines[2] = `Katso [tämä](/palvelu/ei-ole) ${lines[2]}`
    await body.fill(lines.join('\n'))
    const finding = page.getByTestId('studio-errors').locator('li', { hasText: '/palvelu/ei-ole' })
    await expect(finding).toContainText('Artikkelin teksti (Markdown), rivi 3, sarake 14')
    await expect(page.getByTestId('studio-markdown-errors')).toContainText('rivi 3, sarake 14')
    await finding.getByRole('button', { name: 'Siirry kenttään' }).click()
    await expect(body).toBeFocused()
    const offset = lines[0]!.length + 1 + lines[1]!.length + 1 + 13
    expect(await body.evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(offset)
    // Only the body is marked: the front matter's fields carry no error.
    await expect(page.locator('#root_title__error')).toHaveCount(0)
  })

  test('on a phone (390 px): one column with tabs, save always on screen, a click in the preview opens that section', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(url)
    const tabs = page.getByRole('group', { name: 'Näkymä' })
    await expect(tabs).toBeVisible()
    await page.locator(`button[data-file="${KITCHEN}"]`).click()
    // The form pane: the document list is out of the way and nothing is wider than the screen.
    await expect(page.locator('.studio__docs')).toBeHidden()
    await expect(page.locator('#studio-doc-title')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const faq = sectionIndex('faq')
    const question = page.locator(`#sections_${faq}_items_0_question`)
    await question.fill('Kysymys puhelimella?')
    const save = page.getByRole('button', { name: 'Tallenna' })
    await expect(save).toBeInViewport()
    await expect(save).toBeEnabled()
    // The preview pane, and a click on the FAQ there opens its fields.
    await tabs.getByRole('button', { name: 'Esikatselu' }).click()
    // The pressed tab under the pointer (a phone keeps :hover after a tap) stays readable: its text
    // against its own background at least 4.5:1 (axe leaves a hovered button's contrast "incomplete").
    const pressed = tabs.getByRole('button', { name: 'Esikatselu' })
    await pressed.hover()
    expect(await pressed.evaluate(textContrast)).toBeGreaterThanOrEqual(4.5)
    // The preview fills most of the screen (not an iframe's default 150 px).
    const frameBox = await page.locator('.studio-preview__frame').boundingBox()
    expect(frameBox?.height ?? 0).toBeGreaterThan(844 / 2)
    const frame = page.frameLocator('.studio-preview__frame')
    await frame.locator('#faq h2').first().click()
    await expect(page.locator('#studio-doc-title')).toBeVisible()
    await expect(page.locator(`[data-section-index="${faq}"] .studio-section__title`)).toBeInViewport()
    await expect(page.locator(`#sections_${faq}_title`)).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('studio-390.png'), fullPage: false })
  })

  test('the studio is keyboard-usable and axe finds nothing', async ({ page }) => {
    await openKitchen(page)
    const result = await axe(page, WCAG_TAGS).exclude('.studio-preview__frame').analyze()
    expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
    // Sections move by keyboard: focus stays on the button, and the move is announced.
    const first = page.locator('[data-section-index="1"] .js-up')
    await first.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-section-index="0"]')).toHaveAttribute('data-section-type', 'calculator')
    await expect(page.locator('[data-section-index="0"] .js-down')).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'siirretty kohtaan 1/' })).toHaveCount(1)
    // The search box filters the document list.
    await page.getByLabel('Hae dokumenttia').fill('sauna')
    await expect(page.locator('button[data-file="pages-data/services/saunaremontit.json"]')).toBeVisible()
    await expect(page.locator(`button[data-file="${KITCHEN}"]`)).toHaveCount(0)
  })

  test('Julkaise: the saved change in words and as a diff, then one commit with the message and author', async ({
    page,
  }) => {
    await openKitchen(page)
    await page.locator(`#sections_${sectionIndex('hero')}_title`).fill('Keittiöremontti julkaistuna')
    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('#studio-save-status')).toHaveText('Tallennettu.')
    const before = Number(git('rev-list', '--count', 'HEAD').trim())

    await page.locator('.studio__bar').getByRole('button', { name: 'Julkaise' }).click()
    const view = page.locator('.studio-publish')
    // The saved change in words, one row per document, with its address.
    const row = view.locator(`.studio-pending[data-file="${KITCHEN}"]`)
    await expect(row).toContainText('Palvelu: Keittiöremontti kiinteään hintaan', { timeout: 60_000 })
    // One field in words, or how many when the earlier tests' saved edits are in the same change.
    await expect(row).toContainText(/Pääotsikko muutettu|\d+ kohtaa muutettu/)
    await expect(row).toContainText('/palvelu/keittion-remontti')
    // Her own saved change is chosen already when the dialog opens (a local studio: all are hers).
    await expect(row.getByRole('checkbox')).toBeChecked()
    await expect(view.getByRole('status').filter({ hasText: /muutos(ta)? valittu/ })).not.toHaveText(
      '0 muutosta valittu',
    )
    const checked = await axe(page, WCAG_TAGS).exclude('.studio-preview__frame').analyze()
    expect(checked.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
    // The same change in words under Muutokset.
    await page.getByRole('button', { name: /^Muutokset/ }).click()
    await expect(page.locator(`.studio-change[data-file="${KITCHEN}"]`)).toContainText(
      /Pääotsikko:.*nyt: Keittiöremontti julkaistuna/,
    )
    await page.locator('.studio__bar').getByRole('button', { name: 'Julkaise' }).click()

    await row.getByRole('checkbox').check()
    await page.getByLabel('Kuvaus muutoksesta').fill('Keittiöremontin otsikko')
    // A second tab with Julkaise open reloads what is pending when this one publishes: the
    // server's event reaches it on the tab's one shared stream (src/studio/app/studio-events.ts).
    const other = await page.context().newPage()
    await other.goto(url)
    await other.locator('.studio__bar').getByRole('button', { name: 'Julkaise' }).click()
    await expect(other.locator(`.studio-pending[data-file="${KITCHEN}"]`)).toBeVisible({ timeout: 60_000 })
    const reloaded = other.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/publish')
    await view.locator('form').getByRole('button', { name: 'Julkaise' }).click()
    await reloaded
    await other.close()
    // The first test's new FAQ question is not in the English, Russian and Ukrainian translations yet: a
    // missing translation is an error, so publishing is refused in Finnish and nothing is
    // committed. (A publish that commits: src/studio/releases/publish.test.ts.)
    await expect(view).toContainText('Julkaisua ei tehty, koska valituissa muutoksissa on', { timeout: 60_000 })
    await expect(view).toContainText('on kääntämättä (kieli: englanti)')
    expect(Number(git('rev-list', '--count', 'HEAD').trim())).toBe(before)

    // A new service is in the menu by the group chosen: no menu place to pick, navigation.json untouched.
    await page.getByRole('button', { name: 'Uusi sivu' }).click()
    await page.getByLabel('Sivun osoite').fill('parvekeremontti')
    // The full address the page gets, beside the field.
    const site = JSON.parse(readFileSync(path.join(root, 'pages-data/site.json'), 'utf8')) as { url: string }
    await expect(page.locator('#studio-new-address')).toHaveText(
      `Sivu tulee osoitteeseen ${new URL('/palvelu/parvekeremontti', site.url).href}`,
    )
    await page.getByLabel('Otsikko', { exact: true }).fill('Parvekeremontti')
    await page.getByLabel('Palveluryhmä').selectOption({ label: 'Ulkotyöt' })
    await expect(page.locator('#studio-new-group-help')).toContainText(
      'ryhmänsä kohdalla Kaikki palvelut -sivulla ja valikossa',
    )
    await expect(page.getByLabel('Lisää valikkoon')).toHaveCount(0)
    // The card's sentence and icon are asked with the rest: no placeholder left in the card.
    const cardText = 'Uusimme parvekkeen lattian, kaiteet ja vedeneristyksen kiinteään hintaan.'
    await page.getByLabel('Kortin teksti').fill(cardText)
    await page.getByLabel('Kortin kuvake').selectOption({ label: 'Katto' })
    await page.getByRole('button', { name: 'Luo sivu' }).click()
    // The form closes when the page is made (its own help says the same words, so wait for it to go first).
    await expect(page.locator('#studio-new-kind')).toHaveCount(0, { timeout: 30_000 })
    await expect(page.locator('#root_description')).toHaveValue(cardText)
    await expect(page.locator('#root_icon option:checked')).toHaveText('Katto')
    // The new page is open, unsaved, and the status says where it will show.
    await expect(page.locator('#studio-save-status')).toContainText(
      'ryhmänsä kohdalla Kaikki palvelut -sivulla ja valikossa',
    )
    await expect(page.locator('#studio-save-status')).toContainText('Tallentamattomia muutoksia.')
    // Another page's place in the menu is offered when it is created: the menu names it, never copies its title.
    await page.getByRole('button', { name: 'Uusi sivu' }).click()
    await page.getByLabel('Sivun tyyppi').selectOption({ label: 'Sivu' })
    await page.getByLabel('Sivun osoite').fill('ura')
    await page.getByLabel('Otsikko', { exact: true }).fill('Ura')
    await expect(page.locator('#studio-new-menu-help')).toContainText('Sivu ei tule valikkoon')
    await page.getByLabel('Lisää valikkoon').check()
    await page.getByLabel('Kohta valikossa').selectOption({ label: 'Hinnanlaskurit' })
    await page.getByRole('button', { name: 'Luo sivu' }).click()
    await expect(page.locator('#studio-new-kind')).toHaveCount(0, { timeout: 30_000 })
    // The menu's unsaved change in words: where in the menu, and the page it now links.
    await page.getByRole('button', { name: /^Muutokset/ }).click()
    await expect(page.locator('.studio-change[data-file="pages-data/navigation.json"]')).toContainText(
      /^Navigaatio.*Hinnanlaskurit › .*nyt: pages\/ura/,
    )
  })
})

test('the production build has no studio: no route, no studio code or strings in dist/', async ({ request }) => {
  const dist = path.join(REPO, 'dist')
  expect(existsSync(path.join(dist, 'client')), 'run npx vike build first').toBe(true)
  const files = (d: string): string[] =>
    readdirSync(d).flatMap((n) =>
      statSync(path.join(d, n)).isDirectory() ? files(path.join(d, n)) : [path.join(d, n)],
    )
  const all = files(dist)
  // No file or folder named for the studio (a page about studio flats, /en/services/studio-renovation, is content).
  const studioFiles = all.filter((f) =>
    /(^|[/_.-])studio([/_.]|$)|studio-(app|ui|client)/i.test(path.relative(dist, f)),
  )
  expect(studioFiles).toEqual([])
  const marked = all
    .filter((f) => /\.(js|mjs|html|css|json)$/.test(f))
    .filter((f) => /Sisältöstudio|studio-frame-ready|\/api\/bootstrap/.test(readFileSync(f, 'utf8')))
  expect(marked).toEqual([])
  for (const p of ['/studio', '/preview-frame', '/api/bootstrap', '/src/studio/app/main.tsx'])
    expect((await request.get(p)).status(), p).toBe(404)
})
