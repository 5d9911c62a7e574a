import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { CATEGORY_PARAM } from '../src/sections/examples/filter.js'

/** Query parameters a page renders differently for: such a request is rendered by Vike, not served prerendered. */
const RENDERED_QUERY_PARAMS = [CATEGORY_PARAM]

const ONE_YEAR = 31_536_000

/**
 * Serves the build: hashed assets with a one-year immutable cache, other public
 * files for a day, and prerendered pages (/path -> /path/index.html) with
 * revalidation. Anything else, and a page asked for with a query it renders
 * (the work examples' ?kategoria=), falls through to the SSR fallback.
 */
export function staticPages(clientDir: string): RequestHandler[] {
  const assetsDir = path.join(clientDir, 'assets') + path.sep
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    maxAge: 86_400_000,
    setHeaders(res, file) {
      // Vite names every file under assets/ by its content hash: it never changes.
      if (file.startsWith(assetsDir)) res.setHeader('Cache-Control', `public, max-age=${ONE_YEAR}, immutable`)
      else if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache')
    },
  })
  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (RENDERED_QUERY_PARAMS.some((name) => new URLSearchParams(req.url.split('?')[1] ?? '').has(name))) return next()
    let pathname: string
    try {
      pathname = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return next()
    const file = pathname === '/' ? path.join(clientDir, 'index.html') : path.join(clientDir, pathname, 'index.html')
    if (!file.startsWith(clientDir) || !existsSync(file) || !statSync(file).isFile()) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.type('html')
    res.sendFile(file)
  }
  return [pages, files]
}
