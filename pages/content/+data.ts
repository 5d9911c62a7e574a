import type { PageContextServer } from 'vike/types'
import { redirect, render } from 'vike/abort'
import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { withDevContentReport } from '../../src/runtime/dev-content-report.js'
import { recordPageData } from '../../src/runtime/prerender-handoff.js'
import { pageAt } from '../../src/sections/page-view.js'

export type Data = Awaited<ReturnType<typeof data>>

export async function data(pageContext: PageContextServer) {
  const content = withDevContentReport(() => getContent(sitePasses()))
  const at = pageAt(content, pageContext.urlPathname)
  if (at.kind === 'redirect') throw redirect(at.location, 301)
  if (at.kind === 'missing') throw render(404)
  return recordPageData(pageContext.urlPathname, at.view)
}
