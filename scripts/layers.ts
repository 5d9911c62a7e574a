/**
 * npm run layers: the import graph between the source folders and its back
 * edges. Layers point one way, each folder imports only from its own rank or
 * below:
 *
 *   base (ui, config, styles) <- runtime <- features (images, rules and analytics,
 *   machines, consent, contact, calculators, islands, in that order) <-
 *   sections <- layout <- views <- studio and the composition root (src/*.ts)
 *   <- entries (pages/, server/, scripts/)
 *
 * src/rules (the pure contact rules and consent record) sits below
 * src/machines, which applies them, and below the features' views and glue.
 *
 * A back edge is a static import (import/export ... from, import()) from a file
 * to a folder of a higher rank. Tests (*.test.*) are left out. Every folder of
 * src/ has a rank: a new one must be placed. Prints the back edges and their
 * count and the folders without a rank; `--root DIR` measures another checkout
 * (the bench "before" figure); tests/unit/layers.test.ts fails on any.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { listFiles } from '../src/runtime/content-source.node.js'

/** Rank of each layer folder; a file imports only from folders of its rank or lower. */
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
  'src/machines': 4,
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
}

/** Folders of src/ (and the top source folders) that LAYERS does not rank. */
export function unrankedFolders(root: string): string[] {
  const src = readdirSync(path.join(root, 'src'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `src/${d.name}`)
  return [...src, 'pages', 'server', 'scripts'].filter((f) => !(f in LAYERS))
}

export interface ImportEdge {
  from: string
  to: string
  fromLayer: string
  toLayer: string
}

/** The layer folder of a path relative to the root, or null (data, tests, outside the layers). */
export function layerOf(rel: string): string | null {
  const parts = rel.split('/')
  if (parts[0] === 'src') {
    if (parts.length === 2) return 'src'
    return `src/${parts[1]}` in LAYERS ? `src/${parts[1]}` : null
  }
  return parts.length > 1 && parts[0]! in LAYERS ? parts[0]! : null
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

/** Every relative import between two layer folders (imports inside one folder are left out). */
export function importEdges(root: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  const files = ['src', 'pages', 'server', 'scripts'].flatMap((d) => listFiles(path.join(root, d)))
  for (const file of files.filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    const from = path.relative(root, file).split(path.sep).join('/')
    const fromLayer = layerOf(from)
    if (!fromLayer) continue
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3]!
      if (!spec.startsWith('.')) continue
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

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const i = process.argv.indexOf('--root')
  const root =
    i > 0 ? path.resolve(process.argv[i + 1]!) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const back = backEdges(importEdges(root))
  const byPair = new Map<string, number>()
  for (const e of back)
    byPair.set(`${e.fromLayer} -> ${e.toLayer}`, (byPair.get(`${e.fromLayer} -> ${e.toLayer}`) ?? 0) + 1)
  for (const e of back) console.log(`${e.from} -> ${e.to}`)
  for (const [pair, n] of byPair) console.log(`  ${n}  ${pair}`)
  console.log(
    `${back.length} back edge${back.length === 1 ? '' : 's'} (${byPair.size} folder pair${byPair.size === 1 ? '' : 's'})`,
  )
  const unranked = unrankedFolders(root)
  for (const f of unranked) console.log(`${f}: no rank in LAYERS (scripts/layers.ts)`)
  if (process.argv.includes('--check') && (back.length || unranked.length)) process.exit(1)
}
