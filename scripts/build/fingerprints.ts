/**
 * What decides whether a build can reuse the last one (decision 321). The code's fingerprint covers
 * every file the bundles and the prerender are made from (site.json and navigation.json included:
 * the shell imports them); a change there means a full build. Each page's fingerprint is a hash of
 * its address and the data it is rendered from (src/sections/prerendered.ts): with the same code,
 * the same data gives the same HTML, so the dependency graph is whatever each page read, by
 * construction, not a hand list.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { SiteContent } from '../../src/runtime/build-content.js'
import { isShared } from '../../src/runtime/shared-value.js'
import { prerenderedAddresses, prerenderedAt } from '../../src/sections/prerendered.js'
import { noteReads, type PageInputs, touched } from './page-inputs.js'

/** Folders and files of the repository the build's output depends on, besides the content. */
const CODE_INPUTS = [
  'src',
  'pages',
  'schemas',
  'public',
  'server',
  'scripts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'pages-data/site.json',
  'pages-data/navigation.json',
]

/** Tests and benchmarks never reach the build. */
const NOT_BUILD_INPUT = /(\.test\.tsx?|\.spec\.tsx?)$|^scripts\/bench\//

function filesUnder(root: string, rel: string): string[] {
  const full = path.join(root, rel)
  if (!existsSync(full)) return []
  if (!statSync(full).isDirectory()) return [rel]
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, `${rel}/${name}`))
}

/** A hash of every code input's path and bytes. */
export function codeFingerprint(root: string): string {
  const hash = createHash('sha256')
  for (const rel of CODE_INPUTS.flatMap((input) => filesUnder(root, input))) {
    if (NOT_BUILD_INPUT.test(rel)) continue
    hash.update(`${rel}\0`)
    hash.update(readFileSync(path.join(root, rel)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** JSON with Maps and Sets as arrays; a function in page data is a mistake a hash would hide. */
function plain(key: string, value: unknown): unknown {
  if (value instanceof Map) return { $map: [...value.entries()] }
  if (value instanceof Set) return { $set: [...value.values()] }
  if (typeof value === 'function') throw new Error(`page data holds a function at "${key}": it cannot be fingerprinted`)
  return value
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

/**
 * A value's JSON for hashing, each shared value inside it (src/runtime/shared-value.ts: frozen whole, the
 * same object on many pages) written as the hash of its own JSON (decision 330): the work examples' cards
 * are hashed once per language, not once per examples page. The same data gives the same text whether the
 * script or the server bundle made it (the marks are global), and a change inside a shared value changes
 * its hash, so the page's.
 */
function hashedJson(root: unknown): string {
  return JSON.stringify(root, function (this: unknown, key: string, value: unknown): unknown {
    if (value !== root && isShared(value)) return { $shared: sharedHash(value) }
    return plain(key, value)
  })
}

/**
 * The hash of an object many pages hold, by the object: a shared value (frozen, so its hash never goes
 * stale) and a page's shell (every page of a language has the same one: a third of all page data at 20x).
 */
const objectHashes = new WeakMap<object, string>()

function sharedHash(value: object): string {
  let hash = objectHashes.get(value)
  if (hash === undefined) {
    hash = hashOf(hashedJson(value))
    objectHashes.set(value, hash)
  }
  return hash
}

/** The fingerprint of one page: its address and its data (its shell and shared values by their hashes). */
export function pageFingerprint(address: string, data: unknown): string {
  const shell = (data as { shell?: unknown } | null)?.shell
  const hashed = shell && typeof shell === 'object' ? { ...(data as object), shell: sharedHash(shell) } : data
  return hashOf(`${address}\0${hashedJson(hashed)}`)
}

/** The last build's fingerprints and inputs, and the inputs changed since (scripts/build/page-inputs.ts). */
export interface LastPages {
  pages: Readonly<Record<string, string>>
  inputs: Readonly<Record<string, PageInputs>>
  changed: ReadonlySet<string>
}

export interface PagePrints {
  /** Each prerendered address with the hash of its data. */
  prints: Map<string, string>
  /** Each prerendered address with what its data was made from. */
  inputs: Map<string, PageInputs>
  /** How many pages' data was made (the others kept their last fingerprint: none of their inputs changed). */
  made: number
}

/**
 * Each prerendered address with the hash of its data and its inputs. With `last`, a page none of whose
 * inputs changed keeps its last fingerprint without its data being made (decision 332).
 */
export function pageFingerprints(content: SiteContent, last?: LastPages): PagePrints {
  const notes = noteReads(content)
  const prints = new Map<string, string>()
  const inputs = new Map<string, PageInputs>()
  let made = 0
  for (const address of prerenderedAddresses(content)) {
    const print = last?.pages[address]
    const read = last?.inputs[address]
    if (last && print !== undefined && read && !touched(read, last.changed)) {
      prints.set(address, print)
      inputs.set(address, read)
      continue
    }
    const page = notes.read(() => prerenderedAt(notes.content, address))
    made++
    if (page.value === undefined) continue
    prints.set(address, pageFingerprint(address, page.value))
    inputs.set(address, page.inputs)
  }
  return { prints, inputs, made }
}

/** What each prerendered page's data is made from (a full build: its fingerprints come from the render). */
export function pageInputs(content: SiteContent): Map<string, PageInputs> {
  const notes = noteReads(content)
  const inputs = new Map<string, PageInputs>()
  for (const address of prerenderedAddresses(content)) {
    const page = notes.read(() => prerenderedAt(notes.content, address))
    if (page.value !== undefined) inputs.set(address, page.inputs)
  }
  return inputs
}
