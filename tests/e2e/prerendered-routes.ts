import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { langOfPath } from '../../src/i18n/languages.js'

export interface PrerenderedPage {
  /** The HTML file in dist/client. */
  file: string
  /** The route it answers: dist/client/palvelu/index.html -> /palvelu. */
  route: string
}

/** Every prerendered page of the build (index.html files; not 404.html), known when tests are collected. */
export function prerenderedPages(clientDir = path.resolve('dist/client')): PrerenderedPage[] {
  if (!existsSync(clientDir)) return []
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name)
      if (statSync(full).isDirectory()) return name === 'assets' || name === 'images' ? [] : walk(full)
      return name === 'index.html' ? [full] : []
    })
  return walk(clientDir)
    .map((file) => {
      const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/')
      return { file, route: rel === '' ? '/' : `/${rel}` }
    })
    .sort((a, b) => a.route.localeCompare(b.route))
}

/** Routes of the prerendered pages (the build's sitemap). */
function prerenderedRoutes(clientDir?: string): string[] {
  return prerenderedPages(clientDir).map((p) => p.route)
}

/** The language of a route from its prefix (the runtime's rule, src/i18n/languages.ts). */
const langOf = (route: string) => langOfPath(route)

/** The Finnish pages of the build. */
export function finnishRoutes(clientDir?: string): string[] {
  return prerenderedRoutes(clientDir).filter((r) => langOf(r) === 'fi')
}

/** The key pages every language is checked on when it has them: home, a service, a calculator, contact. */
const KEY_PAGES = ['/', '/palvelu/keittion-remontti', '/laskuri/asunnon-remontti', '/yhteystiedot']

/**
 * One Finnish page of each page type: home, the services, a service, a city, a city's service, the
 * calculators, a calculator, the work examples, a category, the blog, an article, about, privacy, contact.
 */
export const PAGE_TYPES = [
  '/',
  '/palvelu',
  '/palvelu/keittion-remontti',
  '/palvelu/helsinki',
  '/palvelu/helsinki/kylpyhuone-remontti',
  '/laskuri',
  '/laskuri/asunnon-remontti',
  '/esimerkit',
  '/esimerkit/katot',
  '/blogi',
  '/blogi/saunan-remontti',
  '/meista',
  '/tietosuoja',
  '/yhteystiedot',
]

/** Each hreflang alternate of a page's HTML: language (or x-default) -> path. */
export function alternatesIn(html: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi))
    out.set(m[1]!, new URL(m[2]!).pathname.replace(/(.)\/$/, '$1'))
  return out
}

/** The versions of `finnish` pages in every other published language, from their alternates: lang -> paths. */
export function otherLanguageVersions(
  finnish: readonly string[],
  clientDir = path.resolve('dist/client'),
): Map<string, string[]> {
  const pages = new Map(prerenderedPages(clientDir).map((p) => [p.route, p.file]))
  const out = new Map<string, string[]>()
  for (const route of finnish) {
    const file = pages.get(route)
    if (!file) continue
    for (const [lang, p] of alternatesIn(readFileSync(file, 'utf8')))
      if (lang !== 'fi' && lang !== 'x-default' && pages.has(p)) out.set(lang, [...(out.get(lang) ?? []), p])
  }
  return out
}

/** The key pages of every other published language: the versions the Finnish key pages name in their alternates. */
export function languageKeyRoutes(clientDir = path.resolve('dist/client')): string[] {
  return KEY_PAGES.flatMap((route) => [...otherLanguageVersions([route], clientDir).values()].flat())
}

/** For each language but Finnish, the page whose main text holds that language's longest word. */
export function longestWordRoutes(clientDir = path.resolve('dist/client')): string[] {
  const best = new Map<string, { route: string; length: number }>()
  for (const { file, route } of prerenderedPages(clientDir)) {
    const lang = langOf(route)
    if (lang === 'fi') continue
    const main = /<main[\s\S]*<\/main>/.exec(readFileSync(file, 'utf8'))?.[0] ?? ''
    const words = main.replace(/<[^>]*>/g, ' ').match(/[\p{L}\p{M}\u00ad-]+/gu) ?? []
    const length = Math.max(0, ...words.map((w) => w.length))
    if (length > (best.get(lang)?.length ?? 0)) best.set(lang, { route, length })
  }
  return [...best.values()].map((b) => b.route)
}
