/**
 * Serves the build as files and nothing else (no request renders a
 * page): prerendered pages (/path -> /path/index.html) with the document
 * headers, hashed assets with a one-year immutable cache, other public files
 * for a day, and for anything else the prerendered 404 page with status 404,
 * asset paths included: the language's own under its prefix (ru/404.html for
 * /ru/...), else the Finnish 404.html. Addresses that would make duplicates
 * or tricks are refused with that 404 page too: /index.html, /404.html and
 * any /x/index.html, a precompressed .gz sibling, a backslash, an encoded slash or backslash, a dot segment.
 */
import { existsSync, statSync } from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler, type Response } from 'express'
import {
  CACHE_CONTROL,
  CONTENT_TYPES,
  DOCUMENT_HEADERS,
  SPECULATION_RULES_CACHE,
  SPECULATION_RULES_TYPE,
} from './headers.js'
import { compressedFiles } from './compressed-files.js'
import { SPECULATION_RULES_PATH } from './speculation-rules.js'
import { langOfPath } from '../src/i18n/languages.js'
import { notFoundFile } from '../src/i18n/not-found.js'

/** Sets the headers of an HTML document (a page or the 404 page). */
function setDocumentHeaders(res: Response): void {
  for (const [name, value] of Object.entries(DOCUMENT_HEADERS)) res.setHeader(name, value)
  res.setHeader('Cache-Control', CACHE_CONTROL.document)
  res.setHeader('Content-Type', CONTENT_TYPES['.html']!)
}

/** True for an address no file answers as itself (see the module comment); undecodable ones too. */
function isRefusedPath(rawPath: string): boolean {
  if (rawPath.includes('\\') || /%(2f|5c|00)/i.test(rawPath)) return true
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return true
  }
  const segments = decoded.split('/')
  if (decoded.includes('\0') || segments.includes('..') || segments.includes('.')) return true
  const last = segments.at(-1) ?? ''
  // .gz: the build's precompressed siblings are the gzip of their file, never an address of their own.
  return last.endsWith('.html') || last.endsWith('.gz') || last.startsWith('_') || last.startsWith('.')
}

function fileHeaders(assetsDir: string) {
  return (res: Response, file: string) => {
    const ext = path.extname(file)
    const type = CONTENT_TYPES[ext]
    if (type && ext !== '.html') res.setHeader('Content-Type', type)
    if (file.startsWith(assetsDir)) res.setHeader('Cache-Control', CACHE_CONTROL.asset)
    else if (ext === '.xml' || ext === '.txt') res.setHeader('Cache-Control', CACHE_CONTROL.document)
    else if (file.endsWith(SPECULATION_RULES_PATH)) {
      res.setHeader('Content-Type', SPECULATION_RULES_TYPE)
      res.setHeader('Cache-Control', SPECULATION_RULES_CACHE)
    } else res.setHeader('Cache-Control', CACHE_CONTROL.file)
  }
}

/** The file of an address under the build (a page: its index.html), or null. */
function fileOf(clientDir: string, rawPath: string, page: boolean): string | null {
  const pathname = decodeURIComponent(rawPath)
  const file = page
    ? pathname === '/'
      ? path.join(clientDir, 'index.html')
      : path.join(clientDir, pathname, 'index.html')
    : path.join(clientDir, pathname)
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return null
  return file
}

/** The page, the file or the 404 page for every GET and HEAD. */
export function staticPages(clientDir: string): RequestHandler[] {
  const root = path.resolve(clientDir)
  const finnishNotFound = path.join(root, notFoundFile('fi'))
  const gzipped = compressedFiles()
  const setFileHeaders = fileHeaders(path.join(root, 'assets') + path.sep)
  const notFound: RequestHandler = (req, res) => {
    setDocumentHeaders(res)
    res.status(404)
    const own = path.join(root, notFoundFile(langOfPath(req.path)))
    const file = existsSync(own) ? own : finnishNotFound
    if (!existsSync(file)) res.type('text/plain').send('404')
    else if (!gzipped.send(req, res, file)) res.sendFile(file)
  }
  const pages: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    if (isRefusedPath(req.path)) return notFound(req, res, next)
    const file = fileOf(root, req.path, true)
    if (!file) return next()
    setDocumentHeaders(res)
    if (!gzipped.send(req, res, file)) res.sendFile(file)
  }
  // Text files (CSS, JS, SVG...) gzipped from memory; the rest, and clients without gzip, through express.static.
  // No such file: the 404 page at once (express.static would only stat it again, off the event loop, to say so).
  const textFiles: RequestHandler = (req, res, next) => {
    const file = fileOf(root, req.path, false)
    if (!file) return notFound(req, res, next)
    setFileHeaders(res, file)
    if (!gzipped.send(req, res, file)) next()
  }
  const files = express.static(root, { index: false, redirect: false, fallthrough: true, setHeaders: setFileHeaders })
  return [pages, textFiles, files, notFound]
}
