/**
 * The studio's document list by need (decision 322), on a scratch copy of the content with
 * its services, cities and work examples doubled (scripts/bench/scale-site.ts: 60 services, more than
 * one page): the start-up answer holds one page of each collection; "Näytä lisää" shows the next page
 * by keyboard, its first new document focused; the search finds a document that was on no page yet,
 * and it opens in the editor.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { readContentFiles } from '../../src/runtime/content-source.node.js'
import { PAGE_SIZE } from '../../src/studio/document-list.js'
import type { Bootstrap } from '../../src/studio/studio-api.js'
import { scaleContent } from '../../scripts/bench/scale-site.js'
import { axe, startLocalStudio, WCAG_TAGS } from './support.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
let root = ''
let studio: ChildProcess | undefined
let url = ''
let services: string[] = []

test.describe('the studio list by need', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-list-'))
    const files = scaleContent(readContentFiles(REPO), 2)
    for (const f of files) {
      mkdirSync(path.dirname(path.join(root, f.path)), { recursive: true })
      writeFileSync(path.join(root, f.path), f.text)
    }
    symlinkSync(path.join(REPO, 'public'), path.join(root, 'public'))
    services = files
      .map((f) => f.path)
      .filter((f) => /^pages-data\/services\/[^/]+\.json$/.test(f))
      .sort((a, b) => a.localeCompare(b))
    expect(services.length).toBeGreaterThan(PAGE_SIZE)
    ;({ studio, url } = await startLocalStudio(REPO, path.join(root, 'pages-data')))
  })

  test.afterAll(() => {
    if (studio?.pid) process.kill(-studio.pid)
    rmSync(root, { recursive: true, force: true })
  })

  test('one page of each collection at start-up, the next by keyboard, a search beyond it opens', async ({ page }) => {
    const boot = page.waitForResponse((r) => r.url().endsWith('/api/bootstrap'))
    await page.goto(url)
    const list = ((await (await boot).json()) as Bootstrap).list
    for (const g of list.groups) expect(g.documents.length, g.kind).toBeLessThanOrEqual(PAGE_SIZE)
    expect(list.groups.find((g) => g.kind === 'service')?.count).toBe(services.length)

    const group = page.locator('section[aria-labelledby="studio-group-service"]')
    await expect(group.locator('h3')).toContainText(`(${services.length})`)
    await expect(group.locator('.studio-doc')).toHaveCount(PAGE_SIZE)
    const beyond = services[PAGE_SIZE]!
    await expect(page.locator(`.studio-doc[data-file="${beyond}"]`)).toHaveCount(0)
    const more = group.getByRole('button', { name: /^Näytä lisää/ })
    await expect(more).toContainText(`${services.length - PAGE_SIZE} näyttämättä`)
    const checked = await axe(page, WCAG_TAGS).include('.studio__docs').analyze()
    expect(checked.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])

    await more.focus()
    await page.keyboard.press('Enter')
    await expect(group.locator('.studio-doc')).toHaveCount(services.length)
    await expect(page.locator(`.studio-doc[data-file="${beyond}"]`)).toBeFocused()
    await expect(more).toHaveCount(0)

    // A fresh page: the search runs on the server, over documents the list has not shown.
    await page.reload()
    const last = services.at(-1)!
    await expect(page.locator(`.studio-doc[data-file="${last}"]`)).toHaveCount(0)
    await page.getByLabel('Hae dokumenttia').fill(path.basename(last))
    await expect(page.locator('.studio-doc')).toHaveCount(1)
    await expect(page.getByRole('status').filter({ hasText: '1 osuma' })).toHaveCount(1)
    await page.locator(`.studio-doc[data-file="${last}"]`).click()
    await expect(page.locator('#studio-doc-title')).toHaveText(
      (await page.locator(`.studio-doc[data-file="${last}"] .studio-doc__title`).textContent()) ?? '',
    )
    await page.getByLabel('Hae dokumenttia').fill('ei-tallaista-dokumenttia')
    await expect(page.getByText('Ei osumia.')).toBeVisible()
  })
})
