/**
 * npm run build: validates the content, builds the site into dist/ and keeps, beside it, what the
 * next build needs (dist/build-cache.json: the code's fingerprint and each page's). When only the
 * content changed since then (pages-data/, but not site.json or navigation.json, which the code
 * imports), it renders only the pages whose data changed, with the last build's server bundle,
 * removes the pages that are gone and rewrites the site-wide files (sitemap, redirects, headers);
 * the other pages stay as they were (decision 321). The content is built once, here, and handed to
 * the server bundle, which renders the pages one at a time (scripts/build/render-pages.ts, decision
 * 324); a full build bundles first, in a child process (scripts/build/bundle.ts). Each phase's line
 * ends with the process's peak memory so far.
 *
 *   npm run build                 incremental when it can be, full otherwise
 *   npm run build -- --full       a full build, the cache ignored (then written anew)
 *   npm run build -- --release    also refuse site.json example data (npm run build:release)
 *   npm run build -- --from DIR   when dist/ has no build, start from DIR's (the live release: the
 *                                 studio's publish), so a one-word change stays one page's work
 *   npm run build -- --warm       only the imports (tsx compiles them into its cache): the studio's
 *                                 build tree made ready for its first publish
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { removeFile, replaceFile } from '../src/storage/replace-file.js'
import { startBuildMemo, stopBuildMemo } from '../src/runtime/build-memo.js'
import { readContentFiles } from '../src/runtime/content-source.node.js'
import type { Diagnostic } from '../src/runtime/diagnostics.js'
import { startKeptStore, stopKeptStore } from '../src/runtime/pipeline/kept-findings.js'
import { CONTENT_SNAPSHOT, handOff } from '../src/runtime/prerender-handoff.js'
import { prerenderedAddresses } from '../src/sections/prerendered.js'
import { type BuildCache, fullBuildReason, type PagePlan, planPages } from './build/plan.js'
import { textHash, writeContentSnapshot } from './build/content-snapshot.js'
import { codeFingerprint, pageFingerprint, pageFingerprints, pageInputs } from './build/fingerprints.js'
import { changedInputs, type PageInputs, routeSignature } from './build/page-inputs.js'
import { htmlFileOf, renderPages } from './build/render-pages.js'
import { writeStaticFiles } from './static-files.js'
import { validateContent } from './validate-content.js'

const CACHE_FILE = 'build-cache.json'
/** The sanitized HTML of the last build, by a hash of its input (src/runtime/build-memo.ts). */
const MEMO_FILE = 'build-memo.json'
/** The findings of the checks of each document, by the check and a hash of each text it read (kept-findings.ts). */
const FINDINGS_FILE = 'build-findings.json'
/** What a build leaves in dist/ that the next one starts from (--from). */
const BUILD_PARTS = ['client', 'server', 'assets.json', CACHE_FILE, MEMO_FILE, FINDINGS_FILE]

interface BuildMemoFile {
  code: string
  entries: [string, string][]
}

interface FindingsFile {
  code: string
  release: boolean
  entries: [string, readonly Diagnostic[]][]
}

/** The last build's findings when it was made by the same code, with the same --release. */
function readFindings(dist: string, code: string, release: boolean): FindingsFile['entries'] {
  try {
    const kept = JSON.parse(readFileSync(path.join(dist, FINDINGS_FILE), 'utf8')) as FindingsFile
    return kept.code === code && kept.release === release ? kept.entries : []
  } catch {
    return []
  }
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

/** Deletes a page that is gone (and its .gz), and the folders it leaves empty. */
function removePage(clientDir: string, address: string): void {
  const file = path.join(clientDir, htmlFileOf(address))
  rmSync(`${file}.gz`, { force: true })
  removeFile(clientDir, file)
}

/**
 * `to` as hard links to `from`'s files (a copy where a link cannot be made: another disk): the same
 * files, times and all (an unchanged page keeps its ETag), in a fraction of a copy's time (1.55 s
 * against 0.3 s at 20x). Every write of the build replaces its file (src/storage/replace-file.ts), so
 * `from` (the live release) is never written through a link.
 */
function linkTree(from: string, to: string): void {
  if (!statSync(from).isDirectory()) {
    try {
      linkSync(from, to)
    } catch {
      cpSync(from, to, { preserveTimestamps: true })
    }
    return
  }
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) linkTree(path.join(from, name), path.join(to, name))
}

/** dist/ from another build's parts. */
function seed(from: string, dist: string): void {
  mkdirSync(dist, { recursive: true })
  for (const part of BUILD_PARTS) {
    // What a stopped build left is removed first: a file there may be a link to the live release's.
    rmSync(path.join(dist, part), { recursive: true, force: true })
    if (existsSync(path.join(from, part))) linkTree(path.join(from, part), path.join(dist, part))
  }
}

async function main(): Promise<void> {
  const started = performance.now()
  const args = process.argv.slice(2)
  // The studio's warm-up of its build tree (src/studio/releases/build-tree.ts): the imports above compiled, nothing built.
  if (args.includes('--warm')) {
    finished = true
    return
  }
  const fromAt = args.indexOf('--from')
  const root = process.cwd()
  const dist = path.join(root, 'dist')
  const clientDir = path.join(dist, 'client')
  if (fromAt >= 0 && !readCache(dist)) seed(path.resolve(args[fromAt + 1]!), dist)

  const phases: string[] = []
  let mark = performance.now()
  const phase = (name: string) => {
    const now = performance.now()
    // The process's peak resident size so far: which phase raised it.
    const peak = process.resourceUsage().maxRSS / 1024 / 1024
    phases.push(`${name} ${((now - mark) / 1000).toFixed(2)} s (peak ${peak.toFixed(2)} GB)`)
    mark = now
  }
  const code = codeFingerprint(root)
  const full = args.includes('--full')
  const release = args.includes('--release') || process.env.RELEASE === '1'
  startBuildMemo(full ? [] : readMemo(dist, code), sha256)
  // Each content file's text hashed once: the kept findings and the content snapshot both name texts by it.
  const hashes = new Map<string, string>()
  const hashText = (text: string) => {
    let hash = hashes.get(text)
    if (hash === undefined) {
      hash = textHash(text)
      hashes.set(text, hash)
    }
    return hash
  }
  startKeptStore(full ? [] : readFindings(dist, code, release), hashText)
  const files = readContentFiles(root)
  const content = validateContent(root, { release }, files)
  const findings = stopKeptStore()
  if (!content) {
    stopBuildMemo()
    process.exitCode = 1
    return
  }
  phase('validate')
  const cache = readCache(dist)
  const why = fullBuildReason({
    full,
    cache,
    code,
    lastBuildPresent: existsSync(path.join(dist, 'server', CONTENT_SNAPSHOT)) && existsSync(clientDir),
  })
  // A build that stops half-way must not look complete to the next one.
  rmSync(path.join(dist, CACHE_FILE), { force: true })
  let pages = new Map<string, string>()
  let inputs = new Map<string, PageInputs>()
  let viewsMade = 0
  const routes = routeSignature(content)
  let plan: PagePlan | undefined
  let changed: string[] | undefined
  if (why || !cache) {
    console.log(`[build] full build (${why})`)
    // Nothing of an earlier build's pages, bundle and manifest is kept: a seeded one's files are links to
    // the live release's, which the bundler would write into (it rewrites a file in place).
    for (const part of ['client', 'server', 'assets.json'])
      rmSync(path.join(dist, part), { recursive: true, force: true })
    // Bundles only, in a process of its own: the pages are rendered below, one at a time (decision 324).
    execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'build', 'bundle.ts')], {
      cwd: root,
      stdio: 'inherit',
    })
    phase('Vike build')
    // The pages tell their data as they render: the fingerprints cost no second pass.
    handOff({ content, record: (address, data) => pages.set(address, pageFingerprint(address, data)) })
    await renderPages(dist, prerenderedAddresses(content))
    phase('prerender')
    // What each page read, for the next build (decision 332): the views again, noted, not hashed.
    inputs = pageInputs(content)
    viewsMade = inputs.size
    phase('page inputs')
  } else {
    // With the same routes and only documents' or features' files changed, only the pages that read one of
    // them have their data made again (decision 332); otherwise every page's.
    const changedNow =
      cache.inputs && cache.content && cache.routes === routes
        ? changedInputs(content, files, cache.content, hashText)
        : null
    const prints = pageFingerprints(
      content,
      changedNow && cache.inputs ? { pages: cache.pages, inputs: cache.inputs, changed: changedNow } : undefined,
    )
    pages = prints.prints
    inputs = prints.inputs
    viewsMade = prints.made
    phase('page fingerprints')
    plan = planPages(cache, pages)
    for (const address of plan.remove) removePage(clientDir, address)
    handOff({ content })
    changed = plan.render.length ? await renderPages(dist, plan.render) : []
    phase('prerender')
  }
  handOff(undefined)
  // The release's content beside its bundle, for the server's no-JavaScript answers (decision 323).
  const snapshot = writeContentSnapshot(
    path.join(dist, 'server', CONTENT_SNAPSHOT),
    files,
    plan && cache?.content,
    hashText,
  )
  const { removed, written, clientFiles } = writeStaticFiles(clientDir, content, changed, plan && cache?.clientFiles)
  const next: BuildCache = {
    version: 1,
    code,
    pages: Object.fromEntries(pages),
    content: snapshot.hashes,
    clientFiles,
    routes,
    inputs: Object.fromEntries(inputs),
  }
  replaceFile(path.join(dist, CACHE_FILE), JSON.stringify(next))
  // A build that made only some pages' data keeps the others' entries too (their pages are as they were).
  const memo = stopBuildMemo(plan !== undefined && viewsMade < pages.size)
  replaceFile(path.join(dist, MEMO_FILE), JSON.stringify({ code, entries: memo } satisfies BuildMemoFile))
  replaceFile(
    path.join(dist, FINDINGS_FILE),
    JSON.stringify({ code, release, entries: findings.entries } satisfies FindingsFile),
  )
  phase('static files')
  finished = true
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`[static-files] ${written.join(', ')} written; ${removed} *.pageContext.json removed`)
  console.log(
    `[build] checks: ${findings.found} found again from the last build, ${findings.checked} run; content snapshot: ${snapshot.written} files written, ${snapshot.removed} removed`,
  )
  if (plan)
    console.log(
      `[build] incremental: ${plan.render.length} pages rendered, ${plan.remove.length} removed, ${plan.kept} kept, in ${seconds} s; the data of ${viewsMade} of ${pages.size} pages made again`,
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
