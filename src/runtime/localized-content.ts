/**
 * The site in every published language (decisions 194 and 196): for each
 * language with a translated page, the Finnish documents with their
 * translations applied (structure, prices, images and link targets stay the
 * Finnish ones), the language's tokens, and every internal link mapped to
 * the language's version of the page. A document with no translation is not
 * published in that language. Pure: the passes have checked the files.
 */
import { TARGET_LANGS, type Lang, type TargetLang } from '../i18n/languages.js'
import { stringsFor } from '../ui/strings.js'
import { featureContents } from './feature-content.js'
import type { Site } from './content-types.generated.js'
import type { RoutedDocument, SiteContent, SourceDocument, Versions } from './content-model.js'
import type { PipelineContext } from './pipeline/context.js'
import { buildTokens, interpolateDeep, type TokenMap } from './tokens.js'
import { menuOf, pageIndex } from './listings.js'
import { translatedBody } from '../i18n/translatable.js'
import {
  applyOverlay,
  type HrefMap,
  localizeLinks,
  localizeMarkdownLinks,
  type TranslationEntry,
} from './translation-routes.js'

/** Each Finnish page's versions, and each subpage's (by its Finnish page and key), keyed by the path of every version. */
function versionsOf(ctx: PipelineContext): Map<string, Versions> {
  const out = new Map<string, Versions>()
  for (const doc of ctx.routed()) {
    const versions: Versions = { fi: doc.route }
    for (const lang of TARGET_LANGS) {
      const route = ctx.translations.get(lang)?.get(doc.file)?.route
      if (route) versions[lang] = route
    }
    for (const path of Object.values(versions)) out.set(path, versions)
  }
  const groups = new Map<string, Versions>()
  for (const sub of ctx.subpages) {
    const group = `${out.get(sub.base)?.fi ?? sub.base} ${sub.key}`
    const versions = groups.get(group) ?? {}
    versions[sub.lang] = sub.path
    groups.set(group, versions)
    out.set(sub.path, versions)
  }
  return out
}

/** One string object per token signature: a kept page compares its tokens by identity. */
const signatures = new Map<string, string>()
function interned(signature: string): string {
  const known = signatures.get(signature)
  if (known !== undefined) return known
  if (signatures.size > 100) signatures.clear()
  signatures.set(signature, signature)
  return signature
}

interface KeptPage {
  translation: TranslationEntry['doc']
  route: string
  signature: string
  /** Its data before its links were mapped (tokens in the language). */
  interpolated: unknown
  page: RoutedDocument
}

/**
 * Each frozen Finnish document's page in each language as last made: the same object again
 * while its translation document, its route, the language's tokens and what its own links lead to are
 * the same (the schema pass keeps unchanged documents as the same objects).
 */
const keptPages = new WeakMap<RoutedDocument, Map<Lang, KeptPage>>()

/** A Finnish document (without a Markdown body) as its page in the language of `tokens`. */
function pageIn(
  doc: RoutedDocument,
  entry: TranslationEntry,
  route: string,
  { lang, tokens, signature }: { lang: TargetLang; tokens: TokenMap; signature: string },
  map: HrefMap,
): RoutedDocument {
  const byLang = keptPages.get(doc)
  const known = byLang?.get(lang)
  if (known && known.translation === entry.doc && known.route === route && known.signature === signature)
    if (localizeLinks(known.interpolated, lang, map) === known.page.data) return known.page
  const interpolated: unknown = interpolateDeep(applyOverlay<unknown>(doc.data, entry.doc.data.fields), tokens)
  const page = Object.freeze({
    ...doc,
    lang,
    route,
    data: localizeLinks(interpolated, lang, map),
  }) as RoutedDocument
  if (!Object.isFrozen(doc) || !Object.isFrozen(entry.doc) || !Object.isFrozen(interpolated)) return page
  const kept = { translation: entry.doc, route, signature, interpolated, page }
  if (byLang) byLang.set(lang, kept)
  else keptPages.set(doc, new Map([[lang, kept]]))
  return page
}

/** One language's content; its routes, languages and versions are set by withLanguages. */
function languageContent(
  ctx: PipelineContext,
  fi: SiteContent,
  lang: TargetLang,
  entries: ReadonlyMap<string, TranslationEntry>,
  map: HrefMap,
): SiteContent {
  const overlay = <T>(doc: SourceDocument<T>): T => {
    const entry = entries.get(doc.file)
    return entry ? applyOverlay(doc.data, entry.doc.data.fields) : doc.data
  }
  const rawSite = overlay(ctx.site!)
  const tokens = buildTokens(rawSite, lang, stringsFor(lang).UI)
  const local = <T>(value: T): T => localizeLinks(interpolateDeep(value, tokens), lang, map)
  const signature = interned(JSON.stringify(tokens))
  const language = { lang, tokens, signature }
  const pages: RoutedDocument[] = []
  for (const doc of ctx.routed()) {
    const entry = entries.get(doc.file)
    if (!entry?.route) continue
    if (doc.body === undefined) {
      pages.push(pageIn(doc, entry, entry.route, language, map))
      continue
    }
    const translated = { ...doc, lang, route: entry.route, data: local(overlay<unknown>(doc)) }
    // An article's body: each block its translation (decision 272), tokens and links in the language.
    const body = interpolateDeep(translatedBody(doc.body, entry.doc.data.fields), tokens)
    pages.push({ ...translated, body: localizeMarkdownLinks(body, lang, map) } as RoutedDocument)
  }
  const listed = pageIndex(pages, lang)
  return {
    ...fi,
    lang,
    site: local(rawSite) as Site,
    // The menu's written links in the language; its pages are the language's own (an untranslated one is in no menu).
    navigation: menuOf(local(overlay(ctx.navigation!)), listed),
    listed,
    tokens,
    // An article without a translation in the language stays listed in Finnish (marked so by the blog list).
    documents: [...pages, ...fi.documents.filter((d) => d.kind === 'blogPost' && !entries.get(d.file)?.route)],
    features: featureContents(ctx.collections, ctx.documents, (doc) => ({
      source: doc,
      data: local(overlay(doc)),
      inLanguage: entries.has(doc.file),
    })),
  }
}

/** The Finnish content with every published language beside it, all sharing one route table. */
export function withLanguages(ctx: PipelineContext, fi: SiteContent): SiteContent {
  const versions = versionsOf(ctx)
  const map: HrefMap = { versions, redirects: ctx.redirects }
  const languages: Partial<Record<Lang, SiteContent>> = { fi }
  for (const lang of TARGET_LANGS) {
    const entries = ctx.translations.get(lang)
    if (entries && [...entries.values()].some((e) => e.route))
      languages[lang] = languageContent(ctx, fi, lang, entries, map)
  }
  const pages = new Map(fi.routes.pages)
  for (const content of Object.values(languages))
    for (const doc of content.documents) if (doc.lang && doc.lang === content.lang) pages.set(doc.route, doc)
  const routes = { pages, redirects: fi.routes.redirects }
  for (const content of Object.values(languages)) Object.assign(content, { routes, languages, versions })
  return fi
}

/** The content of a language (the Finnish when that language is not published). */
export function contentIn(content: SiteContent, lang: Lang | undefined): SiteContent {
  return content.languages[lang ?? 'fi'] ?? content
}
