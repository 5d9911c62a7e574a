/** Pass, links: every root-relative link leads to a page (or a known static file); a link through an alias is a warning. */
import { closest } from '../suggest.js'
import type { ContentPass } from './context.js'
import { references } from './references.js'

/** The path part of a root-relative href, without query, fragment or trailing slash; null for external links. */
export function linkPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null
  return href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
}

export const linksPass: ContentPass = {
  name: 'links',
  run(ctx) {
    for (const doc of ctx.documents) {
      for (const { value: href, place } of references(doc, 'link')) {
        const path = linkPath(href)
        if (path === null || ctx.knownPaths.has(path)) continue
        const target = ctx.redirects.get(path)
        if (target) ctx.report('linkToAlias', doc, place, { href, target })
        else ctx.report('brokenLink', doc, place, { href, best: closest(path, ctx.knownPaths) ?? '' })
      }
    }
  },
}
