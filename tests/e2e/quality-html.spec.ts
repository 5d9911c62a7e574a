/**
 * Quality gates on the prerendered files: valid HTML, one h1, unique titles and
 * descriptions, a canonical URL and JSON-LD of the right types on every page.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'
import { prerenderedPages } from './prerendered-routes.js'

const clientDir = path.resolve('dist/client')
const pages = prerenderedPages(clientDir).map((p) => ({ ...p, html: readFileSync(p.file, 'utf8') }))

const pick = (html: string, re: RegExp) => re.exec(html)?.[1]
/** The 404 pages: the Finnish one and each published language's (en/404.html...). */
const notFoundPages = ['404.html', 'en/404.html', 'ru/404.html', 'uk/404.html']
  .map((route) => ({ file: path.join(clientDir, route), route }))
  .filter((p) => existsSync(p.file))
  .map((p) => ({ ...p, html: readFileSync(p.file, 'utf8') }))

test('the build prerendered the pages and the 404 page (each language its own)', () => {
  expect(pages.length).toBeGreaterThan(10)
  expect(statSync(path.join(clientDir, '404.html')).isFile()).toBe(true)
})

test('every prerendered page is valid HTML', async () => {
  const validator = new HtmlValidate(JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')))
  const problems: string[] = []
  for (const { file, route, html } of [...pages, ...notFoundPages]) {
    const report = await validator.validateString(html, file)
    for (const r of report.results)
      for (const m of r.messages) problems.push(`${route}:${m.line}:${m.column} ${m.ruleId} ${m.message}`)
  }
  expect(problems).toEqual([])
})

test('every page has exactly one h1, a canonical URL and a title and description unique in its language', () => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  for (const { route, html } of pages) {
    // Unique among the pages of one language: another language's version of a page is named by hreflang.
    const lang = /^\/(en|ru|uk)(\/|$)/.exec(route)?.[1] ?? 'fi'
    expect(html.match(/<h1[\s>]/g)?.length, `${route}: one h1`).toBe(1)
    const canonical = pick(html, /<link rel="canonical" href="([^"]+)"/)
    expect(canonical, `${route}: canonical`).toBeDefined()
    expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/', route).toBe(route === '/' ? '/' : route)
    const title = `${lang} ${pick(html, /<title>([^<]+)<\/title>/) ?? ''}`
    const description = `${lang} ${pick(html, /<meta name="description" content="([^"]+)"/) ?? ''}`
    expect(title.length, `${route}: title`).toBeGreaterThan(3)
    expect(description.length, `${route}: meta description`).toBeGreaterThan(3)
    expect(titles.get(title), `title of ${route} is also the title of`).toBeUndefined()
    expect(descriptions.get(description), `description of ${route} is also the description of`).toBeUndefined()
    titles.set(title, route)
    descriptions.set(description, route)
  }
})

test('every page carries valid JSON-LD of the types it should have', () => {
  for (const { route, html } of pages) {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )
    const types = blocks.map((b) => b['@type'])
    for (const b of blocks) expect(b['@context'], route).toBe('https://schema.org')
    const expected: string[] = []
    // A language's home (/, /en, /ru, /uk) carries the business; every other page its breadcrumbs.
    if (/^\/((en|ru|uk)\/?)?$/.test(route)) expected.push('HomeAndConstructionBusiness')
    else expected.push('BreadcrumbList')
    if (/^\/palvelu\/[^/]+$/.test(route) && !/^\/palvelu\/(helsinki|espoo|vantaa|lappeenranta)$/.test(route))
      expected.push('Service')
    if (/^\/blogi\/.+/.test(route)) expected.push('BlogPosting')
    if (html.includes('class="faq"')) expected.push('FAQPage')
    for (const t of expected) expect(types, `${route} should carry ${t}`).toContain(t)
  }
})
