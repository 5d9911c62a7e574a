/**
 * The build's prerender (decision 324): each page rendered with the build's own server bundle by
 * Vike's renderPage() (https://vike.dev/renderPage, as the server answers a form sent without
 * JavaScript) and its HTML written at once, one page after the other. Not Vike's prerender: it
 * keeps every rendered page until its end (the build's memory grew with the site, 2.3 GB at 20x)
 * and loads the Vite config and the bundler before its first page (3 s for a one-page build).
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { replaceFile } from '../../src/storage/replace-file.js'
import { type Lang, langOfPath } from '../../src/i18n/languages.js'
import { NOT_FOUND_PAGE, notFoundFile } from '../../src/i18n/not-found.js'
import { ERROR_PAGE } from '../../src/sections/prerendered.js'

/** The HTML file a prerendered address is written to, as a site address: /palvelu/x/index.html, /ru/404.html, /404.html. */
export function htmlFileOf(address: string): string {
  if (address === ERROR_PAGE) return '/404.html'
  if (NOT_FOUND_PAGE.test(address)) return `/${notFoundFile(langOfPath(address) as Lang)}`
  return address === '/' ? '/index.html' : `${address}/index.html`
}

/**
 * A full garbage collection when the heap has grown to twice what was alive after the last one.
 * V8 lets a process's heap grow far beyond what is alive while there is memory to spare: rendering
 * 3 287 pages took the build to 1.6 GB with 0.5 GB alive. Collecting as the pages go keeps the peak
 * near what the content needs, for a few hundred milliseconds per collection.
 */
function heapKeeper(): () => void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  let alive = process.memoryUsage().heapUsed
  return () => {
    if (process.memoryUsage().heapUsed < 2 * alive) return
    gc()
    alive = process.memoryUsage().heapUsed
  }
}

/** The status a prerendered address must render with: anything else is a failed page, never a file. */
const expectedStatus = (address: string) => (address === ERROR_PAGE ? 404 : 200)

/**
 * Renders `addresses` with the server bundle in `distDir`/server and writes each into
 * `distDir`/client; the site addresses of the files written. A page that fails to render stops the
 * build with its address (a half-written build is never marked complete: scripts/build.ts).
 */
export async function renderPages(distDir: string, addresses: Iterable<string>): Promise<string[]> {
  // The bundle's entry, by its path: Vike's auto-importer would name whichever build ran last (decision 230).
  await import(pathToFileURL(path.join(distDir, 'server', 'entry.mjs')).href)
  const { renderPage } = await import('vike/server')
  const clientDir = path.join(distDir, 'client')
  const written: string[] = []
  const keepHeap = heapKeeper()
  for (const address of addresses) {
    keepHeap()
    const pageContext = await renderPage({ urlOriginal: address })
    const response = pageContext.httpResponse
    if (!response || response.statusCode !== expectedStatus(address)) {
      const cause = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
      throw new Error(
        `${address}: the page did not render (status ${response?.statusCode ?? 'none'}, ${expectedStatus(address)} expected)`,
        { cause },
      )
    }
    const file = htmlFileOf(address)
    const full = path.join(clientDir, file)
    replaceFile(full, response.body)
    written.push(file)
  }
  return written
}
