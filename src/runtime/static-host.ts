/**
 * What a static host needs beside the pages, made from the content (pure):
 * the redirects (content aliases and old addresses with a query, such as ?kategoria=) as rules
 * that both the Express server and dist/client/_redirects use, the sitemap and
 * robots.txt. The _redirects format is Netlify's (Cloudflare Pages reads its
 * path lines): `FROM [name=value] TO 301`, one rule a line, first match wins.
 */
import type { RedirectRule, SiteContent } from './content-model.js'
import { alternatesOf, versionsOfPath } from './alternates.js'
import { absoluteUrl } from './seo.js'
import { publicPaths } from './routes.js'

export type { RedirectRule }

/**
 * Every redirect, in the order they are tried: aliases, then the old addresses with a query the features
 * added (each category's ?kategoria= value, then any other value of it).
 */
export function redirectRules(content: Pick<SiteContent, 'routes' | 'queryRedirects'>): RedirectRule[] {
  const aliases = [...content.routes.redirects]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, to]): RedirectRule => ({ from, to }))
  const known = content.queryRedirects.filter((r) => r.query?.value !== null)
  const any = content.queryRedirects.filter((r) => r.query?.value === null)
  return [...aliases, ...known, ...any]
}

/** The rule for a request (path already normalised), or null. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  path: string,
  search: URLSearchParams,
): RedirectRule | null {
  for (const rule of rules) {
    if (rule.from !== path) continue
    if (!rule.query) return rule
    const value = search.get(rule.query.name)
    if (value !== null && (rule.query.value === null || rule.query.value === value)) return rule
  }
  return null
}

const encodeQueryValue = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * dist/client/_redirects. `notFoundPages` are the 404 pages of the languages under a prefix
 * (/ru/404.html): a `/ru/* /ru/404.html 404` line each, Netlify's way to answer an unknown address
 * under the prefix with that language's page (Cloudflare Pages finds the nearest 404.html itself).
 */
export function redirectsFile(rules: readonly RedirectRule[], notFoundPages: readonly string[] = []): string {
  const lines = rules.map((r) => {
    const query = r.query
      ? ` ${r.query.name}=${r.query.value === null ? `:${r.query.name}` : encodeQueryValue(r.query.value)}`
      : ''
    return `${encodeURI(r.from)}${query} ${encodeURI(r.to)} 301`
  })
  for (const page of notFoundPages) lines.push(`${page.replace(/[^/]+$/, '*')} ${page} 404`)
  return `# Made by npm run build from pages-data (src/runtime/static-host.ts): do not edit.\n${lines.join('\n')}\n`
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** One <url>: its address and, as xhtml:link, the same hreflang alternates as the page's head. */
function sitemapUrl(content: SiteContent, path: string): string {
  const links = alternatesOf(content.site, versionsOfPath(content, path)).map(
    (a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
  )
  return `  <url>\n    <loc>${escapeXml(absoluteUrl(content.site, path))}</loc>${links.join('')}\n  </url>`
}

/** Every published page of every language, each with its language versions (Google's sitemap hreflang format). */
export function sitemapXml(content: SiteContent): string {
  const urls = publicPaths(content)
    .map((p) => sitemapUrl(content, p))
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

export function robotsTxt(content: Pick<SiteContent, 'site'>): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${content.site.url}/sitemap.xml\n`
}
