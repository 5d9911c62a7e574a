/**
 * Findings of a check that reads only some documents, kept between builds: the studio builds
 * the whole site on every keystroke and save, and all documents but the edited one are as they were.
 * A parsed JSON document is frozen and stays the same object while its file's text is unchanged
 * (parse.ts), so a check of it (its schema, its prices, a translation against its Finnish) gives the
 * same findings as last time: they are reported again without running the check. A build's cost then
 * grows with what changed, not with the site.
 *
 * Only for checks whose findings depend on nothing but `keys` (frozen parsed objects), the file they
 * report on and what never changes within a process (the schemas,
 * the collections). An object that is not frozen (data a test or a caller made) is checked every time.
 *
 * Across processes (`npm run build`, which starts empty each time): while a build has turned the store
 * on (startKeptStore), findings are kept by the check, its file and a hash of each text its documents
 * were parsed from (and of each index it reads, indexKey), in the store alone, and the build keeps them
 * beside its output for the next one, which is valid only for the same code (the schemas and the checks
 * are code: scripts/build.ts).
 */
import type { Diagnostic } from '../diagnostics.js'
import type { PipelineContext } from './context.js'

interface Node {
  next: WeakMap<object, Node>
  /** By the check's kind, then by the file it reports on (strings kept by the build: hashed once). */
  findings: Map<string, Map<string, readonly Diagnostic[]>>
}

const roots = new WeakMap<object, Node>()

/** The text each parsed document was parsed from (parse.ts): what names it in another process. */
const sourceTexts = new WeakMap<object, string>()
/** Each parsed document's name in the store (a hash of its text), once computed. */
const textKeys = new WeakMap<object, string>()

/** Parse.ts tells which text a frozen parsed document comes from. */
export function parsedFrom(data: unknown, text: string): void {
  if (typeof data === 'object' && data !== null) sourceTexts.set(data, text)
}

/** The object standing for each named index, and the text it was made from (indexKey). */
const indexes = new Map<string, { text: string; key: object }>()

/**
 * A frozen object that stands for an index a check reads besides its documents (the site's paths for the
 * links, the token names for the tokens): the same object while `text` (everything of the index the check
 * can read, written out) is the same, and named in the store by that text, like a parsed document by its
 * file's. Given among a check's keys, a change of the index checks every document again; a change of one
 * document checks that one (a one-word change keeps the links of every other page checked).
 */
export function indexKey(name: string, text: string): object {
  const known = indexes.get(name)
  if (known?.text === text) return known.key
  const key = Object.freeze({ index: name })
  parsedFrom(key, text)
  indexes.set(name, { text, key })
  return key
}

interface Store {
  /** A cryptographic hash (the build's): this module also reaches the studio's browser code. */
  keyOf: (input: string) => string
  entries: Map<string, readonly Diagnostic[]>
  /** The entries this build reported: only they are kept for the next one. */
  used: Map<string, readonly Diagnostic[]>
}

let store: Store | undefined

/** Turns the store on with what the last build kept (scripts/build.ts). */
export function startKeptStore(
  entries: Iterable<readonly [string, readonly Diagnostic[]]>,
  keyOf: (input: string) => string,
): void {
  store = { keyOf, entries: new Map(entries), used: new Map() }
}

/** Turns the store off; the entries this build reported, for the next one, and how many it found there. */
export function stopKeptStore(): { entries: [string, readonly Diagnostic[]][]; found: number; checked: number } {
  const stopped = store
  store = undefined
  if (!stopped) return { entries: [], found: 0, checked: 0 }
  const found = [...stopped.used.keys()].filter((key) => stopped.entries.has(key)).length
  return { entries: [...stopped.used], found, checked: stopped.used.size - found }
}

/**
 * The check's name in the store: its kind, its file and its documents' texts (the validator: the code's
 * schemas), each text by a hash cut to 132 bits (as unlikely to meet another as the whole). Written out,
 * not hashed again: a build asks it for every check of every document.
 */
function storeKey(on: Store, validator: object, keys: readonly object[], kind: string, file: string): string | null {
  let name = `${kind}\0${file}`
  for (const key of keys) {
    if (key === validator) {
      name += '\0schemas'
      continue
    }
    let part = textKeys.get(key)
    if (part === undefined) {
      const text = sourceTexts.get(key)
      if (text === undefined) return null
      part = on.keyOf(text).slice(0, 22)
      textKeys.set(key, part)
    }
    name += `\0${part}`
  }
  return name
}

function nodeOf(keys: readonly object[]): Node {
  let level = roots
  let node: Node | undefined
  for (const key of keys) {
    node = level.get(key)
    if (!node) {
      node = { next: new WeakMap(), findings: new Map() }
      level.set(key, node)
    }
    level = node.next
  }
  return node!
}

/** A frozen object: a parsed document (or part of one), the same object while its file's text is unchanged. */
const isFrozenObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.isFrozen(value)

const allFrozen = (keys: readonly unknown[]) => keys.length > 0 && keys.every(isFrozenObject)

/**
 * What `compute` finds in `data`, kept in `cache` with `data` while it is frozen (found once per parsed
 * document); computed every time for anything else, which could change.
 */
export function keptWith<T>(cache: WeakMap<object, T>, data: unknown, compute: () => T): T {
  if (!isFrozenObject(data)) return compute()
  let kept = cache.get(data)
  if (kept === undefined) {
    kept = compute()
    cache.set(data, kept)
  }
  return kept
}

/**
 * Runs `check` (which reports into ctx) unless the same check (`kind`) of the same objects for the same
 * file ran before: then its findings, the same diagnostic objects, are reported again. `file` with the
 * keys must determine everything else the check reads (a translation's path names its Finnish file).
 */
export function reportKept(
  ctx: PipelineContext,
  keys: readonly unknown[],
  kind: string,
  file: string,
  check: () => void,
): void {
  if (!allFrozen(keys)) {
    check()
    return
  }
  const on = store
  const key = on ? storeKey(on, ctx.validator, keys as object[], kind, file) : null
  if (on && key !== null) {
    // A build's process: the store alone (nothing was checked before in this process).
    on.used.set(key, reported(ctx, on.entries.get(key), check))
    return
  }
  const node = nodeOf(keys as object[])
  let byFile = node.findings.get(kind)
  if (!byFile) {
    byFile = new Map()
    node.findings.set(kind, byFile)
  }
  byFile.set(file, reported(ctx, byFile.get(file), check))
}

/** Reports the findings `known` again, the same objects; without them runs the check. Its findings either way. */
function reported(ctx: PipelineContext, known: readonly Diagnostic[] | undefined, check: () => void) {
  if (known) {
    for (const d of known) ctx.diagnostics.push(d)
    return known
  }
  const from = ctx.diagnostics.length
  check()
  return ctx.diagnostics.slice(from)
}
