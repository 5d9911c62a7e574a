// @vitest-environment jsdom
/**
 * Nothing touched, nothing written (issue 21, point 1): every section type's
 * schema examples go through the studio's generated form (the real rjsf form
 * of src/studio/app/forms.tsx, rendered in jsdom) on a page. Saved without an
 * edit, the page is byte for byte what it was; after one text edit, exactly
 * one line differs. The form must not add the optional objects and arrays the
 * author never filled (the hero's `"image": {}`).
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { RICH_TEXT_KEYS } from '../runtime/collections.js'
import { sectionDefinitions } from '../sections/definitions.js'
import { SchemaForm } from './app/forms.js'
import { serializeDocument, type JsonObject } from './document-format.js'
import { sectionTypes, type SchemaNode } from './schema-bundle.js'
import { loadContentSource } from './validate-document.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
const source = loadContentSource()
const bundles = sectionTypes(
  source.schemas,
  sectionDefinitions.map((d) => d.type),
)
const FILE = 'pages-data/pages/testi.json'
const page = (section: JsonObject) =>
  `${JSON.stringify({ slug: 'testi', title: 'Testi', sections: [section] }, null, 2)}\n`

let container: HTMLElement | null = null
afterEach(() => {
  container?.remove()
  container = null
})

/** Renders one section's form; returns its inputs and the data of its last change. */
async function renderSection(schema: SchemaNode, data: JsonObject) {
  container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const changes: JsonObject[] = []
  await act(async () =>
    root.render(
      <SchemaForm
        schema={schema}
        data={data}
        errors={{}}
        idPrefix="sections_0"
        scope={String(data.type)}
        richTextKeys={RICH_TEXT_KEYS}
        onChange={(next) => changes.push(next)}
      />,
    ),
  )
  return { root, changes, container }
}

/** Types into an input as React sees it (the native value setter, then an input event). */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** The example with its optional top-level fields left out. */
function requiredOnly(schema: SchemaNode, example: JsonObject): JsonObject {
  const required = new Set((schema.required as string[] | undefined) ?? [])
  return Object.fromEntries(Object.entries(example).filter(([k]) => required.has(k)))
}

const textInputs = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[type="text"], textarea')].filter(
    (i) => i.value !== '' && !i.id.endsWith('_id'),
  )

describe('the generated form writes only what the author changed', () => {
  /** Each example as written, and with only its required fields (what a new section or page starts from). */
  const cases = bundles.flatMap((b) =>
    b.examples.flatMap((example, n) => [
      { b, example: example as JsonObject, n, variant: 'full' },
      { b, example: requiredOnly(b.schema, example as JsonObject), n, variant: 'required fields only' },
    ]),
  )

  it.each(cases.map((c) => [`${c.b.type} example ${c.n + 1} (${c.variant})`, c] as const))(
    '%s: saved as it was, and one text edit changes one line',
    async (_name, { b, example, variant }) => {
      const original = page(example)
      const { root, changes, container: el } = await renderSection(b.schema, example)
      // Saved without an edit: what the form holds is the document as it was.
      const held = changes.at(-1) ?? example
      expect(serializeDocument(FILE, { data: { ...JSON.parse(original), sections: [held] } }, original)).toBe(original)
      // One text edit: one line differs.
      const input = textInputs(el)[0]
      if (variant === 'full') expect(input, 'a text field to edit').toBeDefined()
      if (input) {
        await act(async () => typeInto(input, `${input.value} muutettu`))
        const edited = changes.at(-1)!
        const out = serializeDocument(FILE, { data: { ...JSON.parse(original), sections: [edited] } }, original)
        const before = original.split('\n')
        const after = out.split('\n')
        expect(after.length, out).toBe(before.length)
        expect(
          after.filter((l, i) => l !== before[i]),
          out,
        ).toHaveLength(1)
      }
      await act(async () => root.unmount())
    },
  )
})
