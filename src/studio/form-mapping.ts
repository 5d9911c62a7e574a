/**
 * Pure glue between the validator's diagnostics and the generated form:
 * JSON pointers become the form's error tree (errors shown at their field)
 * and its element ids; the ui schema marks rich text fields for the editor
 * and hides the fields an author never types ($schema, a section's type).
 * No React, no DOM.
 */
import { pointerSegments } from '../runtime/json-location.js'
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

/** ui schema for a bundled schema: rich text keys get the editor widget; `$schema` and constant `type` are hidden. */
export function uiSchemaFor(
  schema: SchemaNode,
  richTextKeys: ReadonlySet<string>,
  root: SchemaNode = schema,
  depth = 0,
): UiSchema {
  const ui: UiSchema = {}
  const node = resolve(schema, root)
  if (depth > 12) return ui
  const props = node.properties as Record<string, SchemaNode> | undefined
  for (const [key, child] of Object.entries(props ?? {})) {
    const resolved = resolve(child, root)
    if (key === '$schema' || (key === 'type' && 'const' in resolved)) ui[key] = { 'ui:widget': 'hidden' }
    else if (richTextKeys.has(key) && resolved.type === 'string') ui[key] = { 'ui:widget': 'richText' }
    else {
      const nested = uiSchemaFor(child, richTextKeys, root, depth + 1)
      if (Object.keys(nested).length) ui[key] = nested
    }
  }
  const items = node.items as SchemaNode | undefined
  if (items && typeof items === 'object' && !Array.isArray(items)) {
    const nested = uiSchemaFor(items, richTextKeys, root, depth + 1)
    if (Object.keys(nested).length) ui.items = nested
  }
  return ui
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
