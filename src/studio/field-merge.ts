/**
 * Merging two edits of one document by field (issue 21): the version both
 * started from (`base`), the author's (`mine`) and the one saved meanwhile
 * (`theirs`). A field only one side changed takes that side's value; objects
 * and equally long lists are merged field by field; a field both changed to
 * different values is a conflict (its JSON pointer is returned). Without a
 * preference no merge is made then; with one (issue 31: "Pidä omani" prefers
 * mine, a history step brought up to date prefers theirs) that side's value
 * is taken for the conflicting fields only, the other side's edits to other
 * fields kept. Pure: no DOM, no Node.
 */
import type { JsonValue } from './document-format.js'

export type MergeResult = { merged: JsonValue; conflicts: [] } | { merged: null; conflicts: string[] }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const isObject = (v: unknown): v is { [k: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

type Side = 'mine' | 'theirs'

interface Walk {
  conflicts: string[]
  prefer: Side
}

function mergeObjects(
  base: { [k: string]: JsonValue },
  mine: { [k: string]: JsonValue },
  theirs: { [k: string]: JsonValue },
  pointer: string,
  walk: Walk,
): JsonValue {
  const out: { [k: string]: JsonValue } = {}
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])) {
    const value = mergeValue(base[key], mine[key], theirs[key], `${pointer}/${escapePointer(key)}`, walk)
    if (value !== undefined) out[key] = value
  }
  return out
}

function mergeValue(
  base: JsonValue | undefined,
  mine: JsonValue | undefined,
  theirs: JsonValue | undefined,
  pointer: string,
  walk: Walk,
): JsonValue | undefined {
  if (same(mine, theirs)) return mine
  if (same(mine, base)) return theirs
  if (same(theirs, base)) return mine
  if (isObject(base) && isObject(mine) && isObject(theirs)) return mergeObjects(base, mine, theirs, pointer, walk)
  const lists = Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)
  if (lists && base.length === mine.length && mine.length === theirs.length)
    return mine.map((m, i) => mergeValue(base[i], m, theirs[i], `${pointer}/${i}`, walk) ?? null)
  walk.conflicts.push(pointer)
  return walk.prefer === 'mine' ? mine : theirs
}

export function mergeByField(base: JsonValue, mine: JsonValue, theirs: JsonValue): MergeResult {
  const walk: Walk = { conflicts: [], prefer: 'mine' }
  const merged = mergeValue(base, mine, theirs, '', walk) ?? null
  return walk.conflicts.length ? { merged: null, conflicts: walk.conflicts } : { merged, conflicts: [] }
}

/** The merge with `prefer`'s value in each conflicting field; the conflicts are still named. */
export function mergePreferring(
  base: JsonValue,
  mine: JsonValue,
  theirs: JsonValue,
  prefer: Side,
): { merged: JsonValue; conflicts: string[] } {
  const walk: Walk = { conflicts: [], prefer }
  return { merged: mergeValue(base, mine, theirs, '', walk) ?? null, conflicts: walk.conflicts }
}

export interface FieldChange {
  pointer: string
  before: JsonValue | undefined
  after: JsonValue | undefined
}

/** What changed from `before` to `after`, field by field (an equally long list item by item; else the whole value). */
export function fieldChanges(before: JsonValue | undefined, after: JsonValue | undefined, pointer = ''): FieldChange[] {
  if (same(before, after)) return []
  if (isObject(before) && isObject(after))
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      fieldChanges(before[key], after[key], `${pointer}/${escapePointer(key)}`),
    )
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((b, i) => fieldChanges(b, after[i], `${pointer}/${i}`))
  return [{ pointer, before, after }]
}
