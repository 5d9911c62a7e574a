import type { RouteTable, RoutedDocument, SiteContent } from './build-content.js'

export type RouteMatch =
  | { type: 'page'; path: string; document: RoutedDocument }
  | { type: 'redirect'; path: string; location: string }

/** Normalises a pathname: decodes it and drops a trailing slash (except for /). */
export function normalizePath(pathname: string): string {
  let path = pathname
  try {
    path = decodeURI(pathname)
  } catch {
    /* keep as is: an undecodable path simply matches nothing */
  }
  path = path.replace(/\/{2,}/g, '/')
  return path.length > 1 ? path.replace(/\/+$/, '') : path
}

/** Looks a path up in the route table: a page, a redirect to the canonical path, or null. */
export function resolveRoute(routes: RouteTable, pathname: string): RouteMatch | null {
  const path = normalizePath(pathname)
  const document = routes.pages.get(path)
  if (document) return { type: 'page', path, document }
  const location = routes.redirects.get(path)
  if (location) return { type: 'redirect', path, location }
  return null
}

/** Every canonical path, sorted: the prerender list and the sitemap. */
export function allPaths(routes: RouteTable): string[] {
  return [...routes.pages.keys()].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

/** Every address a build prerenders, sorted as the sitemap lists them: the content's pages and the subpages (category pages). */
export function publicPaths(content: Pick<SiteContent, 'routes' | 'subpages'>): string[] {
  return [...allPaths(content.routes), ...content.subpages.keys()].sort((a, b) =>
    a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b),
  )
}

export interface Breadcrumb {
  label: string
  href: string
}

/**
 * Koti, then each ancestor path that is a page, then the page itself. Empty for home. `home` is the
 * language's home page ('/' in Finnish, '/ru' in Russian): its own segments are not ancestors.
 */
export function breadcrumbsFor(routes: RouteTable, path: string, homeLabel: string, home = '/'): Breadcrumb[] {
  if (path === home) return []
  const crumbs: Breadcrumb[] = [{ label: homeLabel, href: home }]
  const segments = path.split('/').filter(Boolean)
  const skip = home.split('/').filter(Boolean).length
  for (let i = skip + 1; i <= segments.length; i++) {
    const href = `/${segments.slice(0, i).join('/')}`
    const doc = routes.pages.get(href)
    if (!doc) continue
    const data = doc.data as { title: string; breadcrumb?: string }
    crumbs.push({ label: data.breadcrumb ?? data.title, href })
  }
  return crumbs
}
