/**
 * Photos in the studio (decision 205), against scratch
 * copies of pages-data and public: on the blog page's hero (no image yet, so
 * no required marks), the picker refuses to go on without a photo and without
 * alt text, takes a dropped-in JPEG (uploaded, a clean name), fills in src,
 * width and height, and the preview shows it at once through its AVIF
 * variant made on demand. Saved, the media view says where the photo is used
 * and will not delete it; an unused photo is deleted after a question.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { axe, freePort, ownViteCache } from './support.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const BLOG = 'pages-data/pages/blogi.json'
const PHOTO = '/images/photos/keittio-ennen.jpg'

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

const photoBytes = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '60/1 10/1 0/1' } })
    .toBuffer()

async function openBlog(page: Page) {
  await page.goto(url)
  await page.locator(`button[data-file="${BLOG}"]`).click()
  await expect(page.locator('#studio-doc-title')).toHaveText('Remonttiblogi: vinkit ja ohjeet')
}

test.describe('studio photos', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(120_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-photos-'))
    cpSync(path.join(REPO, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
    cpSync(path.join(REPO, 'public'), path.join(root, 'public'), { recursive: true })
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

  test('a photo uploaded in the picker, alt text required, shown in the preview at once, saved', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await openBlog(page)
    // The hero's image is optional and empty: its inner fields carry no required marks.
    await expect(page.locator('label[for="sections_0_image_src"]')).toBeVisible()
    await expect(page.locator('label[for^="sections_0_image_"] .required')).toHaveCount(0)

    await page.locator('#sections_0_image__pick').click()
    const dialog = page.getByRole('dialog', { name: 'Valitse tai lisää kuva' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Käytä kuvaa' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Valitse ensin kuva tai lisää uusi.')

    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Keittiö ennen.jpg', mimeType: 'image/jpeg', buffer: await photoBytes(600, 400, '#c84') })
    await expect(dialog.getByRole('status')).toHaveText(`Kuva lisätty: ${PHOTO}`)
    await expect(dialog.getByRole('button', { name: /keittio-ennen\.jpg/ })).toHaveAttribute('aria-pressed', 'true')
    const checked = await axe(page).include('.studio-photo-picker').analyze()
    expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    // No alt text: the photo is not used, and the alt field says why.
    await dialog.getByRole('button', { name: 'Käytä kuvaa' }).click()
    const alt = dialog.getByLabel('Kuvan kuvaus (alt-teksti)')
    await expect(alt).toBeFocused()
    await expect(alt).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText('Kirjoita kuvalle kuvaus: mitä kuvassa näkyy.')).toBeVisible()
    await alt.fill('Keittiö ennen remonttia')
    const variant = page.waitForResponse((r) => r.url().includes('/images/_v/photos/keittio-ennen-') && r.ok())
    await dialog.getByRole('button', { name: 'Käytä kuvaa' }).click()
    await expect(dialog).toBeHidden()

    await expect(page.locator('#sections_0_image_src')).toHaveValue(PHOTO)
    await expect(page.locator('#sections_0_image_width')).toHaveValue('600')
    await expect(page.locator('#sections_0_image_height')).toHaveValue('400')
    await expect(page.locator('#sections_0_image_alt')).toHaveValue('Keittiö ennen remonttia')
    const img = page.frameLocator('.studio-preview__frame').locator(`img[src="${PHOTO}"]`)
    await expect(img).toHaveAttribute('alt', 'Keittiö ennen remonttia', { timeout: 20_000 })
    expect((await variant).headers()['content-type']).toMatch(/^image\/(avif|webp)$/)
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Tallenna' }).click()
    await expect(page.locator('#studio-save-status')).toHaveText('Tallennettu.')
    const saved = JSON.parse(readFileSync(path.join(root, BLOG), 'utf8')) as { sections: { image?: unknown }[] }
    expect(saved.sections[0]!.image).toEqual({ src: PHOTO, alt: 'Keittiö ennen remonttia', width: 600, height: 400 })
    expect(errors).toEqual([])
  })

  test('the media view: where a photo is used, no deleting it; an unused one deleted after a question', async ({
    page,
  }) => {
    await openBlog(page)
    // A second photo, uploaded and then not used.
    await page.locator('#sections_0_image__pick').click()
    const dialog = page.getByRole('dialog', { name: 'Valitse tai lisää kuva' })
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Ylimääräinen.JPG', mimeType: 'image/jpeg', buffer: await photoBytes(300, 200, '#48c') })
    await expect(dialog.getByRole('status')).toHaveText('Kuva lisätty: /images/photos/ylimaarainen.jpg')
    await dialog.getByRole('button', { name: 'Peruuta' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('button', { name: 'Kuvat' }).click()
    const used = page.locator(`.studio-media__item[data-src="${PHOTO}"]`)
    await expect(used).toContainText('Remonttiblogi: vinkit ja ohjeet')
    await expect(used).toContainText('Osio 1: Pääkuva ja otsikko › Kuva')
    const keep = used.getByRole('button', { name: 'Poista kuva' })
    await expect(keep).toHaveAttribute('aria-disabled', 'true')
    await expect(keep).toHaveAccessibleDescription(
      'Kuvaa ei voi poistaa, koska se on käytössä yhdessä kohdassa. Poista kuva ensin näistä kohdista ja tallenna dokumentit.',
    )
    // aria-disabled (Playwright waits for it to clear): a click that reaches the button deletes nothing.
    await keep.dispatchEvent('click')
    expect(existsSync(path.join(root, 'public', PHOTO))).toBe(true)
    const checked = await axe(page).include('.studio-media').analyze()
    expect(checked.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

    const unused = page.locator('.studio-media__item[data-src="/images/photos/ylimaarainen.jpg"]')
    await expect(unused).toContainText('Ei käytössä missään dokumentissa.')
    page.once('dialog', (d) => void d.accept())
    await unused.getByRole('button', { name: 'Poista kuva' }).click()
    await expect(page.getByText('Kuva /images/photos/ylimaarainen.jpg poistettu.')).toBeVisible()
    await expect(unused).toHaveCount(0)
    expect(existsSync(path.join(root, 'public/images/photos/ylimaarainen.jpg'))).toBe(false)
  })
})
