/**
 * A conflict in the author's words (issue 31): the fields the author changed
 * and the fields the version saved elsewhere changed, each by its Finnish
 * label path ("Osio 3: Hinnasto › Hintarivi 1 › Hinta") with its value before
 * and after as plain text, and which fields both changed. Never a diff of the
 * file. Pure: no DOM, no Node.
 */
import { collectionFor } from '../content-collections.js'
import type { EditableDocument, JsonValue } from './document-format.js'
import { fieldChanges, type FieldChange } from './field-merge.js'
import { placeLabel } from './place-label.js'
import { STUDIO_UI } from './strings.fi.js'

const UI = STUDIO_UI.conflict

export interface ConflictRow {
  pointer: string
  /** The field as the author reads it. */
  place: string
  mine?: { before: string; after: string }
  theirs?: { before: string; after: string }
  /** Both changed this field (or one changed a part of what the other changed). */
  both: boolean
}

/** A value as plain text: a rich text without its markup, a list by its length, an item by its name. */
function valueText(value: JsonValue | undefined): string {
  if (value === undefined || value === null || value === '') return UI.empty
  if (typeof value === 'string') {
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return text.length > 160 ? `${text.slice(0, 157)}…` : text
  }
  if (typeof value === 'number') return String(value)
  if (typeof value === 'boolean') return value ? UI.yes : UI.no
  if (Array.isArray(value)) return UI.items(value.length)
  const name = ['title', 'question', 'service', 'label', 'name', 'id']
    .map((k) => value[k])
    .find((v) => typeof v === 'string')
  return typeof name === 'string' ? `”${name}”` : UI.group
}

const related = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`)

const described = (c: FieldChange) => ({ before: valueText(c.before), after: valueText(c.after) })

/** Each field either side changed, in the order of the document, with both sides' values in words. */
export function conflictRows(
  file: string,
  base: EditableDocument,
  mine: EditableDocument,
  theirs: EditableDocument,
): ConflictRow[] {
  const kind = collectionFor(file)?.collection.kind ?? ''
  const asDoc = (d: EditableDocument): JsonValue => (d.body === undefined ? d.data : { ...d.data, body: d.body })
  const own = fieldChanges(asDoc(base), asDoc(mine))
  const other = fieldChanges(asDoc(base), asDoc(theirs))
  const pointers = [...new Set([...own, ...other].map((c) => c.pointer))]
  const data = (theirs.data ?? mine.data) as JsonValue
  return pointers.map((pointer) => {
    const m = own.find((c) => c.pointer === pointer)
    const t = other.find((c) => c.pointer === pointer)
    const both = own.some((c) => related(c.pointer, pointer)) && other.some((c) => related(c.pointer, pointer))
    return {
      pointer,
      place: placeLabel(pointer, data, kind),
      ...(m ? { mine: described(m) } : {}),
      ...(t ? { theirs: described(t) } : {}),
      both,
    }
  })
}

/** The fields a merge could not join, by their Finnish names. */
export function conflictPlaces(file: string, pointers: readonly string[], doc: EditableDocument | null): string {
  const kind = collectionFor(file)?.collection.kind ?? ''
  return pointers.map((p) => placeLabel(p, doc?.data as JsonValue | undefined, kind)).join('; ')
}
