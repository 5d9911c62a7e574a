/**
 * JavaScript before any interaction: each page is opened in Chromium
 * (Playwright, Debian's chromium, a fresh context per page so nothing is
 * cached) from the production server, nothing is clicked, hovered or focused,
 * and every script the browser receives in the first 3 s after navigation is
 * recorded: each response that is a script (resource type script, or a
 * JavaScript content type: modulepreloads too), plus any inline executable
 * <script> in the document. Each counts with gzip -9 of its body (node:zlib),
 * so the figure does not depend on the server's compression; what the server
 * actually transferred is recorded beside it.
 *
 * Visitors: "returning" has a valid consent record (necessary only, made with
 * the project's createConsentRecord) in localStorage before the page loads;
 * "first visit" has empty storage, so the consent banner appears after 1 s.
 * Requests to other hosts are blocked (the bench runs offline) and not counted.
 *
 * Baselines: React + ReactDOM alone (hydrateRoot), bundled by Vite in a temp
 * folder with the project's build target, and the previous run's figures.
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium, type Browser, type Response } from '@playwright/test'
import { build } from 'vite'
import { CONSENT_STORAGE_KEY, DEFAULT_PREFERENCES } from '../../src/rules/consent-record.js'
import { createConsentRecord } from '../../src/rules/consent-choice.js'
import type { BrowserContext } from '@playwright/test'
import { CONSENT_STRINGS_ID } from '../../src/consent/consent-floating-markup.js'
import type { Lang } from '../../src/i18n/languages.js'
import { stringsFor } from '../../src/ui/strings.js'
import { CHROMIUM_ARGS } from '../../tests/support/chromium.js'
import type { ChunkModules } from './chunk-modules.js'
import { JS_CASES, type JsCaseSpec } from './js-cases.js'
import { PORTS, ROOT, chromiumPath, publishedVersion, startExpress } from './support.js'

/** How long after navigation the scripts are counted. */
const WINDOW_MS = 3000

interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

interface ScriptFile {
  /** Path of the script, or "(inline #n)" for an inline <script> of the document. */
  url: string
  raw: number
  /** gzip -9 of the body (node:zlib): the figure the budget counts. */
  gzip: number
  /** Encoded body bytes the server sent (null for inline scripts). */
  transferred: number | null
  /** The response's Content-Encoding ('' when sent uncompressed, null for inline). */
  encoding: string | null
  /** When the response arrived, ms after navigation started. */
  atMs: number
}

export interface JsCase extends JsCaseSpec {
  scripts: ScriptFile[]
  /** Sum of the scripts' gzip sizes. */
  jsGzip: number
  jsRaw: number
  cssGzip: number
  /** Whether the consent banner was visible at the end of the window. */
  bannerShown: boolean
  /** The document's load event, ms after navigation (null when it did not fire within the window). */
  loadMs: number | null
}

interface ChunkInfo {
  file: string
  sizes: Sizes
  /** Case ids whose first 3 s load this file. */
  usedBy: string[]
  /** What the chunk holds: its share per library (from the analysis build). */
  holds: string
  /** Its largest modules (bytes before minification), when the analysis build ran. */
  topModules: { id: string; bytes: number; share: number }[]
}

export interface AssetsResult {
  windowMs: number
  cases: JsCase[]
  reactRuntime: Sizes
  chunks: ChunkInfo[]
  /** The previous run's figure (JS gzip) per case id, when there was one. */
  previous: Record<string, number>
}

function sizesOf(buf: Buffer): Sizes {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
    }).length,
  }
}

function sum(list: Sizes[]): Sizes {
  return list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
}

/** React 19 + ReactDOM client (hydrateRoot), minified by Vite with the project's target. */
async function reactRuntimeSizes(): Promise<Sizes> {
  // Inside the project (dist/ is ignored by git) so 'react' resolves from its node_modules.
  mkdirSync(path.join(ROOT, 'dist'), { recursive: true })
  const dir = mkdtempSync(path.join(ROOT, 'dist', '.bench-react-'))
  try {
    writeFileSync(
      path.join(dir, 'entry.js'),
      "import { createElement } from 'react'\nimport { hydrateRoot } from 'react-dom/client'\nhydrateRoot(document.getElementById('root'), createElement('p', null, 'hei'))\n",
    )
    mkdirSync(path.join(dir, 'out'))
    await build({
      configFile: false,
      logLevel: 'silent',
      root: ROOT,
      build: {
        target: 'es2022',
        outDir: path.join(dir, 'out'),
        emptyOutDir: true,
        write: true,
        rollupOptions: { input: path.join(dir, 'entry.js') },
        modulePreload: false,
      },
    })
    const files = readdirSync(path.join(dir, 'out', 'assets')).filter((f) => f.endsWith('.js'))
    return sum(files.map((f) => sizesOf(readFileSync(path.join(dir, 'out', 'assets', f)))))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Which library (or our own code) a module belongs to. */
function moduleGroup(id: string): string {
  const clean = id.replace(/\0/g, '')
  if (/^(react|react-dom|scheduler)\//.test(clean)) return 'React'
  if (/^(xstate|@xstate\/react)\//.test(clean)) return 'XState'
  if (/^(vike|vike-react)\//.test(clean) || clean.startsWith('virtual:vike')) return 'Vike'
  if (/^(src|pages)\//.test(clean)) return 'our code'
  const pkg = /^(@[^/]+\/[^/]+|[^/]+)\//.exec(clean)
  return pkg ? pkg[1]! : 'bundler runtime'
}

/** "React 72 %, XState 10 %, our code 15 %": the chunk's share per library, largest first (from the analysis build). */
function describeChunk(file: string, chunk: ChunkModules | undefined): string {
  if (file.endsWith('.css')) return 'styles'
  if (!chunk) return ''
  const total = chunk.modules.reduce((a, m) => a + m.bytes, 0)
  const groups = new Map<string, number>()
  for (const m of chunk.modules) groups.set(moduleGroup(m.id), (groups.get(moduleGroup(m.id)) ?? 0) + m.bytes)
  return [...groups.entries()]
    .sort((a, b) => b[1] - a[1])
    .filter(([, bytes]) => bytes / total >= 0.01)
    .map(([group, bytes]) => `${group} ${Math.round((bytes / total) * 100)} %`)
    .join(', ')
}

/** Runs chunk-modules.ts in a child process (a second, throwaway vike build); empty when it fails. */
function analyseChunks(): ChunkModules[] {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/chunk-modules.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (r.status !== 0) {
    console.warn(`[bench] module analysis build failed; chunks are listed without their modules\n${r.stderr}`)
    return []
  }
  return JSON.parse(r.stdout) as ChunkModules[]
}

function topModules(chunk: ChunkModules | undefined): ChunkInfo['topModules'] {
  if (!chunk) return []
  const total = chunk.modules.reduce((a, m) => a + m.bytes, 0)
  return chunk.modules
    .slice(0, 5)
    .map((m) => ({ id: m.id.replace(/\0/g, ''), bytes: m.bytes, share: total ? m.bytes / total : 0 }))
}

function isScript(res: Response): boolean {
  if (res.request().resourceType() === 'script') return true
  return /javascript|ecmascript/.test(res.headers()['content-type'] ?? '')
}

/** The returning visitor's stored choice: necessary only (analytics would add Google's gtag.js, a third-party file the budget does not count). */
function consentStorage(origin: string) {
  const record = createConsentRecord(DEFAULT_PREFERENCES, Date.now(), `bench-${randomUUID()}`)
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(record) }] }],
  }
}

/** A Finnish page's HTML as the same page in `lang` would be: its language markers and consent strings. */
function asLanguage(html: string, lang: Lang): string {
  const json = JSON.stringify(stringsFor(lang).COOKIE_CONSENT_UI).replace(/</g, '\\u003c')
  return html
    .replace(/<html lang="fi"/, `<html lang="${lang}"`)
    .replace(/data-lang="fi"/g, `data-lang="${lang}"`)
    .replace(
      new RegExp(`(<script type="application/json" id="${CONSENT_STRINGS_ID}">)[^<]*(</script>)`),
      (_m, open: string, close: string) => `${open}${json}${close}`,
    )
}

/** Serves the case's document in its language (see JsCaseSpec.lang). */
async function routeLanguage(context: BrowserContext, url: string, lang: Lang | undefined): Promise<void> {
  if (!lang || lang === 'fi') return
  await context.route(url, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: asLanguage(await response.text(), lang) })
  })
}

/**
 * The case's page in its language: the published translation's address (/en/services/…), or the
 * Finnish page with its language markers rewritten when that page has no version in the language.
 */
function inLanguage(spec: JsCaseSpec): JsCaseSpec & { rewrite: boolean } {
  if (!spec.lang || spec.lang === 'fi') return { ...spec, rewrite: false }
  const route = publishedVersion(spec.path, spec.lang)
  return route ? { ...spec, path: route, rewrite: false } : { ...spec, rewrite: true }
}

async function measureCase(browser: Browser, base: string, original: JsCaseSpec): Promise<JsCase> {
  const { rewrite, ...spec } = inLanguage(original)
  const context = await browser.newContext(spec.visitor === 'returning' ? { storageState: consentStorage(base) } : {})
  const origin = new URL(base).origin
  // Offline: anything from another host is refused at once (and not counted).
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  )
  if (rewrite) await routeLanguage(context, base + spec.path, spec.lang)
  const page = await context.newPage()
  const pending: Promise<(ScriptFile & { css?: boolean }) | null>[] = []
  let open = true
  let started = 0
  page.on('response', (res) => {
    if (!open) return
    const atMs = Date.now() - started
    const css = res.request().resourceType() === 'stylesheet'
    if (!css && !isScript(res)) return
    pending.push(
      (async () => {
        const body = await res.body()
        const sizes = await res.request().sizes()
        return {
          url: new URL(res.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
          encoding: res.headers()['content-encoding'] ?? '',
          atMs,
          ...(css ? { css: true } : {}),
        }
      })().catch(() => null),
    )
  })
  started = Date.now()
  await page.goto(base + spec.path, { waitUntil: 'commit' })
  await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)))
  open = false
  // Inline executable scripts of the document (JSON and JSON-LD data blocks are not script).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => {
        const type = (s.getAttribute('type') ?? '').trim().toLowerCase()
        return type === '' || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
      })
      .map((s) => s.textContent ?? ''),
  )
  const loadMs = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    return nav && nav.loadEventEnd > 0 ? Math.round(nav.loadEventEnd) : null
  })
  const acceptAll = stringsFor(spec.lang ?? 'fi').COOKIE_CONSENT_UI.acceptAll
  const bannerShown = await page.getByRole('button', { name: acceptAll }).isVisible()
  const received = (await Promise.all(pending)).filter((f): f is NonNullable<typeof f> => f !== null)
  await context.close()

  // Same URL twice (a modulepreload and the import) is one download.
  const unique = [...new Map(received.map((f) => [f.url, f])).values()]
  const scripts: ScriptFile[] = [
    ...unique.filter((f) => !f.css).map(({ css: _css, ...f }) => f),
    ...inline.map((text, i) => {
      const buf = Buffer.from(text)
      return {
        url: `(inline #${i + 1})`,
        raw: buf.length,
        gzip: gzipSync(buf, { level: 9 }).length,
        transferred: null,
        encoding: null,
        atMs: 0,
      }
    }),
  ].sort((a, b) => b.gzip - a.gzip)
  return {
    ...spec,
    scripts,
    jsGzip: scripts.reduce((a, s) => a + s.gzip, 0),
    jsRaw: scripts.reduce((a, s) => a + s.raw, 0),
    cssGzip: unique.filter((f) => f.css).reduce((a, s) => a + s.gzip, 0),
    bannerShown,
    loadMs,
  }
}

export async function benchAssets(previous: Record<string, number> = {}): Promise<AssetsResult> {
  const server = await startExpress(PORTS.assetsExpress)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const cases: JsCase[] = []
  try {
    for (const spec of JS_CASES) {
      console.log(`[bench] assets ${spec.visitor} ${spec.path}`)
      const measured = await measureCase(browser, server.url, spec)
      if (spec.visitor === 'returning' && measured.bannerShown)
        console.warn(`[bench] ${spec.path}: the consent banner showed although a consent record was stored`)
      cases.push(measured)
    }
  } finally {
    await browser.close()
    await server.stop()
  }

  const assetsDir = path.join(ROOT, 'dist/client/assets')
  const analysis = analyseChunks()
  const chunks: ChunkInfo[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry)
      if (statSync(full).isDirectory()) walk(full)
      else if (/\.js$/.test(entry)) {
        const rel = path.relative(assetsDir, full)
        const url = `/assets/${rel}`
        const found = analysis.find((c) => c.chunk === `assets/${rel}`)
        chunks.push({
          file: rel,
          sizes: sizesOf(readFileSync(full)),
          usedBy: cases.filter((c) => c.scripts.some((s) => s.url === url)).map((c) => c.id),
          holds: describeChunk(rel, found),
          topModules: topModules(found),
        })
      }
    }
  }
  walk(assetsDir)
  chunks.sort((a, b) => b.sizes.gzip - a.sizes.gzip)

  const previousOfCases = Object.fromEntries(
    JS_CASES.filter((c) => previous[c.id] !== undefined).map((c) => [c.id, previous[c.id]!]),
  )
  return { windowMs: WINDOW_MS, cases, reactRuntime: await reactRuntimeSizes(), chunks, previous: previousOfCases }
}
