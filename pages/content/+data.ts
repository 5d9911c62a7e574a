import '../../src/content-passes.js'
import type { PageContextServer } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { withDevContentReport } from '../../src/runtime/dev-content-report.js'
import { buildPageView } from '../../src/sections/page-view.js'
import { resolveRoute } from '../../src/runtime/routes.js'
import { resolveSection } from '../../src/sections/definitions.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const content = withDevContentReport(getContent)
  const match = resolveRoute(content.routes, pageContext.urlPathname)
  if (!match) throw render(404)
  if (match.type === 'redirect') throw redirect(match.location, 301)
  // A query (e.g. ?kategoria= of the work examples) reaches here only when the server renders the page on request.
  return buildPageView(content, match.document, resolveSection, pageContext.urlParsed.search)
}
