/**
 * The content of this checkout's pages-data/, made by the build's pipeline (the build, its tests, the
 * benchmarks; the contact API alone, server/contact/serve-api.ts, when it has no build). The public server
 * never reads it: it serves its release, and what it needs of the content the build wrote beside it
 * (server/site-routes.ts).
 */
import { sitePasses } from './content-passes.js'
import { buildContent, type SiteContent } from './runtime/build-content.js'
import { readContentFiles, readSchemas } from './runtime/content-source.node.js'
import { ContentError } from './runtime/diagnostics.js'

export function loadSiteContent(): SiteContent {
  const { content, diagnostics } = buildContent(readContentFiles(), readSchemas(), { passes: sitePasses() })
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === 'error'))
  return content
}
