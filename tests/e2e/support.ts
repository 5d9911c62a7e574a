import { createServer } from 'node:net'
import type { APIRequestContext } from '@playwright/test'

/** Paths listed in /sitemap.xml (every canonical page). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!)
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** WCAG 2.2 AA (target size included): the site's accessibility sweeps (issue 23). */
export const WCAG22_TAGS = [...WCAG_TAGS, 'wcag22a', 'wcag22aa']

/** A port nobody listens on now (for servers a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}
