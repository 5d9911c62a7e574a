/**
 * Pass, links: every root-relative link leads to a page (or a known static file); a link through an alias is a
 * warning; a link's #fragment on a page names one of that page's section ids (the id each section renders).
 */
import { ENGINE } from '../engine-diagnostics.js'
import type { RoutedDocument, SourceDocument } from '../content-model.js'
import { closest } from '../suggest.js'
import type { ContentPass, PipelineContext } from './context.js'
import { indexKey, reportKept } from './kept-findings.js'
import { references } from './references.js'

/** The path part of a root-relative href, without query, fragment or trailing slash; null for external links. */
export function linkPath(href: string): string | null {
  const known = paths.get(href)
  if (known !== undefined) return known
  if (paths.size > 50_000) paths.clear()
  const path =
    !href.startsWith('/') || href.startsWith('//') ? null : href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
  paths.set(href, path)
  return path
}

/** Each href's path: every build asks it of every link of every document and translation. */
const paths = new Map<string, string | null>()

/** The fragment of an href without its '#', or null when it has none. */
function linkFragment(href: string): string | null {
  const at = href.indexOf('#')
  return at < 0 || at === href.length - 1 ? null : decodeURIComponent(href.slice(at + 1))
}

/** The section ids of a page, or null when the target is not a page with sections (a blog post, a static file). */
function sectionIds(page: RoutedDocument | undefined): string[] | null {
  const sections = page && page.kind !== 'blogPost' ? page.data.sections : undefined
  return sections ? sections.map((s) => s.id) : null
}

/** Reports a fragment that names no section of the linked page. */
function checkFragment(ctx: PipelineContext, path: string, href: string, report: (best: string) => void): void {
  const fragment = linkFragment(href)
  const ids = fragment === null ? null : sectionIds(ctx.pages.get(path))
  if (fragment === null || ids === null || ids.includes(fragment)) return
  report(closest(fragment, ids) ?? '')
}

/** Everything of the site the links of a document are checked against: its paths, aliases and pages' section ids. */
function linksIndex(ctx: PipelineContext): string {
  const pages = [...ctx.pages].map(([path, page]) => `${path} ${sectionIds(page)?.join(' ') ?? '-'}`)
  return [[...ctx.knownPaths].join('\n'), [...ctx.redirects].join('\n'), pages.join('\n')].join('\n\n')
}

function checkLinks(ctx: PipelineContext, doc: SourceDocument): void {
  for (const { value: href, place } of references(doc, 'link')) {
    const path = linkPath(href)
    if (path === null) continue
    if (ctx.knownPaths.has(path)) {
      checkFragment(ctx, path, href, (best) => ctx.report(ENGINE.brokenAnchor, doc, place, { href, best }))
      continue
    }
    const target = ctx.redirects.get(path)
    if (target) ctx.report(ENGINE.linkToAlias, doc, place, { href, target })
    else ctx.report(ENGINE.brokenLink, doc, place, { href, best: closest(path, ctx.knownPaths) ?? '' })
  }
}

export const linksPass: ContentPass = {
  name: 'links',
  run(ctx) {
    // A document's findings are kept while it and the site's paths are as they were (kept-findings.ts).
    const index = indexKey('links', linksIndex(ctx))
    for (const doc of ctx.documents) reportKept(ctx, [doc.data, index], 'links', doc.file, () => checkLinks(ctx, doc))
  },
}
