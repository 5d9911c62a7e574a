import type { RequestHandler } from 'express'
import { COMMON_HEADERS } from './headers.js'

/**
 * The headers of every response (server/headers.ts has the table, and the
 * build writes the same into _headers). HTML documents get theirs where they
 * are served (server/static-pages.ts).
 */
export function securityHeaders(): RequestHandler {
  const entries = Object.entries(COMMON_HEADERS)
  return (_req, res, next) => {
    for (const [name, value] of entries) res.setHeader(name, value)
    next()
  }
}
