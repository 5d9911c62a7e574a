/**
 * Every link, image and token a document refers to, with its exact place:
 * fields named href/src, links and images inside rich text (HTML), Markdown
 * links in a blog body, and {tokens} in any string. The links, images and
 * tokens passes each take their own kind; an image pass (or a check joining
 * it) reads `references(doc, 'image')`.
 */
import { RICH_TEXT_KEYS } from '../collections.js'
import type { SourceDocument } from '../content-model.js'
import { htmlReferences, markdownReferences } from '../rich-text-refs.js'
import { TOKEN_PATTERN, walkStrings } from '../tokens.js'
import type { Place } from './context.js'

export type ReferenceKind = 'link' | 'image' | 'token'

export interface Reference {
  kind: ReferenceKind
  /** The address as written (links, images) or the token name. */
  value: string
  /** Where it is: a JSON pointer, the index inside the string or the Markdown body. */
  place: Place
  /** The field name that holds it ('' in a Markdown body). */
  key: string
}

const IMAGE_KEYS = new Set(['src', 'beforeImage', 'afterImage'])
const isImagePath = (value: string) => value.startsWith('/images/')

function stringReferences(text: string, pointer: string, key: string): Reference[] {
  const refs: Reference[] = []
  for (const m of text.matchAll(TOKEN_PATTERN))
    refs.push({ kind: 'token', value: m[1]!, place: { pointer, index: m.index }, key })
  if (key === 'href') refs.push({ kind: isImagePath(text) ? 'image' : 'link', value: text, place: { pointer }, key })
  else if (IMAGE_KEYS.has(key) && isImagePath(text)) refs.push({ kind: 'image', value: text, place: { pointer }, key })
  else if (RICH_TEXT_KEYS.has(key)) {
    for (const r of htmlReferences(text)) {
      refs.push({
        kind: r.kind === 'link' && isImagePath(r.value) ? 'image' : r.kind,
        value: r.value,
        place: { pointer, index: r.index },
        key,
      })
    }
  }
  return refs
}

function bodyReferences(body: string): Reference[] {
  const refs: Reference[] = markdownReferences(body).map((r) => ({
    kind: r.kind === 'link' && isImagePath(r.value) ? 'image' : r.kind,
    value: r.value,
    place: { pointer: '', bodyIndex: r.index },
    key: '',
  }))
  for (const m of body.matchAll(TOKEN_PATTERN))
    refs.push({ kind: 'token', value: m[1]!, place: { pointer: '', bodyIndex: m.index }, key: '' })
  return refs
}

const cache = new WeakMap<object, { all: Reference[]; byKind: Map<ReferenceKind, Reference[]> }>()

/**
 * The references of one document (computed once per document), optionally of one kind. A frozen
 * document's data stands for its whole text (decision 221: kept by text), so its references are
 * kept between builds with it, and so is each kind's list of them (every build asks for them).
 */
export function references(doc: SourceDocument, kind?: ReferenceKind): Reference[] {
  const key: object = doc.data !== null && typeof doc.data === 'object' && Object.isFrozen(doc.data) ? doc.data : doc
  let known = cache.get(key)
  if (!known) {
    const found: Reference[] = []
    walkStrings(doc.data, (text, pointer, key) => {
      if (key !== '$schema') found.push(...stringReferences(text, pointer, key))
    })
    if (doc.body !== undefined) found.push(...bodyReferences(doc.body))
    known = { all: found, byKind: new Map() }
    cache.set(key, known)
  }
  if (!kind) return known.all
  let ofKind = known.byKind.get(kind)
  if (!ofKind) {
    ofKind = known.all.filter((r) => r.kind === kind)
    known.byKind.set(kind, ofKind)
  }
  return ofKind
}
