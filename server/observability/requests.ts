/**
 * One middleware for every request: a request id (a sane incoming X-Request-Id,
 * as nginx sends, or a new one), echoed in the answer; when the answer is
 * finished (or the client went away) one JSON log line and the request metrics.
 * The line has the id, method, route label, path (no query string), status and
 * time; never a header, a body or the client's address (docs/operations.md).
 */
import { randomUUID } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { logger, type Logger } from './logger.js'
import { httpDuration, httpRequests } from './metrics.js'

const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/

/** The incoming X-Request-Id when it is short and plain, else a new random id. */
export function requestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : randomUUID()
}

const EXACT = new Set([
  '/healthz',
  '/api/send-telegram',
  '/api/contact-question',
  '/api/book-visit',
  '/api/visit-slots',
  '/sitemap.xml',
  '/robots.txt',
  '/speculation-rules.json',
])
const PREFIXES = ['/assets/', '/images/', '/api/']

/**
 * A bounded route label: a known path as is, a folder of files as `/folder/*`,
 * every other path by what was answered (`page`, `redirect`, `not_found`, `error`).
 */
export function routeLabel(path: string, status: number): string {
  if (EXACT.has(path)) return path
  // An unknown API path is not the API's: counted with the other 404s, so no made-up path gets a label.
  if (status === 404 && path.startsWith('/api/')) return 'not_found'
  const prefix = PREFIXES.find((p) => path.startsWith(p))
  if (prefix) return `${prefix}*`
  if (status === 404) return 'not_found'
  if (status >= 300 && status < 400) return 'redirect'
  if (status >= 400) return 'error'
  return 'page'
}

function pathOnly(req: Request): string {
  const path = req.originalUrl.split('?')[0] ?? ''
  return path.length > 200 ? `${path.slice(0, 200)}…` : path
}

export function observeRequests(log: Logger = logger()): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const id = requestId(req.headers['x-request-id'])
    res.setHeader('X-Request-Id', id)
    let done = false
    const finish = (aborted: boolean) => {
      if (done) return
      done = true
      record(log, req, res, id, Number(process.hrtime.bigint() - started) / 1e9, aborted)
    }
    res.once('finish', () => finish(false))
    res.once('close', () => finish(!res.writableFinished))
    next()
  }
}

function record(log: Logger, req: Request, res: Response, id: string, seconds: number, aborted: boolean): void {
  const path = pathOnly(req)
  const route = routeLabel(path, res.statusCode)
  httpRequests.inc({ method: req.method, route, status: String(res.statusCode) })
  httpDuration.observe({ method: req.method, route }, seconds)
  const fields = {
    reqId: id,
    method: req.method,
    route,
    path,
    status: res.statusCode,
    ms: Math.round(seconds * 10_000) / 10,
    ...(aborted ? { aborted: true } : {}),
  }
  if (route === '/healthz') log.debug(fields, 'request')
  else if (res.statusCode >= 500) log.error(fields, 'request')
  else log.info(fields, 'request')
}
