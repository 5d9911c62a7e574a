import { examplesOf } from './examples/collection.js'
import { stringsFor } from '../ui/strings.js'
import { sitePasses } from '../content-passes.js'
import { describe, expect, it } from 'vitest'
import { buildContent, type ContentFile } from '../runtime/build-content.js'
import { readContentFiles, readSchemas } from '../runtime/content-source.node.js'
import { buildPageView } from './page-view.js'
import { blogListExtra } from '../runtime/blog-index.js'
import { examplesExtra, examplesItemListJsonLd, sortWorkExamples, ITEM_LIST_SIZE } from './examples/work-examples.js'
import type { WorkExample } from '../runtime/content-types.generated.js'

const schemas = readSchemas()
// Without translations: these tests replace Finnish documents, and a translation of a removed one has no source.
const realFiles = readContentFiles().filter((f) => !f.path.startsWith('pages-data/translations/'))

function exampleFile(id: string, data: Record<string, unknown>, name = id): ContentFile {
  return {
    path: `pages-data/examples/${name}.json`,
    text: JSON.stringify({ $schema: '../../schemas/work-example.schema.json', id, ...data }, null, 2),
  }
}
const valid = {
  title: 'Saunan remontti',
  description: 'Paneelit ja lauteet uusittiin.',
  category: 'kylpyhuoneet-ja-saunat',
  images: [{ src: '/images/assets/esimerkit/saunaremontti.svg', alt: 'Sauna', width: 1200, height: 800 }],
  location: 'Lappeenranta',
  duration: '2025',
  features: ['Paneelit'],
}
function build(extra: ContentFile[]) {
  const files = realFiles.filter((f) => !f.path.startsWith('pages-data/examples/')).concat(extra)
  return buildContent(files, schemas, { passes: sitePasses() })
}

describe('work-example schema', () => {
  it('accepts a valid example and exposes it, tokens interpolated', () => {
    const { content, diagnostics } = build([exampleFile('sauna', { ...valid, description: '{brand} uusi saunan.' })])
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(examplesOf(content!).workExamples).toHaveLength(1)
    expect(examplesOf(content!).workExamples[0]!.description).toBe(`${content!.site.brand} uusi saunan.`)
  })

  it('reports an unknown category with the closest one, the known ones and its location', () => {
    const { diagnostics } = build([exampleFile('sauna', { ...valid, category: 'kylpyhuoneet-ja-sauna' })])
    const errors = diagnostics.filter((d) => d.severity === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      code: 'unknownCategory',
      file: 'pages-data/examples/sauna.json',
      pointer: '/category',
      line: 6,
      message: 'Category "kylpyhuoneet-ja-sauna" is not a file of pages-data/example-categories/.',
      suggestion: expect.stringMatching(/^Did you mean "kylpyhuoneet-ja-saunat"\? Known: /),
    })
  })

  it('reports a missing required field and an unknown field with a suggestion', () => {
    const { location: _l, ...noLocation } = valid
    const { diagnostics } = build([exampleFile('sauna', { ...noLocation, featurs: ['x'] })])
    const messages = diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => [d.code, d.pointer, d.message, d.suggestion])
    expect(messages).toEqual(
      expect.arrayContaining([
        [
          'missingField',
          '',
          'Missing required field "location".',
          'Add "location" (Where the work was done (town or district).).',
        ],
        ['unknownField', '/featurs', 'Unknown field "featurs".', expect.stringContaining('Did you mean "features"?')],
      ]),
    )
  })

  it('reports an id that does not match the file name', () => {
    const { diagnostics } = build([exampleFile('sauna-x', valid, 'sauna')])
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([
      expect.objectContaining({
        code: 'idMismatch',
        pointer: '/id',
        message: 'Id "sauna-x" does not match the file name "sauna.json".',
      }),
    ])
  })

  it('reports a missing before/after image', () => {
    const files = realFiles
      .filter((f) => !f.path.startsWith('pages-data/examples/'))
      .concat([
        exampleFile('sauna', {
          ...valid,
          beforeAfter: {
            beforeImage: '/images/assets/esimerkit/ei-ole.svg',
            afterImage: valid.images[0]!.src,
            beforeAlt: 'a',
            afterAlt: 'b',
            width: 1200,
            height: 800,
          },
        }),
      ])
    const { diagnostics } = buildContent(files, schemas, {
      publicFileExists: (p) => p !== '/images/assets/esimerkit/ei-ole.svg',
      passes: sitePasses(),
    })
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.pointer])).toEqual([
      ['missingImage', '/beforeAfter/beforeImage'],
    ])
  })
})

const ex = (id: string, order?: number): WorkExample =>
  ({ $schema: '', id, order, ...valid, category: 'maalaus' }) as WorkExample

describe('examples resolver', () => {
  it('sorts by order, then examples without order by id', () => {
    expect(sortWorkExamples([ex('c'), ex('b', 2), ex('a'), ex('d', 1)]).map((e) => e.id)).toEqual(['d', 'b', 'a', 'c'])
  })

  it('limits the list, strips $schema and points calculators to an existing page or /laskuri', () => {
    const withCalc = { ...ex('x', 1), calculator: { type: 'sauna' as const, title: 'Laske', description: 'Arvio' } }
    const { content } = buildContent(realFiles, schemas, { passes: sitePasses() })
    const pages = (...paths: string[]) => ({ pages: new Map(paths.map((p) => [p, content!.routes.pages.get('/')!])) })
    const of = (workExamples: WorkExample[], ...paths: string[]) => ({
      ...content!,
      ...examplesOf(content!),
      workExamples,
      routes: { ...content!.routes, ...pages(...paths) },
    })
    const extra = examplesExtra(of([withCalc, ex('y', 2), ex('z', 3)], '/laskuri/asunnon-remontti'), 2, '/')
    expect(extra.examples.map((e) => e.id)).toEqual(['x', 'y'])
    expect(extra.total).toBe(3)
    expect(extra.examples[0]).not.toHaveProperty('$schema')
    expect(extra.examples[0]!.calculatorHref).toBe('/laskuri')
    expect(extra.examples[0]!.categoryName).toBe('Maalaus')
    expect(examplesExtra(of([withCalc], '/laskuri/saunan-asennus'), undefined, '/').examples[0]!.calculatorHref).toBe(
      '/laskuri/saunan-asennus',
    )
  })

  it('the ItemList on /esimerkit names exactly the first 10 of the 16 examples, in order', () => {
    const { content } = buildContent(realFiles, schemas, { passes: sitePasses() })
    const { workExamples } = examplesOf(content!)
    expect(workExamples).toHaveLength(16)
    const view = buildPageView(content!, content!.routes.pages.get('/esimerkit')!)
    const lists = view.jsonLd.filter((j) => j['@type'] === 'ItemList')
    expect(lists).toHaveLength(1)
    const items = lists[0]!.itemListElement as { position: number; url: string }[]
    expect(items).toHaveLength(ITEM_LIST_SIZE)
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const expected = sortWorkExamples(workExamples)
      .slice(0, 10)
      .map((e) => `${content!.site.url}/esimerkit#${e.id}`)
    expect(items.map((i) => i.url)).toEqual(expected)
    expect(
      examplesItemListJsonLd(
        content!.site,
        { ...examplesOf(content!), workExamples: workExamples.slice(0, 3) },
        'Työt',
        '/esimerkit',
      ).numberOfItems,
    ).toBe(3)
  })

  it("a translated examples page's ItemList is named in its language and lists the anchors of that page", () => {
    const { content } = buildContent(readContentFiles(), schemas, { passes: sitePasses() })
    const route = content!.versions.get('/esimerkit')!.en!
    const view = buildPageView(content!, content!.routes.pages.get(route)!)
    const list = view.jsonLd.find((j) => j['@type'] === 'ItemList')!
    expect(list.name).toBe(stringsFor('en').UI.examples.defaultTitle)
    const items = list.itemListElement as { url: string; item: { genre: string } }[]
    expect(items.every((i) => i.url.startsWith(`${content!.site.url}${route}#`))).toBe(true)
    // The category of each example by its English name (the Finnish one was "Katot", "Maalaus"...).
    const english = Object.values(examplesOf(content!.languages.en!).exampleCategories).map((c) => c.name)
    expect(items.every((i) => english.includes(i.item.genre))).toBe(true)
  })

  it('the home page teaser (limit) adds no ItemList', () => {
    const { content } = buildContent(realFiles, schemas, { passes: sitePasses() })
    const view = buildPageView(content!, content!.routes.pages.get('/')!)
    expect(view.jsonLd.some((j) => j['@type'] === 'ItemList')).toBe(false)
  })
})

describe('blog-list resolver', () => {
  it('lists posts newest first with their card fields', () => {
    const post = (slug: string, date: string) => ({
      path: `pages-data/blog/${slug}.md`,
      text: `---\ntitle: "Otsikko ${slug}"\nexcerpt: "Ote"\nmetaDescription: "Kuvaus, joka on riittävän pitkä hakutulokseen ja kertoo artikkelin sisällön."\nimage:\n  src: /images/assets/blogi/lattian-tasoitus.svg\n  alt: "Lattia"\n  width: 1200\n  height: 800\ntags: [a]\ncategory: Lattiat\npublishedAt: "${date}"\n---\nTeksti.\n`,
    })
    const files = realFiles
      .filter((f) => !f.path.startsWith('pages-data/blog/'))
      .concat([post('vanha', '2025-01-02'), post('uusi', '2026-05-01'), post('keski', '2025-12-31')])
    const { content, diagnostics } = buildContent(files, schemas, { passes: sitePasses() })
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    const extra = blogListExtra(content!.documents)
    expect(extra.posts.map((p) => p.href)).toEqual(['/blogi/uusi', '/blogi/keski', '/blogi/vanha'])
    expect(extra.posts[0]).toEqual({
      title: 'Otsikko uusi',
      excerpt: 'Ote',
      image: { src: '/images/assets/blogi/lattian-tasoitus.svg', alt: 'Lattia', width: 1200, height: 800 },
      category: 'Lattiat',
      publishedAt: '2026-05-01',
      href: '/blogi/uusi',
      lang: 'fi',
    })
    expect(blogListExtra(content!.documents, 2).posts).toHaveLength(2)
    expect(blogListExtra(content!.documents, 2).total).toBe(3)
  })
})
