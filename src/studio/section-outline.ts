/**
 * A page's sections as the editor's outline and its "Lisää osio" work on them (issue 45): the new
 * section of a type, made from its schema alone (never a schema example, never another page's
 * content), the places it may go and the one chosen by default, and the moves and removals. A new
 * section's required texts hold the labelled placeholder the validator warns about ("Kirjoita tähän
 * pääotsikko", src/runtime/pipeline/placeholders.ts), so the page saves and the field is named in the
 * findings until she writes it; a required value that has no honest default (a date, a calculator's
 * model) is left empty and the validator marks it. Optional fields and photos are left out (decision 417).
 * Pure: no React, no DOM.
 */
import { suggestSlug } from '../i18n/title-slug.js'
import { PLACEHOLDER } from '../runtime/pipeline/placeholders.js'
import type { JsonObject, JsonValue } from './document-format.js'
import { fieldLabel, scopeLabel } from './labels.fi.js'
import type { SchemaNode } from './schema-bundle.js'
import { STUDIO_UI } from './strings.fi.js'

const UI = STUDIO_UI.sections

const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A local `#/definitions/…` reference followed (the bundled schemas have only those). */
function resolve(node: SchemaNode, root: SchemaNode): SchemaNode {
  const ref = node.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((n, seg) => (isNode(n) ? n[seg] : undefined), root)
  const { $ref: _ref, ...rest } = node
  return isNode(target) ? { ...resolve(target, root), ...rest } : rest
}

const isRichText = (node: SchemaNode) => typeof node.$ref === 'string' && /richText$/i.test(node.$ref)

/** The placeholder of a required text, named by its field's Finnish label: "Kirjoita tähän pääotsikko". */
function placeholder(scope: string, path: string, rich: boolean): string {
  const label = fieldLabel(scope, path)?.label ?? UI.textField
  const text = `${PLACEHOLDER} ${label.charAt(0).toLowerCase()}${label.slice(1)}`
  return rich ? `<p>${text}.</p>` : text
}

interface Walk {
  root: SchemaNode
  scope: string
}

/** The least value of a required field: a placeholder text, a list's first choice, the fewest items. */
function emptyValue(raw: SchemaNode, walk: Walk, path: string, depth: number): JsonValue {
  const node = resolve(raw, walk.root)
  if ('const' in node) return node.const as JsonValue
  const options = (node.oneOf ?? node.anyOf) as unknown
  if (Array.isArray(options) && isNode(options[0]) && depth < 8)
    return emptyValue({ ...options[0], ...(isRichText(raw) ? { $ref: raw.$ref } : {}) }, walk, path, depth + 1)
  if (Array.isArray(node.enum)) return (node.enum[0] ?? '') as JsonValue
  switch (node.type) {
    case 'string':
      // A value with a form of its own (a date, an address, a model's name) has no honest default.
      if (typeof node.pattern === 'string' || typeof node.format === 'string') return ''
      return placeholder(walk.scope, path, isRichText(raw))
    case 'integer':
    case 'number':
      return typeof node.minimum === 'number' ? node.minimum : 0
    case 'boolean':
      return false
    case 'array': {
      const items = isNode(node.items) ? node.items : {}
      const count = typeof node.minItems === 'number' ? node.minItems : 0
      return Array.from({ length: count }, () => emptyValue(items, walk, `${path}[]`, depth + 1))
    }
    default:
      return emptyObject(node, walk, path, depth)
  }
}

function emptyObject(node: SchemaNode, walk: Walk, path: string, depth: number): JsonObject {
  const props = isNode(node.properties) ? node.properties : {}
  const required = Array.isArray(node.required) ? node.required.map(String) : []
  const out: JsonObject = {}
  if (depth > 8) return out
  for (const key of required) {
    const child = props[key]
    if (isNode(child)) out[key] = emptyValue(child, walk, path ? `${path}.${key}` : key, depth + 1)
  }
  return out
}

/** An id not yet on the page: `faq`, else `faq-2`, `faq-3`… */
export function uniqueSectionId(base: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  if (!used.has(base)) return base
  const stem = base.replace(/-\d+$/, '')
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`
}

/**
 * A new, empty section of a type from its bundled schema: its required fields at their least, and its
 * own name for links from the kind's Finnish name ("tekstiosio", "tekstiosio-2"), never the type's code.
 */
export function sectionTemplate(type: string, schema: SchemaNode, sections: readonly JsonObject[]): JsonObject {
  const section = emptyObject(resolve(schema, schema), { root: schema, scope: type }, '', 0)
  const taken = new Set(sections.map((s) => String(s.id)))
  const id = suggestSlug('fi', scopeLabel(type), taken) || uniqueSectionId(type, taken)
  return { ...section, id, type }
}

/** The call to action closing the page ("Yhteydenottokehotus"): a new section goes before it. */
const CALL_TO_ACTION = 'cta'

/** Where a new section goes unless she says otherwise: before the page's (last) call to action, else last. */
export function defaultPlace(sections: readonly JsonObject[]): number {
  const cta = sections.findLastIndex((s) => s.type === CALL_TO_ACTION)
  return cta < 0 ? sections.length : cta
}

/** A section as she knows it: its kind and, when it has one, its heading ("Tekstiosio: Näin remontti etenee"). */
export function sectionHeading(section: JsonObject): string | undefined {
  const data = isNode(section.data) ? section.data : {}
  for (const value of [section.title, data.title, section.name])
    if (typeof value === 'string' && value.trim()) return value.trim()
  return undefined
}

/** "3. Tekstiosio: Näin remontti etenee": the outline's line and the name a confirm or announcement uses. */
export function sectionName(section: JsonObject, index: number): string {
  const kind = scopeLabel(String(section.type))
  const heading = sectionHeading(section)
  return UI.name(index + 1, kind, heading)
}

export interface Place {
  /** The index the new section gets. */
  index: number
  label: string
}

/** The places a new section may go: before each section, and after the last one. */
export function placeChoices(sections: readonly JsonObject[]): Place[] {
  const before = sections.map((s, i) => ({ index: i, label: UI.placeBefore(sectionName(s, i)) }))
  const last = sections.length
    ? [{ index: sections.length, label: UI.placeAfter(sectionName(sections.at(-1)!, sections.length - 1)) }]
    : [{ index: 0, label: UI.placeOnly }]
  return [...before, ...last]
}

/** The list with `section` put at `index` (clamped to the list). */
export function insertSection<T>(sections: readonly T[], index: number, section: T): T[] {
  const at = Math.max(0, Math.min(index, sections.length))
  return [...sections.slice(0, at), section, ...sections.slice(at)]
}

/** The list with the item at `from` moved to `to`; the same list when either is outside it or they are one. */
export function moveSection<T>(sections: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= sections.length || to >= sections.length) return sections
  const next = [...sections]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/** The list without the item at `index`. */
export function removeSection<T>(sections: readonly T[], index: number): T[] {
  return sections.filter((_, i) => i !== index)
}
