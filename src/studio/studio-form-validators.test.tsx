// @vitest-environment jsdom
/**
 * The forms' schema checks compiled ahead of time (issue 45, decision 390): every form schema the
 * studio's bootstrap gives has its generated checks, and every document of the content renders its
 * forms (fields and each section) without compiling a schema in the browser (`new Function`, which the
 * studio's Content-Security-Policy forbids, refused here as there) and without asking about a part of
 * a schema the generation did not meet.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { RJSFSchema } from '@rjsf/utils'
import { createPrecompiledValidator } from '@rjsf/validator-ajv8'
import AJV8PrecompiledValidator from '@rjsf/validator-ajv8/lib/precompiledValidator.js'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { collectionFor } from '../content-collections.js'
import { RICH_TEXT_KEYS } from '../runtime/collections.js'
import { sectionDefinitions } from '../sections/definitions.js'
import { formValidators } from './app/form-validators.generated.js'
import { SchemaForm } from './app/forms.js'
import { parseDocumentText, type JsonObject } from './document-format.js'
import { withoutSchemaTexts } from './form-mapping.js'
import { documentSchemas, sectionTypes } from './schema-bundle.js'
import { loadContentSource } from './validate-document.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
const source = loadContentSource()
const kinds = documentSchemas(source.schemas)
const sections = sectionTypes(
  source.schemas,
  sectionDefinitions.map((d) => d.type),
)

describe('the generated form checks', () => {
  it('cover every form schema of the bootstrap: each document kind and each section type', () => {
    const schemas = [...Object.values(kinds), ...sections.map((s) => s.schema)]
    expect(schemas.length).toBeGreaterThan(20)
    for (const schema of schemas)
      expect(() => createPrecompiledValidator(formValidators, withoutSchemaTexts(schema) as RJSFSchema)).not.toThrow()
  })
})

describe('the form schemas', () => {
  it('offer no schema example as a suggestion: another page’s text under a new section’s field (issue 45)', () => {
    const schemas = [...Object.values(kinds), ...sections.map((s) => s.schema)]
    // The keyword's value is a list of values (a field named "examples" is a schema, an object).
    const examples = (node: unknown): unknown[] =>
      typeof node !== 'object' || node === null
        ? []
        : Object.entries(node).flatMap(([key, value]) =>
            key === 'examples' && Array.isArray(value) ? [value] : examples(value),
          )
    expect(schemas.flatMap(examples).length, 'the schemas have examples for the docs').toBeGreaterThan(0)
    for (const schema of schemas) expect(examples(withoutSchemaTexts(schema))).toEqual([])
    // A field named so is content, not a keyword: it stays.
    const field = { type: 'object', properties: { examples: { type: 'string', examples: ['x'] } } }
    expect(withoutSchemaTexts(field)).toEqual({ type: 'object', properties: { examples: { type: 'string' } } })
  })
})

describe('every document of the content in its forms', () => {
  const RealFunction = globalThis.Function
  const compiled: string[] = []
  const missed: string[] = []
  const getValidator = AJV8PrecompiledValidator.prototype.getValidator
  beforeAll(() => {
    // As the studio's CSP: code from text is refused (and counted). jsdom's own selector engine (nwsapi)
    // compiles its selectors so; a browser does not need it.
    const refuse = (args: string[]) => {
      const code = String(args.at(-1))
      if (/^"use strict";return function Resolver\(/.test(code)) return Reflect.construct(RealFunction, args)
      compiled.push(code.slice(0, 80))
      throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed")
    }
    globalThis.Function = new Proxy(RealFunction, {
      construct: (_target, args: string[]) => refuse(args),
      apply: (_target, _this, args: string[]) => refuse(args),
    })
    vi.spyOn(AJV8PrecompiledValidator.prototype, 'getValidator').mockImplementation(function (this: unknown, s) {
      try {
        return getValidator.call(this as AJV8PrecompiledValidator, s)
      } catch (e) {
        missed.push((e as Error).message)
        throw e
      }
    })
  })
  afterAll(() => {
    globalThis.Function = RealFunction
    vi.restoreAllMocks()
  })

  it('render with no schema compiled in the browser and none of their questions unanswered', async () => {
    // One document of each kind (its fields) and the first section of each type met (a form each).
    const forms = new Map<string, { schema: (typeof kinds)[keyof typeof kinds]; data: JsonObject; scope: string }>()
    for (const file of source.files) {
      const kind = collectionFor(file.path)?.collection.kind
      const data = kind && (parseDocumentText(file.path, file.text)?.data as JsonObject | undefined)
      if (!kind || !data) continue
      const { sections: list, ...fields } = data
      if (!forms.has(kind)) forms.set(kind, { schema: kinds[kind], data: fields as JsonObject, scope: kind })
      for (const s of Array.isArray(list) ? (list as JsonObject[]) : [])
        if (!forms.has(`section ${s.type}`))
          forms.set(`section ${s.type}`, {
            schema: sections.find((t) => t.type === s.type)!.schema,
            data: s,
            scope: String(s.type),
          })
    }
    // A section type no document uses yet: its schema's example.
    for (const t of sections)
      if (!forms.has(`section ${t.type}`) && t.examples[0])
        forms.set(`section ${t.type}`, { schema: t.schema, data: t.examples[0] as JsonObject, scope: t.type })
    expect(forms.size).toBeGreaterThanOrEqual(Object.keys(kinds).length + sections.length - 2)
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container)
    await act(async () =>
      root.render(
        <>
          {[...forms].map(([name, f], i) => (
            <SchemaForm
              key={name}
              schema={f.schema}
              data={f.data}
              errors={{}}
              idPrefix={`f${i}`}
              scope={f.scope}
              richTextKeys={RICH_TEXT_KEYS}
              onChange={() => undefined}
            />
          ))}
        </>,
      ),
    )
    expect(container.querySelectorAll('input, select, textarea').length).toBeGreaterThan(100)
    await act(async () => root.unmount())
    container.remove()
    expect(compiled).toEqual([])
    expect([...new Set(missed)]).toEqual([])
  })
})

it('the generated file is what the schemas make (npm run generate)', async () => {
  const { generateFormValidators, FORM_VALIDATORS } = await import('../../scripts/form-validators.js')
  expect(readFileSync(FORM_VALIDATORS, 'utf8')).toBe(generateFormValidators())
  expect(path.relative(process.cwd(), FORM_VALIDATORS)).toBe('src/studio/app/form-validators.generated.js')
})
