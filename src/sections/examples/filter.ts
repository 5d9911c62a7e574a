/**
 * The work examples' category filter: each category is a prerendered page of
 * its own (/esimerkit/katot, src/runtime/example-categories.ts), so the filter
 * is a row of links that works without JavaScript and a filtered view can be
 * shared. No React.
 */
import { categoryPath } from '../../runtime/example-categories.js'
import type { SectionRequest } from '../define-section.js'

export interface ExamplesFilter {
  /** The page the filter links point under (/esimerkit). */
  path: string
  /** The chosen category; '' for all. */
  selected: string
}

/** The filter of this page: a category page shows its category, the base page all. */
export function filterFor(categories: readonly string[], request: SectionRequest): ExamplesFilter {
  const asked = request.category ?? ''
  return { path: request.path, selected: categories.includes(asked) ? asked : '' }
}

/** The address of the view of one category ('' for all). */
export function filterHref(path: string, category: string): string {
  return categoryPath(path, category)
}

/** The category an address shows ('' for the base page or an address of no category). */
export function categoryOfPath(path: string, categories: readonly string[], pathname: string): string {
  return categories.find((c) => filterHref(path, c) === pathname) ?? ''
}
