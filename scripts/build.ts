/**
 * npm run build: validates the content, builds the site into dist/ and keeps, beside it, what the
 * next build needs (dist/build-cache.json: the code's fingerprint and each page's). When only the
 * content changed since then (pages-data/, but not site.json or navigation.json, which the code
 * imports), it renders only the pages whose data changed, with the last build's server bundle,
 * removes the pages that are gone and rewrites the site-wide files (sitemap, redirects, headers);
 * the other pages stay as they were (decision 321). The content is built once, here, and handed to
 * the prerender (src/runtime/prerender-handoff.ts).
 *
 *   npm run build                 incremental when it can be, full otherwise
 *   npm run build -- --full       a full build, the cache ignored (then written anew)
 *   npm run build -- --release    also refuse site.json example data (npm run build:release)
 *   npm run build -- --from DIR   when dist/ has no build, start from DIR's (the live release: the
 *                                 studio's publish), so a one-word change stays one page's work
 */
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { type Lang, langOfPath } from '../src/i18n/languages.js'
import { NOT_FOUND_PAGE, notFoundFile } from '../src/i18n/not-found.js'
import { startBuildMemo, stopBuildMemo } from '../src/runtime/build-memo.js'
import { readContentFiles } from '../src/runtime/content-source.node.js'
import { CONTENT_SNAPSHOT, handOff } from '../src/runtime/prerender-handoff.js'
import { type BuildCache, fullBuildReason, type PagePlan, planPages } from './build/plan.js'
import { codeFingerprint, pageFingerprint, pageFingerprints } from './build/fingerprints.js'
import { writeStaticFiles } from './static-files.js'
import { validateContent } from './validate-content.js'

const CACHE_FILE = 'build-cache.json'
/** The sanitized HTML of the last build, by a hash of its input (src/runtime/build-memo.ts). */
const MEMO_FILE = 'build-memo.json'
/** What a build leaves in dist/ that the next one starts from (--from). */
const BUILD_PARTS = ['client', 'server', 'assets.json', CACHE_FILE, MEMO_FILE]

interface BuildMemoFile {
  code: string
  entries: [string, string][]
}

/** The last build's memo when it was made by the same code. */
function readMemo(dist: string, code: string): [string, string][] {
  try {
    const memo = JSON.parse(readFileSync(path.join(dist, MEMO_FILE), 'utf8')) as BuildMemoFile
    return memo.code === code ? memo.entries : []
  } catch {
    return []
  }
}

const sha256 = (input: string) => createHash('sha256').update(input).digest('base64')

function readCache(dist: string): BuildCache | null {
  try {
    const cache = JSON.parse(readFileSync(path.join(dist, CACHE_FILE), 'utf8')) as BuildCache
    return cache.version === 1 ? cache : null
  } catch {
    return null
  }
}

/** The HTML file a prerendered address ends up in, as a site address: /palvelu/x/index.html, /ru/404.html. */
export function htmlFileOf(address: string): string {
  if (NOT_FOUND_PAGE.test(address)) return `/${notFoundFile(langOfPath(address) as Lang)}`
  return address === '/' ? '/index.html' : `${address}/index.html`
}

/** What Vike's prerender gives its onPagePrerender hook (the file it would write: https://vike.dev/api#prerender). */
interface Prerendered {
  urlOriginal: string
  is404?: boolean
  _prerenderResult: { filePath: string; fileContent: string }
}

/**
 * Writes a page the prerender rendered into this build's client folder, where Vike would have (the
 * server bundle's own output folder is the absolute path of the build that made it, which for a
 * build started --from another is that other build's: never written to). Its final site address.
 */
function writePage(clientDir: string, page: Prerendered): string {
  const { urlOriginal, is404, _prerenderResult: result } = page
  // Vike's *.pageContext.json files: HTML-only pages never fetch them.
  if (!result.filePath.endsWith('.html')) return ''
  const vikeFile = is404 ? '/404.html' : urlOriginal === '/' ? '/index.html' : `${urlOriginal}/index.html`
  const file = path.join(clientDir, vikeFile)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, result.fileContent)
  return is404 ? vikeFile : htmlFileOf(urlOriginal)
}

/** Deletes a page that is gone (and its .gz), and the folders it leaves empty. */
function removePage(clientDir: string, address: string): void {
  const file = path.join(clientDir, htmlFileOf(address))
  rmSync(file, { force: true })
  rmSync(`${file}.gz`, { force: true })
  for (let dir = path.dirname(file); dir.startsWith(`${clientDir}${path.sep}`); dir = path.dirname(dir)) {
    if (!existsSync(dir) || readdirSync(dir).length) break
    rmdirSync(dir)
  }
}

/** dist/ from another build's parts (file times kept: an unchanged page keeps its ETag). */
function seed(from: string, dist: string): void {
  mkdirSync(dist, { recursive: true })
  for (const part of BUILD_PARTS)
    if (existsSync(path.join(from, part)))
      cpSync(path.join(from, part), path.join(dist, part), { recursive: true, preserveTimestamps: true })
}

async function main(): Promise<void> {
  const started = performance.now()
  const args = process.argv.slice(2)
  const fromAt = args.indexOf('--from')
  const root = process.cwd()
  const dist = path.join(root, 'dist')
  const clientDir = path.join(dist, 'client')
  if (fromAt >= 0 && !readCache(dist)) seed(path.resolve(args[fromAt + 1]!), dist)

  const phases: string[] = []
  let mark = performance.now()
  const phase = (name: string) => {
    const now = performance.now()
    phases.push(`${name} ${((now - mark) / 1000).toFixed(2)} s`)
    mark = now
  }
  const code = codeFingerprint(root)
  startBuildMemo(args.includes('--full') ? [] : readMemo(dist, code), sha256)
  const content = validateContent(root, { release: args.includes('--release') || process.env.RELEASE === '1' })
  if (!content) {
    stopBuildMemo()
    process.exitCode = 1
    return
  }
  phase('validate')
  const cache = readCache(dist)
  const why = fullBuildReason({
    full: args.includes('--full'),
    cache,
    code,
    lastBuildPresent: existsSync(path.join(dist, 'server')) && existsSync(clientDir),
  })
  // A build that stops half-way must not look complete to the next one.
  rmSync(path.join(dist, CACHE_FILE), { force: true })
  // Vike's API, loaded after the checks: it brings Vite with it.
  const vike = await import('vike/api')
  let pages = new Map<string, string>()
  let plan: PagePlan | undefined
  let changed: string[] | undefined
  if (why || !cache) {
    console.log(`[build] full build (${why})`)
    // The prerender tells each page's data as it renders it: the fingerprints cost no second pass.
    handOff({ content, record: (address, data) => pages.set(address, pageFingerprint(address, data)) })
    await vike.build()
    phase('Vike build and prerender')
  } else {
    pages = pageFingerprints(content)
    phase('page fingerprints')
    plan = planPages(cache, pages)
    for (const address of plan.remove) removePage(clientDir, address)
    changed = []
    if (plan.render.length) {
      handOff({ content, only: new Set(plan.render) })
      const written = changed
      await vike.prerender({
        onPagePrerender: (page: Prerendered) => {
          const file = writePage(clientDir, page)
          if (file) written.push(file)
        },
      })
    }
    phase('prerender')
  }
  handOff(undefined)
  // The release's content beside its bundle, for the server's no-JavaScript answers (decision 323).
  writeFileSync(path.join(dist, 'server', CONTENT_SNAPSHOT), JSON.stringify(readContentFiles(root)))
  const { removed, written } = writeStaticFiles(clientDir, content, changed)
  writeFileSync(path.join(dist, CACHE_FILE), JSON.stringify({ version: 1, code, pages: Object.fromEntries(pages) }))
  writeFileSync(path.join(dist, MEMO_FILE), JSON.stringify({ code, entries: stopBuildMemo() } satisfies BuildMemoFile))
  phase('static files')
  finished = true
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`[static-files] ${written.join(', ')} written; ${removed} *.pageContext.json removed`)
  if (plan)
    console.log(
      `[build] incremental: ${plan.render.length} pages rendered, ${plan.remove.length} removed, ${plan.kept} kept, in ${seconds} s`,
    )
  else console.log(`[build] ${pages.size} pages in ${seconds} s`)
  console.log(`[build] ${phases.join(', ')}`)
}

let finished = false
// Vike's API may end the process on its own (it does on some wrong usages): that is never a build.
process.on('exit', (code) => {
  if (code !== 0 || finished) return
  console.error('[build] stopped before its end: nothing was built completely, run it again with --full')
  process.exitCode = 1
})

await main()
