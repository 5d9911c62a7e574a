/**
 * The work examples' category filter as URL state: /esimerkit?kategoria=Katot
 * is a filtered view a visitor can share. The server renders it (so the
 * filter works without JavaScript); the island keeps the URL in step. No React.
 */
import type { SectionRequest } from '../define-section.js'

/** The query parameter of the filter. The server renders a page with it on request (server/static-pages.ts). */
export const CATEGORY_PARAM = 'kategoria'

export interface ExamplesFilter {
  /** The page the filter links point at. */
  path: string
  /** The chosen category; '' for all. */
  selected: string
}

/** The filter of this request: an unknown category shows all. */
export function filterFor(categories: readonly string[], request: SectionRequest): ExamplesFilter {
  const asked = request.search[CATEGORY_PARAM] ?? ''
  return { path: request.path, selected: categories.includes(asked) ? asked : '' }
}

/** The address of the view of one category ('' for all). */
export function filterHref(path: string, category: string): string {
  return category ? `${path}?${CATEGORY_PARAM}=${encodeURIComponent(category)}` : path
}
