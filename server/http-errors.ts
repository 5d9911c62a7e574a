/**
 * The server's own answers to requests it cannot serve, in Finnish and with
 * the right status: 405 with Allow for other methods than GET/HEAD on page
 * paths, 400 for a malformed URL (bad percent-encoding), 404, and 500 only for
 * real faults. API paths (/api/...) answer JSON { error }, the rest plain text.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express'
import { SERVER_UI } from '../src/ui/strings.fi.js'

const isApi = (path: string) => path === '/api' || path.startsWith('/api/')

/** Pages are read-only: anything but GET and HEAD gets 405 (before Express's English "Cannot POST /"). */
export const pageMethodGuard: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  res.setHeader('Allow', 'GET, HEAD')
  res.status(405).type('text/plain').send(SERVER_UI.http.methodNotAllowed)
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: SERVER_UI.http.apiNotFound })
}

/** True for a URL whose percent-encoding cannot be decoded. */
function isMalformedUrl(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0] ?? '')
    return false
  } catch {
    return true
  }
}

/** Refuses a malformed URL with 400 before any route tries (and fails) to decode it. */
export const malformedUrlGuard: RequestHandler = (req, res, next) => {
  if (!isMalformedUrl(req.originalUrl)) return next()
  if (isApi(req.path)) return res.status(400).json({ error: SERVER_UI.http.badUrl })
  res.status(400).type('text/plain').send(SERVER_UI.http.badUrl)
}

export function errorHandler(
  log: (line: string, error: unknown) => void = (line, error) => console.error(line, error),
): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number; type?: string }, req, res, _next) => {
    const status = error.status ?? error.statusCode ?? 500
    if (status >= 500) log(`[server] ${req.method} ${req.path}:`, error)
    if (res.headersSent) return res.end()
    const code = status >= 400 && status < 600 ? status : 500
    const api = isApi(req.path)
    const text =
      code === 404
        ? api
          ? SERVER_UI.http.apiNotFound
          : SERVER_UI.http.notFound
        : code >= 500
          ? api
            ? SERVER_UI.http.apiServerError
            : SERVER_UI.http.serverError
          : error instanceof URIError
            ? SERVER_UI.http.badUrl
            : SERVER_UI.http.badRequest
    if (api) return res.status(code).json({ error: text })
    res.status(code).type('text/plain').send(text)
  }
}
