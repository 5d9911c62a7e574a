/**
 * The work examples' category filter: each category is a prerendered page of
 * its own (/esimerkit/katot, src/sections/examples/category-pages.ts), so the
 * filter is a row of links that works without JavaScript and a filtered view
 * can be shared. No React.
 */
import type { SectionRequest } from '../define-section.js'
import type { CategoryLink } from './work-examples.js'

export interface ExamplesFilter {
  /** The page the filter links point under (/esimerkit). */
  path: string
  /** The chosen category's id; '' for all. */
  selected: string
}

/** The filter of this page: a category page shows its category, the base page all. */
export function filterFor(categories: readonly CategoryLink[], request: SectionRequest): ExamplesFilter {
  const asked = request.category ?? ''
  return { path: request.path, selected: categories.some((c) => c.id === asked) ? asked : '' }
}

/** The address of the view of one category ('' for all: the page itself). */
export function filterHref(filter: ExamplesFilter, categories: readonly CategoryLink[], id: string): string {
  return categories.find((c) => c.id === id)?.href ?? filter.path
}

/** The category an address shows ('' for the page itself or an address of no category). */
export function categoryOfPath(categories: readonly CategoryLink[], pathname: string): string {
  return categories.find((c) => c.href === pathname)?.id ?? ''
}
