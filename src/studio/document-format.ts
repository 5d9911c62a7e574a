/**
 * The studio's document text: parse a file into form data and write form data
 * back in the formatting authors get by hand, so a git diff shows only what
 * changed. JSON: 2-space indent, the file's key order, a trailing newline;
 * a file laid out by hand otherwise (the pricing models' one-line objects)
 * gets only the edits of the changed values, the rest of its text untouched.
 * Blog posts: the front matter block is updated in place with the `yaml`
 * Document API (quotes, flow lists and comments stay as written), then the
 * Markdown body. Pure: no DOM, no Node; the studio's browser app and its
 * server both use it.
 */
import { applyEdits, modify, type JSONPath } from 'jsonc-parser'
import { Document, isMap, isScalar, isSeq, parseDocument } from 'yaml'

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

export interface EditableDocument {
  /** The document's data: the JSON, or a blog post's front matter. */
  data: JsonObject
  /** A blog post's Markdown body (undefined for JSON documents). */
  body?: string
}

const isMarkdownPath = (file: string) => file.endsWith('.md')

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Reads a file's text; null when it does not parse (the raw view shows the text and the validator's error). */
export function parseDocumentText(file: string, text: string): EditableDocument | null {
  try {
    if (isMarkdownPath(file)) {
      const m = FRONT_MATTER.exec(text)
      if (!m) return null
      const doc = parseDocument(m[1]!)
      if (doc.errors.length) return null
      const data: unknown = doc.toJS()
      return isObject(data) ? { data, body: text.slice(m[0].length) } : null
    }
    const data: unknown = JSON.parse(text)
    return isObject(data) ? { data } : null
  } catch {
    return null
  }
}

/**
 * `value` with its object keys in the order of `reference` (the document as it
 * was): keys the reference has come first in its order, new keys after them in
 * the order they were added. Form libraries rebuild objects; this keeps a
 * change from moving lines in the file.
 */
export function orderLike<T>(value: T, reference: unknown): T {
  if (Array.isArray(value)) {
    const ref = Array.isArray(reference) ? reference : []
    return value.map((v, i) => orderLike(v, ref[i])) as T
  }
  if (!isObject(value)) return value
  const ref = isObject(reference) ? reference : {}
  const out: JsonObject = {}
  for (const key of Object.keys(ref))
    if (key in value && value[key] !== undefined) out[key] = orderLike(value[key]!, ref[key])
  for (const key of Object.keys(value))
    if (!(key in out) && value[key] !== undefined) out[key] = orderLike(value[key]!, undefined)
  return out as T
}

/** Nothing the author filled: undefined, `{}`, `[]`, or an object of such. */
function isUnfilled(value: unknown): boolean {
  if (value === undefined) return true
  if (Array.isArray(value)) return value.length === 0
  return isObject(value) && Object.values(value).every(isUnfilled)
}

/**
 * `next` (a form's data) without the optional objects and arrays the form
 * made up: a key that `previous` did not have and that holds nothing filled
 * (the form's `"image": {}` for a hero without an image) stays out. Array
 * items are kept (an added, still empty item is the author's).
 */
export function withoutUnfilled<T>(next: T, previous: unknown): T {
  if (Array.isArray(next)) {
    const ref = Array.isArray(previous) ? previous : []
    return next.map((v, i) => withoutUnfilled(v, ref[i])) as T
  }
  if (!isObject(next)) return next
  const ref = isObject(previous) ? previous : {}
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(next)) {
    if (!(key in ref) && isUnfilled(value)) continue
    if (key === 'href' && leftLink(next, ref)) continue
    out[key] = withoutUnfilled(value, ref[key])
  }
  return out as T
}

/**
 * A button switched from a link to another kind (the contact form, the phone): its address is the
 * link's only (defs.schema.json's action), so it goes with it instead of staying behind with its error.
 */
const leftLink = (next: JsonObject, previous: JsonObject) => previous.kind === 'link' && next.kind !== 'link'

/** Drops undefined values (a form's emptied optional fields), as JSON.stringify would. */
function clean(value: unknown): JsonValue {
  return JSON.parse(JSON.stringify(value ?? null)) as JsonValue
}

/** Updates a YAML node in place so unchanged scalars keep their quoting and lists their flow style. */
function updateYaml(doc: Document, path: (string | number)[], value: JsonValue): void {
  const node = path.length ? doc.getIn(path, true) : doc.contents
  if (isObject(value) && isMap(node)) {
    const keys = new Set(Object.keys(value))
    for (const pair of [...node.items]) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key)
      if (!keys.has(key)) doc.deleteIn([...path, key])
    }
    for (const [key, v] of Object.entries(value)) {
      if (doc.hasIn([...path, key])) updateYaml(doc, [...path, key], v)
      else doc.setIn([...path, key], doc.createNode(v))
    }
    return
  }
  if (Array.isArray(value) && isSeq(node) && node.items.length === value.length) {
    value.forEach((v, i) => {
      updateYaml(doc, [...path, i], v)
    })
    return
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    if (node.value !== value) node.value = value
    return
  }
  const created = doc.createNode(value)
  if (isSeq(node) && isSeq(created)) created.flow = node.flow
  if (path.length) doc.setIn(path, created)
  else doc.contents = created
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } }

/** `text` with only the changed values edited (objects key by key, lists of equal length item by item, other lists whole). */
function editJson(text: string, before: JsonValue, after: JsonValue, path: JSONPath = []): string {
  if (sameJson(before, after)) return text
  if (isObject(before) && isObject(after)) {
    let out = text
    for (const key of Object.keys(before))
      if (!(key in after)) out = applyEdits(out, modify(out, [...path, key], undefined, FORMAT))
    for (const [key, value] of Object.entries(after))
      out =
        key in before
          ? editJson(out, before[key]!, value, [...path, key])
          : applyEdits(out, modify(out, [...path, key], value, FORMAT))
    return out
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.reduce<string>((out, value, i) => editJson(out, before[i]!, value, [...path, i]), text)
  }
  return applyEdits(text, modify(text, path, after, FORMAT))
}

/**
 * The file text for `doc`. `original` (the text on disk, or the template) gives
 * the key order and, for a blog post, the front matter's formatting.
 */
export function serializeDocument(file: string, doc: EditableDocument, original?: string): string {
  const before = original !== undefined ? parseDocumentText(file, original) : null
  const data = orderLike(clean(doc.data) as JsonObject, before?.data)
  if (!isMarkdownPath(file)) {
    const canonical = `${JSON.stringify(data, null, 2)}\n`
    if (original === undefined || !before || original === `${JSON.stringify(before.data, null, 2)}\n`) return canonical
    const edited = editJson(original, before.data, data)
    return sameJson(parseDocumentText(file, edited)?.data, data) ? edited : canonical
  }
  const m = original !== undefined ? FRONT_MATTER.exec(original) : null
  const yamlDoc: Document = m && before ? parseDocument(m[1]!) : new Document(data)
  if (m && before) updateYaml(yamlDoc, [], data)
  const yaml = yamlDoc.toString({ lineWidth: 0, flowCollectionPadding: false }).replace(/\n$/, '')
  return `---\n${yaml}\n---\n${doc.body ?? ''}`
}
