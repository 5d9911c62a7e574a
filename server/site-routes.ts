/**
 * What the server needs of the content, from the build it serves: the build writes
 * DIST_DIR/server-routes.json beside dist/client (scripts/static-files.ts) with the redirects (the rules of
 * src/runtime/static-host.ts, the same ones as _redirects), the pages' addresses (a trailing slash dropped
 * from one is a redirect) and the leads' retention from site.json. Never pages-data/ of the checkout: on
 * the studio's server that is the authoring copy, with unpublished and possibly broken saves.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'
import type { SiteContent } from '../src/runtime/build-content.js'
import { retentionOf, type Retention } from '../src/leads/stages.js'
import type { RedirectRule } from '../src/runtime/content-model.js'
import { normalizePath, publicPaths } from '../src/runtime/routes.js'
import { matchRedirect, redirectRules } from '../src/runtime/static-host.js'
import type { BookingSite } from '../src/visit-desk/visit-desk.js'

export const SERVER_ROUTES_FILE = 'server-routes.json'

export interface ServerRoutes {
  redirects: RedirectRule[]
  pages: string[]
  retention: Retention
  /** The company's facts and opening hours the site visits' times and e-mails read; absent in older builds. */
  booking?: BookingSite
}

/** site.json's facts a booking reads (src/visit-desk/visit-desk.ts). */
export function bookingSiteOf(site: SiteContent['site']): BookingSite {
  const { brand, url, openingHours } = site
  return { brand, url, phone: site.contacts.phone, email: site.contacts.email, openingHours }
}

export function serverRoutesOf(content: SiteContent): ServerRoutes {
  return {
    redirects: redirectRules(content),
    pages: publicPaths(content),
    retention: retentionOf(content.site),
    booking: bookingSiteOf(content.site),
  }
}

/** A server that cannot start, and the one line that says why. */
export class StartError extends Error {
  override name = 'StartError'
}

/** DIST_DIR's server-routes.json; a StartError naming the file and what to do when there is none. */
export function readServerRoutes(distDir: string): ServerRoutes {
  const file = path.resolve(distDir, SERVER_ROUTES_FILE)
  let routes: Partial<ServerRoutes>
  try {
    routes = JSON.parse(readFileSync(file, 'utf8')) as Partial<ServerRoutes>
  } catch (error) {
    const why =
      (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : `cannot be read (${(error as Error).message})`
    throw new StartError(`${file} ${why}: DIST_DIR must be a build (npm run build) or a release`)
  }
  if (!Array.isArray(routes.redirects) || !Array.isArray(routes.pages))
    throw new StartError(`${file} is not a build's server-routes.json: build again (npm run build)`)
  return {
    redirects: routes.redirects,
    pages: routes.pages,
    retention: retentionOf({ leads: routes.retention }),
    ...(routes.booking ? { booking: routes.booking } : {}),
  }
}

/** A Location that stays on this site: one leading slash, never `//` or `/\` (read by some clients as another host). */
function isLocalLocation(location: string): boolean {
  return location.startsWith('/') && !/^\/[/\\]/.test(location) && !location.includes('\\')
}

/** 301 for aliases, old ?kategoria= addresses and trailing slashes; the rest passes on. */
export function redirects(routes: Pick<ServerRoutes, 'redirects' | 'pages'>): RequestHandler {
  const rules = routes.redirects
  const pages = new Set(routes.pages)
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
