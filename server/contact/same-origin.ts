/**
 * Form posts only from the site (issue 30, point 2): a browser says where a request comes from in
 * `Sec-Fetch-Site` and `Origin`. A post that another site made a visitor's browser send says
 * `cross-site` (or `same-site`, a sibling host) and names the other origin; it is refused before any
 * rule runs. Same-origin posts pass, and so do posts with neither header (old browsers, curl: the
 * rate limit and the rules still apply to them). `Origin: null` (a sandboxed frame, a data: page) is refused.
 */
import type { Request } from 'express'

/** This request's own origin as the visitor's browser sees it (behind nginx: X-Forwarded-Proto, when trusted). */
const ownOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`.toLowerCase()

/** Why the request is not from this site, or null when it may be. */
export function crossSiteReason(req: Request): string | null {
  const site = req.get('sec-fetch-site')?.toLowerCase()
  if (site && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site: ${site}`
  const origin = req.get('origin')
  if (origin === undefined) return null
  if (origin.toLowerCase() !== ownOrigin(req)) return `Origin: ${origin.slice(0, 100)}`
  return null
}
