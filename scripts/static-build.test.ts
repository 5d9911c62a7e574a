/**
 * The static build: the category pages, the redirect rules and
 * their _redirects text, the _headers text from the server's header table, and
 * the build step that writes them and deletes Vike's *.pageContext.json files.
 */
import { examplesOf } from '../src/sections/examples/collection.js'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CACHE_CONTROL, COMMON_HEADERS, DOCUMENT_HEADERS, headersFile } from '../server/headers.js'
import { loadSiteContent } from '../src/site-content.js'
import { writeStaticFiles } from './static-files.js'
import { publicPaths } from '../src/runtime/routes.js'
import { matchRedirect, redirectRules, redirectsFile, sitemapXml } from '../src/runtime/static-host.js'

const content = loadSiteContent()

describe('work example categories as pages', () => {
  it('one page per category, under /esimerkit, at the category file name', () => {
    const views = [...content.subpages.values()].filter((v) => v.lang === 'fi')
    expect(views.map((v) => v.key).sort()).toEqual(
      [...new Set(examplesOf(content).workExamples.map((e) => e.category))].sort(),
    )
    expect(views.find((v) => v.key === 'katot')).toEqual({
      lang: 'fi',
      path: '/esimerkit/katot',
      base: '/esimerkit',
      key: 'katot',
      label: 'Katot',
    })
    expect(publicPaths(content)).toEqual(expect.arrayContaining(['/', '/esimerkit', '/esimerkit/katot']))
    expect(sitemapXml(content)).toContain('/esimerkit/kylpyhuoneet-ja-saunat</loc>')
  })
})

describe('redirects: one list for Express and _redirects', () => {
  const rules = redirectRules(content)
  it('aliases, each category of the old ?kategoria= address, then any other value', () => {
    const q = (s: string) => new URLSearchParams(s)
    expect(matchRedirect(rules, '/esimerkit', q('kategoria=Katot'))?.to).toBe('/esimerkit/katot')
    expect(matchRedirect(rules, '/esimerkit', q('kategoria=Piha- ja ulkotyöt'))?.to).toBe('/esimerkit/piha-ja-ulkotyot')
    expect(matchRedirect(rules, '/esimerkit', q('kategoria=x'))?.to).toBe('/esimerkit')
    expect(matchRedirect(rules, '/esimerkit', q(''))).toBeNull()
    const [alias, to] = [...content.routes.redirects][0]!
    expect(matchRedirect(rules, alias, q(''))?.to).toBe(to)
  })

  it('_redirects: `FROM [name=value] TO 301` lines, values percent-encoded (a space separates fields)', () => {
    const lines = redirectsFile(rules)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
    expect(lines).toHaveLength(rules.length)
    for (const line of lines) expect(line).toMatch(/^\/\S* (\S+=\S+ )?\/\S* 301$/)
    expect(lines).toContain('/esimerkit kategoria=Katot /esimerkit/katot 301')
    expect(lines).toContain('/esimerkit kategoria=Piha-%20ja%20ulkoty%C3%B6t /esimerkit/piha-ja-ulkotyot 301')
    // Any other value: after every category's own line (first match wins).
    const catchAll = lines.indexOf('/esimerkit kategoria=:kategoria /esimerkit 301')
    expect(catchAll).toBeGreaterThan(lines.findLastIndex((l) => l.startsWith('/esimerkit kategoria=K')))
  })
})

/** _headers parsed back: path -> headers (joined as a host joins blocks). */
function parseHeaders(text: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>()
  let current: Record<string, string> = {}
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    if (!line.startsWith(' ')) {
      current = {}
      blocks.set(line, current)
    } else {
      const at = line.indexOf(':')
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return blocks
}

describe('_headers: the same headers as the server, each once per path', () => {
  const text = headersFile({
    documents: ['/', '/palvelu', '/404.html'],
    files: ['/favicon.svg', '/sitemap.xml'],
    svgFiles: ['/favicon.svg', '/images/a.svg'],
  })
  const blocks = parseHeaders(text)
  it('common headers on /*, document headers on each page, cache by kind, SVG with its charset', () => {
    expect(blocks.get('/*')).toEqual(COMMON_HEADERS)
    for (const page of ['/', '/palvelu', '/404.html'])
      expect(blocks.get(page)).toEqual({ ...DOCUMENT_HEADERS, 'Cache-Control': CACHE_CONTROL.document })
    expect(blocks.get('/assets/*')).toEqual({ 'Cache-Control': CACHE_CONTROL.asset })
    expect(blocks.get('/images/a.svg')).toEqual({ 'Content-Type': 'image/svg+xml; charset=utf-8' })
    expect(blocks.get('/favicon.svg')).toEqual({
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': CACHE_CONTROL.file,
    })
    expect(blocks.get('/sitemap.xml')?.['Cache-Control']).toBe('no-cache')
    expect(DOCUMENT_HEADERS['X-Frame-Options']).toBe('DENY')
    expect(Object.keys(COMMON_HEADERS)).not.toContain('Content-Security-Policy')
  })
})

describe('the build step', () => {
  it('writes sitemap.xml, robots.txt, speculation-rules.json, _redirects and _headers, and deletes *.pageContext.json', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-files-'))
    mkdirSync(path.join(dir, 'palvelu'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>')
    writeFileSync(path.join(dir, 'index.pageContext.json'), '{}')
    writeFileSync(path.join(dir, 'palvelu', 'index.pageContext.json'), '{}')
    const { removed } = writeStaticFiles(dir)
    expect(removed).toBe(2)
    expect(existsSync(path.join(dir, 'palvelu', 'index.pageContext.json'))).toBe(false)
    for (const name of ['sitemap.xml', 'robots.txt', 'speculation-rules.json', '_redirects', '_headers'])
      expect(existsSync(path.join(dir, name)), name).toBe(true)
    expect(readFileSync(path.join(dir, 'robots.txt'), 'utf8')).toContain('Sitemap: ')
    expect(parseHeaders(readFileSync(path.join(dir, '_headers'), 'utf8')).get('/esimerkit/katot')).toBeDefined()
  })

  it("an incremental build takes client/'s other files from the last build and reads no page folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-files-'))
    mkdirSync(path.join(dir, 'palvelu'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html>')
    writeFileSync(path.join(dir, 'logo.svg'), '<svg/>')
    for (const lang of ['en', 'ru', 'uk']) {
      mkdirSync(path.join(dir, lang))
      writeFileSync(path.join(dir, lang, '404.html'), '<!doctype html>')
    }
    const first = writeStaticFiles(dir, content)
    expect(first.clientFiles.svg).toEqual(['/logo.svg'])
    expect(first.clientFiles.files).toEqual(expect.arrayContaining(['/logo.svg', '/robots.txt', '/sitemap.xml']))
    const headers = readFileSync(path.join(dir, '_headers'), 'utf8')
    // A file no build writes (the folders are not read): the last build's list stands.
    writeFileSync(path.join(dir, 'palvelu', 'index.pageContext.json'), '{}')
    const next = writeStaticFiles(dir, content, ['/index.html'], first.clientFiles)
    expect(next.removed).toBe(0)
    expect(existsSync(path.join(dir, 'palvelu', 'index.pageContext.json'))).toBe(true)
    expect(next.clientFiles).toEqual(first.clientFiles)
    expect(readFileSync(path.join(dir, '_headers'), 'utf8')).toBe(headers)
  })
})
