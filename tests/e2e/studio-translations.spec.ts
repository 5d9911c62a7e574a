/**
 * Translations in the studio (its studio part), against a scratch copy of pages-data: the
 * Russian translation of the kitchen page beside its Finnish; a Finnish change marks the Russian text
 * stale with the Finnish then and now, until the translator marks it current; saving writes only the
 * translation; a new translation starts with every text empty and cannot be saved until written.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { openDocument } from '../support/studio-documents.js'
import { axe, freePort, ownViteCache } from './support.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const KITCHEN_RU = 'pages-data/translations/ru/services/keittion-remontti.json'
/** A work example whose English translation the scratch copy lacks. */
const EXAMPLE = 'pages-data/examples/kattoremontti-kerava.json'
const EXAMPLE_EN = 'pages-data/translations/en/examples/kattoremontti-kerava.json'

let root = ''
let studio: ChildProcess | undefined
let url = ''
let log = ''

async function waitForStudio(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (studio?.exitCode !== null) throw new Error(`studio exited early:\n${log}`)
    if (/Studio: http/.test(log)) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`studio did not start within ${timeoutMs} ms:\n${log}`)
}

const json = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'))

/** The studio opened afresh at its first screen, then `file` in the editor. */
async function openFresh(page: Page, file: string) {
  await page.goto(url)
  await openDocument(page, file)
}

test.describe('studio translations', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-translations-'))
    cpSync(path.join(REPO, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
    cpSync(path.join(REPO, 'public'), path.join(root, 'public'), { recursive: true })
    rmSync(path.join(root, EXAMPLE_EN))
    spawnSync('git', ['init', '-q'], { cwd: root })
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
  })

  test('the Russian translation beside the Finnish; a Finnish change marks it stale with the Finnish then and now; saved alone', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const finnishTitle = json(KITCHEN).title as string
    const russianTitle = json(KITCHEN_RU).fields['/title'].text as string

    // The Finnish title changes (and is saved) first.
    await openFresh(page, KITCHEN)
    await page.locator('#root_title').fill('Keittiöremontti kiinteään hintaan Uudellamaalla')
    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('#studio-save-status')).toHaveText('Tallennettu.')
    const russianBefore = readFileSync(path.join(root, KITCHEN_RU), 'utf8')

    await page.getByRole('button', { name: 'Avaa käännös: venäjä' }).click()
    await expect(page.locator('#studio-doc-title')).toContainText('Käännös (venäjä)')
    const row = page.locator('.studio-translation[data-pointer="/title"]')
    await expect(row.locator('.studio-translation__finnish')).toContainText(
      'Keittiöremontti kiinteään hintaan Uudellamaalla',
    )
    await expect(row.getByRole('textbox')).toHaveValue(russianTitle)
    await expect(row).toHaveAttribute('data-stale', 'true')
    await expect(row.getByRole('note')).toContainText('Suomenkielinen teksti on muuttunut käännöksen jälkeen.')
    await expect(row.locator('del')).toHaveText(finnishTitle)
    // The preview is the Russian page, at its Russian address.
    const heroRu = json(KITCHEN_RU).fields['/sections/0/title'].text as string
    await expect(page.frameLocator('.studio-preview__frame').locator('h1')).toHaveText(heroRu, { timeout: 20_000 })
    await expect(page.locator('.studio-editor')).toContainText('/ru/uslugi/remont-kukhni')
    await expect(page.locator('.studio-translations [role="status"]')).toContainText('1 vanhentunut')
    const checked = await axe(page).include('.studio-editor').analyze()
    expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    // The translator brings it up to date and marks it current: only the translation file is written.
    await row.getByRole('textbox').fill('Ремонт кухни по фиксированной цене в Уусимаа')
    await row.getByRole('button', { name: 'Merkitse ajan tasalle' }).click()
    await expect(row).not.toHaveAttribute('data-stale')
    const finnishOnDisk = readFileSync(path.join(root, KITCHEN), 'utf8')
    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('#studio-save-status')).toHaveText('Tallennettu.')
    const saved = json(KITCHEN_RU)
    expect(saved.fields['/title']).toEqual({
      from: 'Keittiöremontti kiinteään hintaan Uudellamaalla',
      text: 'Ремонт кухни по фиксированной цене в Уусимаа',
    })
    expect(readFileSync(path.join(root, KITCHEN), 'utf8')).toBe(finnishOnDisk)
    // One field changed: the rest of the file as it was, line for line.
    const changed = readFileSync(path.join(root, KITCHEN_RU), 'utf8')
      .split('\n')
      .filter((line, i) => line !== russianBefore.split('\n')[i])
    expect(changed).toHaveLength(2)
    expect(errors).toEqual([])
  })

  test('a new translation starts with every text empty and required, and cannot be saved until written', async ({
    page,
  }) => {
    await openFresh(page, EXAMPLE)
    await page.getByRole('button', { name: 'Aloita käännös: englanti' }).click()
    await expect(page.locator('#studio-doc-title')).toContainText('englanti')
    const rows = page.locator('.studio-translation')
    await expect(rows.first()).toBeVisible()
    const n = await rows.count()
    expect(n).toBeGreaterThan(3)
    for (let i = 0; i < n; i++) await expect(rows.nth(i).getByRole('textbox')).toHaveValue('')
    await expect(page.locator('.studio-translations [role="status"]')).toContainText(`0/${n} tekstiä käännetty`)
    await expect(rows.first().locator('.studio-error')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Tallenna' })).toBeDisabled()
    expect(existsSync(path.join(root, EXAMPLE_EN))).toBe(false)
  })
  test("moving a section of the Finnish page and saving moves the translations' texts with it", async ({ page }) => {
    const heroRu = json(KITCHEN_RU).fields['/sections/0/title'].text as string
    await openFresh(page, KITCHEN)
    // The calculator above the hero, by the keyboard.
    await page.locator('[data-section-index="1"] .js-up').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-section-index="0"]')).toHaveAttribute('data-section-type', 'calculator')
    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('#studio-save-status')).toHaveText(
      'Tallennettu. Osiot siirtyivät, ja 3 käännöksen tekstit siirtyivät niiden mukana.',
    )
    const fields = json(KITCHEN_RU).fields
    expect(fields['/sections/1/title'].text).toBe(heroRu)
    expect(
      json(KITCHEN)
        .sections.map((section: { id: string }) => section.id)
        .slice(0, 2),
    ).toEqual(['calculator', 'hero'])
  })
})
