/**
 * The languages over the whole build: every prerendered page's
 * <html lang> is its address's language; its hreflang alternates name every
 * published version, itself included, and x-default the Finnish page; the
 * alternates are reciprocal (each version names the same set) and every one
 * answers 200; the sitemap lists each page with the same alternates; each
 * published language answers an unknown address under its prefix with its
 * own 404 page. It checks what the build published: Finnish alone, or every
 * translated language once translations exist.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { alternatesIn, prerenderedPages } from './prerendered-routes.js'

const clientDir = path.resolve('dist/client')
const pages = prerenderedPages(clientDir).map((p) => ({ ...p, html: readFileSync(p.file, 'utf8') }))
const langOf = (route: string) => /^\/(en|ru|uk)(\/|$)/.exec(route)?.[1] ?? 'fi'
const alternates = new Map(pages.map((p) => [p.route, alternatesIn(p.html)]))
const asText = (map: Map<string, string> | undefined) => JSON.stringify([...(map ?? [])].sort())

test('every page says its language in <html lang>', () => {
  expect(pages.length).toBeGreaterThan(10)
  const wrong = pages.filter((p) => /<html lang="([^"]+)"/.exec(p.html)?.[1] !== langOf(p.route))
  expect(wrong.map((p) => p.route)).toEqual([])
})

test('every page names itself and each of its versions, and x-default is the Finnish page', () => {
  const problems: string[] = []
  for (const { route } of pages) {
    const own = alternates.get(route)!
    if (own.get(langOf(route)) !== route) problems.push(`${route}: no alternate to itself`)
    if (!own.get('fi') || own.get('x-default') !== own.get('fi'))
      problems.push(`${route}: x-default is not the Finnish page`)
    for (const [lang, version] of own) {
      if (lang === 'x-default') continue
      if (langOf(version) !== lang) problems.push(`${route}: ${lang} alternate ${version} is not under that language`)
      if (asText(alternates.get(version)) !== asText(own))
        problems.push(`${route}: ${version} does not name the same versions`)
    }
  }
  expect(problems).toEqual([])
})

test('every alternate answers 200 with absolute URLs on the site', async ({ request }) => {
  const urls = new Set(
    pages.flatMap((p) =>
      [...p.html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]+)"/gi)].map((m) => m[1]!),
    ),
  )
  const bad: string[] = []
  for (const url of urls) {
    expect(url).toMatch(/^https:\/\//)
    const response = await request.get(new URL(url).pathname, { maxRedirects: 0 })
    if (response.status() !== 200) bad.push(`${url}: ${response.status()}`)
  }
  expect(bad).toEqual([])
})

test('the sitemap lists every page with the alternates of its head', () => {
  const xml = readFileSync(path.join(clientDir, 'sitemap.xml'), 'utf8')
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  const listed = new Map<string, Map<string, string>>()
  for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = new URL(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!).pathname.replace(/(.)\/$/, '$1')
    const links = new Map<string, string>()
    for (const m of body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g))
      links.set(m[1]!, new URL(m[2]!).pathname.replace(/(.)\/$/, '$1'))
    listed.set(loc, links)
  }
  expect([...listed.keys()].sort()).toEqual(pages.map((p) => p.route).sort())
  const differ = pages.filter((p) => asText(listed.get(p.route)) !== asText(alternates.get(p.route)))
  expect(differ.map((p) => p.route)).toEqual([])
})

test('each language answers an unknown address under its prefix with its own 404 page', async ({ request }) => {
  const published = [...new Set(pages.map((p) => langOf(p.route)))]
  for (const lang of published) {
    const response = await request.get(lang === 'fi' ? '/ei-tallaista-sivua' : `/${lang}/no-such-page`)
    expect(response.status(), lang).toBe(404)
    expect(/<html lang="([^"]+)"/.exec(await response.text())?.[1], lang).toBe(lang)
  }
})
