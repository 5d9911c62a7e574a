/**
 * Each work-example category as a page of its own (decision 273): the examples
 * page narrowed to it, at /esimerkit/katot in Finnish and at the category's
 * translated slug under the examples page of each language that has one of
 * its examples translated (/ru/primery-rabot/krovlia). The old addresses
 * answer 301: the filter's /esimerkit?kategoria=Katot, the language-neutral
 * slugs of decision 197 (/ru/primery-rabot/katot) and every former slug.
 * Run by the work examples' content pass, after the translations pass has
 * given each translated page its route. Pure: no React, no DOM.
 */
import { ENGINE } from '../../runtime/engine-diagnostics.js'
import { type Lang, LANGUAGE_INFO, type TargetLang, TARGET_LANGS } from '../../i18n/languages.js'
import { slugFor } from '../../i18n/slug.js'
import type { RoutedDocument, SourceDocument, Subpage } from '../../runtime/build-content.js'
import { documentsOf } from '../../runtime/feature-content.js'
import type { ExampleCategory, WorkExample } from '../../runtime/content-types.generated.js'
import type { PipelineContext } from '../../runtime/pipeline/context.js'
import { exampleCategoryCollection, workExampleCollection } from './collection.js'
import { workExampleDiagnostics } from './diagnostics.js'
import { listsAllExamples, sortWorkExamples } from './work-examples.js'

/** The old filter address: /esimerkit?kategoria=Katot answers 301 to the category's page. */
const CATEGORY_PARAM = 'kategoria'

type Category = SourceDocument<ExampleCategory>
type Example = SourceDocument<WorkExample>

/** A category's page in one language, before it is checked and added. */
interface Planned {
  lang: Lang
  base: string
  category: Category
  slug: string
  /** Earlier slugs in that language (and the language-neutral one of decision 197). */
  former: string[]
  label: string
  /** The document that gives its slug (a translation), for errors. */
  owner: { file: string; locator: Category['locator'] }
}

/** The base page's address and the addresses that answer 301 to it (its aliases, its former slugs). */
function basesOf(ctx: PipelineContext, base: string): string[] {
  return [base, ...[...ctx.redirects].filter(([, to]) => to === base).map(([from]) => from)]
}

/** The ids of the categories of these examples, in first-appearance order of the list. */
const categoryIds = (examples: readonly Example[]) => [
  ...new Set(sortWorkExamples(examples.map((e) => e.data)).map((e) => e.category)),
]

/** A language's category pages under its version of one examples page; categories without a translation are reported. */
function plan(ctx: PipelineContext, page: RoutedDocument, lang: Lang, categories: Map<string, Category>): Planned[] {
  const examples = documentsOf(ctx.documents, workExampleCollection)
  if (lang === 'fi')
    return categoryIds(examples).flatMap((id) => {
      const category = categories.get(id)
      if (!category) return []
      const label = category.data.name
      return [{ lang, base: page.route, category, slug: id, former: [], label, owner: category }]
    })
  const entries = ctx.translations.get(lang)
  const base = entries?.get(page.file)?.route
  if (!entries || !base) return []
  return categoryIds(examples.filter((e) => entries.has(e.file))).flatMap((id) => {
    const category = categories.get(id)
    if (!category) return []
    const language = LANGUAGE_INFO[lang].englishName
    const translation = entries.get(category.file)
    if (!translation) {
      const rel = category.file.replace(/^pages-data\//, '')
      const kieli = LANGUAGE_INFO[lang].finnishName
      ctx.report(workExampleDiagnostics.categoryUntranslated, category, '/name', { id, language, kieli, lang, rel })
      return []
    }
    const { slug, formerSlugs = [], fields } = translation.doc.data
    const label = fields['/name']?.text || category.data.name
    if (!slug) {
      const best = slugFor(lang as TargetLang, label)
      ctx.report(ENGINE.translationSlugMissing, translation.doc, '', { language, best })
      return []
    }
    return [{ lang, base, category, slug, former: [...formerSlugs, id], label, owner: translation.doc }]
  })
}

/** Adds one planned page: its subpage, its old addresses and its ?kategoria= redirect; a taken address is an error. */
function add(ctx: PipelineContext, p: Planned, taken: Map<string, string>) {
  const path = `${p.base}/${p.slug}`
  const other = taken.get(path) ?? ctx.pages.get(path)?.file
  if (other) {
    ctx.report(ENGINE.duplicateRoute, p.owner, p.owner === p.category ? '' : '/slug', { route: path, other })
    return
  }
  taken.set(path, p.owner.file)
  ctx.subpages.push({ path, base: p.base, lang: p.lang, key: p.category.slug, label: p.label } satisfies Subpage)
  for (const base of basesOf(ctx, p.base))
    for (const slug of [p.slug, ...p.former]) {
      const old = `${base}/${slug}`
      if (old !== path && !taken.has(old) && !ctx.pages.has(old)) ctx.redirects.set(old, path)
    }
  ctx.queryRedirects.push({ from: p.base, query: { name: CATEGORY_PARAM, value: p.category.data.name }, to: path })
}

/** Every language's category pages, their old addresses and the filter's old ?kategoria= addresses. */
export function addCategoryPages(ctx: PipelineContext): void {
  const categories = new Map(documentsOf(ctx.documents, exampleCategoryCollection).map((d) => [d.slug, d]))
  const taken = new Map<string, string>()
  for (const page of ctx.routed().filter(listsAllExamples))
    for (const lang of ['fi' as const, ...TARGET_LANGS]) {
      const planned = plan(ctx, page, lang, categories)
      for (const p of planned) add(ctx, p, taken)
      if (planned.length)
        ctx.queryRedirects.push({
          from: planned[0]!.base,
          query: { name: CATEGORY_PARAM, value: null },
          to: planned[0]!.base,
        })
    }
}
