/**
 * A translated document's place in the site (decision 196): the overlay of
 * its translation applied to the Finnish document, its route in the
 * language (the prefix, then each segment's slug in that language: a parent
 * segment is the parent page's translated slug), and the links of a
 * translated document mapped to the same language's pages. Pure: no React,
 * no DOM, no file system.
 */
import { LANGUAGE_INFO, type Lang, type TargetLang } from '../i18n/languages.js'
import { RICH_TEXT_KEYS } from './collections.js'
import type { RoutedDocument, SourceDocument, Versions } from './content-model.js'
import { pointerSegments } from './json-location.js'
import { deepFreeze } from './deep-freeze.js'
import { mapFields } from './map-fields.js'
import { isShared, shareValue } from './shared-value.js'
import type { TranslationFile } from './translation-files.js'

/** One translation file, beside the Finnish document it translates. */
export interface TranslationEntry {
  lang: TargetLang
  /** The translation file as a document (translations/ru/services/x.json of pages-data). */
  doc: SourceDocument<TranslationFile>
  /** The Finnish document it translates. */
  source: SourceDocument
  /** Its route in the language, when the Finnish document has one and every ancestor page is translated. */
  route?: string
}

/** Language -> Finnish file -> its translation. */
export type TranslationIndex = ReadonlyMap<TargetLang, ReadonlyMap<string, TranslationEntry>>

/** Overlays by Finnish data, then by translated fields (both frozen parsed objects). */
const overlays = new WeakMap<object, WeakMap<object, unknown>>()

/** The document with each translated text put in place of its Finnish (pointers that name no string are skipped). */
export function applyOverlay<T>(data: T, fields: TranslationFile['fields']): T {
  // Parsed documents are frozen and kept while their text is unchanged (parse.ts): so is their overlay.
  if (!Object.isFrozen(data) || !Object.isFrozen(fields)) return overlaid(data, fields)
  let byFields = overlays.get(data as object)
  if (!byFields) {
    byFields = new WeakMap()
    overlays.set(data as object, byFields)
  }
  let copy = byFields.get(fields) as T | undefined
  if (copy === undefined) {
    copy = deepFreeze(overlaid(data, fields))
    byFields.set(fields, copy)
  }
  return copy
}

function overlaid<T>(data: T, fields: TranslationFile['fields']): T {
  // A frozen document shares what no translated text is in (frozen, it never changes): only the objects
  // on the path of a text that is put in place are copied (each once), not the whole document
  // (every page of every language is overlaid on each build). Another is copied whole, as before.
  const frozen = Object.isFrozen(data)
  const copy = frozen ? ownCopy(data) : structuredClone(data)
  const copied = new WeakSet<object>()
  if (copy && typeof copy === 'object') copied.add(copy)
  for (const [pointer, { text }] of Object.entries(fields)) {
    const segments = pointerSegments(pointer)
    const last = segments.pop()
    let node: unknown = copy
    for (const seg of segments) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[seg] : null
    if (last === undefined || !node || typeof node !== 'object') continue
    if (typeof (node as Record<string | number, unknown>)[last] !== 'string') continue
    const parent = (frozen ? writablePath(copy, segments, copied) : node) as Record<string | number, unknown>
    parent[last] = text
  }
  return copy
}

/** The object at `segments` in `root`, each object on the way a copy of its own (made once: `copied`). */
function writablePath(root: unknown, segments: readonly (string | number)[], copied: WeakSet<object>): unknown {
  let node = root as Record<string | number, unknown>
  for (const seg of segments) {
    let child = node[seg] as object
    if (!copied.has(child)) {
      child = ownCopy(child)
      copied.add(child)
      // A field, never the prototype (a field named __proto__ is one: JSON.parse makes it so).
      Object.defineProperty(node, seg, { value: child, enumerable: true, writable: true, configurable: true })
    }
    node = child as Record<string | number, unknown>
  }
  return node
}

/** A shallow copy of an array or a plain object (its own fields, `__proto__` one of them). */
function ownCopy<T>(value: T): T {
  if (!value || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.slice() as T
  return mapFields(value, (field) => field)
}

/**
 * The route of a Finnish page in a language: the language's prefix, then for
 * each segment the translated slug of the page at that path (a segment with
 * no page of its own stays). Null when the page or an ancestor page has no
 * translation (or no slug) in that language: it is not published there.
 */
export function routeIn(
  lang: TargetLang,
  fiRoute: string,
  pages: ReadonlyMap<string, RoutedDocument>,
  translations: ReadonlyMap<string, TranslationEntry>,
): string | null {
  const prefix = LANGUAGE_INFO[lang].prefix
  const home = pages.get('/')
  if (fiRoute === '/') return home && translations.has(home.file) ? prefix : null
  const segments = fiRoute.split('/').filter(Boolean)
  const out: string[] = []
  let at = ''
  for (const segment of segments) {
    at += `/${segment}`
    const page = pages.get(at)
    if (!page) {
      out.push(segment)
      continue
    }
    const slug = translations.get(page.file)?.doc.data.slug
    if (!slug) return null
    out.push(slug)
  }
  return `${prefix}/${out.join('/')}`
}

/**
 * The addresses a translated page had under its own and its parents' former slugs (`formerSlugs`): each
 * combination of a current or former slug per segment, but the address now. They answer 301.
 */
export function formerRoutesIn(
  lang: TargetLang,
  fiRoute: string,
  pages: ReadonlyMap<string, RoutedDocument>,
  translations: ReadonlyMap<string, TranslationEntry>,
): string[] {
  const segments = fiRoute.split('/').filter(Boolean)
  let paths = [LANGUAGE_INFO[lang].prefix]
  let at = ''
  for (const segment of segments) {
    at += `/${segment}`
    const page = pages.get(at)
    const data = page ? translations.get(page.file)?.doc.data : undefined
    if (!data?.formerSlugs?.length) {
      // One slug here (the usual case): each path goes on by it.
      const slug = data?.slug || segment
      for (let i = 0; i < paths.length; i++) paths[i] = `${paths[i]}/${slug}`
      continue
    }
    const slugs = data.slug ? [data.slug, ...data.formerSlugs] : [segment]
    paths = paths.flatMap((p) => slugs.map((s) => `${p}/${s}`))
  }
  return paths.slice(1)
}

/** The path of an internal href and what follows it (?query, #fragment); null for other links. */
function splitHref(href: string): { path: string; rest: string } | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  const at = href.search(/[?#]/)
  const path = at < 0 ? href : href.slice(0, at)
  return { path: path.length > 1 ? path.replace(/\/+$/, '') : path, rest: at < 0 ? '' : href.slice(at) }
}

export interface HrefMap {
  /** Path of any version (or an alias) -> the versions of that page. */
  versions: ReadonlyMap<string, Versions>
  /** Alias -> canonical path. */
  redirects: ReadonlyMap<string, string>
}

/**
 * An internal href in a language: the linked page's version in that language
 * (a category page /esimerkit/katot follows its page: /ru/primery/katot); the
 * href as it is when the page has no version there (it stays a link to the
 * Finnish page) or is no page (a file such as /sitemap.xml).
 */
function localHref(href: string, lang: Lang, map: HrefMap): string {
  return answered(hrefsIn(lang, map), href, lang, map)
}

/** The answers of one map in one language so far. */
function hrefsIn(lang: Lang, map: HrefMap): Map<string, string> {
  let byLang = hrefsOf.get(map)
  if (!byLang) {
    byLang = new Map()
    hrefsOf.set(map, byLang)
  }
  let hrefs = byLang.get(lang)
  if (!hrefs) {
    hrefs = new Map()
    byLang.set(lang, hrefs)
  }
  return hrefs
}

function answered(hrefs: Map<string, string>, href: string, lang: Lang, map: HrefMap): string {
  let out = hrefs.get(href)
  if (out === undefined) {
    out = mappedHref(href, lang, map)
    hrefs.set(href, out)
  }
  return out
}

/**
 * Each href's answer for one map (a build's, whose tables do not change after it is made): the same
 * pages are linked from many documents, and every kept translation's hrefs are asked again.
 */
const hrefsOf = new WeakMap<HrefMap, Map<Lang, Map<string, string>>>()

function mappedHref(href: string, lang: Lang, map: HrefMap): string {
  const parts = splitHref(href)
  if (!parts) return href
  const path = map.redirects.get(parts.path) ?? parts.path
  const own = map.versions.get(path)
  if (own) return own[lang] ? own[lang] + parts.rest : href
  const at = path.lastIndexOf('/')
  const parent = at > 0 ? map.versions.get(path.slice(0, at))?.[lang] : undefined
  return parent ? `${parent}${path.slice(at)}${parts.rest}` : href
}

const ANCHOR_HREF = /(<a\b[^>]*\bhref\s*=\s*")([^"]*)"/gi
const MARKDOWN_HREF = /(\]\()(\/[^)\s]*)/g

/** The links of a Markdown body ([text](/path)) mapped to the language's pages. */
export function localizeMarkdownLinks(markdown: string, lang: Lang, map: HrefMap): string {
  if (lang === 'fi') return markdown
  return markdown.replace(MARKDOWN_HREF, (_, head: string, href: string) => `${head}${localHref(href, lang, map)}`)
}

/** Fields whose strings are links (href, calculatorHref) or hold links (rich text). */
const linkKey = (key: string) => /^href$|Href$/.test(key) || RICH_TEXT_KEYS.has(key)

/** How one value's hrefs are mapped: to a language, by a map, each answer told to `seen` when it is kept. */
interface Mapping {
  lang: Lang
  map: HrefMap
  seen?: Map<string, string>
}

function hrefIn(mapping: Mapping, href: string): string {
  const out = localHref(href, mapping.lang, mapping.map)
  mapping.seen?.set(href, out)
  return out
}

/**
 * Every href of a value mapped to the language: fields named href (or ending in Href) and links inside rich
 * text. A shared value inside it (decision 330) is mapped once per language and kept as one object.
 */
function localized<T>(value: T, mapping: Mapping, key: string): T {
  if (typeof value === 'string') {
    if (/^href$|Href$/.test(key)) return hrefIn(mapping, value) as T
    if (RICH_TEXT_KEYS.has(key))
      return value.replace(ANCHOR_HREF, (_, head: string, href: string) => `${head}${hrefIn(mapping, href)}"`) as T
    return value
  }
  if (!value || typeof value !== 'object') return value
  if (isShared(value) && !linkKey(key)) {
    const known = localizedFrozen(value, mapping.lang, mapping.map, shareValue)
    for (const [href, out] of known.hrefs) mapping.seen?.set(href, out)
    return known.value as T
  }
  return localizedIn(value, mapping, key)
}

/** An array's items or an object's fields, each mapped. */
function localizedIn<T extends object>(value: T, mapping: Mapping, key: string): T {
  if (Array.isArray(value)) return value.map((v) => localized(v, mapping, key)) as T
  return mapFields(value, (v, k) => localized(v, mapping, k))
}

/**
 * A frozen document's links in each language, with what each of its hrefs became: the studio builds the
 * site on every keystroke, and a document is mapped again only when it changed or one of its own hrefs
 * maps elsewhere now, not because some other page's route did.
 */
const localizedOf = new WeakMap<object, Map<Lang, { hrefs: Map<string, string>; value: unknown }>>()

/** Whether each href still maps to what it did. */
function sameHrefs(hrefs: ReadonlyMap<string, string>, lang: Lang, map: HrefMap): boolean {
  const answers = hrefsIn(lang, map)
  for (const [href, out] of hrefs) if (answered(answers, href, lang, map) !== out) return false
  return true
}

/** A frozen value's mapping in the language, made again only when one of its hrefs maps elsewhere now; `keep` freezes it. */
function localizedFrozen(
  value: object,
  lang: Lang,
  map: HrefMap,
  keep: <T extends object>(made: T) => T,
): { hrefs: Map<string, string>; value: unknown } {
  let byLang = localizedOf.get(value)
  const known = byLang?.get(lang)
  if (known && sameHrefs(known.hrefs, lang, map)) return known
  const hrefs = new Map<string, string>()
  const made = { hrefs, value: keep(localizedIn(value, { lang, map, seen: hrefs }, '')) }
  if (!byLang) {
    byLang = new Map()
    localizedOf.set(value, byLang)
  }
  byLang.set(lang, made)
  return made
}

/** Every href of a value mapped to the language: fields named href (or ending in Href) and links inside rich text. */
export function localizeLinks<T>(value: T, lang: Lang, map: HrefMap, key = ''): T {
  if (lang === 'fi') return value
  if (key !== '' || !value || typeof value !== 'object' || !Object.isFrozen(value))
    return localized(value, { lang, map }, key)
  return localizedFrozen(value, lang, map, isShared(value) ? shareValue : deepFreeze).value as T
}
