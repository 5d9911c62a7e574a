/**
 * npm run layers: the import graph of the source and what is wrong with it.
 * Layers point one way, each folder imports only from its own rank or below:
 *
 *   base (ui, i18n, config, styles) <- runtime <- features (images, rules and
 *   analytics, machines, consent, contact, calculators, islands, in that order)
 *   <- sections <- layout <- views <- studio and the composition root (src/*.ts)
 *   <- entries (pages/, server/, scripts/, deploy/, the root's config files,
 *   tests/support/) <- tests/
 *
 * src/rules (the pure contact rules and consent record) sits below
 * src/machines, which applies them, and below the features' views and glue.
 *
 * Three checks, each over every static import (import/export ... from,
 * import(), side-effect imports; `import type` included):
 * - a back edge: a file imports from a folder of a higher rank (tests,
 *   *.test.*, may import anything);
 * - a circle: files that import each other, directly or round a ring, of any
 *   length, type-only imports included; and layer folders that import each
 *   other (two folders of one rank);
 * - a folder without a rank: every top folder holding TypeScript and every
 *   folder of src/ must be placed in LAYERS.
 * Prints each finding; `--check` exits 1 on any; `--root DIR` measures another
 * checkout (a "before" figure); scripts/layers.test.ts fails on any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { listFiles } from '../src/runtime/content-source.node.js'

/** Rank of each layer folder; a file imports only from folders of its rank or lower. '.' is the root's own files. */
export const LAYERS: Readonly<Record<string, number>> = {
  'src/ui': 0,
  'src/i18n': 0,
  'src/config': 0,
  'src/styles': 0,
  'src/runtime': 1,
  // SQLite and PostgreSQL behind one interface (decision 340).
  'src/storage': 1,
  'src/images': 2,
  'src/rules': 3,
  'src/analytics': 3,
  // The leads' tables and the inbox's rules, below the studio and the contact API that share them (decision 340).
  'src/leads': 4,
  // Site visits: availability, free times, the booking's rules, invitations and e-mails (decision 410).
  'src/booking': 4,
  'src/machines': 4,
  // The site visits as the contact API and the studio serve them: free times, bookings, moves, the links (decision 410).
  'src/visit-desk': 5,
  'src/consent': 5,
  'src/contact': 6,
  'src/calculators': 7,
  'src/islands': 8,
  'src/sections': 9,
  'src/layout': 10,
  'src/views': 11,
  'src/studio': 12,
  src: 12,
  pages: 13,
  server: 13,
  scripts: 13,
  deploy: 13,
  '.': 13,
  // The browser launcher, the throwaway PostgreSQL and nginx that tests and the benchmarks share.
  'tests/support': 13,
  tests: 14,
}

/** Folders never read: dependencies, builds, outputs. */
const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'screenshots', 'coverage'])

const isSource = (f: string) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts')
const posix = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/')

/** The top folders of the repository that hold TypeScript, and the root itself when its own files do. */
function sourceTops(root: string): string[] {
  const entries = readdirSync(root, { withFileTypes: true })
  const tops = entries
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !SKIPPED.has(d.name))
    .filter((d) => listFiles(path.join(root, d.name)).some(isSource))
    .map((d) => d.name)
  return entries.some((d) => d.isFile() && isSource(d.name)) ? ['.', ...tops] : tops
}

/** Every TypeScript file of the repository (relative, forward slashes), dependencies and builds left out. */
export function sourceFiles(root: string): string[] {
  return sourceTops(root).flatMap((top) =>
    top === '.'
      ? readdirSync(root).filter(isSource)
      : listFiles(path.join(root, top))
          .map((f) => posix(root, f))
          .filter((f) => isSource(f) && !f.split('/').some((part) => SKIPPED.has(part))),
  )
}

/** Folders that LAYERS does not rank: a top folder holding TypeScript, or a folder of src/. */
export function unrankedFolders(root: string): string[] {
  const src = readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `src/${d.name}`)
  return [...src, ...sourceTops(root)].filter((f) => !(f in LAYERS))
}

export interface ImportEdge {
  from: string
  to: string
  fromLayer: string
  toLayer: string
}

/** The layer folder of a path relative to the root (its longest ranked folder), or null (data, outside the layers). */
export function layerOf(rel: string): string | null {
  const parts = rel.split('/')
  if (parts.length === 1) return isSource(rel) ? '.' : null
  if (parts[0] === 'src' && parts.length > 2 && !(`src/${parts[1]}` in LAYERS)) return null
  for (let n = parts.length - 1; n > 0; n--) {
    const folder = parts.slice(0, n).join('/')
    if (folder in LAYERS) return folder
  }
  return null
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

/** The relative imports a source text makes, as written. */
function importSpecifiers(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).filter((s) => s.startsWith('.'))
}

/** Every relative import between two layer folders (imports inside one folder, and tests', are left out). */
export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const from of sourceFiles(root).filter((f) => !/\.test\.tsx?$/.test(f))) {
    const fromLayer = layerOf(from)
    if (!fromLayer || fromLayer === 'tests') continue
    for (const spec of importSpecifiers(readFileSync(path.join(root, from), 'utf8'))) {
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
      const toLayer = layerOf(to)
      if (toLayer && toLayer !== fromLayer) edges.push({ from, to, fromLayer, toLayer })
    }
  }
  return edges
}

/** Imports that point up the layers. */
export function backEdges(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter((e) => LAYERS[e.toLayer]! > LAYERS[e.fromLayer]!)
}

/** The file an import names (`./x.js` is ./x.ts or ./x.tsx, a folder its index), if it is a source file. */
function resolveImport(files: ReadonlySet<string>, from: string, spec: string): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec))
  const stem = target.replace(/\.(js|jsx|ts|tsx)$/, '')
  return [target, `${stem}.ts`, `${stem}.tsx`, `${target}/index.ts`, `${target}/index.tsx`].find((f) => files.has(f))
}

/** The import graph between source files, every kind of import (type-only, dynamic, side effect) included. */
export function fileGraph(root: string): Map<string, string[]> {
  const files = sourceFiles(root)
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const from of files) {
    const targets = importSpecifiers(readFileSync(path.join(root, from), 'utf8')).flatMap(
      (spec) => resolveImport(known, from, spec) ?? [],
    )
    graph.set(from, [...new Set(targets)])
  }
  return graph
}

/** The circles of a graph: each set of nodes that reach each other (Tarjan's strongly connected components), sorted. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!))
    }
    if (low.get(node) !== index.get(node)) return
    const ring: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      ring.push(member)
    } while (member !== node)
    if (ring.length > 1 || graph.get(node)?.includes(node)) found.push(ring.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

/** The graph between layer folders. */
export function folderGraph(edges: readonly ImportEdge[]): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const e of edges) graph.set(e.fromLayer, [...new Set([...(graph.get(e.fromLayer) ?? []), e.toLayer])])
  return graph
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--root')
  const root =
    i > 0 ? path.resolve(process.argv[i + 1]!) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  if (!existsSync(path.join(root, 'src'))) throw new Error(`${root} has no src/`)
  const edges = importEdges(root)
  const back = backEdges(edges)
  const byPair = new Map<string, number>()
  for (const e of back)
    byPair.set(`${e.fromLayer} -> ${e.toLayer}`, (byPair.get(`${e.fromLayer} -> ${e.toLayer}`) ?? 0) + 1)
  for (const e of back) console.log(`${e.from} -> ${e.to}`)
  for (const [pair, n] of byPair) console.log(`  ${n}  ${pair}`)
  console.log(
    `${back.length} back edge${back.length === 1 ? '' : 's'} (${byPair.size} folder pair${byPair.size === 1 ? '' : 's'})`,
  )
  const rings = [...circles(fileGraph(root)), ...circles(folderGraph(edges))]
  for (const ring of rings) console.log(`circle: ${ring.join(' <-> ')}`)
  console.log(`${rings.length} circle${rings.length === 1 ? '' : 's'}`)
  const unranked = unrankedFolders(root)
  for (const f of unranked) console.log(`${f}: no rank in LAYERS (scripts/layers.ts)`)
  if (process.argv.includes('--check') && (back.length || rings.length || unranked.length)) process.exit(1)
}
