/**
 * The studio API's last error handler (issue 31): whatever fails behind a
 * route (a malformed JSON body, a body over the limit, a bug, a file the
 * system refuses to write), the browser gets a JSON answer with a Finnish
 * message for its status, never Express's English HTML page or a stack.
 * The developer's detail goes to the studio's terminal.
 */
import type { NextFunction, Request, Response } from 'express'
import { STUDIO_UI } from './strings.fi.js'

const UI = STUDIO_UI.errors

/** The Finnish message of an HTTP status (a 5xx: "the server failed, nothing was changed"). */
export function statusMessage(status: number): string {
  const known = UI.status as Record<number, string | undefined>
  return known[status] ?? (status >= 500 ? UI.status.server : UI.status.other(status))
}

export function apiErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return void next(error)
  const status = (error as { status?: unknown }).status
  if (typeof status === 'number' && status >= 400 && status < 500)
    return void res.status(status).json({ error: statusMessage(status) })
  console.error('studio:', error)
  res.status(500).json({ error: UI.status.server })
}
