/**
 * The work examples by category as pages of their own: /esimerkit/katot is the
 * examples page filtered to "Katot", prerendered like any page (issue 22). The
 * slug of a category is made from its name (the schema's enum), so a new
 * category gets its page without a table to keep. Pure: no React, no DOM.
 */
import type { Lang } from '../i18n/languages.js'
import type { RoutedDocument, SiteContent } from './content-model.js'
import { allPaths } from './routes.js'
import { EXAMPLES_PATH, sortWorkExamples } from './work-examples.js'

/** The old filter address: /esimerkit?kategoria=Katot answers 301 to /esimerkit/katot. */
export const CATEGORY_PARAM = 'kategoria'

export interface CategoryView {
  /** The language of the page (decision 197: the category's slug and ?kategoria= value are the same in every language). */
  lang: Lang
  /** The page's own address: /esimerkit/katot. */
  path: string
  /** The page it filters: /esimerkit. */
  base: string
  /** The category's name as the content writes it: "Katot". */
  category: string
}

/** "Piha- ja ulkotyöt" -> "piha-ja-ulkotyot": lower case, letters without accents, words joined by '-'. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The address of a category's page under `base` ('' for all: the base itself). */
export function categoryPath(base: string, category: string): string {
  return category ? `${base}/${categorySlug(category)}` : base
}

/** Categories in first-appearance order of the examples as listed (the filter's order). */
function exampleCategories(content: Pick<SiteContent, 'workExamples'>): string[] {
  return [...new Set(sortWorkExamples(content.workExamples).map((e) => e.category))]
}

/** One language's content: its examples, its language and where its examples page is. */
type CategoryContent = Pick<SiteContent, 'workExamples' | 'routes' | 'lang' | 'versions'>
/** The whole site's content: every language's categories. */
type SiteCategories = CategoryContent & Pick<SiteContent, 'languages'>

/** The examples page of a language: /esimerkit, or its version in the language (none when it is not published). */
function examplesBase(content: CategoryContent): string | undefined {
  const base = content.lang === 'fi' ? EXAMPLES_PATH : content.versions.get(EXAMPLES_PATH)?.[content.lang]
  return base && content.routes.pages.has(base) ? base : undefined
}

/** One page per category of a language's examples, under its examples page. */
function languageCategoryViews(content: CategoryContent): CategoryView[] {
  const base = examplesBase(content)
  if (!base) return []
  return exampleCategories(content).map((category) => ({
    lang: content.lang,
    path: categoryPath(base, category),
    base,
    category,
  }))
}

/** The category pages of every published language (/esimerkit/katot, /ru/primery/katot). */
export function categoryViews(content: SiteCategories): CategoryView[] {
  const languages = Object.values(content.languages)
  return (languages.length ? languages : [content]).flatMap(languageCategoryViews)
}

/** The category page at this path, if any. */
export function findCategoryView(
  content: SiteCategories,
  path: string,
): (CategoryView & { document: RoutedDocument }) | null {
  const view = categoryViews(content).find((v) => v.path === path)
  const document = view && content.routes.pages.get(view.base)
  return view && document ? { ...view, document } : null
}

/** Every address a build prerenders, sorted as the sitemap lists them: the content's pages and the category pages. */
export function publicPaths(content: SiteCategories): string[] {
  const views = categoryViews(content).map((v) => v.path)
  return [...allPaths(content.routes), ...views].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}
