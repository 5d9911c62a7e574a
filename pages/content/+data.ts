import type { PageContextServer } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { withDevContentReport } from '../../src/runtime/dev-content-report.js'
import { buildPageView } from '../../src/sections/page-view.js'
import { normalizePath, resolveRoute } from '../../src/runtime/routes.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const content = withDevContentReport(() => getContent(sitePasses()))
  const match = resolveRoute(content.routes, pageContext.urlPathname)
  if (match?.type === 'redirect') throw redirect(match.location, 301)
  if (match) return buildPageView(content, match.document)
  // A subpage (a work-example category's page, /esimerkit/katot): the examples page, narrowed to it.
  const sub = content.subpages.get(normalizePath(pageContext.urlPathname))
  const document = sub && content.routes.pages.get(sub.base)
  if (!sub || !document) throw render(404)
  return buildPageView(content, document, sub)
}
