/**
 * The studio's last error handler (issue 31, issue 44): whatever fails behind a
 * route (a malformed JSON body, a body over the limit, a bug, a database that
 * refuses a row, a file the system refuses to write), the browser gets a
 * Finnish message for its status (JSON for the API and sign-in, a small page
 * for a page), never Express's English HTML page, a stack trace or SQL text,
 * whatever NODE_ENV says. The operator's detail (the error and its stack) goes
 * to the studio's log as one JSON line (studio-log.ts).
 */
import type { NextFunction, Request, Response } from 'express'
import { STUDIO_UI } from './strings.fi.js'
import { logger } from './studio-log.js'
import { escapeHtml } from '../runtime/escape-html.js'

const UI = STUDIO_UI.errors

/** The Finnish message of an HTTP status (a 5xx: "the server failed, nothing was changed"). */
export function statusMessage(status: number): string {
  const known = UI.status as Record<number, string | undefined>
  return known[status] ?? (status >= 500 ? UI.status.server : UI.status.other(status))
}

const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : 500
}

/** A page (not the API, not sign-in) asked for by a browser gets a page, the rest JSON. */
const wantsPage = (req: Request) =>
  !/^\/(?:api|auth)(?:\/|$)/.test(req.path) && req.accepts(['json', 'html']) === 'html'

/**
 * What the log keeps of an error: a request's fault (4xx) by its kind only, as its message may quote the
 * body (a passkey's answer, a document's text); a server's fault (5xx) with its message, code and stack.
 */
function detail(error: unknown, status: number) {
  const e = (error ?? {}) as { name?: unknown; type?: unknown; message?: unknown; code?: unknown; stack?: unknown }
  const kind = { type: String(e.name ?? typeof error), ...(typeof e.type === 'string' ? { kind: e.type } : {}) }
  if (status < 500) return kind
  return { ...kind, message: String(e.message ?? error), code: e.code, stack: e.stack }
}

export function apiErrors(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return void next(error)
  const status = statusOf(error)
  // Only the method and path: a query string may carry an invitation or preview token.
  const line = { error: detail(error, status), method: req.method, path: req.path, status }
  logger()[status >= 500 ? 'error' : 'warn'](line, 'request failed')
  const message = status >= 500 ? UI.status.server : statusMessage(status)
  if (!wantsPage(req)) return void res.status(status).json({ error: message })
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="fi"><meta charset="utf-8"><title>${escapeHtml(STUDIO_UI.appTitle)}</title><p>${escapeHtml(status >= 500 ? UI.page : message)}</p></html>`,
    )
}
