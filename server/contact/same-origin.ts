/**
 * Form posts only from the site: a browser says where a request comes from in
 * `Sec-Fetch-Site` and `Origin`. A post that another site made a visitor's browser send says
 * `cross-site` (or `same-site`, a sibling host) and names the other origin; it is refused before any
 * rule runs. Same-origin posts pass, and so do posts with neither header (old browsers, curl: the
 * rate limit and the rules still apply to them). `Origin: null` (a sandboxed frame, a data: page) is refused.
 */
import type { Request } from 'express'

/**
 * True when `origin` names this request's scheme and host (behind nginx: X-Forwarded-Proto when trusted,
 * and the Host nginx passes, which has no port: the port is not compared; another port on the same
 * host is `same-site` for the browser, refused above).
 */
function isOwnOrigin(req: Request, origin: string): boolean {
  try {
    const url = new URL(origin)
    const host = (req.get('host') ?? '').replace(/:\d+$/, '').toLowerCase()
    return url.protocol === `${req.protocol}:` && url.hostname.toLowerCase() === host
  } catch {
    return false
  }
}

/** Why the request is not from this site, or null when it may be. */
export function crossSiteReason(req: Request): string | null {
  const site = req.get('sec-fetch-site')?.toLowerCase()
  if (site && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site: ${site}`
  const origin = req.get('origin')
  if (origin === undefined) return null
  if (!isOwnOrigin(req, origin)) return `Origin: ${origin.slice(0, 100)}`
  return null
}
