/**
 * What changed in a document, field by field, in the author's words (issue 29
 * history, issue 31 publish list): each changed value with the Finnish label
 * path of its field and its text before and after (formatting tags left out),
 * never a JSON diff. Pure: no DOM, no Node.
 */
import { collectionFor } from '../content-collections.js'
import { sourceOfTranslation } from '../runtime/translation-files.js'
import { parseDocumentText, type JsonValue } from './document-format.js'
import { placeLabel } from './place-label.js'
import { STUDIO_UI } from './strings.fi.js'

export interface FieldChange {
  pointer: string
  /** "Osio 4: Hinnasto › Hinta 1 › Hinta" */
  place: string
  /** The value's text before; absent when the field is new. */
  before?: string
  /** The value's text now; absent when the field was removed. */
  after?: string
}

const escapeSegment = (seg: string) => seg.replace(/~/g, '~0').replace(/\//g, '~1')

/** Every leaf value of a document by its pointer. */
function leaves(value: JsonValue | undefined, pointer = '', out = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined) return out
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) leaves(v, `${pointer}/${i}`, out)
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k !== '$schema') leaves(v, `${pointer}/${escapeSegment(k)}`, out)
    }
  } else out.set(pointer, String(value))
  return out
}

/** A value as it reads: tags of formatted text left out, spaces collapsed, long texts cut. */
export function readable(value: string, max = 240): string {
  const text = value
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

function documentLeaves(file: string, text: string | null) {
  const doc = text === null ? null : parseDocumentText(file, text)
  const map = leaves(doc?.data as JsonValue | undefined)
  if (doc?.body !== undefined) map.set('/body', doc.body)
  return { data: doc?.data as JsonValue | undefined, map }
}

const TRANSLATED_FIELD = /^\/fields\/([^/]+)\/(?:text|from)$/
const unescapeSegment = (seg: string) => seg.replace(/~1/g, '/').replace(/~0/g, '~')

/**
 * Where a translation's change is, in the words of its Finnish page ("Murupolku", "Osio 2: Hinnasto ›
 * Hinta"): a translated text's pointer names the Finnish field; `finnish` is the Finnish document's
 * text when the caller has it (for the sections' names).
 */
function translationPlace(file: string, pointer: string, finnish: string | null | undefined): string | undefined {
  const m = TRANSLATED_FIELD.exec(pointer)
  const finnishFile = sourceOfTranslation(file)?.source
  if (!m || !finnishFile) return undefined
  const kind = collectionFor(finnishFile)?.collection.kind ?? ''
  const data = finnish ? (documentLeaves(finnishFile, finnish).data ?? null) : null
  return placeLabel(unescapeSegment(m[1]!), data, kind)
}

/**
 * The changed fields between two texts of one document (null: no such file). For a translation,
 * `finnish` (its Finnish document's text) names the sections its fields are in.
 */
export function fieldChanges(
  file: string,
  before: string | null,
  after: string | null,
  finnish?: string | null,
): FieldChange[] {
  const kind = collectionFor(file)?.collection.kind ?? ''
  const old = documentLeaves(file, before)
  const now = documentLeaves(file, after)
  const matched = sectionsById(old.data, now.data)
  if (matched) return [...sectionChanges(matched, old, now, kind), ...leafChanges(old, now, kind, file, finnish, true)]
  const changes = leafChanges(old, now, kind, file, finnish, false)
  if (kind !== 'translation') return changes
  const moved = movedTranslations(old.data, now.data)
  return changes.filter((c) => !moved.has(TRANSLATED_FIELD.exec(c.pointer)?.[1] ?? ''))
}

/**
 * A translation's texts are kept under their Finnish field's pointer: a section added or moved on the
 * Finnish page moves them to other keys unchanged (their Finnish and their text the same). A key whose
 * difference is only that (the value it had is under another key now, the value it has was under
 * another key before) is not a change: the Finnish page's list names the section's move.
 */
function movedTranslations(before: JsonValue | undefined, after: JsonValue | undefined): Set<string> {
  type Fields = Record<string, { from?: unknown; text?: unknown }>
  const a = ((before as { fields?: Fields } | undefined)?.fields ?? {}) as Fields
  const b = ((after as { fields?: Fields } | undefined)?.fields ?? {}) as Fields
  const value = (f: { from?: unknown; text?: unknown } | undefined) => (f ? JSON.stringify([f.from, f.text]) : null)
  const inA = new Set(Object.values(a).map(value))
  const inB = new Set(Object.values(b).map(value))
  const moved = new Set<string>()
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [x, y] = [value(a[key]), value(b[key])]
    if (x === y) continue
    if ((x === null || inB.has(x)) && (y === null || inA.has(y))) moved.add(escapeSegment(key))
  }
  return moved
}

type Leaves = ReturnType<typeof documentLeaves>

/** The changed leaves of the two texts (all of them, or those outside the sections when these are matched by id). */
function leafChanges(
  old: Leaves,
  now: Leaves,
  kind: string,
  file: string,
  finnish: string | null | undefined,
  outsideSections: boolean,
): FieldChange[] {
  const pointers = [...new Set([...old.map.keys(), ...now.map.keys()])]
  const changes: FieldChange[] = []
  for (const pointer of pointers) {
    if (outsideSections && pointer.startsWith('/sections/')) continue
    const a = old.map.get(pointer)
    const b = now.map.get(pointer)
    if (a === b) continue
    const place =
      (kind === 'translation' && translationPlace(file, pointer, finnish)) ||
      placeLabel(pointer, (b === undefined ? old.data : now.data) ?? null, kind)
    changes.push({
      pointer,
      place,
      ...(a === undefined ? {} : { before: readable(a) }),
      ...(b === undefined ? {} : { after: readable(b) }),
    })
  }
  return changes
}

type Section = { id?: unknown; type?: unknown; title?: unknown }
const sectionsOf = (data: JsonValue | undefined): Section[] | null => {
  const list = (data as { sections?: unknown } | undefined)?.sections
  return Array.isArray(list) ? (list as Section[]) : null
}

/**
 * The page's sections before and after paired by their ids (unique on a page), so a section added,
 * removed or moved is one change and the sections after it are not read as changed (issue 45: every
 * later section was, by position). Null when a page's sections have no ids to pair.
 */
function sectionsById(before: JsonValue | undefined, after: JsonValue | undefined) {
  const a = sectionsOf(before)
  const b = sectionsOf(after)
  if (!a || !b) return null
  const ids = (list: Section[]) => list.map((s) => (typeof s.id === 'string' ? s.id : ''))
  const [idsA, idsB] = [ids(a), ids(b)]
  const unique = (list: string[]) => list.every((id) => id !== '') && new Set(list).size === list.length
  if (!unique(idsA) || !unique(idsB)) return null
  return { idsA, idsB }
}

/** The longest run of ids kept in their order (a longest increasing subsequence of their old places): the others moved. */
function keptInOrder(oldPlaces: number[]): Set<number> {
  const best = oldPlaces.map(() => 1)
  const prev = oldPlaces.map(() => -1)
  for (let j = 0; j < oldPlaces.length; j++)
    for (let i = 0; i < j; i++)
      if (oldPlaces[i]! < oldPlaces[j]! && best[i]! + 1 > best[j]!) {
        best[j] = best[i]! + 1
        prev[j] = i
      }
  const kept = new Set<number>()
  let at = best.indexOf(Math.max(0, ...best))
  while (at >= 0) {
    kept.add(at)
    at = prev[at]!
  }
  return kept
}

/** A section's title as it reads ('' when it has none). */
const titleOf = (leaves: Leaves, i: number) => readable(leaves.map.get(`/sections/${i}/title`) ?? '')

function sectionChanges(
  { idsA, idsB }: { idsA: string[]; idsB: string[] },
  old: Leaves,
  now: Leaves,
  kind: string,
): FieldChange[] {
  const W = STUDIO_UI.publishList
  const changes: FieldChange[] = []
  const sectionPlace = (i: number, data: JsonValue | undefined) => placeLabel(`/sections/${i}`, data ?? null, kind)
  const within = (map: Map<string, string>, i: number) => {
    const prefix = `/sections/${i}/`
    return new Map([...map].filter(([p]) => p.startsWith(prefix)).map(([p, v]) => [p.slice(prefix.length), v]))
  }
  for (const [i, id] of idsA.entries())
    if (!idsB.includes(id))
      // Removed: its title struck out ("poistettu" beside it); the pointer of the page before.
      changes.push({
        pointer: `/sections/${i}`,
        place: sectionPlace(i, old.data),
        ...(titleOf(old, i) ? { before: titleOf(old, i) } : {}),
      })
  const both = idsB.flatMap((id, j) => (idsA.includes(id) ? [{ j, i: idsA.indexOf(id) }] : []))
  const kept = keptInOrder(both.map((p) => p.i))
  for (const [n, { i, j }] of both.entries()) {
    if (!kept.has(n))
      changes.push({
        pointer: `/sections/${j}`,
        place: sectionPlace(j, now.data),
        before: W.atPosition(i + 1),
        after: W.atPosition(j + 1),
      })
    const [a, b] = [within(old.map, i), within(now.map, j)]
    for (const rest of new Set([...a.keys(), ...b.keys()])) {
      const [x, y] = [a.get(rest), b.get(rest)]
      if (x === y) continue
      const pointer = `/sections/${j}/${rest}`
      changes.push({
        pointer,
        place: placeLabel(
          y === undefined ? `/sections/${i}/${rest}` : pointer,
          (y === undefined ? old.data : now.data) ?? null,
          kind,
        ),
        ...(x === undefined ? {} : { before: readable(x) }),
        ...(y === undefined ? {} : { after: readable(y) }),
      })
    }
  }
  for (const [j, id] of idsB.entries())
    if (!idsA.includes(id))
      changes.push({ pointer: `/sections/${j}`, place: sectionPlace(j, now.data), after: titleOf(now, j) || W.added })
  return changes
}

/** A change in a few words: "Hinta muutettu", "3 kohtaa muutettu", "uusi", "poistettu". */
export function changeWords(
  file: string,
  before: string | null,
  after: string | null,
  finnish?: string | null,
): string {
  const W = STUDIO_UI.publishList
  if (before === null) return W.added
  if (after === null) return W.removed
  const changes = fieldChanges(file, before, after, finnish)
  if (changes.length === 0) return W.formatting
  if (changes.length === 1) return W.oneChanged(changes[0]!.place)
  return W.manyChanged(changes.length)
}
