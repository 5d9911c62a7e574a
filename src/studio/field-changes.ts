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
  const pointers = [...new Set([...old.map.keys(), ...now.map.keys()])]
  const changes: FieldChange[] = []
  for (const pointer of pointers) {
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
