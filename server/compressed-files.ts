/**
 * The build's text files gzipped once, kept in memory: a page, a stylesheet
 * or the 404 page is read from its precompressed sibling (<file>.gz, written
 * by scripts/static-files.ts for nginx's gzip_static too: both servers send
 * the same bytes) or, without one, compressed on its first request, and
 * served from memory after that (a public GET costs a file, not a
 * gzip per request). A file changed on disk (its size or mtime) is read again.
 */
import { readFileSync, statSync } from 'node:fs'
import { COMPRESSIBLE, gzipSibling, MIN_COMPRESS_BYTES } from './gzip-sibling.js'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import type { Request, Response } from 'express'

interface Entry {
  stamp: string
  gzip: Buffer
  etag: string
}

export interface CompressedFiles {
  /** Sends the file gzipped when the client takes gzip and it is worth it; false when the caller should send it plainly. */
  send(req: Request, res: Response, file: string): boolean
}

export function compressedFiles(): CompressedFiles {
  const cache = new Map<string, Entry>()
  const entryOf = (file: string): Entry | null => {
    if (!COMPRESSIBLE.has(path.extname(file))) return null
    const stat = statSync(file, { throwIfNoEntry: false })
    if (!stat?.isFile() || stat.size < MIN_COMPRESS_BYTES) return null
    const stamp = `${stat.size}-${stat.mtimeMs}`
    const cached = cache.get(file)
    if (cached?.stamp === stamp) return cached
    const gzip =
      gzipSibling(file, stat.mtimeMs) ?? gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION })
    const entry = { stamp, gzip, etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}-gz"` }
    cache.set(file, entry)
    return entry
  }
  return {
    send(req, res, file) {
      if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false
      const entry = entryOf(file)
      if (!entry) return false
      if (!res.getHeader('Content-Type')) res.type(path.extname(file))
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('ETag', entry.etag)
      if (req.headers['if-none-match'] === entry.etag && res.statusCode === 200) {
        res.status(304).end()
        return true
      }
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Content-Length', entry.gzip.length)
      res.end(req.method === 'HEAD' ? undefined : entry.gzip)
      return true
    },
  }
}
