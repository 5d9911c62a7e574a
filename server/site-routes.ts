/**
 * The content as the server knows it (read from pages-data/ at start, the same
 * pipeline as the build) and its redirects: the rules of
 * src/runtime/static-host.ts (the build writes the same ones to _redirects),
 * and a trailing slash dropped from a page's address.
 */
import type { RequestHandler } from 'express'
import { sitePasses } from '../src/content-passes.js'
import { buildContent, type SiteContent } from '../src/runtime/build-content.js'
import { readContentFiles, readSchemas } from '../src/runtime/content-source.node.js'
import { ContentError } from '../src/runtime/diagnostics.js'
import { normalizePath, publicPaths } from '../src/runtime/routes.js'
import { matchRedirect, redirectRules } from '../src/runtime/static-host.js'

export function loadSiteContent(): SiteContent {
  const { content, diagnostics } = buildContent(readContentFiles(), readSchemas(), { passes: sitePasses() })
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === 'error'))
  return content
}

/** A Location that stays on this site: one leading slash, never `//` or `/\` (read by some clients as another host). */
function isLocalLocation(location: string): boolean {
  return location.startsWith('/') && !/^\/[/\\]/.test(location) && !location.includes('\\')
}

/** 301 for aliases, old ?kategoria= addresses and trailing slashes; the rest passes on. */
export function redirects(content: SiteContent): RequestHandler {
  const rules = redirectRules(content)
  const pages = new Set(publicPaths(content))
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const queryAt = req.originalUrl.indexOf('?')
    const query = queryAt === -1 ? '' : req.originalUrl.slice(queryAt)
    const search = new URLSearchParams(query)
    const path = normalizePath(req.path)
    const rule = matchRedirect(rules, path, search)
    let location: string | null = null
    if (rule) {
      if (rule.query) search.delete(rule.query.name)
      const rest = search.toString()
      location = rule.to + (rest ? `?${rest}` : '')
    } else if (req.path !== path && pages.has(path)) location = path + query
    if (location === null || !isLocalLocation(location)) return next()
    res.redirect(301, location)
  }
}
