/**
 * Pass, translations (decision 194): each translation file against its
 * Finnish source. The source exists; every field is a translatable text of
 * it; every translatable text is translated (an error for that language's
 * page); a field whose Finnish changed since is a warning that shows the
 * Finnish then and now; a number the Finnish lacks, or a lost {token}, is an
 * error; a page's translation has an ASCII slug, unique among its siblings;
 * a link in translated rich text leads to a page that has a version in the
 * same language. Fills ctx.translations (with each translated page's route).
 */
import { ENGINE } from '../engine-diagnostics.js'
import { changedFacts } from '../../i18n/facts.js'
import { followNumbers } from '../../i18n/follow-numbers.js'
import { LANGUAGE_INFO, type Lang, type TargetLang } from '../../i18n/languages.js'
import { suggestSlug } from '../../i18n/title-slug.js'
import { BODY_POINTER, translatableTexts, type TranslatableText } from '../../i18n/translatable.js'
import { matchCollection } from '../collections.js'
import type { Glossary } from '../content-types.generated.js'
import type { RoutedDocument, SourceDocument } from '../content-model.js'
import type { Diagnostic } from '../diagnostics.js'
import { htmlReferences, markdownReferences } from '../rich-text-refs.js'
import { closest } from '../suggest.js'
import { sourceOfTranslation, type TranslationFile } from '../translation-files.js'
import { formerRoutesIn, routeIn, type TranslationEntry } from '../translation-routes.js'
import type { ContentPass, PipelineContext } from './context.js'
import { linkPath } from './links.js'
import { type Reference, references } from './references.js'
import { indexKey, keptWith, reportKept } from './kept-findings.js'

/** A language's name in the validator's messages (its English name in the table of languages). */
const LANGUAGE_NAME = (lang: Lang) => LANGUAGE_INFO[lang].englishName

const escapeSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1')
/** Where a field of a translation file is: /fields/~1sections~10~1title. */
const fieldAt = (pointer: string) => `/fields/${escapeSegment(pointer)}`
/** A source file as `npm run translate` takes it: its path under pages-data/. */
const rel = (file: string) => file.replace(/^pages-data\//, '')

type Translation = SourceDocument<TranslationFile>

/** Each Finnish document's texts, walked once for its languages (keyed by the parsed data). */
const textsOf = new WeakMap<object, Map<string, TranslatableText>>()

/** The Finnish document's translatable texts by pointer (an article's body blocks among them). */
function sourceTexts(ctx: PipelineContext, source: SourceDocument): Map<string, TranslatableText> {
  const key = source.data as object
  const known = textsOf.get(key)
  // An article's data is parsed anew with its file (parse.ts keeps JSON only), so its body is the data's too.
  if (known) return known
  const match = matchCollection(ctx.collections, source.file)
  const schema = match && `schemas/${match.collection.schema}`
  const texts = schema ? translatableTexts(ctx.schemas, schema, source.data, source.body) : []
  const byPointer = new Map(texts.map((t) => [t.pointer, t]))
  textsOf.set(key, byPointer)
  return byPointer
}

/**
 * changedFacts by source and translation: the studio checks the same unchanged pairs on every
 * keystroke. Two levels of maps keyed by the texts themselves (strings of kept documents hash once;
 * a joined key was a new string, hashed again, on every check).
 */
const factsOf = new Map<string, Map<string, ReturnType<typeof changedFacts>>>()
let factsKept = 0

function factChanges(source: string, translation: string) {
  let bySource = factsOf.get(source)
  if (!bySource) {
    if (factsKept > 50_000) {
      factsOf.clear()
      factsKept = 0
    }
    bySource = new Map()
    factsOf.set(source, bySource)
  }
  let changes = bySource.get(translation)
  if (!changes) {
    changes = changedFacts(source, translation)
    bySource.set(translation, changes)
    factsKept++
  }
  return changes
}

/** The links and images of a translated text, found once per text (and kind: HTML, or a Markdown body's block). */
const textReferences = new Map<string, ReturnType<typeof htmlReferences>>()

function referencesOf(text: string, pointer: string): ReturnType<typeof htmlReferences> {
  const markdown = pointer.startsWith(`${BODY_POINTER}/`)
  const key = markdown ? `md:${text}` : text
  let refs = textReferences.get(key)
  if (!refs) {
    if (textReferences.size > 50_000) textReferences.clear()
    refs = markdown ? markdownReferences(text) : htmlReferences(text)
    textReferences.set(key, refs)
  }
  return refs
}

type Fields = TranslationFile['fields']
type FieldLink = {
  path: string
  place: { pointer: string; index: number }
  ref: ReturnType<typeof referencesOf>[number]
}

/** Each translation's internal links, found once per parsed fields object. */
const fieldLinks = new WeakMap<object, FieldLink[]>()

/** The internal links in a translation's texts, with their places. */
function linksOf(fields: Fields): FieldLink[] {
  return keptWith(fieldLinks, fields, () => {
    const out: FieldLink[] = []
    for (const [pointer, field] of Object.entries(fields))
      for (const ref of referencesOf(field.text, pointer)) {
        const path = ref.kind === 'link' ? linkPath(ref.value) : null
        if (path !== null) out.push({ path, place: { pointer: `${fieldAt(pointer)}/text`, index: ref.index }, ref })
      }
    return out
  })
}

/** Unknown fields, stale ones (a warning) and changed facts. */
function checkFields(ctx: PipelineContext, doc: Translation, source: SourceDocument, lang: TargetLang) {
  const texts = sourceTexts(ctx, source)
  const base = { lang, rel: rel(source.file), source: source.file }
  for (const [pointer, field] of Object.entries(doc.data.fields)) {
    const known = texts.get(pointer)
    const now = known?.text
    if (known === undefined || now === undefined) {
      const best = closest(pointer, texts.keys()) ?? ''
      ctx.report(
        ENGINE.translationUnknownField,
        doc,
        { pointer: fieldAt(pointer), key: true },
        { ...base, pointer, best },
      )
      continue
    }
    if (!field.text.trim()) continue
    if (field.from !== now) {
      const { line, column } =
        known.bodyIndex !== undefined && source.locator.locateBody
          ? source.locator.locateBody(known.bodyIndex)
          : source.locator.locate(pointer)
      const sourceAt = `${source.file}:${line}:${column}`
      // Only numbers changed: npm run translate and the studio's save carry them over (src/i18n/follow-numbers.ts).
      const numbers = followNumbers(field, now).field.from === now ? 'carry' : ''
      const args = { ...base, pointer, sourceAt, was: field.from, now, numbers }
      ctx.report(ENGINE.translationStale, doc, `${fieldAt(pointer)}/from`, args)
    }
    for (const change of factChanges(now, field.text))
      ctx.report(ENGINE.translationChangedFact, doc, `${fieldAt(pointer)}/text`, { ...change, pointer, source: now })
  }
  for (const [pointer, { text }] of texts) {
    const field = doc.data.fields[pointer]
    if (field?.text.trim()) continue
    const place = field ? `${fieldAt(pointer)}/text` : '/fields'
    ctx.report(ENGINE.translationMissing, doc, place, { ...base, pointer, text, language: LANGUAGE_NAME(lang) })
  }
}

/** Each translation file by language and Finnish file; a file whose Finnish does not exist is reported. */
function indexTranslations(ctx: PipelineContext): Map<TargetLang, Map<string, TranslationEntry>> {
  const index = new Map<TargetLang, Map<string, TranslationEntry>>()
  const byFile = new Map<string, SourceDocument>()
  const translations: Translation[] = []
  for (const d of ctx.documents) {
    byFile.set(d.file, d)
    if (d.kind === 'translation') translations.push(d as Translation)
  }
  // Only for a translation without its Finnish (rare): not made on every build.
  let sourceFiles: string[] | undefined
  const finnishFiles = () =>
    (sourceFiles ??= ctx.files.map((f) => f.path).filter((p) => !sourceOfTranslation(p) && /\.(json|md)$/.test(p)))
  for (const doc of translations) {
    const of = sourceOfTranslation(doc.file)
    if (!of) continue
    const source = byFile.get(of.source)
    if (!source) {
      // A Finnish file with errors of its own is reported there; a missing one here.
      if (!finnishFiles().includes(of.source))
        ctx.report(ENGINE.translationWithoutSource, doc, '', {
          source: of.source,
          lang: of.lang,
          best: closest(of.source, finnishFiles()) ?? '',
        })
      continue
    }
    if (!index.has(of.lang)) index.set(of.lang, new Map())
    index.get(of.lang)!.set(source.file, { lang: of.lang, doc, source })
    checkFieldsKept(ctx, doc, source, of.lang)
  }
  return index
}

/** Each frozen translation document's field findings, with the Finnish document they were found against. */
const fieldFindings = new WeakMap<Translation, { source: SourceDocument; findings: readonly Diagnostic[] }>()

/**
 * The fields' findings: kept with the translation's document while it and its Finnish document are the
 * same objects (the schema pass keeps both while their texts are unchanged), else from the check's
 * findings kept by their data (kept-findings.ts), else checked.
 */
function checkFieldsKept(ctx: PipelineContext, doc: Translation, source: SourceDocument, lang: TargetLang) {
  const known = fieldFindings.get(doc)
  if (known && known.source === source) {
    for (const d of known.findings) ctx.diagnostics.push(d)
    return
  }
  const from = ctx.diagnostics.length
  // The same translation of the same Finnish as at the last build: the same findings (kept-findings.ts).
  reportKept(ctx, [doc.data, source.data], 'fields', doc.file, () => checkFields(ctx, doc, source, lang))
  if (Object.isFrozen(doc) && Object.isFrozen(source) && Object.isFrozen(doc.data) && Object.isFrozen(source.data))
    fieldFindings.set(doc, { source, findings: ctx.diagnostics.slice(from) })
}

/** The slug a translation could have: from its translated breadcrumb or title, unique among the slugs of its language. */
function suggestedSlug(
  ctx: PipelineContext,
  lang: TargetLang,
  doc: Translation,
  entries: Map<string, TranslationEntry>,
): string {
  const title = doc.data.fields['/breadcrumb']?.text || doc.data.fields['/title']?.text
  const taken = new Set([...entries.values()].flatMap((e) => (e.doc.data.slug ? [e.doc.data.slug] : [])))
  // The language's glossary keeps a place name's Latin form (Хельсинки → helsinki).
  const glossary = ctx.documents.find((d) => d.kind === 'glossary' && d.slug === lang)?.data as Glossary | undefined
  return title ? suggestSlug(lang, title, taken, glossary?.terms) : ''
}

/** Each translated page's route in its language; a missing slug, an untranslated parent or a taken route is an error. */
function routeTranslations(ctx: PipelineContext, lang: TargetLang, entries: Map<string, TranslationEntry>) {
  const language = LANGUAGE_NAME(lang)
  const owners = new Map<string, string>()
  for (const entry of entries.values()) {
    const { doc, source } = entry
    if (!source.route) continue
    if (source.route !== '/' && !doc.data.slug) {
      ctx.report(ENGINE.translationSlugMissing, doc, '', { language, best: suggestedSlug(ctx, lang, doc, entries) })
      continue
    }
    const route = routeIn(lang, source.route, ctx.pages, entries)
    if (route === null) {
      const parent = ancestorWithout(ctx, source.route, entries)
      if (parent)
        ctx.report(ENGINE.translationParentMissing, doc, '/slug', { language, lang, parent, parentRel: rel(parent) })
      continue
    }
    const other = owners.get(route)
    if (other) ctx.report(ENGINE.duplicateRoute, doc, '/slug', { route, other })
    else {
      owners.set(route, doc.file)
      entry.route = route
      for (const old of formerRoutesIn(lang, source.route, ctx.pages, entries))
        if (!ctx.pages.has(old) && !ctx.redirects.has(old)) ctx.redirects.set(old, route)
    }
  }
}

/** The first ancestor page of a route that has no translation (its file). */
function ancestorWithout(ctx: PipelineContext, route: string, entries: Map<string, TranslationEntry>) {
  const segments = route.split('/').filter(Boolean)
  for (let i = 1; i < segments.length; i++) {
    const page = ctx.pages.get(`/${segments.slice(0, i).join('/')}`)
    if (page && !entries.get(page.file)?.doc.data.slug) return page.file
  }
  return undefined
}

/** Every translated route of every language: path -> its language and Finnish file. */
function translatedRoutes(index: ReadonlyMap<TargetLang, Map<string, TranslationEntry>>) {
  const out = new Map<string, { lang: TargetLang; file: string }>()
  for (const [lang, entries] of index)
    for (const [file, entry] of entries) if (entry.route) out.set(entry.route, { lang, file })
  return out
}

/** Links inside translated texts: the linked page has a version in the language (a Finnish or a translated href). */
function checkLinks(
  ctx: PipelineContext,
  lang: TargetLang,
  entries: Map<string, TranslationEntry>,
  others: ReturnType<typeof translatedRoutes>,
  index: object,
) {
  const local = new Set<string>()
  for (const e of entries.values()) if (e.route) local.add(e.route)
  // Paths found to need no finding (a page published in the language): most links of the language's texts.
  const fine = new Set<string>()
  const report = (doc: Translation, place: { pointer: string; index: number }, href: string, target: RoutedDocument) =>
    ctx.report(ENGINE.translationLinkUntranslated, doc, place, {
      href,
      target: target.file,
      targetRel: rel(target.file),
      language: LANGUAGE_NAME(lang),
      lang,
      best: closest(href, local) ?? '',
    })
  const check = (doc: Translation) => {
    for (const { path, place, ref } of linksOf(doc.data.fields)) {
      if (local.has(path) || fine.has(path)) continue
      const other = others.get(path)
      if (other) {
        // A page of another language: the visitor would leave theirs. Its version here, else its Finnish href.
        const fi = ctx.documents.find((d) => d.file === other.file)?.route ?? ''
        const right = entries.get(other.file)?.route ?? fi
        const rest = ref.value.slice(ref.value.search(/[?#]|$/))
        ctx.report(ENGINE.translationLinkOtherLanguage, doc, place, {
          href: ref.value,
          language: LANGUAGE_NAME(lang),
          other: LANGUAGE_NAME(other.lang),
          best: right + rest,
        })
        continue
      }
      const target = ctx.pages.get(ctx.redirects.get(path) ?? path)
      if (target && !entries.get(target.file)?.route) report(doc, place, ref.value, target)
      else if (!target && !ctx.knownPaths.has(path))
        ctx.report(ENGINE.brokenLink, doc, place, {
          href: ref.value,
          best: closest(path, [...ctx.knownPaths, ...local]) ?? '',
        })
      else fine.add(path)
    }
  }
  // A translation's findings are kept while it and the site's routes in every language are as they were.
  for (const { doc } of entries.values())
    reportKept(ctx, [doc.data, index], `links:${lang}`, doc.file, () => check(doc))
}

/** Each Finnish document's internal href fields with their paths, found once per parsed document. */
const hrefFields = new WeakMap<object, { ref: Reference; path: string }[]>()

function hrefFieldsOf(source: SourceDocument) {
  return keptWith(hrefFields, source.data, () =>
    references(source, 'link').flatMap((ref) => {
      const path = ref.key === 'href' ? linkPath(ref.value) : null
      return path === null ? [] : [{ ref, path }]
    }),
  )
}

/**
 * Links the Finnish document keeps in every language (href fields: structure, not text): on a page
 * published in a language, each must lead to a page that has a version there, or the visitor would be
 * sent back into Finnish. Reported at the href in the Finnish document, once per language.
 */
function checkSourceHrefs(
  ctx: PipelineContext,
  lang: TargetLang,
  entries: Map<string, TranslationEntry>,
  index: object,
) {
  // A document's findings are kept while it and the site's routes in every language are as they were.
  for (const { source } of entries.values()) {
    // A page not published in the language has no visitors there; a document that is no page (navigation,
    // a document of a feature's collection) shows wherever a page of the language does.
    if (source.route && !entries.get(source.file)?.route) continue
    reportKept(ctx, [source.data, index], `hrefs:${lang}`, source.file, () => {
      for (const { ref, path } of hrefFieldsOf(source)) {
        const target = ctx.pages.get(ctx.redirects.get(path) ?? path)
        if (!target || entries.get(target.file)?.route) continue
        ctx.report(ENGINE.translationHrefUntranslated, source, ref.place, {
          href: ref.value,
          target: target.file,
          targetRel: rel(target.file),
          language: LANGUAGE_NAME(lang),
          lang,
        })
      }
    })
  }
}

/**
 * What the link checks of translations read besides the document, written out: every document's route,
 * the pages, the aliases, the paths links may take, and each language's translated routes.
 */
function routesIndex(ctx: PipelineContext, index: ReadonlyMap<TargetLang, Map<string, TranslationEntry>>): string {
  const parts = [
    ctx.documents.map((d) => `${d.file} ${d.route ?? '-'}`).join('\n'),
    [...ctx.pages].map(([path, page]) => `${path} ${page.file}`).join('\n'),
    [...ctx.redirects].join('\n'),
    [...ctx.knownPaths].join('\n'),
  ]
  for (const [lang, entries] of index)
    parts.push(`${lang}\n${[...entries].map(([file, entry]) => `${file} ${entry.route ?? '-'}`).join('\n')}`)
  return parts.join('\n\n')
}

export const translationsPass: ContentPass = {
  name: 'translations',
  run(ctx) {
    const index = indexTranslations(ctx)
    for (const [lang, entries] of index) routeTranslations(ctx, lang, entries)
    const others = translatedRoutes(index)
    const routes = indexKey('translated routes', routesIndex(ctx, index))
    for (const [lang, entries] of index) {
      checkLinks(ctx, lang, entries, others, routes)
      checkSourceHrefs(ctx, lang, entries, routes)
    }
    ctx.translations = index
  },
}
