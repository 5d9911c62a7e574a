/**
 * Findings of a check that reads only some documents, kept between builds (issue 35): the studio builds
 * the whole site on every keystroke and save, and all documents but the edited one are as they were.
 * A parsed JSON document is frozen and stays the same object while its file's text is unchanged
 * (parse.ts), so a check of it (its schema, its prices, a translation against its Finnish) gives the
 * same findings as last time: they are reported again without running the check. A build's cost then
 * grows with what changed, not with the site.
 *
 * Only for checks whose findings depend on nothing but `keys` (frozen parsed objects), `tag` (the
 * file's path and any other value they read) and what never changes within a process (the schemas,
 * the collections). An object that is not frozen (data a test or a caller made) is checked every time.
 */
import type { Diagnostic } from '../diagnostics.js'
import type { PipelineContext } from './context.js'

interface Node {
  next: WeakMap<object, Node>
  findings: Map<string, readonly Diagnostic[]>
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

/**
 * Runs `check` (which reports into ctx) unless the same check of the same objects ran before: then its
 * findings, the same diagnostic objects, are reported again.
 */
export function reportKept(ctx: PipelineContext, keys: readonly unknown[], tag: string, check: () => void): void {
  if (!keys.length || !keys.every((k) => typeof k === 'object' && k !== null && Object.isFrozen(k))) {
    check()
    return
  }
  const node = nodeOf(keys as object[])
  const known = node.findings.get(tag)
  if (known) {
    ctx.diagnostics.push(...known)
    return
  }
  const from = ctx.diagnostics.length
  check()
  node.findings.set(tag, ctx.diagnostics.slice(from))
}
