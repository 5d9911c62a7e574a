import type { PageContextServer } from 'vike/types'
import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { recordPageData } from '../../src/runtime/prerender-handoff.js'
import { notFoundData } from '../../src/sections/prerendered.js'

/** A language's 404 page: its language and its shell (the language's navigation). */
export function data(pageContext: PageContextServer) {
  return recordPageData(pageContext.urlPathname, notFoundData(getContent(sitePasses()), pageContext.urlPathname))
}
