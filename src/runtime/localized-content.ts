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
import type { CalculatorModel, Navigation, Site, WorkExample } from './content-types.generated.js'
import type { RoutedDocument, SiteContent, SourceDocument, Versions } from './content-model.js'
import type { PipelineContext } from './pipeline/context.js'
import { buildTokens, interpolateDeep } from './tokens.js'
import { applyOverlay, type HrefMap, localizeLinks, type TranslationEntry } from './translation-routes.js'

/** Each Finnish page's versions, keyed by the path of every version. */
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
  return out
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
  const of = <T>(kind: string) => ctx.documents.filter((d) => d.kind === kind) as SourceDocument<T>[]
  const pages = ctx.routed().flatMap((doc): RoutedDocument[] => {
    const route = entries.get(doc.file)?.route
    return route ? [{ ...doc, lang, route, data: local(overlay<unknown>(doc)) } as RoutedDocument] : []
  })
  return {
    ...fi,
    lang,
    site: local(rawSite) as Site,
    navigation: local(overlay(ctx.navigation!)) as Navigation,
    tokens,
    documents: [...pages, ...fi.documents.filter((d) => d.kind === 'blogPost')],
    calculatorModels: Object.fromEntries(
      of<CalculatorModel>('calculatorModel').map((m) => [m.data.id, local(overlay(m))]),
    ),
    workExamples: of<WorkExample>('workExample')
      .filter((d) => entries.has(d.file))
      .map((d) => local(overlay(d))),
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
