// @vitest-environment jsdom
/**
 * The studio's form fields (issue 21): an optional object left empty (a
 * hero's image) shows no required marks on its inner fields, and gets them
 * once filled; select fields show Finnish names for their choices while the
 * file keeps the value (src/studio/labels.fi.ts); every choice of every
 * section and document schema that is not Finnish already has a Finnish name.
 * The real rjsf form of src/studio/app/forms.tsx, rendered in jsdom.
 */
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { RICH_TEXT_KEYS } from '../runtime/collections.js'
import { sectionDefinitions } from '../sections/definitions.js'
import { SchemaForm } from './app/forms.js'
import type { JsonObject } from './document-format.js'
import { uiSchemaFor, type UiSchema } from './form-mapping.js'
import { documentSchemas, sectionTypes } from './schema-bundle.js'
import { loadContentSource } from './validate-document.js'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
const source = loadContentSource()
const bundles = sectionTypes(
  source.schemas,
  sectionDefinitions.map((d) => d.type),
)
const schemaOf = (type: string) => bundles.find((b) => b.type === type)!.schema

let container: HTMLElement | null = null
afterEach(() => {
  container?.remove()
  container = null
})

async function render(type: string, data: JsonObject) {
  container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () =>
    root.render(
      <SchemaForm
        schema={schemaOf(type)}
        data={data}
        errors={{}}
        idPrefix="sections_0"
        scope={type}
        richTextKeys={RICH_TEXT_KEYS}
        onChange={() => undefined}
      />,
    ),
  )
  return { el: container, unmount: () => act(async () => root.unmount()) }
}

const requiredMarks = (el: HTMLElement, prefix: string) =>
  el.querySelectorAll(`label[for^="${prefix}"] .required, label[for^="${prefix}"] [class*="required"]`).length

describe('an optional object left empty', () => {
  it('shows no required marks inside it; filled, it does', async () => {
    const empty = await render('hero', { id: 'hero', type: 'hero', title: 'Otsikko' })
    expect(empty.el.querySelector('#sections_0_image_src')).not.toBeNull()
    expect(requiredMarks(empty.el, 'sections_0_image_')).toBe(0)
    // The section's own required field keeps its mark.
    expect(requiredMarks(empty.el, 'sections_0_title')).toBeGreaterThan(0)
    await empty.unmount()
    const image = { src: '/images/services/keittio.svg', alt: 'Keittiö', width: 10, height: 10 }
    const filled = await render('hero', { id: 'hero', type: 'hero', title: 'Otsikko', image })
    expect(requiredMarks(filled.el, 'sections_0_image_')).toBe(4)
    await filled.unmount()
  })

  it('has the photo picker’s button', async () => {
    const r = await render('hero', { id: 'hero', type: 'hero', title: 'Otsikko' })
    expect(r.el.querySelector('#sections_0_image__pick')?.textContent).toBe('Valitse kuva')
    await r.unmount()
  })
})

describe('select fields in Finnish', () => {
  it('names the content section’s image position and tone in Finnish, the value stays', async () => {
    const r = await render('content', { id: 'teksti', type: 'content', title: 'Otsikko', content: '<p>x</p>' })
    const options = (id: string) =>
      [...r.el.querySelectorAll<HTMLOptionElement>(`#${id} option`)].map((o) => o.textContent).filter(Boolean)
    expect(options('sections_0_imagePosition')).toEqual(['Vasemmalla', 'Oikealla'])
    expect(options('sections_0_tone')).toEqual(['Tavallinen', 'Hillitty (harmaa tausta)'])
    await r.unmount()
  })

  /** Every enum in a ui schema walk: [path, values, names]. */
  function selects(schema: object, ui: UiSchema, path = ''): [string, unknown[], unknown][] {
    const node = schema as { enum?: unknown[]; properties?: Record<string, object>; items?: object }
    const out: [string, unknown[], unknown][] = []
    if (Array.isArray(node.enum)) out.push([path, node.enum, ui['ui:enumNames']])
    for (const [k, child] of Object.entries(node.properties ?? {}))
      out.push(...selects(child, (ui[k] as UiSchema) ?? {}, `${path}.${k}`))
    if (node.items && !Array.isArray(node.items))
      out.push(...selects(node.items, (ui.items as UiSchema) ?? {}, `${path}[]`))
    return out
  }
  /**
   * Choices whose values are Finnish already, shown as they are: the work examples' categories, and a
   * city's region (the area's name as site.json's offices write it, decision 414).
   */
  const finnishValues = (scope: string, path: string) =>
    (scope === 'workExample' && path === '.category') || path === '.region'

  it.each([...bundles.map((b) => [b.type, b.schema] as const), ...Object.entries(documentSchemas(source.schemas))])(
    '%s: every choice has a Finnish name',
    (scope, schema) => {
      const ui = uiSchemaFor(schema, RICH_TEXT_KEYS, scope)
      for (const [path, values, names] of selects(schema, ui)) {
        expect(Array.isArray(names), path).toBe(true)
        if (finnishValues(scope, path)) continue
        const raw = values.filter((v, i) => (names as unknown[])[i] === v)
        expect(raw, `${scope}${path}`).toEqual([])
      }
    },
  )
})

describe('the form library’s own words (issue 45)', () => {
  it('are Finnish: the calculator’s starting choices have no "Key" or "Option 1"', async () => {
    const { el, unmount } = await render('calculator', {
      id: 'calculator',
      type: 'calculator',
      data: { type: 'apartment', title: 'Laskuri', description: 'Kuvaus.', start: { kitchen: 'surface', works: [] } },
    })
    const text = [
      el.textContent ?? '',
      ...[...el.querySelectorAll('[aria-label], [title], [placeholder], option')].map(
        (n) => `${n.getAttribute('aria-label') ?? ''} ${n.getAttribute('title') ?? ''} ${n.textContent ?? ''}`,
      ),
    ].join('\n')
    expect(text).not.toMatch(/\bKey\b|\bOption \d|\bType\b|\bValue\b|New Value/)
    await unmount()
  })
})
