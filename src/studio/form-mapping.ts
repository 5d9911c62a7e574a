/**
 * Pure glue between the validator's diagnostics and the generated form:
 * JSON pointers become the form's error tree (errors shown at their field)
 * and its element ids; the ui schema marks rich text fields for the editor
 * and hides the fields an author never types ($schema, a section's type).
 * No React, no DOM.
 */
import { pointerSegments } from '../runtime/json-location.js'
import { enumLabel, fieldLabel, scopeLabel } from './labels.fi.js'
import type { SchemaNode } from './schema-bundle.js'
import type { CheckResponse } from './studio-api.js'
import type { StudioDiagnostic } from './validate-document.js'

/** The form library's error tree: `{ items: { 0: { question: { __errors: [...] } } } }`. */
export interface ErrorTree {
  __errors?: string[]
  [key: string]: ErrorTree | string[] | undefined
}

export const diagnosticText = (d: Pick<StudioDiagnostic, 'message' | 'suggestion'>) =>
  d.suggestion ? `${d.message} ${d.suggestion}` : d.message

/** Errors whose pointer starts with `base` (e.g. /sections/3), as a tree relative to it. Warnings stay out. */
export function errorTree(diagnostics: readonly StudioDiagnostic[], base = ''): ErrorTree {
  const root: ErrorTree = {}
  const prefix = pointerSegments(base).map(String)
  for (const d of diagnostics) {
    if (d.severity !== 'error') continue
    const segments = pointerSegments(d.pointer).map(String)
    if (prefix.some((s, i) => segments[i] !== s)) continue
    let node = root
    for (const seg of segments.slice(prefix.length)) {
      const next = (node[seg] as ErrorTree | undefined) ?? {}
      node[seg] = next
      node = next
    }
    node.__errors = [...(node.__errors ?? []), diagnosticText(d)]
  }
  return root
}

/** The DOM id the form gives the field at `segments` (the form library's `idPrefix_a_0_b` scheme). */
export function fieldId(idPrefix: string, segments: readonly (string | number)[]): string {
  return [idPrefix, ...segments.map(String)].join('_')
}

/** The element id of the field a diagnostic points at (section fields: sections_N_…; the body: the Markdown editor; the others: root_…). */
export function diagnosticFieldId(pointer: string): string {
  const segments = pointerSegments(pointer)
  if (segments[0] === 'sections' && segments.length > 1) return fieldId('sections', segments.slice(1))
  if (segments[0] === 'body') return 'studio-markdown'
  return fieldId('root', segments)
}

export interface UiSchema {
  [key: string]: unknown
}

const resolve = (schema: SchemaNode, root: SchemaNode): SchemaNode => {
  const ref = schema.$ref
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((n, s) => (n && typeof n === 'object' ? (n as SchemaNode)[s] : undefined), root)
  return target && typeof target === 'object' ? { ...(target as SchemaNode), ...schema, $ref: undefined } : schema
}

interface UiWalk {
  richTextKeys: ReadonlySet<string>
  root: SchemaNode
  /** Section type or document kind: the labels' scope (src/studio/labels.fi.ts). */
  scope: string
}

/** The Finnish title and help of the field at `path`, for the form. */
function labelled(ui: UiSchema, scope: string, path: string): UiSchema {
  const found = fieldLabel(scope, path)
  if (!found) return ui
  return { ...ui, 'ui:title': found.label, ...(found.help ? { 'ui:description': found.help } : {}) }
}

/** An image object (src, alt, width, height: defs.schema.json#/definitions/image): the photo picker's field. */
function isImageObject(node: SchemaNode): boolean {
  const props = node.properties as Record<string, unknown> | undefined
  return Boolean(props && ['src', 'alt', 'width', 'height'].every((k) => k in props))
}

/** Finnish names for a select field's choices (src/studio/labels.fi.ts). */
function choices(node: SchemaNode, path: string, scope: string): UiSchema {
  const values = node.enum
  return Array.isArray(values) ? { 'ui:enumNames': values.map((v: unknown) => enumLabel(path, v, scope)) } : {}
}

/** Phone number fields: parsed and written in one form (src/runtime/phone.ts). */
const PHONE_KEYS = new Set(['phone', 'whatsapp'])

function uiNode(schema: SchemaNode, walk: UiWalk, path: string, depth: number): UiSchema {
  const node = resolve(schema, walk.root)
  const ui: UiSchema = { ...choices(node, path, walk.scope), ...(isImageObject(node) ? { 'ui:field': 'image' } : {}) }
  if (depth > 12) return ui
  const props = node.properties as Record<string, SchemaNode> | undefined
  for (const [key, child] of Object.entries(props ?? {})) {
    const resolved = resolve(child, walk.root)
    const at = path ? `${path}.${key}` : key
    if (key === '$schema' || (key === 'type' && 'const' in resolved)) ui[key] = { 'ui:widget': 'hidden' }
    else if (walk.richTextKeys.has(key) && resolved.type === 'string')
      ui[key] = labelled({ 'ui:widget': 'richText' }, walk.scope, at)
    else if (PHONE_KEYS.has(key) && resolved.type === 'string')
      ui[key] = labelled({ 'ui:widget': 'phone', 'ui:options': { digits: key === 'whatsapp' } }, walk.scope, at)
    else ui[key] = labelled(uiNode(child, walk, at, depth + 1), walk.scope, at)
  }
  const items = node.items as SchemaNode | undefined
  if (items && typeof items === 'object' && !Array.isArray(items))
    ui.items = labelled(uiNode(items, walk, `${path}[]`, depth + 1), walk.scope, `${path}[]`)
  return ui
}

/**
 * ui schema for a bundled schema: Finnish labels and help for every field
 * (src/studio/labels.fi.ts), the rich text editor for rich text keys; `$schema`
 * and a section's constant `type` hidden.
 */
export function uiSchemaFor(schema: SchemaNode, richTextKeys: ReadonlySet<string>, scope = ''): UiSchema {
  const ui = uiNode(schema, { richTextKeys, root: schema, scope }, '', 0)
  return scope ? { ...ui, 'ui:title': scopeLabel(scope) } : ui
}

const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems']
const SCHEMA_MAPS = ['properties', 'definitions', '$defs', 'patternProperties']

/**
 * The schema without its English `title`s and `description`s (the form would
 * show them; the Finnish ones come from the ui schema) and without its
 * `examples` (the form offers them as suggestions under a field: another
 * page's text, "Näin remontti etenee", under a new section's title; issue 45).
 * Field names that are `title`, `description` or `examples` stay: only schema
 * keywords are dropped.
 */
export function withoutSchemaTexts(schema: SchemaNode): SchemaNode {
  const out: SchemaNode = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'title' || key === 'description' || key === 'examples') continue
    const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v)
    if (SCHEMA_MAPS.includes(key) && isNode(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isNode(v) ? withoutSchemaTexts(v) : v]))
    else if (SCHEMA_LISTS.includes(key) && Array.isArray(value))
      out[key] = value.map((v: unknown) => (isNode(v) ? withoutSchemaTexts(v) : v))
    else if ((key === 'items' || key === 'additionalProperties' || key === 'not') && isNode(value))
      out[key] = withoutSchemaTexts(value)
    else out[key] = value
  }
  return out
}

/**
 * A new check, keeping the previous findings' arrays when they say the same
 * (most keystrokes): the forms are memoised on them, so an unchanged list
 * re-renders no form.
 */
export function sameFindings(previous: CheckResponse | undefined, next: CheckResponse): CheckResponse {
  if (!previous) return next
  const keep = <T>(a: T[], b: T[]) => (a.length === b.length && JSON.stringify(a) === JSON.stringify(b) ? a : b)
  return {
    ...next,
    diagnostics: keep(previous.diagnostics, next.diagnostics),
    elsewhere: keep(previous.elsewhere, next.elsewhere),
  }
}
