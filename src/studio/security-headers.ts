/**
 * The studio's response headers. Server mode (a public host name behind nginx)
 * gets a strict Content-Security-Policy: scripts only from the studio itself,
 * frames only its own preview, never framed by another site, no referrer
 * (preview links carry a secret in their path). Local mode keeps Vite's
 * development client working (inline module preamble of React refresh) and
 * only forbids framing. The preview renders the site's sections under these
 * headers, so what a section needs (frames of another site, browser features:
 * src/sections/page-needs.ts) is added here as on the site.
 */
import type { RequestHandler } from 'express'
import { PAGE_NEEDS, contentSecurityPolicy, permissionsPolicy } from '../sections/page-needs.js'

const SERVER_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and the rich-text editor set style attributes; no stylesheet comes from elsewhere.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  // The preview; a section's frames are added after it.
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
}

const SERVER_CSP = contentSecurityPolicy(SERVER_CSP_DIRECTIVES, PAGE_NEEDS)

const SERVER_PERMISSIONS = permissionsPolicy(['camera', 'microphone', 'geolocation'], PAGE_NEEDS)

export function studioHeaders(serverMode: boolean): RequestHandler {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
    ...(serverMode ? { 'Content-Security-Policy': SERVER_CSP, 'Permissions-Policy': SERVER_PERMISSIONS } : {}),
  }
  const entries = Object.entries(headers)
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value)
    next()
  }
}
