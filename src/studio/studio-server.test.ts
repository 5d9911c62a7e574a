/**
 * The studio's server over HTTP (issue 21): only the studio's own page may
 * call it (Host and Origin allow-lists, the session token on every
 * state-changing request), and a save over a newer file is refused. The
 * studio runs on a scratch copy of pages-data.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { startStudio, type RunningStudio } from './server.js'
import type { ShownElsewhere } from './shown-elsewhere.js'
import { shownAlsoWords } from './shown-words.js'
import { loadContentSource } from './validate-document.js'

const SITE = 'pages-data/site.json'
let root = ''
let studio: RunningStudio
let port = 0
let token = ''

interface Reply {
  status: number
  body: string
}

/** A raw request: Host and Origin exactly as given (fetch would not let a test forge Host). */
function send(method: string, url: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body)
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        headers: data ? { ...headers, 'content-type': 'application/json' } : headers,
      },
      (res) => {
        let text = ''
        res.on('data', (c: Buffer) => (text += c.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      },
    )
    req.on('error', reject)
    req.end(data)
  })
}

/** The version of a file the studio hands out with it (what a save starts from). */
async function version(file: string): Promise<string> {
  const r = await send('GET', `/api/document?file=${encodeURIComponent(file)}`, own())
  return (JSON.parse(r.body) as { version: string }).version
}

const own = () => ({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` })
const siteText = () => readFileSync(path.join(root, SITE), 'utf8')
/** The site document with another phone number (what the forged request did). */
const forgedSite = () => siteText().replace(/"phone": "[^"]*"/, '"phone": "+358 40 000 0000"')

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'remontti-studio-server-'))
  cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
  symlinkSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'))
  studio = await startStudio({ port: 0, contentDir: path.join(root, 'pages-data'), cacheDir: path.join(root, '.vite') })
  port = Number(new URL(studio.url).port)
  const page = await send('GET', '/', own())
  token = /<meta name="studio-token" content="([^"]+)">/.exec(page.body)?.[1] ?? ''
}, 60_000)

afterAll(async () => {
  await studio?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

describe('only the studio’s own pages may call it', () => {
  it('writes a session token into its page, and accepts a save that carries it', async () => {
    expect(token).toMatch(/^[\w-]{20,}$/)
    const text = siteText()
    const base = await version(SITE)
    const ok = await send('POST', '/api/save', { ...own(), 'x-studio-token': token }, { file: SITE, text, base })
    expect(ok.status, ok.body).toBe(200)
  })

  it('refuses a forged Host with a matching Origin (DNS rebinding), even with the token', async () => {
    const before = siteText()
    const forged = { host: `evil.example:${port}`, origin: `http://evil.example:${port}`, 'x-studio-token': token }
    expect((await send('POST', '/api/save', forged, { file: SITE, text: forgedSite() })).status).toBe(403)
    expect((await send('GET', '/', { host: `evil.example:${port}` })).status).toBe(403)
    expect((await send('GET', '/api/bootstrap', { host: `evil.example:${port}` })).status).toBe(403)
    expect(siteText()).toBe(before)
  })

  it('refuses a foreign Origin and a request without the token', async () => {
    const before = siteText()
    const foreign = { host: `127.0.0.1:${port}`, origin: 'http://evil.example', 'x-studio-token': token }
    expect((await send('POST', '/api/save', foreign, { file: SITE, text: forgedSite() })).status).toBe(403)
    expect((await send('POST', '/api/save', own(), { file: SITE, text: forgedSite() })).status).toBe(403)
    const wrong = { ...own(), 'x-studio-token': `${token.slice(1)}x` }
    expect((await send('POST', '/api/save', wrong, { file: SITE, text: forgedSite() })).status).toBe(403)
    expect(siteText()).toBe(before)
  })

  it('answers on each of its own addresses', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
      expect((await send('GET', '/api/bootstrap', { host })).status, host).toBe(200)
  })
})

describe('no lost work', () => {
  it('refuses a save over a file that changed since the edit started, and hands back the newer file', async () => {
    const headers = { ...own(), 'x-studio-token': token }
    const base = await version(SITE)
    const first = siteText().replace(/"legalName": "([^"]*)"/, '"legalName": "$1 A"')
    const second = siteText().replace(/"legalName": "([^"]*)"/, '"legalName": "$1 B"')
    expect((await send('POST', '/api/save', headers, { file: SITE, text: first, base })).status).toBe(200)
    const late = await send('POST', '/api/save', headers, { file: SITE, text: second, base })
    expect(late.status).toBe(409)
    const body = JSON.parse(late.body) as { theirs: string; version: string }
    expect(body.theirs).toBe(first)
    expect(siteText()).toBe(first)
    // Saved again from the newer version (keep mine): accepted.
    const again = await send('POST', '/api/save', headers, { file: SITE, text: second, base: body.version })
    expect(again.status).toBe(200)
    expect(siteText()).toBe(second)
  })
})

describe('moving sections', () => {
  const KITCHEN = 'pages-data/services/keittion-remontti.json'
  const translation = (lang: string) =>
    JSON.parse(readFileSync(path.join(root, `pages-data/translations/${lang}/services/keittion-remontti.json`), 'utf8'))
      .fields as Record<string, { text: string }>

  it("moves each translation's texts with their sections, saved with the page; the content still builds", async () => {
    const headers = { ...own(), 'x-studio-token': token }
    const text = readFileSync(path.join(root, KITCHEN), 'utf8')
    const data = JSON.parse(text) as { sections: { id: string }[] }
    const heroRu = translation('ru')['/sections/0/title']!.text
    const last = data.sections.length - 1
    // The hero goes to the end.
    data.sections.push(data.sections.shift()!)
    const moved = `${JSON.stringify(data, null, 2)}\n`
    const base = await version(KITCHEN)
    const reply = await send('POST', '/api/save', headers, { file: KITCHEN, text: moved, base })
    expect(reply.status).toBe(200)
    const body = JSON.parse(reply.body) as { followed: string[] }
    expect(body.followed.sort()).toEqual(
      ['en', 'ru', 'uk'].map((lang) => `pages-data/translations/${lang}/services/keittion-remontti.json`),
    )
    expect(translation('ru')[`/sections/${last}/title`]?.text).toBe(heroRu)
    // Nothing of the translations points at the wrong place: the whole content builds without a translation error.
    const errors = loadContentSource(path.join(root, 'pages-data'), REPO_ROOT).diagnostics.filter(
      (d) => d.severity === 'error',
    )
    expect(errors.map((d) => `${d.file}: ${d.code}`)).toEqual([])
  })
})

describe('where a change shows (issue 43)', () => {
  const KITCHEN = 'pages-data/services/keittion-remontti.json'
  const LISTING = 'pages-data/pages/palvelu.json'
  const headers = () => ({ ...own(), 'x-studio-token': token })
  type Service = { description: string; group: string; sections: { title?: string }[] }
  const kitchen = () => JSON.parse(readFileSync(path.join(root, KITCHEN), 'utf8')) as Service

  /** Saves the kitchen service changed by `edit`; the answer's pages and menus. */
  async function saveKitchen(edit: (data: Service) => void): Promise<ShownElsewhere> {
    const data = kitchen()
    edit(data)
    const base = await version(KITCHEN)
    const text = `${JSON.stringify(data, null, 2)}\n`
    const reply = await send('POST', '/api/save', headers(), { file: KITCHEN, text, base })
    expect(reply.status, reply.body).toBe(200)
    return (JSON.parse(reply.body) as { shown: ShownElsewhere }).shown
  }

  it("answers a service's new card text with the pages whose lists show that text, by their Finnish names", async () => {
    const shown = await saveKitchen((d) => {
      // (Its numbers kept: the translations' card texts say them too.)
      d.description = `${d.description} Myös pienet kantakaupungin keittiöt.`
    })
    const listing = JSON.parse(readFileSync(path.join(root, LISTING), 'utf8')) as { breadcrumb: string }
    // Kaikki palvelut lists the service's group with its card text: the Finnish page, by the name pages show it by.
    expect(shown.pages).toContainEqual({ file: LISTING, name: listing.breadcrumb, lang: 'fi', route: '/palvelu' })
    // The translations keep their own card text, and a city that writes its own words for the card is unchanged.
    expect(shown.pages.map((p) => p.lang)).toEqual(['fi'])
    const espoo = readFileSync(path.join(root, 'pages-data/cities/espoo.json'), 'utf8')
    expect(espoo).toMatch(/"page": "services\/keittion-remontti",\s*"text": "/)
    expect(shown.pages.some((p) => p.file === 'pages-data/cities/espoo.json' || p.file === KITCHEN)).toBe(false)
    // The menu shows its name, not its card text.
    expect(shown.menus).toEqual([])
    expect(shownAlsoWords(shown)).toBe(`Näkyy myös: ${listing.breadcrumb}.`)
  })

  it('answers a new group with the menus of every language and the lists of both groups', async () => {
    const group = kitchen().group
    const shown = await saveKitchen((d) => {
      d.group = group === 'finishing' ? 'rooms' : 'finishing'
    })
    expect(shown.menus).toEqual(['fi', 'en', 'ru', 'uk'])
    expect(shown.pages.filter((p) => p.file === LISTING).map((p) => p.route)).toEqual([
      '/palvelu',
      '/en/services',
      '/ru/uslugi',
      '/uk/posluhy',
    ])
    expect(shownAlsoWords(shown)).toContain('valikko ja alatunniste (kaikki sivut)')
  })

  it('answers a change no list shows (the hero of the service) with no such words', async () => {
    const shown = await saveKitchen((d) => {
      d.sections[0]!.title = 'Keittiöremontti kerralla valmiiksi'
    })
    expect(shown).toEqual({ pages: [], menus: [] })
    expect(shownAlsoWords(shown)).toBe('')
  })
})
