import type { PageContextServer } from 'vike/types'
import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { recordPageData } from '../../src/runtime/prerender-handoff.js'
import { ERROR_PAGE, notFoundData } from '../../src/sections/prerendered.js'

/**
 * The Finnish 404 page's data: its shell, whose menu is made from the content like every page's
 * (src/sections/prerendered.ts). A server error page has none: its content may be what failed (Vike
 * renders the error page without data then, and the shell falls back to src/sections/shell-data.ts's).
 */
export function data(pageContext: PageContextServer) {
  if (!pageContext.is404) return undefined
  return recordPageData(ERROR_PAGE, notFoundData(getContent(sitePasses()), ERROR_PAGE))
}
