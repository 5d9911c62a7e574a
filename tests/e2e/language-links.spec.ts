/**
 * A visitor is never sent out of their language. A crawl of every page the build
 * wrote (each language's 404 page included), reading the HTML as a visitor without JavaScript gets
 * it (<noscript> content too): every internal link, form action, canonical link, the consent view's
 * privacy link and the structured data's addresses lead to a page of the page's own language, and
 * to its canonical address (a page file of the build, so no 301 on the way). The language switcher
 * and the hreflang alternates are the only links to other languages.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { prerenderedPages } from './prerendered-routes.js'
import { langOfPath, TARGET_LANGS } from '../../src/i18n/languages.js'

const CLIENT = path.resolve('dist/client')
const langOf = (route: string) => langOfPath(route)

interface Link {
  where: string
  href: string
}

/** The internal links of a page's HTML, each with the tag it is in (switcher links and alternates left out). */
function linksOf(html: string, site: string): Link[] {
  const out: Link[] = []
  for (const m of html.matchAll(/<(a|link|form)\b([^>]*)>/g)) {
    const [tag, name, attrs] = [m[0], m[1]!, m[2]!]
    if (/\bhrefLang=/i.test(attrs) || /rel="(alternate|icon|preload|modulepreload|stylesheet|manifest)"/.test(attrs))
      continue
    const href = /\b(?:href|action)="([^"]*)"/.exec(attrs)?.[1]
    if (href) out.push({ where: `<${name}> ${tag.slice(0, 90)}`, href })
  }
  for (const m of html.matchAll(/data-privacy-href="([^"]*)"/g))
    out.push({ where: 'consent privacy link', href: m[1]! })
  // Addresses, not identifiers: an "@id" names one node in every language (the business is one).
  for (const block of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g))
    for (const m of block[1]!.matchAll(/"(?!@id")[^"]*":\s*"(https?:\/\/[^"]+)"/g))
      if (m[1]!.startsWith(site)) out.push({ where: `JSON-LD ${m[1]}`, href: m[1]!.slice(site.length) || '/' })
  return out
}

const ignored = (p: string) => /^\/(api|assets|images)\//.test(p) || /^\/[^/]+\.(svg|png|ico|xml|txt|json)$/.test(p)

test('every link of an English, Russian or Ukrainian page stays in its language, at canonical addresses', () => {
  const pages = prerenderedPages(CLIENT)
  expect(pages.length).toBeGreaterThan(100)
  const routes = new Set(pages.map((p) => p.route))
  const notFound = TARGET_LANGS.map((lang) => ({
    file: path.join(CLIENT, lang, '404.html'),
    route: `/${lang}/404`,
  })).filter((p) => existsSync(p.file))
  const site = /<link rel="canonical" href="(https?:\/\/[^/"]+)/.exec(readFileSync(pages[0]!.file, 'utf8'))![1]!
  const wrong: string[] = []
  for (const page of [...pages, ...notFound]) {
    const lang = langOf(page.route)
    for (const { where, href } of linksOf(readFileSync(page.file, 'utf8'), site)) {
      if (!href.startsWith('/') || href.startsWith('//')) continue
      const target = href.replace(/[?#].*$/, '') || '/'
      if (ignored(target)) continue
      if (lang !== 'fi' && langOf(target) !== lang) wrong.push(`${page.route}: ${where} leads into ${langOf(target)}`)
      else if (!routes.has(target)) wrong.push(`${page.route}: ${where} is no page's canonical address`)
    }
  }
  expect(wrong.slice(0, 40), `${wrong.length} links`).toEqual([])
  expect(notFound.length).toBe(TARGET_LANGS.length)
})
