/**
 * Alias redirects, sitemap.xml and robots.txt from the runtime's route table
 * (read from pages-data/ at start, the same pipeline as the build).
 */
import '../src/content-passes.js'
import type { RequestHandler } from 'express'
import { buildContent, type SiteContent } from '../src/runtime/build-content.js'
import { readContentFiles, readSchemas } from '../src/runtime/content-source.node.js'
import { ContentError } from '../src/runtime/diagnostics.js'
import { allPaths, normalizePath, resolveRoute } from '../src/runtime/routes.js'
import { absoluteUrl } from '../src/runtime/seo.js'

export function loadSiteContent(): SiteContent {
  const { content, diagnostics } = buildContent(readContentFiles(), readSchemas())
  if (!content) throw new ContentError(diagnostics.filter((d) => d.severity === 'error'))
  return content
}

/** 301 for aliases and for trailing slashes; the rest passes on. */
export function redirects(content: SiteContent): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const query = req.originalUrl.slice(req.path.length)
    const match = resolveRoute(content.routes, req.path)
    if (match?.type === 'redirect') return res.redirect(301, match.location + query)
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const clean = normalizePath(req.path)
      if (resolveRoute(content.routes, clean)) return res.redirect(301, clean + query)
    }
    next()
  }
}

export function sitemapXml(content: SiteContent): string {
  const urls = allPaths(content.routes)
    .map((p) => `  <url><loc>${absoluteUrl(content.site, p)}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(content: SiteContent): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${content.site.url}/sitemap.xml\n`
}
