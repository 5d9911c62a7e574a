/**
 * Merging two edits of one document by field (issue 21): the version both
 * started from (`base`), the author's (`mine`) and the one saved meanwhile
 * (`theirs`). A field only one side changed takes that side's value; objects
 * and equally long lists are merged field by field; a field both changed to
 * different values is a conflict (its JSON pointer is returned and no merge
 * is made). Pure: no DOM, no Node.
 */
import type { JsonValue } from './document-format.js'

export type MergeResult = { merged: JsonValue; conflicts: [] } | { merged: null; conflicts: string[] }

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const isObject = (v: unknown): v is { [k: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1')

function mergeObjects(
  base: { [k: string]: JsonValue },
  mine: { [k: string]: JsonValue },
  theirs: { [k: string]: JsonValue },
  pointer: string,
  conflicts: string[],
): JsonValue {
  const out: { [k: string]: JsonValue } = {}
  for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])) {
    const value = mergeValue(base[key], mine[key], theirs[key], `${pointer}/${escapePointer(key)}`, conflicts)
    if (value !== undefined) out[key] = value
  }
  return out
}

function mergeValue(
  base: JsonValue | undefined,
  mine: JsonValue | undefined,
  theirs: JsonValue | undefined,
  pointer: string,
  conflicts: string[],
): JsonValue | undefined {
  if (same(mine, theirs)) return mine
  if (same(mine, base)) return theirs
  if (same(theirs, base)) return mine
  if (isObject(base) && isObject(mine) && isObject(theirs)) return mergeObjects(base, mine, theirs, pointer, conflicts)
  const lists = Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)
  if (lists && base.length === mine.length && mine.length === theirs.length)
    return mine.map((m, i) => mergeValue(base[i], m, theirs[i], `${pointer}/${i}`, conflicts) ?? null)
  conflicts.push(pointer)
  return mine
}

export function mergeByField(base: JsonValue, mine: JsonValue, theirs: JsonValue): MergeResult {
  const conflicts: string[] = []
  const merged = mergeValue(base, mine, theirs, '', conflicts) ?? null
  return conflicts.length ? { merged: null, conflicts } : { merged, conflicts: [] }
}
