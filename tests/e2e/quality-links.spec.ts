/**
 * A crawl of the built site from /: every internal link and image resolves,
 * and every page of the sitemap can be reached from the navigation.
 */
import { expect, test } from '@playwright/test'
import { sitemapPaths } from './support.js'

test('every internal link and image resolves, and every sitemap page is reachable from /', async ({ request }) => {
  test.setTimeout(180_000)
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  const assets = new Map<string, string>()
  while (queue.length) {
    const path = queue.shift()!
    const response = await request.get(path, { maxRedirects: 0 })
    let status = response.status()
    let html = ''
    if (status === 301) {
      const target = new URL(response.headers().location!, 'http://local').pathname
      const followed = await request.get(target)
      status = followed.status()
      html = await followed.text()
    } else html = await response.text()
    if (status !== 200) {
      broken.push(`${path} -> ${status}`)
      continue
    }
    const body = html.slice(html.indexOf('<body'))
    for (const m of body.matchAll(/<a\b[^>]*\bhref="([^"#?]*)[^"]*"/g)) {
      const href = m[1]!
      if (!href.startsWith('/') || href.startsWith('//')) continue
      if (!seen.has(href)) {
        seen.add(href)
        queue.push(href)
      }
    }
    for (const m of body.matchAll(/<img\b[^>]*\bsrc="(\/[^"]+)"/g)) if (!assets.has(m[1]!)) assets.set(m[1]!, path)
  }
  for (const [src, page] of assets) {
    const response = await request.get(src)
    if (response.status() !== 200) broken.push(`image ${src} on ${page} -> ${response.status()}`)
  }
  expect(broken).toEqual([])
  const unreachable = (await sitemapPaths(request)).filter((p) => !seen.has(p))
  expect(unreachable, 'sitemap pages with no link path from /').toEqual([])
})
