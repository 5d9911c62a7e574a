/** What the server tells browsers and caches about pages and assets, and the addresses it answers (structural, not timed). */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'

test('hashed assets are cached for a year as immutable; pages revalidate', async ({ request }) => {
  const page = await request.get('/blogi/saunan-remontti')
  expect(page.headers()['cache-control']).toBe('no-cache')
  const script = /<script src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script!)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-type']).toMatch(/^text\/javascript/)
  const css = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(await page.text())?.[1]
  const style = await request.get(css!)
  expect(style.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(style.headers()['content-type']).toMatch(/^text\/css/)
})

test('every page names its Speculation Rules, which prefetch same-site pages on hover', async ({ request }) => {
  const page = await request.get('/')
  expect(page.headers()['speculation-rules']).toBe('"/speculation-rules.json"')
  const rules = await request.get('/speculation-rules.json')
  expect(rules.headers()['content-type']).toContain('application/speculationrules+json')
  const json = (await rules.json()) as { prefetch: { eagerness: string; where: unknown }[] }
  expect(json.prefetch[0]!.eagerness).toBe('moderate')
  expect(JSON.stringify(json.prefetch[0]!.where)).toContain('/api/*')
})

test('a work examples category is a prerendered page; the old ?kategoria= addresses answer 301 to it', async ({
  request,
}) => {
  const katot = await request.get('/esimerkit/katot')
  expect(katot.status()).toBe(200)
  const html = await katot.text()
  expect(html).toMatch(/aria-current="true">Katot<\/a>/)
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/esimerkit\/katot"/)
  const plain = await (await request.get('/esimerkit')).text()
  expect(plain).toMatch(/aria-current="true">Kaikki<\/a>/)
  const old = await request.get('/esimerkit?kategoria=Katot', { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toBe('/esimerkit/katot')
  const spaced = await request.get('/esimerkit?kategoria=Piha-%20ja%20ulkoty%C3%B6t', { maxRedirects: 0 })
  expect(spaced.headers().location).toBe('/esimerkit/piha-ja-ulkotyot')
  const unknown = await request.get('/esimerkit?kategoria=Olematon', { maxRedirects: 0 })
  expect(unknown.status()).toBe(301)
  expect(unknown.headers().location).toBe('/esimerkit')
})

test('an unknown path, an asset path among them, gets the prerendered Finnish 404 page with status 404', async ({
  request,
}) => {
  const page404 = await request.get('/ei-ole-olemassa')
  const body = await page404.text()
  for (const path of ['/ei-ole-olemassa', '/assets/x.js', '/images/ei.png', '/palvelu/ei-ole']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8')
    expect(await response.text(), path).toBe(body)
  }
  expect(body).toContain('Sivua ei löytynyt (404)')
})

test('the sitemap, robots.txt, _redirects and _headers come from the build; sitemap and robots are served as files', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8')
  expect(await sitemap.text()).toContain('/esimerkit/katot</loc>')
  expect((await request.get('/robots.txt')).headers()['content-type']).toBe('text/plain; charset=utf-8')
  // The host files are for the host: not served as pages.
  for (const path of ['/_redirects', '/_headers']) expect((await request.get(path)).status(), path).toBe(404)
})

test('dist/client is a site on its own: sitemap, robots, 404 page, _redirects and _headers; no *.pageContext.json', () => {
  const client = path.resolve('dist/client')
  for (const name of ['sitemap.xml', 'robots.txt', '404.html', '_redirects', '_headers', 'speculation-rules.json'])
    expect(existsSync(path.join(client, name)), name).toBe(true)
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? walk(path.join(dir, n)) : [n]))
  expect(walk(client).filter((n) => n.endsWith('.pageContext.json'))).toEqual([])
  expect(readFileSync(path.join(client, '_redirects'), 'utf8')).toContain(
    '/esimerkit kategoria=Katot /esimerkit/katot 301',
  )
})

test('headers right once: documents carry CSP, X-Frame-Options DENY, a Permissions-Policy; CSS, JS and SVG none of them', async ({
  request,
}) => {
  const page = await request.get('/palvelu/keittion-remontti')
  const headers = page.headers()
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort', 'browsing-topics'])
    expect(headers['permissions-policy']).toContain(`${feature}=()`)
  expect(headers['x-xss-protection']).toBeUndefined()
  const html = await page.text()
  const script = /<script src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!
  const css = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)![1]!
  for (const asset of [script, css, '/favicon.svg']) {
    const h = (await request.get(asset)).headers()
    for (const name of [
      'content-security-policy',
      'x-xss-protection',
      'speculation-rules',
      'x-frame-options',
      'permissions-policy',
    ])
      expect(h[name], `${asset} ${name}`).toBeUndefined()
    expect(h['x-content-type-options'], asset).toBe('nosniff')
  }
  expect((await request.get('/favicon.svg')).headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
})

test('no duplicate or odd address answers 200: /index.html, /404.html, /x/index.html, an encoded slash', async ({
  request,
}) => {
  for (const p of [
    '/index.html',
    '/404.html',
    '/palvelu/index.html',
    '/yhteystiedot%2f',
    '/yhteystiedot%2F',
    '/palvelu%5c',
  ]) {
    const response = await request.get(p, { maxRedirects: 0 })
    expect(response.status(), p).toBe(404)
  }
})
