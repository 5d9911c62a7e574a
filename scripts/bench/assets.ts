/**
 * JavaScript and CSS shipped per page type: each page is loaded in Chromium
 * (Playwright, Debian's chromium) from the production server, and every
 * response of type script or stylesheet on the initial load is summed (raw,
 * gzip and brotli at their highest levels, via node:zlib). Baselines: the 404
 * page, and React + ReactDOM alone (hydrateRoot), bundled by Vite in a temp
 * folder with the project's build target.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { build } from 'vite'
import { CHROMIUM_ARGS } from '../../tests/support/chromium.js'
import type { ChunkModules } from './chunk-modules.js'
import { PAGES } from './pages.js'
import { PORTS, ROOT, chromiumPath, startExpress } from './support.js'

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

export interface PageAssets {
  name: string
  path: string
  js: Sizes
  css: Sizes
  files: { url: string; type: 'script' | 'stylesheet'; sizes: Sizes }[]
}

export interface ChunkInfo {
  file: string
  sizes: Sizes
  /** Page types (by name) that load this file. */
  usedBy: string[]
  /** What the chunk holds: its share per library (from the analysis build). */
  holds: string
  /** Its largest modules (bytes before minification), when the analysis build ran. */
  topModules: { id: string; bytes: number; share: number }[]
}

export interface AssetsResult {
  pages: PageAssets[]
  notFound: PageAssets
  reactRuntime: Sizes
  chunks: ChunkInfo[]
}

export function sizesOf(buf: Buffer): Sizes {
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }).length,
  }
}

function sum(list: Sizes[]): Sizes {
  return list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), { raw: 0, gzip: 0, brotli: 0 })
}

/** React 19 + ReactDOM client (hydrateRoot), minified by Vite with the project's target. */
async function reactRuntimeSizes(): Promise<Sizes> {
  // Inside the project (dist/ is ignored by git) so 'react' resolves from its node_modules.
  mkdirSync(path.join(ROOT, 'dist'), { recursive: true })
  const dir = mkdtempSync(path.join(ROOT, 'dist', '.bench-react-'))
  try {
    writeFileSync(path.join(dir, 'entry.js'), "import { createElement } from 'react'\nimport { hydrateRoot } from 'react-dom/client'\nhydrateRoot(document.getElementById('root'), createElement('p', null, 'hei'))\n")
    mkdirSync(path.join(dir, 'out'))
    await build({
      configFile: false,
      logLevel: 'silent',
      root: ROOT,
      build: { target: 'es2022', outDir: path.join(dir, 'out'), emptyOutDir: true, write: true, rollupOptions: { input: path.join(dir, 'entry.js') }, modulePreload: false },
    })
    const files = readdirSync(path.join(dir, 'out', 'assets')).filter((f) => f.endsWith('.js'))
    return sum(files.map((f) => sizesOf(readFileSync(path.join(dir, 'out', 'assets', f)))))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Which library (or our own code) a module belongs to. */
export function moduleGroup(id: string): string {
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
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/chunk-modules.ts'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (r.status !== 0) {
    console.warn('[bench] module analysis build failed; chunks are listed without their modules\n' + r.stderr)
    return []
  }
  return JSON.parse(r.stdout) as ChunkModules[]
}

function topModules(chunk: ChunkModules | undefined): ChunkInfo['topModules'] {
  if (!chunk) return []
  const total = chunk.modules.reduce((a, m) => a + m.bytes, 0)
  return chunk.modules.slice(0, 5).map((m) => ({ id: m.id.replace(/\0/g, ''), bytes: m.bytes, share: total ? m.bytes / total : 0 }))
}

async function measurePage(page: import('@playwright/test').Page, base: string, name: string, urlPath: string): Promise<PageAssets> {
  const seen: Promise<PageAssets['files'][number] | null>[] = []
  const onResponse = (res: import('@playwright/test').Response) => {
    const type = res.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    const kind: 'script' | 'stylesheet' = type
    seen.push(
      res
        .body()
        .then((body) => ({ url: new URL(res.url()).pathname, type: kind, sizes: sizesOf(body) }))
        .catch(() => null),
    )
  }
  page.on('response', onResponse)
  await page.goto(base + urlPath, { waitUntil: 'networkidle' })
  page.off('response', onResponse)
  const files = (await Promise.all(seen)).filter((f): f is NonNullable<typeof f> => f !== null)
  // Same URL twice (a modulepreload and the import) is one download.
  const unique = [...new Map(files.map((f) => [f.url, f])).values()]
  return {
    name,
    path: urlPath,
    js: sum(unique.filter((f) => f.type === 'script').map((f) => f.sizes)),
    css: sum(unique.filter((f) => f.type === 'stylesheet').map((f) => f.sizes)),
    files: unique,
  }
}

export async function benchAssets(): Promise<AssetsResult> {
  const server = await startExpress(PORTS.assetsExpress)
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const pages: PageAssets[] = []
  let notFound: PageAssets
  try {
    for (const p of PAGES) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext()
      pages.push(await measurePage(await context.newPage(), server.url, p.name, p.path))
      await context.close()
    }
    const context = await browser.newContext()
    notFound = await measurePage(await context.newPage(), server.url, '404 page', '/ei-ole-olemassa')
    await context.close()
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
      else if (/\.(js|css)$/.test(entry)) {
        const rel = path.relative(assetsDir, full)
        const buf = readFileSync(full)
        const url = `/assets/${rel}`
        chunks.push({
          file: rel,
          sizes: sizesOf(buf),
          usedBy: [...pages, notFound].filter((p) => p.files.some((f) => f.url === url)).map((p) => p.name),
          holds: describeChunk(rel, analysis.find((c) => c.chunk === `assets/${rel}`)),
          topModules: topModules(analysis.find((c) => c.chunk === `assets/${rel}`)),
        })
      }
    }
  }
  walk(assetsDir)
  chunks.sort((a, b) => b.sizes.gzip - a.sizes.gzip)

  return { pages, notFound, reactRuntime: await reactRuntimeSizes(), chunks }
}
