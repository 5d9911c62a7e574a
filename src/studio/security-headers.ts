/**
 * The studio's response headers. Server mode (a public host name behind nginx)
 * gets a strict Content-Security-Policy: scripts only from the studio itself,
 * frames only its own preview, never framed by another site, no referrer
 * (preview links carry a secret in their path). Local mode keeps Vite's
 * development client working (inline module preamble of React refresh) and
 * only forbids framing.
 */
import type { RequestHandler } from 'express'

const SERVER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // React and the rich-text editor set style attributes; no stylesheet comes from elsewhere.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ')

export function studioHeaders(serverMode: boolean): RequestHandler {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex, nofollow',
    ...(serverMode
      ? { 'Content-Security-Policy': SERVER_CSP, 'Permissions-Policy': 'camera=(), microphone=(), geolocation=()' }
      : {}),
  }
  const entries = Object.entries(headers)
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value)
    next()
  }
}
