import { posix } from 'node:path'
import { ENGINE } from './engine-diagnostics.js'
import Ajv, { type ErrorObject } from 'ajv'
import { diagnostic, type Diagnostic } from './diagnostics.js'
import type { Locator } from './json-location.js'
import { closest } from './suggest.js'
import { TRANSLATABLE } from '../i18n/translatable.js'

/** Schemas keyed by their path from the repository root, e.g. 'schemas/page.schema.json', 'src/sections/hero/hero.schema.json'. */
export type SchemaSet = Record<string, object>

const BASE = 'file:///'
/** The union of the section types (regenerated from src/sections/ by `npm run generate`). */
export const SECTION_UNION = 'schemas/section.generated.schema.json'

export interface SchemaValidator {
  /** Validates data against the schema at rel (a SchemaSet key); returns diagnostics located in file. */
  validate(rel: string, data: unknown, file: string, locator: Locator): Diagnostic[]
}

/** One validator per schema set: compiling costs ~100 ms, and the studio validates on every keystroke with the same set. */
const validators = new WeakMap<SchemaSet, SchemaValidator>()

/** Compiles every schema once (Ajv strict mode, discriminator on); the same set object gives the same validator. */
export function createSchemaValidator(schemas: SchemaSet): SchemaValidator {
  const known = validators.get(schemas)
  if (known) return known
  const validator = compileSchemaValidator(schemas)
  validators.set(schemas, validator)
  return validator
}

function compileSchemaValidator(schemas: SchemaSet): SchemaValidator {
  const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true, verbose: true })
  // An annotation, not a check: which texts are translated (src/i18n/translatable.ts reads it).
  ajv.addKeyword({ keyword: TRANSLATABLE, schemaType: 'boolean' })
  // Why a field no page shows is there (src/sections/every-field-renders.test.tsx: every other field shows).
  ajv.addKeyword({ keyword: 'x-internal', schemaType: 'string' })
  for (const [rel, schema] of Object.entries(schemas)) ajv.addSchema(schema, BASE + rel)
  const types = sectionUnionEntries(schemas).map((e) => e.type)
  const compiled = new Map<string, ReturnType<typeof ajv.getSchema>>()
  const get = (rel: string) => {
    if (!compiled.has(rel)) compiled.set(rel, ajv.getSchema(BASE + rel))
    const v = compiled.get(rel)
    if (!v) throw new Error(`No schema ${rel}`)
    return v
  }
  // Frozen: the schema pass keeps each document's findings by its validator (pipeline/kept-findings.ts).
  return Object.freeze({
    validate(rel: string, data: unknown, file: string, locator: Locator) {
      const v = get(rel)
      if (v(data)) return []
      return toDiagnostics(v.errors ?? [], file, locator, types)
    },
  })
}

/** The section types of the union schema in its order, with the key of each type's schema. */
export function sectionUnionEntries(schemas: SchemaSet): { type: string; schema: string }[] {
  const union = schemas[SECTION_UNION] as { oneOf?: { $ref: string }[] } | undefined
  return (union?.oneOf ?? []).map(({ $ref }) => {
    const schema = posix.normalize(posix.join(posix.dirname(SECTION_UNION), $ref))
    const node = schemas[schema] as { properties?: { type?: { const?: string } } } | undefined
    return { type: String(node?.properties?.type?.const), schema }
  })
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'an object'
  return `${typeof value} ${JSON.stringify(value)}`
}

function toDiagnostics(errors: ErrorObject[], file: string, locator: Locator, sectionTypes: string[]): Diagnostic[] {
  const out: Diagnostic[] = []
  const seen = new Set<string>()
  // A discriminator error makes the branch errors meaningless; keep the clearest ones only.
  const badTags = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath))
  for (const e of errors) {
    if (e.keyword === 'if' || e.keyword === 'oneOf') continue
    if (e.keyword !== 'discriminator' && [...badTags].some((p) => e.instancePath.startsWith(p))) continue
    const d = one(e, file, locator, sectionTypes)
    const key = `${d.pointer}|${d.message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(d)
  }
  return out
}

/** A location in the validated file from a JSON pointer (`key`: the property name rather than its value). */
function pointAt(file: string, locator: Locator) {
  return (pointer: string, key = false) => ({ file, pointer, ...locator.locate(pointer, key) })
}

interface AjvError {
  e: ErrorObject
  at: ReturnType<typeof pointAt>
  /** The schema the error is about: its fields' descriptions. */
  parent: { properties?: Record<string, { description?: string }> }
  sectionTypes: string[]
}

function discriminatorDiagnostic({ e, at, sectionTypes }: AjvError): Diagnostic {
  const p = e.params as { tag: string; tagValue: unknown; error: string }
  const pointer = `${e.instancePath}/${p.tag}`
  // A kind-switched object other than a section lists its tags in properties.<tag>.enum.
  const tags = (e.parentSchema as { properties?: Record<string, { enum?: unknown[] }> } | undefined)?.properties?.[
    p.tag
  ]?.enum?.map(String)
  const known = tags ?? sectionTypes
  if (p.error === 'tag')
    return diagnostic(ENGINE.missingField, at(e.instancePath), {
      field: p.tag,
      description: `one of ${known.join(', ')}`,
    })
  const value = String(p.tagValue)
  if (tags)
    return diagnostic(ENGINE.notAllowedValue, at(pointer), {
      value,
      best: closest(value, tags) ?? '',
      allowed: tags.join(', '),
    })
  return diagnostic(ENGINE.unknownSectionType, at(pointer), {
    value,
    best: closest(value, sectionTypes) ?? '',
    known: sectionTypes.join(', '),
  })
}

function unknownFieldDiagnostic({ e, at, parent }: AjvError): Diagnostic {
  const field = (e.params as { additionalProperty: string }).additionalProperty
  const allowed = Object.keys(parent.properties ?? {})
  return diagnostic(ENGINE.unknownField, at(`${e.instancePath}/${escapePointer(field)}`, true), {
    field,
    best: closest(field, allowed) ?? '',
    allowed: allowed.join(', '),
  })
}

function missingFieldDiagnostic({ e, at, parent }: AjvError): Diagnostic {
  const field = (e.params as { missingProperty: string }).missingProperty
  return diagnostic(ENGINE.missingField, at(e.instancePath), {
    field,
    description: parent.properties?.[field]?.description ?? '',
  })
}

function notAllowedValueDiagnostic({ e, at }: AjvError): Diagnostic {
  const allowed =
    e.keyword === 'enum'
      ? (e.params as { allowedValues: unknown[] }).allowedValues.map(String)
      : [String((e.params as { allowedValue: unknown }).allowedValue)]
  const value = String(e.data)
  return diagnostic(ENGINE.notAllowedValue, at(e.instancePath), {
    value,
    best: closest(value, allowed) ?? '',
    allowed: allowed.join(', '),
  })
}

const tooShort = ({ e, at }: AjvError) =>
  diagnostic(ENGINE.tooShort, at(e.instancePath), {
    limit: (e.params as { limit: number }).limit,
    unit: e.keyword === 'minLength' ? 'characters' : 'items',
  })

const tooLong = ({ e, at }: AjvError) =>
  diagnostic(ENGINE.tooLong, at(e.instancePath), {
    limit: (e.params as { limit: number }).limit,
    unit: e.keyword === 'maxLength' ? 'characters' : 'items',
  })

const outOfRange = ({ e, at }: AjvError) =>
  diagnostic(ENGINE.outOfRange, at(e.instancePath), {
    value: String(e.data),
    detail: `${(e.params as { comparison: string }).comparison} ${(e.params as { limit: number }).limit}`,
  })

/** The diagnostic of each Ajv keyword; any other keyword is a plain schema violation. */
const BY_KEYWORD: Readonly<Record<string, (error: AjvError) => Diagnostic>> = {
  discriminator: discriminatorDiagnostic,
  additionalProperties: unknownFieldDiagnostic,
  required: missingFieldDiagnostic,
  type: ({ e, at }) =>
    diagnostic(ENGINE.wrongType, at(e.instancePath), {
      expected: String((e.params as { type: string }).type),
      actual: describe(e.data),
    }),
  enum: notAllowedValueDiagnostic,
  const: notAllowedValueDiagnostic,
  pattern: ({ e, at }) =>
    diagnostic(ENGINE.patternMismatch, at(e.instancePath), {
      value: String(e.data),
      pattern: (e.params as { pattern: string }).pattern,
      description: (e.parentSchema as { description?: string })?.description ?? '',
    }),
  minLength: tooShort,
  minItems: tooShort,
  maxLength: tooLong,
  maxItems: tooLong,
  minimum: outOfRange,
  maximum: outOfRange,
  exclusiveMinimum: outOfRange,
  exclusiveMaximum: outOfRange,
}

function one(e: ErrorObject, file: string, locator: Locator, sectionTypes: string[]): Diagnostic {
  const at = pointAt(file, locator)
  const parent = (e.parentSchema ?? {}) as AjvError['parent']
  if (Object.hasOwn(BY_KEYWORD, e.keyword)) return BY_KEYWORD[e.keyword]!({ e, at, parent, sectionTypes })
  return diagnostic(ENGINE.schemaViolation, at(e.instancePath), { detail: e.message ?? e.keyword })
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1')
}
