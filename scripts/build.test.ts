/**
 * The incremental build (decision 321) equals a full build, byte for byte: in a copy of the
 * repository, after a full build, each change below is built incrementally, every file of
 * dist/client and the server's price list is fingerprinted, then the same state is built with
 * --full and compared. The changes are the ones that reach other pages: a text, a price in site.json
 * used on every page, a title shown in menus and listings, a service's card text shown on the listings,
 * a removed page, a renamed slug, a new translation. The build must also really be incremental where it can be (few pages rendered).
 */
import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyRepository } from '../tests/support/copy-repository.js'
import { runBuild } from '../tests/support/site-build.js'

let dir = ''
const file = (rel: string) => path.join(dir, rel)
const edit = (rel: string, change: (text: string) => string) => {
  const before = readFileSync(file(rel), 'utf8')
  const after = change(before)
  expect(after, `${rel} unchanged by the edit`).not.toBe(before)
  writeFileSync(file(rel), after)
}

/** `npm run build` in the copy; what it printed. */
const build = (...args: string[]): string => runBuild(dir, ...args)

/** Every file under `rel` (relative to `base`, `rel` included in the names) with a hash of its bytes, into `out`. */
function hashFiles(out: Map<string, string>, rel: string, base = dir): Map<string, string> {
  for (const entry of readdirSync(path.join(base, rel), { withFileTypes: true })) {
    const child = `${rel}/${entry.name}`
    if (entry.isDirectory()) hashFiles(out, child, base)
    else
      out.set(
        child,
        createHash('sha256')
          .update(readFileSync(path.join(base, child)))
          .digest('hex'),
      )
  }
  return out
}

/** Every file of the build visitors and the server read (the pages, the content snapshot), with a hash of its bytes. */
function snapshot(): Map<string, string> {
  const out = hashFiles(new Map(), 'dist/client')
  hashFiles(out, 'dist/server/content')
  out.set(
    'dist/assets.json',
    createHash('sha256')
      .update(readFileSync(file('dist/assets.json')))
      .digest('hex'),
  )
  out.set(
    'dist/calculator-models.json',
    createHash('sha256')
      .update(readFileSync(file('dist/calculator-models.json')))
      .digest('hex'),
  )
  return out
}

/** The files that differ between two snapshots: missing, extra or with other bytes. */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = new Set([...a.keys(), ...b.keys()])
  return [...names].filter((n) => a.get(n) !== b.get(n)).sort()
}

/** A built page's text as a visitor reads it: without the prerender's soft hyphens and no-break spaces. */
const textOf = (rel: string) =>
  readFileSync(file(rel), 'utf8')
    .replace(/\u00ad|&shy;/g, '')
    .replace(/\u00a0|&nbsp;/g, ' ')

const rendered = (log: string) => Number(/incremental: (\d+) pages rendered/.exec(log)?.[1] ?? Number.NaN)
/** The site's pages after a build, full (`N pages in`) or incremental (`the data of n of N pages`). */
const pageCount = (log: string) =>
  Number(/\[build\] (\d+) pages in|of (\d+) pages made again/.exec(log)?.slice(1).find(Boolean) ?? Number.NaN)

const NEW_TRANSLATION = 'pages-data/translations/en/blog/lattian-tasoitus.json'
let englishTranslation = ''
let pages = 0

beforeAll(async () => {
  // Its own full build, not the shared one (tests/support/site-build.ts): a build made in another folder is
  // not byte for byte the full build of this one (the bundle names its folder), and bytes are what it compares.
  dir = copyRepository('incremental-build-')
  // The last change brings this translation back.
  englishTranslation = readFileSync(file(NEW_TRANSLATION), 'utf8')
  rmSync(file(NEW_TRANSLATION))
  pages = pageCount(build('--full'))
}, 900_000)

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The content files the server reads (dist/server/content/) against pages-data/: their differences. */
function snapshotDifferences(): string[] {
  const relative = (files: Map<string, string>, prefix: string) =>
    new Map([...files].map(([name, hash]) => [name.slice(prefix.length), hash]))
  const source = relative(hashFiles(new Map(), 'pages-data'), 'pages-data')
  for (const name of source.keys()) if (!/\.(json|md)$/.test(name)) source.delete(name)
  return differences(source, relative(hashFiles(new Map(), 'dist/server/content'), 'dist/server/content'))
}

/**
 * Builds the change incrementally, then in full; the two must be the same files with the same bytes,
 * and the content snapshot the content built.
 */
function incrementalEqualsFull(change: () => void): string {
  change()
  const log = build()
  expect(snapshotDifferences()).toEqual([])
  const incremental = snapshot()
  build('--full')
  expect(differences(incremental, snapshot())).toEqual([])
  return log
}

describe('an incremental build is byte for byte the full build of the same content', () => {
  it('a text on a service page: only that page is rendered again', () => {
    const log = incrementalEqualsFull(() =>
      edit('pages-data/services/eteisen-remontti.json', (t) =>
        t.replace('kosteutta parhaiten', 'kosteutta kaikkein parhaiten'),
      ),
    )
    expect(rendered(log)).toBe(1)
    // The content snapshot: one file written, not all of them (scripts/build/content-snapshot.ts).
    expect(log).toContain('content snapshot: 1 files written, 0 removed')
    // The checks of the other documents are found again from the last build (kept-findings.ts), not run.
    const [, found, run] = /checks: (\d+) found again from the last build, (\d+) run/.exec(log) ?? []
    expect(Number(found)).toBeGreaterThan(100)
    expect(Number(run)).toBeGreaterThan(0)
    expect(Number(run)).toBeLessThan(20)
    // Only the pages that read the changed file have their data made again (decision 332).
    const [, made, of] = /the data of (\d+) of (\d+) pages made again/.exec(log) ?? []
    expect(Number(made)).toBeGreaterThan(0)
    expect(Number(made)).toBeLessThan(Number(of) / 4)
  }, 600_000)

  it('a price in site.json used on every page: a full build (the shell imports site.json)', () => {
    const log = incrementalEqualsFull(() =>
      edit('pages-data/site.json', (t) => t.replace('"maxPerPerson": 1600', '"maxPerPerson": 1650')),
    )
    expect(log).toContain('full build (the code changed)')
  }, 600_000)

  it('a title shown in listings: the page and the pages that list it, not the whole site', () => {
    const log = incrementalEqualsFull(() =>
      edit('pages-data/blog/saunan-remontti.md', (t) =>
        t.replace('title: "Saunan remontti: milloin ja miten?"', 'title: "Saunaremontti: milloin ja miten?"'),
      ),
    )
    expect(rendered(log)).toBeGreaterThan(1)
    expect(rendered(log)).toBeLessThan(pages / 2)
  }, 600_000)

  it('a work example’s text, in the list every examples page shares (decision 330): those pages, not the whole site', () => {
    const log = incrementalEqualsFull(() =>
      edit('pages-data/examples/kattoremontti-kerava.json', (t) =>
        t.replace('"Vanhan katteen purku"', '"Vanhan katteen poisto"'),
      ),
    )
    // A feature is in the shared cards only (not in the structured data); /esimerkit and each of its category pages hold it.
    expect(rendered(log)).toBeGreaterThan(4)
    expect(rendered(log)).toBeLessThan(pages / 2)
  }, 600_000)

  it("a service's card text, in Finnish and English: the pages whose lists show it, in each language, and no other", () => {
    const finnish = 'Keittiöt pintaremontista avaimet käteen -remonttiin, tarjous 24 tunnissa.'
    const english = 'Kitchens from a cosmetic refresh to a turnkey renovation, with a quote within 24 hours.'
    const log = incrementalEqualsFull(() => {
      edit('pages-data/services/keittion-remontti.json', (t) =>
        t.replace(
          '"description": "Keittiön remontit pintaremontista avaimet käteen -toteutukseen, tarjous 24 tunnissa."',
          `"description": "${finnish}"`,
        ),
      )
      edit('pages-data/translations/en/services/keittion-remontti.json', (t) =>
        t
          .replace(
            '"from": "Keittiön remontit pintaremontista avaimet käteen -toteutukseen, tarjous 24 tunnissa."',
            `"from": "${finnish}"`,
          )
          .replace(
            '"text": "Kitchen renovations from a cosmetic refresh to a turnkey project, with a quote within 24 hours."',
            `"text": "${english}"`,
          ),
      )
    })
    // The listing reads the service: Kaikki palvelut shows the new text in each language.
    expect(textOf('dist/client/palvelu/index.html')).toContain(finnish)
    expect(textOf('dist/client/en/services/index.html')).toContain(english)
    // Kaikki palvelut and the service's own page (its data carries its card text), in Finnish and in English.
    expect(rendered(log)).toBe(4)
  }, 600_000)

  it('a removed page: its files go, the pages and lists naming it are rendered again', () => {
    const post = 'seinien-halkeamien-korjaus'
    const log = incrementalEqualsFull(() => {
      rmSync(file(`pages-data/blog/${post}.md`))
      for (const lang of ['en', 'ru', 'uk']) rmSync(file(`pages-data/translations/${lang}/blog/${post}.json`))
    })
    expect(log).toMatch(/, 4 removed,/)
    expect(log).toContain('content snapshot: 0 files written, 4 removed')
    expect(existsSync(file(`dist/client/blogi/${post}/index.html`))).toBe(false)
  }, 600_000)

  it('a renamed slug: the old address goes, the new one comes, the other versions change their links', () => {
    const log = incrementalEqualsFull(() =>
      edit('pages-data/translations/en/blog/saunan-remontti.json', (t) =>
        t.replace('"slug": "sauna-renovation"', '"slug": "renovating-a-sauna"'),
      ),
    )
    expect(log).toMatch(/, 1 removed,/)
    expect(rendered(log)).toBeLessThan(pages / 2)
  }, 600_000)

  it('a new translation: its page comes, and the Finnish page gets its alternate', () => {
    const log = incrementalEqualsFull(() => writeFileSync(file(NEW_TRANSLATION), englishTranslation))
    expect(rendered(log)).toBeGreaterThan(1)
    expect(rendered(log)).toBeLessThan(pages / 2)
  }, 600_000)

  it('a build started from another build (the publish: --from the live release) writes only its own folder', () => {
    // Another checkout of the same code and content (the studio's build tree beside the live release).
    const other = mkdtempSync(path.join(tmpdir(), 'incremental-build-from-'))
    try {
      cpSync(dir, other, { recursive: true, filter: (from) => !/[\\/](dist|node_modules)$/.test(from) })
      symlinkSync(readlinkSync(file('node_modules')), path.join(other, 'node_modules'), 'dir')
      const service = path.join(other, 'pages-data/services/eteisen-remontti.json')
      writeFileSync(service, readFileSync(service, 'utf8').replace('kosteutta kaikkein parhaiten', 'kosteutta hyvin'))
      const live = snapshot()
      const log = runBuild(other, '--from', file('dist'))
      expect(rendered(log)).toBe(1)
      // The live build's server bundle names its own folder as its output: nothing may be written there.
      expect(differences(live, snapshot())).toEqual([])
      expect(readFileSync(path.join(other, 'dist/client/palvelu/eteisen-remontti/index.html'), 'utf8')).toContain(
        'kosteutta hyvin',
      )
      // A page that did not change is the live release's file itself (a hard link, not a copy).
      const about = 'dist/client/meista/index.html'
      expect(statSync(path.join(other, about)).ino).toBe(statSync(file(about)).ino)
      // Other code (the first publish after a deploy): a full build from the same links, which the bundler
      // must not write through.
      const code = path.join(other, 'src/runtime/routes.ts')
      writeFileSync(code, `${readFileSync(code, 'utf8')}\n// other code\n`)
      rmSync(path.join(other, 'dist'), { recursive: true, force: true })
      expect(runBuild(other, '--from', file('dist'))).toContain('full build (the code changed)')
      expect(differences(live, snapshot())).toEqual([])
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  }, 600_000)

  it('a page that fails to render stops the build with its address, and nothing is marked built', () => {
    const page = 'pages/content/+Page.tsx'
    const before = readFileSync(file(page), 'utf8')
    edit(page, (t) =>
      t.replace(
        '  return <ContentPage',
        "  if (useData<Data>().path === '/meista') throw new Error('a broken section')\n  return <ContentPage",
      ),
    )
    try {
      let stderr = ''
      try {
        build()
      } catch (error) {
        stderr = String((error as { stderr?: string }).stderr)
      }
      expect(stderr).toContain('/meista: the page did not render (status 500, 200 expected)')
      expect(existsSync(file('dist/build-cache.json'))).toBe(false)
    } finally {
      writeFileSync(file(page), before)
    }
  }, 600_000)

  it('a build left half-done is never reused: the next build is a full one', () => {
    // (The failed build above has already removed it.)
    rmSync(file('dist/build-cache.json'), { force: true })
    renameSync(file('dist/server'), file('dist/server-gone'))
    expect(build()).toContain('full build (no earlier build)')
  }, 600_000)
})
