import { readFileSync } from 'node:fs'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import type { ResolvedSection } from '../../src/runtime/page-view.js'
import { PageRenderer } from '../../src/sections/PageRenderer.js'
import { componentFor, registry, UnknownSectionTypeError } from '../../src/sections/registry.js'

const sectionSchema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/section.schema.json'), 'utf8')) as { oneOf: { $ref: string }[] }
const schemaTypes = sectionSchema.oneOf.map((b) => {
  const s = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas', b.$ref), 'utf8')) as { properties: { type: { const: string } } }
  return s.properties.type.const
})

const render = (sections: ResolvedSection[], title = 'Sivu') => renderToString(<PageRenderer title={title} sections={sections} />)

describe('section registry', () => {
  it('has exactly one component for each section type of the schema', () => {
    expect(Object.keys(registry).sort()).toEqual([...schemaTypes].sort())
  })

  it('throws for a type that slipped past validation instead of rendering nothing', () => {
    expect(() => componentFor('gallery-x')).toThrow(UnknownSectionTypeError)
    expect(() => render([{ id: 'x', type: 'nope' } as unknown as ResolvedSection])).toThrow(/No component is registered for section type "nope"/)
  })

  it('renders the sections in order, with one h1 from the opening hero', () => {
    const html = render([
      { id: 'hero', type: 'hero', title: 'Keittiöremontti' },
      { id: 'faq', type: 'faq', items: [{ question: 'Kysymys?', answer: '<p>Vastaus.</p>' }] },
      { id: 'hinnat', type: 'pricing', title: 'Hinnat', pricing: [{ service: 'Maalaus', price: 'alkaen 280 €' }], note: 'Lopullinen hinta sovitaan arviokäynnillä.' },
    ])
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toMatch(/<h1[^>]*>Keittiöremontti<\/h1>/)
    expect(html.indexOf('id="hero"')).toBeLessThan(html.indexOf('id="faq"'))
    expect(html.indexOf('id="faq"')).toBeLessThan(html.indexOf('id="hinnat"'))
    expect(html).toContain('alkaen 280 €')
  })

  it('gives a page without an opening hero an h1 with its title', () => {
    const html = render([{ id: 'teksti', type: 'content', content: '<p>Teksti</p>' }], 'Tietosuojaseloste')
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toContain('>Tietosuojaseloste</h1>')
  })
})
