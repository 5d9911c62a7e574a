/**
 * The schemas as the form library needs them: one self-contained schema per
 * document kind and per section type. The repository's schemas point at each
 * other across files (`../../../schemas/defs.schema.json#/definitions/href`);
 * the form generator resolves only local `#/...` references, so every
 * referenced part is copied into the bundle's `definitions` and the reference
 * rewritten. Pure: no Node, no React.
 */
import { type DocumentKind, siteCollections } from '../content-collections.js'
import { sectionUnionEntries, SECTION_UNION, type SchemaSet } from '../runtime/schema-validator.js'

export type SchemaNode = { [key: string]: unknown }

const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v)

function joinPath(fromFile: string, ref: string): string {
  const parts = fromFile.split('/').slice(0, -1)
  for (const seg of ref.split('/')) {
    if (seg === '..') parts.pop()
    else if (seg !== '.' && seg !== '') parts.push(seg)
  }
  return parts.join('/')
}

function atPointer(node: unknown, fragment: string): unknown {
  return fragment
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((n, seg) => (isNode(n) ? n[seg.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), node)
}

/** The schema at `file` with every reference to another file copied into its own definitions. */
function bundleSchema(schemas: SchemaSet, file: string): SchemaNode {
  const root = schemas[file]
  if (!isNode(root)) throw new Error(`No schema ${file}`)
  const definitions: Record<string, unknown> = {}
  const nameOf = (target: string, fragment: string) =>
    `${target.replace(/^.*\//, '').replace(/\.schema\.json$/, '')}${fragment ? `--${fragment.split('/').filter(Boolean).pop()}` : ''}`

  const rewrite = (node: unknown, from: string): unknown => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, from))
    if (!isNode(node)) return node
    const out: SchemaNode = {}
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') {
        const [target = '', fragment = ''] = v.split('#')
        const targetFile = target ? joinPath(from, target) : from
        if (targetFile === file) {
          out.$ref = `#${fragment}`
          continue
        }
        const name = nameOf(targetFile, fragment)
        if (!(name in definitions)) {
          definitions[name] = {}
          const part = atPointer(schemas[targetFile], fragment)
          if (part === undefined) throw new Error(`Unresolved $ref ${v} in ${from}`)
          const copy = rewrite(part, targetFile) as SchemaNode
          delete copy.$schema
          definitions[name] = copy
        }
        out.$ref = `#/definitions/${name}`
      } else if (!(k === '$schema' && typeof v === 'string')) {
        out[k] = rewrite(v, from)
      }
    }
    return out
  }

  const bundled = rewrite(root, file) as SchemaNode
  const own = isNode(bundled.definitions) ? bundled.definitions : {}
  return { ...bundled, definitions: { ...own, ...definitions } }
}

export interface SectionTypeInfo {
  type: string
  title: string
  description: string
  /** The section type's schema, bundled. */
  schema: SchemaNode
  /** The schema's examples: starting content for a new section. */
  examples: unknown[]
}

/**
 * Every section type, in the order of `types` (src/sections/definitions.ts),
 * with its schema from the union that `npm run generate` generates.
 */
export function sectionTypes(schemas: SchemaSet, types: readonly string[]): SectionTypeInfo[] {
  const entries = new Map(sectionUnionEntries(schemas).map((e) => [e.type, e.schema]))
  return types.flatMap((type) => {
    const file = entries.get(type)
    if (!file) return []
    const schema = bundleSchema(schemas, file)
    return [
      {
        type,
        title: String(schema.title ?? type),
        description: String(schema.description ?? ''),
        schema,
        examples: Array.isArray(schema.examples) ? schema.examples : [],
      },
    ]
  })
}

/**
 * A document kind's schema for the form. Page documents leave `sections` out:
 * the studio lists sections itself (order, add, remove) with one form per
 * section from its type's schema.
 */
export function documentSchemas(schemas: SchemaSet): Record<DocumentKind, SchemaNode> {
  const out = {} as Record<DocumentKind, SchemaNode>
  for (const c of siteCollections) {
    const file = `schemas/${c.schema}`
    const schema = bundleSchema({ ...schemas, [SECTION_UNION]: { type: 'object' } }, file)
    const props = isNode(schema.properties) ? { ...schema.properties } : {}
    if ('sections' in props) {
      delete props.sections
      schema.properties = props
      schema.required = (Array.isArray(schema.required) ? schema.required : []).filter((r) => r !== 'sections')
    }
    out[c.kind] = schema
  }
  return out
}
