/**
 * Which texts of a document are translated: the fields whose schema says
 * "x-translatable": true (decision 194). Walks a document beside its schema,
 * following $ref, the discriminated section union and oneOf/anyOf/allOf
 * branches, and lists each translatable string with its JSON pointer
 * (/sections/2/title). Pure: the validator, `npm run translate` and the
 * studio use the same list.
 */

import { marked } from 'marked'

/** Schemas keyed by their path from the repository root (the SchemaSet of src/runtime/schema-validator.ts). */
type Schemas = Readonly<Record<string, object>>

export const TRANSLATABLE = 'x-translatable'

export interface TranslatableText {
  /** JSON pointer into the source document, e.g. /sections/0/title; /body/3 for a block of a Markdown body. */
  pointer: string
  /** The source (Finnish) text. */
  text: string
  /** Where a block of a Markdown body starts in the body. */
  bodyIndex?: number
}

/** The pointer of the i-th block of a Markdown body (an article's paragraphs, headings, lists...). */
export const BODY_POINTER = '/body'

/**
 * A Markdown body's top-level blocks (paragraph, heading, list, table, quote, code), each as written and
 * where it starts: the unit a translator translates and the validator follows (decision 272). marked's
 * lexer finds them, so a list or a fenced block with blank lines inside stays one block.
 */
function markdownBlocks(body: string): readonly { text: string; index: number }[] {
  const known = blocksOf.get(body)
  if (known) return known
  if (blocksOf.size > 2_000) blocksOf.clear()
  const blocks = lexBlocks(body)
  blocksOf.set(body, blocks)
  return blocks
}

/** Each body's blocks by its text: every build translates each article's body into each language. */
const blocksOf = new Map<string, readonly { text: string; index: number }[]>()

function lexBlocks(body: string): { text: string; index: number }[] {
  const out: { text: string; index: number }[] = []
  let at = 0
  for (const token of marked.lexer(body, { gfm: true })) {
    const text = token.raw.replace(/\s+$/, '')
    if (!text.trim()) continue
    const index = body.indexOf(text, at)
    out.push({ text, index: index < 0 ? at : index })
    at = (index < 0 ? at : index) + text.length
  }
  return out
}

/** A translated Markdown body: each block of the source put in place by its translation (blocks one blank line apart). */
export function translatedBody(body: string, fields: Readonly<Record<string, { text: string }>>): string {
  const blocks = markdownBlocks(body).map((b, i) => fields[`${BODY_POINTER}/${i}`]?.text || b.text)
  return `${blocks.join('\n\n')}\n`
}

interface Node {
  $ref?: string
  [TRANSLATABLE]?: boolean
  properties?: Record<string, Node>
  additionalProperties?: Node | boolean
  items?: Node
  oneOf?: Node[]
  anyOf?: Node[]
  allOf?: Node[]
  then?: Node
  else?: Node
  discriminator?: { propertyName: string }
  const?: unknown
  enum?: unknown[]
}

/** Joins a relative path onto the folder of a schema key (a $ref from schemas/ to ../src/sections/... names src/sections/...). */
function joinKey(from: string, rel: string): string {
  const parts = from.split('/').slice(0, -1)
  for (const seg of rel.split('/')) {
    if (seg === '..') parts.pop()
    else if (seg !== '.' && seg !== '') parts.push(seg)
  }
  return parts.join('/')
}

/** Resolved $refs by schema set, then by "key ref": a document walks the same few refs thousands of times. */
const resolved = new WeakMap<Schemas, Map<string, { key: string; node: Node }>>()

function resolve(schemas: Schemas, key: string, ref: string): { key: string; node: Node } {
  let cache = resolved.get(schemas)
  if (!cache) {
    cache = new Map()
    resolved.set(schemas, cache)
  }
  const id = `${key} ${ref}`
  let hit = cache.get(id)
  if (!hit) {
    hit = resolveRef(schemas, key, ref)
    cache.set(id, hit)
  }
  return hit
}

function resolveRef(schemas: Schemas, key: string, ref: string): { key: string; node: Node } {
  const [file, fragment = ''] = ref.split('#')
  const target = file ? joinKey(key, file) : key
  let node = schemas[target] as Node | undefined
  if (!node) throw new Error(`${key}: $ref ${ref} names no schema (${target})`)
  for (const seg of fragment.split('/').filter(Boolean)) node = (node as Record<string, Node>)[seg]!
  return { key: target, node }
}

const escapeSegment = (seg: string | number) => String(seg).replace(/~/g, '~0').replace(/\//g, '~1')

/** Whether a branch can describe the value: its discriminating const or enum (if any) matches. */
function branchMatches(schemas: Schemas, key: string, branch: Node, value: unknown, tag: string | undefined): boolean {
  if (!tag || typeof value !== 'object' || value === null) return true
  const { node } = branch.$ref ? resolve(schemas, key, branch.$ref) : { node: branch }
  const prop = node.properties?.[tag]
  const actual = (value as Record<string, unknown>)[tag]
  if (!prop) return true
  if ('const' in prop) return prop.const === actual
  if (prop.enum) return prop.enum.includes(actual)
  return true
}

function walk(schemas: Schemas, key: string, node: Node, value: unknown, pointer: string, out: Map<string, string>) {
  if (node.$ref) {
    const target = resolve(schemas, key, node.$ref)
    walk(schemas, target.key, target.node, value, pointer, out)
  }
  if (node[TRANSLATABLE] && typeof value === 'string') out.set(pointer, value)
  const tag = node.discriminator?.propertyName ?? 'kind'
  for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    if (branchMatches(schemas, key, branch, value, tag)) walk(schemas, key, branch, value, pointer, out)
  }
  for (const branch of [...(node.allOf ?? []), ...(node.then ? [node.then] : []), ...(node.else ? [node.else] : [])])
    walk(schemas, key, branch, value, pointer, out)
  if (Array.isArray(value)) {
    const items = node.items
    if (items)
      value.forEach((item, i) => {
        walk(schemas, key, items, item, `${pointer}/${i}`, out)
      })
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [name, child] of Object.entries(value)) {
    const prop =
      node.properties?.[name] ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined)
    if (prop) walk(schemas, key, prop, child, `${pointer}/${escapeSegment(name)}`, out)
  }
}

/**
 * Every translatable text of a document validated by the schema at schemaKey, in document order; with a
 * Markdown body (a blog article), its blocks after the front matter's texts, at /body/0, /body/1...
 */
export function translatableTexts(
  schemas: Schemas,
  schemaKey: string,
  data: unknown,
  body?: string,
): TranslatableText[] {
  const root = schemas[schemaKey] as Node | undefined
  if (!root) throw new Error(`No schema ${schemaKey}`)
  const out = new Map<string, string>()
  walk(schemas, schemaKey, root, data, '', out)
  const texts: TranslatableText[] = [...out].map(([pointer, text]) => ({ pointer, text }))
  if (body === undefined) return texts
  return [
    ...texts,
    ...markdownBlocks(body).map((b, i) => ({ pointer: `${BODY_POINTER}/${i}`, text: b.text, bodyIndex: b.index })),
  ]
}
