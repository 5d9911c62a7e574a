/**
 * GET /api/events (issue 31): server-sent events telling every open studio
 * tab at once that a file was saved (`event: saved`, data `{ file, version,
 * by }`), so a tab left open on an older version offers to take the newer one
 * in before its author saves over it. A GET: the guard lets it through without
 * the token (EventSource cannot send headers), and it carries no content.
 */
import type { Request, Response } from 'express'
import type { Workspace } from './workspace.js'

/** A comment line now and then keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000

export const savedEvents = (workspace: Workspace) => (req: Request, res: Response) => {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  })
  res.write(': studio\n\n')
  const stop = workspace.onSaved((saved) => res.write(`event: saved\ndata: ${JSON.stringify(saved)}\n\n`))
  const beat = setInterval(() => res.write(': \n\n'), HEARTBEAT_MS)
  req.on('close', () => {
    clearInterval(beat)
    stop()
  })
}
