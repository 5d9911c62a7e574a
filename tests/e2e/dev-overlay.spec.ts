/**
 * The author's development loop: `vike dev` in a temporary copy of the project
 * (so the real pages-data/ is never touched), a document broken and fixed on
 * disk, and the section gallery. The last test checks the production server
 * (the Playwright webServer, after a build) has no gallery.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { freePort } from './support.js'

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const COPY = ['pages-data', 'schemas', 'src', 'pages', 'public', 'vite.config.ts', 'tsconfig.json', 'package.json']
const DOC = 'pages-data/services/eteisen-remontti.json'
const DOC_PATH = '/palvelu/eteisen-remontti'

let dir = ''
let dev: ChildProcess | undefined
let devUrl = ''
let log = ''

/** A node_modules of its own whose entries link to the shared install, so Vite's cache (.vite) stays in the copy. */
function linkNodeModules(target: string) {
  const shared = path.join(REPO, 'node_modules')
  mkdirSync(path.join(target, 'node_modules'))
  for (const name of readdirSync(shared)) {
    if (name === '.vite' || name === '.cache') continue
    symlinkSync(path.join(shared, name), path.join(target, 'node_modules', name))
  }
}

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (dev?.exitCode !== null) throw new Error(`vike dev exited early:\n${log}`)
    try {
      const res = await fetch(url)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`vike dev did not answer within ${timeoutMs} ms:\n${log}`)
}

/** Where Ajv will point for the faq section's "type" in the document's text. */
function faqTypeLocation(text: string) {
  const sections = (JSON.parse(text) as { sections: { type: string }[] }).sections
  const index = sections.findIndex((s) => s.type === 'faq')
  const lines = text.split('\n')
  const line = lines.findIndex((l) => l.includes('"type": "faq"'))
  return { pointer: `/sections/${index}/type`, line: line + 1, column: lines[line]!.indexOf('"faq"') + 1 }
}

async function overlayText(page: Page): Promise<string> {
  try {
    return await page.evaluate(
      () => document.querySelector('vite-error-overlay')?.shadowRoot?.querySelector('.message-body')?.textContent ?? '',
    )
  } catch (error) {
    // A reload in flight (the dev server's own, from an earlier change): no overlay yet, the poll asks again.
    if (/Execution context was destroyed|navigation/i.test((error as Error).message)) return ''
    throw error
  }
}

/** Opens a dev page and waits until Vite's HMR client is connected, so no change is missed. */
async function openConnected(page: Page, pathname: string) {
  const connected = page.waitForEvent('console', {
    predicate: (m) => m.text().includes('[vite] connected'),
    timeout: 60_000,
  })
  const response = await page.goto(`${devUrl}${pathname}`)
  await connected
  return response
}

test.describe('content authoring in development', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(180_000)

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    dir = mkdtempSync(path.join(tmpdir(), 'remontti-dev-'))
    for (const entry of COPY) cpSync(path.join(REPO, entry), path.join(dir, entry), { recursive: true })
    linkNodeModules(dir)
    const port = await freePort()
    devUrl = `http://127.0.0.1:${port}`
    dev = spawn(
      process.execPath,
      [path.join(REPO, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: dir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, NODE_ENV: 'development' },
      },
    )
    dev.stdout!.on('data', (d: Buffer) => (log += d.toString()))
    dev.stderr!.on('data', (d: Buffer) => (log += d.toString()))
    await waitForServer(`${devUrl}/`, 90_000)
  })

  test.afterAll(() => {
    if (dev?.pid && dev.exitCode === null) {
      try {
        process.kill(-dev.pid, 'SIGTERM')
      } catch {
        dev.kill('SIGTERM')
      }
    }
    if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true })
  })

  test('an author who mistypes a section type sees the validator error in the overlay, and the page comes back when fixed', async ({
    page,
  }) => {
    const file = path.join(dir, DOC)
    const original = readFileSync(file, 'utf8')
    const where = faqTypeLocation(original)
    const location = `${DOC}:${where.line}:${where.column}`
    try {
      const ok = await openConnected(page, DOC_PATH)
      expect(ok?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveText('Eteisen remontti')

      writeFileSync(file, original.replace('"type": "faq"', '"type": "fag"'))
      await expect.poll(() => overlayText(page), { timeout: 30_000 }).toContain(location)
      const overlay = await overlayText(page)
      expect(overlay).toContain(`error ${where.pointer} Unknown section type "fag".`)
      expect(overlay).toContain('suggestion: Did you mean "faq"?')
      // The overlay stays: the page under it was not reloaded into an error page.
      await expect(page.locator('h1')).toHaveText('Eteisen remontti')

      const reloaded = page.waitForEvent('load', { timeout: 30_000 })
      writeFileSync(file, original)
      await reloaded
      await expect(page.locator('h1')).toHaveText('Eteisen remontti')
      expect(await overlayText(page)).toBe('')
    } finally {
      writeFileSync(file, original)
    }
  })

  test('a page opened while its content is invalid shows the report under the error message, never a blank page', async ({
    browser,
  }) => {
    const file = path.join(dir, DOC)
    const original = readFileSync(file, 'utf8')
    const where = faqTypeLocation(original)
    // A fresh page per load, opened only after the dev server has seen the change: no HMR client
    // from an earlier page can reload it while it loads.
    const statusOf = async () => (await fetch(`${devUrl}${DOC_PATH}`)).status
    const open = async () => {
      const context = await browser.newContext()
      const fresh = await context.newPage()
      const response = await fresh.goto(`${devUrl}${DOC_PATH}`)
      return { context, fresh, response }
    }
    try {
      writeFileSync(file, original.replace('"type": "faq"', '"type": "fag"'))
      await expect.poll(statusOf, { timeout: 30_000 }).toBe(500)
      const broken = await open()
      expect(broken.response?.status()).toBe(500)
      await expect(broken.fresh.locator('h1')).toHaveText('Jokin meni vikaan')
      const report = broken.fresh.getByTestId('dev-content-report')
      await expect(report).toContainText(
        `${DOC}:${where.line}:${where.column} error ${where.pointer} Unknown section type "fag".`,
      )
      await expect(report).toContainText('suggestion: Did you mean "faq"?')
      await broken.context.close()

      writeFileSync(file, original)
      await expect.poll(statusOf, { timeout: 30_000 }).toBe(200)
      const fixed = await open()
      await expect(fixed.fresh.locator('h1')).toHaveText('Eteisen remontti')
      await expect(fixed.fresh.getByTestId('dev-content-report')).toHaveCount(0)
      await fixed.context.close()
    } finally {
      writeFileSync(file, original)
    }
  })

  test('the section gallery at /__sections shows every section type with its fields and a rendered example', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const union = JSON.parse(readFileSync(path.join(REPO, 'schemas/section.generated.schema.json'), 'utf8')) as {
      oneOf: { $ref: string }[]
    }
    const types = union.oneOf.map(
      (b) =>
        (
          JSON.parse(readFileSync(path.join(REPO, 'schemas', b.$ref), 'utf8')) as {
            properties: { type: { const: string } }
          }
        ).properties.type.const,
    )

    const res = await openConnected(page, '/__sections')
    expect(res?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveText('Section gallery')
    await expect(page.locator('[data-section-type]')).toHaveCount(types.length)
    for (const type of types) {
      const block = page.locator(`[data-section-type="${type}"]`)
      await expect(block).toHaveCount(1)
      await expect(block.locator('table caption')).toHaveText(`Fields of a ${type} section`)
      await expect(block.locator('tbody th', { hasText: /^type$/ })).toHaveCount(1)
      await expect(block.locator(`.section-gallery__example [id^="${type}-example-"]`).first()).toBeVisible()
    }
    // Tokens are replaced and rich text is rendered, as on a real page.
    await expect(page.locator('[data-section-type="faq"] .section-gallery__example')).not.toContainText(
      '{taxDeduction}',
    )
    expect(errors).toEqual([])
  })
})

test('a production build has no section gallery', async ({ request }) => {
  const client = path.join(REPO, 'dist/client')
  expect(existsSync(client), 'run npx vike build first').toBe(true)
  const html = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? html(path.join(d, e.name)) : e.name.endsWith('.html') ? [path.join(d, e.name)] : [],
    )
  const files = html(client)
  expect(files.length).toBeGreaterThan(10)
  expect(files.filter((f) => /__sections|section-gallery/.test(f))).toEqual([])
  const res = await request.get('/__sections')
  expect(res.status()).toBe(404)
})
