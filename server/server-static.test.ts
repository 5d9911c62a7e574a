/**
 * The production app over a small build folder: pages, files and
 * the 404 page as files, the redirects, the headers each kind of response
 * carries, and the odd addresses it refuses. Raw HTTP (node:http), so paths
 * such as /\evil.example/ reach the server as written.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSiteContent } from '../src/site-content.js'
import { createApp } from './app.js'
import { SERVER_ROUTES_FILE, serverRoutesOf } from './site-routes.js'
import { writeGzipSiblings } from './gzip-sibling.js'

let server: Server
let port: number
let clientDir: string
let siblings: number

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>Etusivu</title>',
  '404.html': '<!doctype html><title>Sivua ei löytynyt (404)</title>',
  'palvelu/index.html': `<!doctype html><title>Palvelu</title>${'<p>Remontti ja maalaus.</p>'.repeat(200)}`,
  'esimerkit/index.html': '<!doctype html><title>Esimerkit</title>',
  'esimerkit/katot/index.html': '<!doctype html><title>Katot</title>',
  'assets/app-abc123.js': 'console.log(1)\n'.repeat(200),
  'assets/app-abc123.css': 'body{}',
  'images/x.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  'robots.txt': 'User-agent: *\n',
  _headers: '/*\n',
  _redirects: '',
}

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'server-static-'))
  for (const [name, text] of Object.entries(FILES)) {
    const file = path.join(dist, 'client', name)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  clientDir = path.join(dist, 'client')
  siblings = writeGzipSiblings(clientDir)
  // The build's routes file, made from this checkout's content as the build makes it.
  writeFileSync(path.join(dist, SERVER_ROUTES_FILE), JSON.stringify(serverRoutesOf(loadSiteContent())))
  const app = await createApp({ config: { host: '127.0.0.1', port: 0, trustProxy: false, distDir: dist } })
  server = app.listen(0, '127.0.0.1')
  await new Promise<void>((r) => server.once('listening', () => r()))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

/** GET with the path exactly as written. */
function get(path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (c: string) => (body += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'permissions-policy', 'speculation-rules']

describe('headers, right once', () => {
  it('an HTML document carries the CSP, X-Frame-Options: DENY, a Permissions-Policy and the Speculation-Rules', async () => {
    for (const p of ['/', '/palvelu', '/esimerkit/katot', '/ei-ole']) {
      const { headers } = await get(p)
      expect(headers['content-type'], p).toBe('text/html; charset=utf-8')
      expect(headers['x-frame-options'], p).toBe('DENY')
      expect(headers['content-security-policy'], p).toContain("frame-ancestors 'none'")
      const policy = headers['permissions-policy'] ?? ''
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'interest-cohort',
        'browsing-topics',
      ])
        expect(policy, `${p} ${feature}`).toContain(`${feature}=()`)
      expect(headers['speculation-rules'], p).toBe('"/speculation-rules.json"')
      expect(headers['x-xss-protection'], p).toBeUndefined()
      expect(headers['strict-transport-security'], p).toBe('max-age=31536000; includeSubDomains')
      expect(headers['x-content-type-options'], p).toBe('nosniff')
    }
  })

  it('CSS, JS, SVG, the sitemap and robots.txt carry no document-only header; SVG says its charset', async () => {
    for (const p of [
      '/assets/app-abc123.js',
      '/assets/app-abc123.css',
      '/images/x.svg',
      '/favicon.svg',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const { status, headers } = await get(p)
      expect(status, p).toBe(200)
      for (const name of [...DOCUMENT_ONLY, 'x-xss-protection']) expect(headers[name], `${p} ${name}`).toBeUndefined()
      expect(headers['x-content-type-options'], p).toBe('nosniff')
    }
    expect((await get('/images/x.svg')).headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/images/x.svg')).headers['cache-control']).toBe('public, max-age=86400')
  })
})

describe('every answer is a file: pages, the 404 page, redirects', () => {
  it('an unknown path, asset paths included, gets the 404 page with status 404', async () => {
    for (const p of ['/ei-ole', '/assets/x.js', '/images/y.png', '/palvelu/ei-ole']) {
      const r = await get(p)
      expect(r.status, p).toBe(404)
      expect(r.body, p).toBe(FILES['404.html'])
    }
  })

  it('old ?kategoria= addresses answer 301 to the category page, unknown values to /esimerkit', async () => {
    expect((await get('/esimerkit?kategoria=Katot')).headers.location).toBe('/esimerkit/katot')
    expect((await get('/esimerkit/?kategoria=Katot&utm=x')).headers.location).toBe('/esimerkit/katot?utm=x')
    const unknown = await get('/esimerkit?kategoria=%3Cscript%3E')
    expect(unknown.status).toBe(301)
    expect(unknown.headers.location).toBe('/esimerkit')
  })
})

describe('compression', () => {
  it('a page is sent gzipped from memory (Vary, ETag, 304 on a match) and plain to a client without gzip', async () => {
    const zipped = await fetch(`http://127.0.0.1:${port}/palvelu`, { headers: { 'accept-encoding': 'gzip' } })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding')
    expect(await zipped.text()).toBe(FILES['palvelu/index.html'])
    const etag = zipped.headers.get('etag')!
    const again = await fetch(`http://127.0.0.1:${port}/palvelu`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    })
    expect(again.status).toBe(304)
    // Every kind of text file keeps its type when it is sent gzipped (a module script without one is refused).
    const js = await fetch(`http://127.0.0.1:${port}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(js.headers.get('content-encoding')).toBe('gzip')
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const plain = await get('/palvelu')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(FILES['palvelu/index.html'])
  })
})

describe('precompressed siblings (nginx gzip_static and the Node server send the same bytes)', () => {
  it('the build writes a .gz beside each text file of 1 KB or more, and none beside small or host files', () => {
    expect(existsSync(path.join(clientDir, 'palvelu/index.html.gz'))).toBe(true)
    expect(existsSync(path.join(clientDir, 'assets/app-abc123.js.gz'))).toBe(true)
    for (const small of ['index.html', '404.html', 'assets/app-abc123.css', 'robots.txt', '_headers'])
      expect(existsSync(path.join(clientDir, `${small}.gz`)), small).toBe(false)
    expect(siblings).toBe(2)
  })
  it('the server sends the sibling as it is, and never answers the address of the sibling itself', async () => {
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/palvelu', headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve(Buffer.concat(chunks)))
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(raw.equals(readFileSync(path.join(clientDir, 'palvelu/index.html.gz')))).toBe(true)
    expect((await get('/palvelu/index.html.gz')).status).toBe(404)
    expect((await get('/assets/app-abc123.js.gz')).status).toBe(404)
  })
})

describe('duplicate and odd addresses', () => {
  it('/index.html, /404.html and any /x/index.html are not duplicates of a page: 404', async () => {
    for (const p of [
      '/index.html',
      '/404.html',
      '/palvelu/index.html',
      '/esimerkit/katot/index.html',
      '/_headers',
      '/_redirects',
    ]) {
      const r = await get(p)
      expect(r.status, p).toBe(404)
      expect(r.headers.location, p).toBeUndefined()
    }
  })

  it('an encoded slash or backslash is refused, not served', async () => {
    for (const p of ['/palvelu%2f', '/palvelu%2F', '/esimerkit%2fkatot', '/palvelu%5c', '/%2e%2e/etc/passwd'])
      expect((await get(p)).status, p).toBe(404)
  })

  it('a backslash or double slash never becomes a redirect off the site', async () => {
    for (const p of [
      '/\\evil.example/',
      '/\\evil.example',
      '//evil.example/',
      '/%5Cevil.example/',
      '/\\/evil.example/',
    ]) {
      const r = await get(p)
      const location = r.headers.location ?? ''
      expect(location, p).not.toMatch(/^\/[/\\]/)
      expect(location, p).not.toMatch(/^[a-z]+:/i)
      expect([301, 400, 404], p).toContain(r.status)
    }
  })
})
