/**
 * Findings of a check that reads only some documents, kept between builds (issue 35): the studio builds
 * the whole site on every keystroke and save, and all documents but the edited one are as they were.
 * A parsed JSON document is frozen and stays the same object while its file's text is unchanged
 * (parse.ts), so a check of it (its schema, its prices, a translation against its Finnish) gives the
 * same findings as last time: they are reported again without running the check. A build's cost then
 * grows with what changed, not with the site.
 *
 * Only for checks whose findings depend on nothing but `keys` (frozen parsed objects), the file they
 * report on and what never changes within a process (the schemas,
 * the collections). An object that is not frozen (data a test or a caller made) is checked every time.
 */
import type { Diagnostic } from '../diagnostics.js'
import type { PipelineContext } from './context.js'

interface Node {
  next: WeakMap<object, Node>
  /** By the check's kind, then by the file it reports on (strings kept by the build: hashed once). */
  findings: Map<string, Map<string, readonly Diagnostic[]>>
}

const roots = new WeakMap<object, Node>()

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
  const node = nodeOf(keys as object[])
  let byFile = node.findings.get(kind)
  if (!byFile) {
    byFile = new Map()
    node.findings.set(kind, byFile)
  }
  const known = byFile.get(file)
  if (known) {
    for (const d of known) ctx.diagnostics.push(d)
    return
  }
  const from = ctx.diagnostics.length
  check()
  byFile.set(file, ctx.diagnostics.slice(from))
}
