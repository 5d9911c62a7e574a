/**
 * The section gallery (/__sections, development only): every section type
 * of src/sections/definitions.ts rendered from the `examples` of its schema
 * (src/sections/<type>/<type>.schema.json), with a table of its fields.
 *
 * The examples go through the same pipeline as a page: they are put on a
 * synthetic page next to the real content, validated and cross-checked by
 * buildContent (links, images, tokens, calculator models), interpolated, then
 * sanitised and resolved by buildPageView with the real section resolvers.
 * No React here: the view is src/views/SectionGallery.tsx.
 */
import path from 'node:path'
import { buildContent, type BuildInput, type ContentFile, type PageDocument } from '../runtime/build-content.js'
import { ContentError, type Diagnostic } from '../runtime/diagnostics.js'
import { sectionDefinitions } from './definitions.js'
import { buildPageView, type ResolvedSection } from './page-view.js'
import type { SchemaSet } from '../runtime/schema-validator.js'

/** One row of a section type's field table. */
export interface FieldRow {
  /** Dotted path from the section: title, data.services[].icon. */
  path: string
  type: string
  required: boolean
  description: string
}

export interface GalleryEntry {
  type: string
  /** Schema file from the repository root, e.g. src/sections/hero/hero.schema.json. */
  schema: string
  title: string
  description: string
  fields: FieldRow[]
  /** The schema's examples, through the pipeline, ready for the registry's component. */
  sections: ResolvedSection[]
}

interface SchemaNode {
  $ref?: string
  title?: string
  description?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  pattern?: string
  required?: string[]
  properties?: Record<string, SchemaNode>
  items?: SchemaNode
  oneOf?: SchemaNode[]
  examples?: unknown[]
}

const GALLERY_FILE = 'pages-data/pages/section-gallery.json'

/** What the gallery needs of a section definition (src/sections/definitions.ts). */
export interface GallerySection {
  type: string
  /** Its schema file, a key of the SchemaSet. */
  schema: string
}

/** The given section types with their schema node (whose `examples` the gallery shows). */
export function sectionSchemas(
  schemas: SchemaSet,
  sections: readonly GallerySection[],
): { type: string; schema: string; node: SchemaNode }[] {
  return sections.map(({ type, schema }) => {
    const node = schemas[schema] as SchemaNode | undefined
    if (!node) throw new Error(`Section type "${type}" has no schema ${schema}`)
    return { type, schema, node }
  })
}

/** Follows a $ref relative to the schema file it appears in; returns the target and its file. */
function deref(schemas: SchemaSet, node: SchemaNode, file: string): { node: SchemaNode; file: string } {
  let current = node
  let currentFile = file
  for (let guard = 0; current.$ref && guard < 10; guard++) {
    const [target = '', pointer = ''] = current.$ref.split('#')
    const targetFile = target
      ? path.posix.normalize(path.posix.join(path.posix.dirname(currentFile), target))
      : currentFile
    let resolved = schemas[targetFile] as SchemaNode | undefined
    for (const segment of pointer.split('/').filter(Boolean))
      resolved = (resolved as Record<string, SchemaNode> | undefined)?.[segment]
    if (!resolved) throw new Error(`Cannot resolve ${current.$ref} from ${currentFile}`)
    // The referring node's own description wins over the definition's; the definition's title names
    // the kind of value (Href, Image), the referring node's (which names the type in the code) does not.
    const { $ref: _ref, ...own } = current
    current = {
      ...resolved,
      ...own,
      title: resolved.title ?? own.title,
      description: own.description ?? resolved.description,
    }
    currentFile = targetFile
  }
  return { node: current, file: currentFile }
}

function typeLabel(node: SchemaNode, itemLabel?: string): string {
  if (node.const !== undefined) return JSON.stringify(node.const)
  if (node.enum) return `one of: ${node.enum.join(', ')}`
  const base = Array.isArray(node.type) ? node.type.join(' | ') : (node.type ?? 'any')
  if (base === 'array') return `list of ${itemLabel ?? 'values'}`
  return node.title ? `${base} (${node.title})` : base
}

/** The object shapes a node may take: itself, or each branch of its oneOf (and theirs), dereferenced. */
function shapes(schemas: SchemaSet, raw: SchemaNode, file: string): { node: SchemaNode; file: string }[] {
  const at = deref(schemas, raw, file)
  if (!at.node.oneOf) return [at]
  return at.node.oneOf.flatMap((branch) => shapes(schemas, branch, at.file))
}

/** Flattens a section schema into rows: nested objects as a.b, list items as a[].b (each kind's, for a list of kinds). */
export function sectionFields(schemas: SchemaSet, schemaFile: string): FieldRow[] {
  const rows: FieldRow[] = []
  const seen = new Set<string>()
  const visit = (raw: SchemaNode, file: string, prefix: string) => {
    const { node, file: nodeFile } = deref(schemas, raw, file)
    const required = new Set(node.required ?? [])
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const { node: field, file: fieldFile } = deref(schemas, child, nodeFile)
      const fieldPath = `${prefix}${name}`
      // A list of one of several kinds (a written card or a page of the site): each kind's fields.
      const items = field.items ? shapes(schemas, field.items, fieldFile).filter((i) => i.node.properties) : []
      const item = field.items ? deref(schemas, field.items, fieldFile) : undefined
      const itemLabel = item
        ? items.length
          ? items.map((i) => i.node.title ?? 'objects').join(' or ')
          : typeLabel(item.node)
        : undefined
      if (seen.has(fieldPath)) continue
      seen.add(fieldPath)
      rows.push({
        path: fieldPath,
        type: typeLabel(field, itemLabel),
        required: required.has(name),
        description: field.description ?? '',
      })
      if (field.properties) visit(field, fieldFile, `${fieldPath}.`)
      for (const i of items) visit(i.node, i.file, `${fieldPath}[].`)
    }
  }
  visit(schemas[schemaFile] as SchemaNode, schemaFile, '')
  return rows
}

/** The synthetic page that carries every example, ids made unique per type and example. */
function galleryPageFile(
  schemas: SchemaSet,
  types: readonly GallerySection[],
): { file: ContentFile; origin: { schema: string; index: number }[] } {
  const origin: { schema: string; index: number }[] = []
  const sections = sectionSchemas(schemas, types).flatMap(({ type, schema, node }) =>
    (node.examples ?? []).map((example, index) => {
      origin.push({ schema, index })
      return { ...(example as object), id: `${type}-example-${index + 1}` }
    }),
  )
  const page = {
    $schema: '../../schemas/page.schema.json',
    slug: 'section-gallery',
    title: 'Section gallery',
    description: 'Every section type rendered from the examples in its schema.',
    metaDescription: 'Development only: every section type rendered from the examples in its schema, with its fields.',
    sections,
  }
  return { file: { path: GALLERY_FILE, text: `${JSON.stringify(page, null, 2)}\n` }, origin }
}

/**
 * Runs the examples through the pipeline with the real content. Errors in an
 * example are reported against its schema (src/sections/<type>/<type>.schema.json,
 * pointer /examples/N/...); errors in the content throw the usual report.
 */
export function buildSectionGallery(
  files: ContentFile[],
  schemas: SchemaSet,
  options: BuildInput,
  types: readonly GallerySection[] = sectionDefinitions,
): GalleryEntry[] {
  const { file, origin } = galleryPageFile(schemas, types)
  const { content, diagnostics } = buildContent(
    [...files.filter((f) => f.path !== GALLERY_FILE), file],
    schemas,
    options,
  )
  if (!content) {
    const errors = diagnostics
      .filter((d) => d.severity === 'error')
      .map((d): Diagnostic => {
        const m = d.file === GALLERY_FILE ? /^\/sections\/(\d+)(.*)$/.exec(d.pointer) : null
        const from = m ? origin[Number(m[1])] : undefined
        return from ? { ...d, file: from.schema, line: 1, column: 1, pointer: `/examples/${from.index}${m![2]}` } : d
      })
    throw new ContentError(errors)
  }
  const document = content.routes.pages.get('/section-gallery') as PageDocument
  const view = buildPageView(content, document)
  if (view.body !== 'sections') throw new Error('The gallery page must be a sections page')
  return sectionSchemas(schemas, types).map(({ type, schema, node }) => ({
    type,
    schema,
    title: node.title ?? type,
    description: node.description ?? '',
    fields: sectionFields(schemas, schema),
    sections: view.page.sections.filter((s) => s.type === type),
  }))
}
