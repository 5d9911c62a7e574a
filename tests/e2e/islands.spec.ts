/**
 * HTML-only pages and islands (decisions 100, 101): what each page references,
 * that every island hydrates on its own trigger without an error, and that a
 * visitor's first interaction before hydration is not lost.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { sectionComponentName, SHELL_ISLANDS } from '../../src/islands/island-names.js'
import { holdCalculatorCode, watchReact } from './calculator-code.js'
import { expect, test } from './fixtures.js'
import { prerenderedPages } from './prerendered-routes.js'

const clientDir = path.resolve('dist/client')
const pages = prerenderedPages(clientDir).map((p) => ({ ...p, html: readFileSync(p.file, 'utf8') }))

/** src of every external script of a page. */
function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!)
}

/** Every modulepreload link of a page, whole. */
const modulePreloadsOf = (html: string) => [...html.matchAll(/<link\b[^>]*\bmodulepreload\b[^>]*>/g)].map((m) => m[0])

/** The files a script imports statically (what the browser fetches before it runs), transitively. */
function staticClosure(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g))
      visit(path.resolve(path.dirname(file), m[1]!))
  }
  visit(entry)
  return [...seen]
}

const islandsOf = (html: string) => [...html.matchAll(/<site-island\b[^>]*\bdata-island="([^"]+)"/g)].map((m) => m[1]!)

test('every page references one script, the page script; only a page whose island starts by itself preloads, at low priority, the island loader', () => {
  expect(pages.length).toBeGreaterThan(10)
  const entries = new Set<string>()
  const preloading = new Set<string>()
  for (const { route, html } of pages) {
    const scripts = scriptsOf(html)
    expect(scripts, route).toHaveLength(1)
    expect(scripts[0], route).toMatch(/^\/assets\/entries\/pages_client\.[\w-]+\.js$/)
    entries.add(scripts[0]!)
    const links = modulePreloadsOf(html)
    const startsByItself = /<site-island\b[^>]*\bdata-when="(visible|idle)"/.test(html)
    expect(links.length > 0, route).toBe(startsByItself)
    for (const link of links) {
      expect(link, route).toContain('fetchpriority="low"')
      preloading.add(link)
    }
  }
  expect(entries.size).toBe(1)
  // The same few files (hydrate-island and its imports) on every such page, never React.
  expect(preloading.size).toBeGreaterThan(0)
  expect(preloading.size).toBeLessThan(8)
  for (const link of preloading) {
    const href = /href="([^"]+)"/.exec(link)![1]!
    expect(readFileSync(path.join(clientDir, href), 'utf8'), href).not.toContain('react.dev/errors')
  }
})

test('the page script loads no React before an island asks for it', () => {
  const entry = scriptsOf(pages[0]!.html)[0]!
  const closure = staticClosure(path.join(clientDir, entry))
  expect(closure.length).toBeGreaterThan(0)
  for (const file of closure) {
    const code = readFileSync(file, 'utf8')
    // Every React and ReactDOM production build links its error codes here.
    expect(code, path.relative(clientDir, file)).not.toContain('react.dev/errors')
  }
})

/** Names the island loader answers (src/islands/island-modules.ts): the shell's, and a section's by its folder. */
function isKnownIsland(name: string): boolean {
  const type = /^section:([a-z-]+)$/.exec(name)?.[1]
  if (type) return existsSync(path.resolve('src/sections', type, `${sectionComponentName(type)}.tsx`))
  return (SHELL_ISLANDS as readonly string[]).includes(name)
}

test('every island names a known module and carries JSON props; the contact dialog is on every page', () => {
  for (const { route, html } of pages) {
    const names = islandsOf(html)
    expect(names, route).toContain('contact-dialog-form')
    for (const name of names) expect(isKnownIsland(name), `${route}: ${name}`).toBe(true)
    for (const m of html.matchAll(/<site-island\b[^>]*\bdata-props="([^"]*)"/g)) {
      const json = m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
      expect(() => JSON.parse(json), route).not.toThrow()
    }
  }
})

test('a blog article has no island but the contact dialog form', () => {
  const blog = pages.find((p) => p.route.startsWith('/blogi/') && p.route !== '/blogi')!
  expect(islandsOf(blog.html)).toEqual(['contact-dialog-form'])
})

/** Console errors and page errors while a test runs. */
function watchErrors(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`)
  })
  return problems
}

test('a static page downloads no React until a visitor shows intent, then the dialog form hydrates', async ({
  page,
}) => {
  const problems = watchErrors(page)
  const scripts: string[] = []
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto('/blogi/saunan-remontti', { waitUntil: 'networkidle' })
  const before = [...scripts]
  const island = page.locator('site-island#contact-dialog-form')
  await expect(island).not.toHaveAttribute('data-hydrated')
  await page
    .getByRole('banner')
    .getByRole('button', { name: /konsultaatio/i })
    .first()
    .hover()
  await expect(island).toHaveAttribute('data-hydrated', '')
  expect(scripts.length).toBeGreaterThan(before.length)
  expect(problems).toEqual([])
})

test('the contact page form downloads no React until the visitor reaches for it, then hydrates', async ({ page }) => {
  const problems = watchErrors(page)
  const react: string[] = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script' && (await r.text().catch(() => '')).includes('react.dev/errors'))
      react.push(r.url())
  })
  await page.goto('/yhteystiedot', { waitUntil: 'networkidle' })
  // Longer than requestIdleCallback's 2 s timeout: an idle trigger would have fired by now.
  await page.waitForTimeout(2_500)
  const island = page.locator('site-island[data-island="contact-form"]')
  await expect(island).not.toHaveAttribute('data-hydrated')
  expect(react).toEqual([])
  await page.getByRole('form', { name: 'Yhteydenottolomake' }).getByLabel('Nimi').focus()
  await expect(island).toHaveAttribute('data-hydrated', '')
  // The response handler reads the body asynchronously: wait for it rather than race it.
  await expect.poll(() => react.length).toBeGreaterThan(0)
  expect(problems).toEqual([])
})

/** Holds React's chunk back until release(), so the visitor is faster than hydration; requested() says whether it was asked for. */
async function holdReact(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let requested = false
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (body.includes('react.dev/errors')) {
      requested = true
      await held
    }
    await route.fulfill({ response, body })
  })
  return { release, requested: () => requested }
}

test('text typed and a send pressed before the form has hydrated are kept and acted on', async ({ page }) => {
  const react = await holdReact(page)
  await page.goto('/yhteystiedot')
  const form = page.getByRole('form', { name: 'Yhteydenottolomake' })
  await form.getByLabel('Nimi').fill('Maija Meikäläinen')
  await form.getByLabel('Sähköposti').fill('maija@example.com')
  // "Viesti" is required (the browser's own check runs first, as for the name and the e-mail).
  await form.getByRole('textbox', { name: 'Viesti', exact: true }).fill('Keittiön pintaremontti, noin 10 m².')
  // A visitor who guesses the sum gets the spec's answer check.
  await form.getByRole('spinbutton').fill('0')
  await form.getByRole('button', { name: 'Lähetä viesti' }).click()
  await expect(page.locator('site-island[data-island="contact-form"]')).not.toHaveAttribute('data-hydrated')
  react.release()
  await expect(page.locator('site-island[data-island="contact-form"]')).toHaveAttribute('data-hydrated', '')
  // The held send ran through the machine: its answer check speaks.
  await expect(form.getByTestId('contact-notice')).toBeVisible()
  await expect(form.getByLabel('Nimi')).toHaveValue('Maija Meikäläinen')
})

test('the calculator shows its first estimate from the HTML, and its code (never React) is fetched once the calculator is on screen; choices made and an area typed before it arrives are kept and priced', async ({
  page,
}) => {
  const problems = watchErrors(page)
  const react = await watchReact(page)
  const code = await holdCalculatorCode(page)
  await page.goto('/laskuri/lattian-asennus', { waitUntil: 'load' })
  const island = page.locator('site-island[data-island="section:calculator"]')
  const calc = page.locator('.calculator')
  const range = calc.locator('.calculator__range')
  // The prerendered estimate of the starting choices; the calculator's code is asked for while the visitor
  // only reads (it is on screen; decisions 208 and 370), and held back here so the visitor is faster.
  await expect(range).toHaveText(/^300–500\s€$/)
  await expect.poll(code.requested).toBe(true)
  await expect(island).not.toHaveAttribute('data-hydrated')
  // The visitor picks tiles, switches two extra works on and off, and types an area, all before the code arrives.
  await calc.getByRole('radio', { name: /Laatoitus/ }).check()
  await calc.getByRole('checkbox', { name: 'Vanhan lattian purku ja poisvienti' }).check()
  await calc.getByRole('checkbox', { name: 'Alustan tasoitus' }).check()
  await calc.getByRole('checkbox', { name: 'Alustan tasoitus' }).uncheck()
  await calc.getByLabel(/Lattian pinta-ala/).fill('25')
  await expect(island).not.toHaveAttribute('data-hydrated')
  code.release()
  await expect(island).toHaveAttribute('data-hydrated', '')
  // Tiles, 25 m², old floor removed: priced as the visitor set it, and the controls still say so.
  await expect(range).toHaveText(/^900–1\s500\s€$/)
  await expect(calc.getByRole('radio', { name: /Laatoitus/ })).toBeChecked()
  await expect(calc.getByRole('checkbox', { name: 'Vanhan lattian purku ja poisvienti' })).toBeChecked()
  await expect(calc.getByRole('checkbox', { name: 'Alustan tasoitus' })).not.toBeChecked()
  await expect(calc.getByLabel(/Lattian pinta-ala/)).toHaveValue('25')
  // The calculator's code owns them now: the next change is priced too, and no React came for any of it.
  await calc.getByRole('checkbox', { name: 'Alustan tasoitus' }).check()
  await expect(range).toHaveText(/^1\s200–2\s000\s€$/)
  expect(react()).toEqual([])
  expect(problems).toEqual([])
})
