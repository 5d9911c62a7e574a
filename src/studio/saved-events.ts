/**
 * GET /api/events (issue 31): server-sent events telling every open studio
 * tab at once that a file was saved (`event: saved`, data `{ file, version,
 * by }`), so a tab left open on an older version offers to take the newer one
 * in before its author saves over it; and that a publish started or ended
 * (`event: published`), so every open tab reloads what is pending (issue 45). A GET: the guard lets it through without
 * the token (EventSource cannot send headers), and it carries no content.
 */
import type { Request, Response } from 'express'
import type { Workspace } from './workspace.js'

/** What tells when a publish or a rollback starts or ends (src/studio/releases/publisher.ts). */
interface PublishChanges {
  onChange(listener: (job: { id: string; state: string }) => void): () => void
}

/** A comment line now and then keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000

export const savedEvents = (workspace: Workspace, publishes?: PublishChanges) => (req: Request, res: Response) => {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  })
  res.write(': studio\n\n')
  const stop = workspace.onSaved((saved) => res.write(`event: saved\ndata: ${JSON.stringify(saved)}\n\n`))
  // A publish's start and end (`event: published`, data `{ id, state }`): every tab reloads what is pending (issue 45).
  const stopPublished = publishes?.onChange(({ id, state }) =>
    res.write(`event: published\ndata: ${JSON.stringify({ id, state })}\n\n`),
  )
  const beat = setInterval(() => res.write(': \n\n'), HEARTBEAT_MS)
  req.on('close', () => {
    clearInterval(beat)
    stop()
    stopPublished?.()
  })
}
