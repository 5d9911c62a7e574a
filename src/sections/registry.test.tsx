import { readFileSync } from 'node:fs'
import { withStrings } from '../ui/with-strings.js'
import path from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { sectionFolders } from '../../scripts/generate-types.js'
import type { CalculatorExtra } from '../calculators/section-data.js'
import type { BlogListExtra } from '../runtime/blog-index.js'
import { readSchemas, REPO_ROOT } from '../runtime/content-source.node.js'
import type { ResolvedSection } from './page-view.js'
import { sectionUnionEntries } from '../runtime/schema-validator.js'
import type { Section } from '../runtime/content-types.generated.js'
import type { ExamplesExtra } from './examples/work-examples.js'
import type { ExamplesFilter } from './examples/filter.js'
import { defineSection } from './define-section.js'
import {
  definitionFor,
  definitions,
  sectionDefinitions,
  UnknownSectionTypeError,
  type ExtraOf,
  type SectionProps,
} from './definitions.js'
import { componentFor } from './registry.js'
import { sectionComponentName } from '../islands/island-names.js'
import { PageRenderer } from './PageRenderer.js'

const schemaTypes = sectionUnionEntries(readSchemas()).map((e) => e.type)

const render = (sections: ResolvedSection[], title = 'Sivu') =>
  renderToString(withStrings(<PageRenderer title={title} sections={sections} />))

describe('section definitions', () => {
  it('one definition per folder and per type of the schema union, in the union order', () => {
    expect(sectionDefinitions.map((d) => d.type)).toEqual(schemaTypes)
    expect([...schemaTypes].sort()).toEqual(sectionFolders())
    expect(Object.keys(definitions)).toEqual(schemaTypes)
  })

  it('each definition names its own folder schema, whose type const is the definition type', () => {
    for (const d of sectionDefinitions) {
      expect(d.schema).toBe(`src/sections/${d.type}/${d.type}.schema.json`)
      const schema = JSON.parse(readFileSync(path.join(REPO_ROOT, d.schema), 'utf8')) as {
        properties: { type: { const: string } }
      }
      expect(schema.properties.type.const).toBe(d.type)
    }
  })

  it('each component is its own module in the folder, found by its name (as the island loader finds it)', async () => {
    for (const d of sectionDefinitions) {
      const name = sectionComponentName(d.type)
      const mod = (await import(`.//${d.type}/${name}.tsx`)) as Record<string, unknown>
      expect(componentFor(d.type), d.type).toBe(mod[name])
    }
    expect(() => componentFor('gallery-x' as never)).toThrow(/src\/sections\/gallery-x\/GalleryXSection.tsx/)
  })

  it('declares how each section comes alive: none by default, the calculator and the full examples list when visible (the calculator: on screen or idle, decision 208)', () => {
    const hydrateOf = (section: Section) => definitionFor(section.type).hydrate(section as never)
    const declared = sectionDefinitions.map((d) => [d.type, hydrateOf({ id: 'x', type: d.type } as Section)] as const)
    expect(Object.fromEntries(declared.filter(([, h]) => h !== 'none'))).toEqual({
      calculator: 'visible',
      examples: 'visible',
    })
    expect(hydrateOf({ id: 'x', type: 'examples', limit: 3 })).toBe('none')
    expect(sectionDefinitions.filter((d) => d.hasResolver).map((d) => d.type)).toEqual([
      'calculator',
      'services',
      'examples',
      'blog-list',
    ])
  })

  it("types the resolver's result as the component's extra and its structured data's input (checked by tsc)", () => {
    expectTypeOf<ExtraOf<'calculator'>>().toEqualTypeOf<CalculatorExtra>()
    expectTypeOf<ExtraOf<'examples'>>().toMatchTypeOf<ExamplesExtra & { filter: ExamplesFilter }>()
    expectTypeOf<ExamplesExtra & { filter: ExamplesFilter }>().toMatchTypeOf<ExtraOf<'examples'>>()
    expectTypeOf<ExtraOf<'blog-list'>>().toEqualTypeOf<BlogListExtra>()
    expectTypeOf<ExtraOf<'faq'>>().toEqualTypeOf<undefined>()
    // The component's props come from its own server half: they cannot disagree.
    expectTypeOf<SectionProps<'blog-list'>['extra']>().toEqualTypeOf<BlogListExtra>()
    // @ts-expect-error a section without a resolver gives its component no extra data
    const _reads = ({ extra }: SectionProps<'faq'>) => extra.posts
    const posts = defineSection({
      type: 'blog-list',
      resolve: (s) => ({ posts: [s.title ?? ''] }),
      jsonLd: (sections) => sections.map((s) => ({ '@type': 'Thing', name: s.extra.posts.join() })),
      labels: { type: 'Kirjoitukset', description: 'Kirjoitukset listana.' },
    })
    expectTypeOf<ReturnType<typeof posts.resolve>>().toEqualTypeOf<{ posts: string[] }>()
    // @ts-expect-error the structured data reads what the resolver does not give
    defineSection({ type: 'faq', jsonLd: (sections) => sections.map((s) => s.extra.posts), labels: { type: 'x' } })
    // @ts-expect-error the studio's Finnish name of the type is required
    defineSection({ type: 'faq' })
    expect(posts.hydrate({ id: 'b', type: 'blog-list' })).toBe('none')
    expect(posts.carriesPageTitle).toBe(false)
  })
})

describe('section registry', () => {
  it('throws for a type that slipped past validation instead of rendering nothing', () => {
    expect(() => definitionFor('gallery-x' as never)).toThrow(UnknownSectionTypeError)
    expect(() => render([{ id: 'x', type: 'nope' } as unknown as ResolvedSection])).toThrow(
      /No section type "nope" is defined/,
    )
  })

  it('renders the sections in order, with one h1 from the opening hero', () => {
    const html = render([
      { id: 'hero', type: 'hero', title: 'Keittiöremontti', extra: undefined },
      { id: 'faq', type: 'faq', items: [{ question: 'Kysymys?', answer: '<p>Vastaus.</p>' }], extra: undefined },
      {
        id: 'hinnat',
        type: 'pricing',
        title: 'Hinnat',
        pricing: [{ service: 'Maalaus', price: 'alkaen 280 €' }],
        note: 'Lopullinen hinta sovitaan arviokäynnillä.',
        extra: undefined,
      },
    ])
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toMatch(/<h1[^>]*>Keittiöremontti<\/h1>/)
    expect(html.indexOf('id="hero"')).toBeLessThan(html.indexOf('id="faq"'))
    expect(html.indexOf('id="faq"')).toBeLessThan(html.indexOf('id="hinnat"'))
    expect(html).toContain('alkaen 280 €')
  })

  it('gives a page without an opening hero an h1 with its title', () => {
    const html = render(
      [{ id: 'teksti', type: 'content', content: '<p>Teksti</p>', extra: undefined }],
      'Tietosuojaseloste',
    )
    expect(html.match(/<h1/g)).toHaveLength(1)
    expect(html).toContain('>Tietosuojaseloste</h1>')
  })
})
