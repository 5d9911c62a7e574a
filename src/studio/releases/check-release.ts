/**
 * A new release is checked before it goes live (issue 29): every page the
 * content has is a file in it, every script, style and photo its pages name
 * is there, and a few pages fetched from it over HTTP answer 200 with a page.
 * Returns the problems found, in Finnish (an empty list: the release is good).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import express from 'express'
import { STUDIO_UI } from '../strings.fi.js'

const UI = STUDIO_UI.releases

/** The HTML file a route is served from. */
const htmlOf = (client: string, route: string) => path.join(client, route.replace(/^\/+|\/+$/g, ''), 'index.html')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
  )
}

/** The site's own files a page names (src, href, srcset of /assets and /images). */
function referencedFiles(html: string): string[] {
  const found = new Set<string>()
  for (const m of html.matchAll(/\b(?:src|href)="(\/(?:assets|images)\/[^"?#]+)/g)) found.add(m[1]!)
  for (const m of html.matchAll(/\bsrcset="([^"]+)"/g))
    for (const part of m[1]!.split(',')) {
      const url = part.trim().split(/\s+/)[0]
      if (url?.startsWith('/assets/') || url?.startsWith('/images/')) found.add(url)
    }
  for (const m of html.matchAll(/\bdata-preload="([^"]+)"/g))
    for (const url of m[1]!.split(/[\s,]+/)) if (url.startsWith('/assets/')) found.add(url)
  return [...found]
}

/** Whether two paths are the same file (a hard link: decision 328). */
function sameFile(a: string, b: string): boolean {
  const sa = statSync(a, { throwIfNoEntry: false })
  const sb = statSync(b, { throwIfNoEntry: false })
  return Boolean(sa && sb && sa.ino === sb.ino && sa.dev === sb.dev)
}

/**
 * Routes without their page, and files pages name that are missing. A page that is the live release's
 * own file (`liveDir`: the build started from links to it, decision 328) was checked when that release
 * went live, and the scripts, styles and photos it names came with it: it is not read again, so a
 * one-page publish checks one page, not the site.
 */
export function checkFiles(releaseDir: string, routes: string[], liveDir?: string): string[] {
  const client = path.join(releaseDir, 'client')
  const liveClient = liveDir ? path.join(liveDir, 'client') : undefined
  const problems: string[] = []
  for (const route of routes) if (!existsSync(htmlOf(client, route))) problems.push(UI.missingPage(route))
  const present = new Map<string, boolean>()
  const exists = (url: string) => {
    let known = present.get(url)
    if (known === undefined) {
      known = existsSync(path.join(client, decodeURI(url)))
      present.set(url, known)
    }
    return known
  }
  for (const file of htmlFiles(client)) {
    if (liveClient && sameFile(file, path.join(liveClient, path.relative(client, file)))) continue
    const html = readFileSync(file, 'utf8')
    for (const url of referencedFiles(html))
      if (!exists(url)) problems.push(UI.missingFile(`/${path.relative(client, file)}`, url))
  }
  return problems.slice(0, 20)
}

/** Fetches `routes` from the release's client/ served over loopback: each must answer 200 with a page. */
export async function fetchPages(releaseDir: string, routes: string[]): Promise<string[]> {
  const app = express()
  app.use(express.static(path.join(releaseDir, 'client'), { extensions: ['html'], redirect: false }))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const problems: string[] = []
  try {
    for (const route of routes) {
      const res = await fetch(`http://127.0.0.1:${port}${route.endsWith('/') ? route : `${route}/`}`).catch(() => null)
      const body = res ? await res.text() : ''
      if (res?.status !== 200 || !body.includes('<html')) problems.push(UI.pageFailed(route, res?.status ?? 0))
    }
  } finally {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  return problems
}
