import type { PageContextServer } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { withDevContentReport } from '../../src/runtime/dev-content-report.js'
import { findCategoryView } from '../../src/runtime/example-categories.js'
import { buildPageView } from '../../src/sections/page-view.js'
import { normalizePath, resolveRoute } from '../../src/runtime/routes.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const content = withDevContentReport(() => getContent(sitePasses()))
  const match = resolveRoute(content.routes, pageContext.urlPathname)
  if (match?.type === 'redirect') throw redirect(match.location, 301)
  if (match) return buildPageView(content, match.document)
  // A work examples category page (/esimerkit/katot): the examples page, filtered.
  const view = findCategoryView(content, normalizePath(pageContext.urlPathname))
  if (!view) throw render(404)
  return buildPageView(content, view.document, view)
}
