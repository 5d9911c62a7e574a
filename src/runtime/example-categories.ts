/**
 * The work examples by category as pages of their own: /esimerkit/katot is the
 * examples page filtered to "Katot", prerendered like any page (issue 22). The
 * slug of a category is made from its name (the schema's enum), so a new
 * category gets its page without a table to keep. Pure: no React, no DOM.
 */
import type { RoutedDocument, SiteContent } from './content-model.js'
import { allPaths } from './routes.js'
import { EXAMPLES_PATH, sortWorkExamples } from './work-examples.js'

/** The old filter address: /esimerkit?kategoria=Katot answers 301 to /esimerkit/katot. */
export const CATEGORY_PARAM = 'kategoria'

export interface CategoryView {
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

/** One page per category of the examples, under /esimerkit (none when that page does not exist). */
export function categoryViews(content: Pick<SiteContent, 'workExamples' | 'routes'>): CategoryView[] {
  if (!content.routes.pages.has(EXAMPLES_PATH)) return []
  return exampleCategories(content).map((category) => ({
    path: categoryPath(EXAMPLES_PATH, category),
    base: EXAMPLES_PATH,
    category,
  }))
}

/** The category page at this path, if any. */
export function findCategoryView(
  content: Pick<SiteContent, 'workExamples' | 'routes'>,
  path: string,
): (CategoryView & { document: RoutedDocument }) | null {
  const view = categoryViews(content).find((v) => v.path === path)
  const document = view && content.routes.pages.get(view.base)
  return view && document ? { ...view, document } : null
}

/** Every address a build prerenders, sorted as the sitemap lists them: the content's pages and the category pages. */
export function publicPaths(content: Pick<SiteContent, 'workExamples' | 'routes'>): string[] {
  const views = categoryViews(content).map((v) => v.path)
  return [...allPaths(content.routes), ...views].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}
