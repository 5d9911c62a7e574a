/** The studio's pure parts and its adapter to the validator (issue 14). */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { templateDocument } from '../runtime/new-document.js'
import { RICH_TEXT_KEYS } from '../runtime/collections.js'
import { readContentFiles, REPO_ROOT } from '../runtime/content-source.node.js'
import { sectionDefinitions } from '../sections/definitions.js'
import { orderLike, parseDocumentText, serializeDocument, withoutUnfilled } from './document-format.js'
import { errorTree, fieldId, uiSchemaFor } from './form-mapping.js'
import { documentSchemas, sectionTypes } from './schema-bundle.js'
import { checkDocument, loadContentSource, type StudioDiagnostic } from './validate-document.js'

const source = loadContentSource()
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const kitchenText = readFileSync(path.join(REPO_ROOT, KITCHEN), 'utf8')

describe('document format', () => {
  it('writes every content file back byte for byte when nothing changed', () => {
    const files = readContentFiles()
    expect(files.length).toBeGreaterThan(50)
    for (const f of files) {
      const doc = parseDocumentText(f.path, f.text)
      expect(doc, f.path).not.toBeNull()
      expect(serializeDocument(f.path, doc!, f.text), f.path).toBe(f.text)
    }
  })

  it('keeps the file key order when a form rebuilds an object, and puts new keys last', () => {
    const reference = { a: 1, b: { x: 1, y: 2 }, c: [{ p: 1, q: 2 }] }
    const rebuilt = { c: [{ q: 3, p: 1 }], b: { y: 2, x: 1 }, d: 4, a: 1 }
    expect(JSON.stringify(orderLike(rebuilt, reference))).toBe('{"a":1,"b":{"x":1,"y":2},"c":[{"p":1,"q":3}],"d":4}')
  })

  it('changes one line of a JSON page for one changed field, and drops emptied optional fields', () => {
    const doc = parseDocumentText(KITCHEN, kitchenText)!
    const data = structuredClone(doc.data)
    data.title = 'Uusi otsikko'
    const out = serializeDocument(KITCHEN, { data }, kitchenText)
    const changed = out.split('\n').filter((line, i) => line !== kitchenText.split('\n')[i])
    expect(changed).toEqual(['  "title": "Uusi otsikko",'])
    expect(
      serializeDocument(KITCHEN, { data: { ...data, breadcrumb: undefined } as never }, kitchenText),
    ).not.toContain('"breadcrumb"')
  })

  it('updates a blog post front matter in place: quotes and flow lists stay, the Markdown body follows', () => {
    const file = 'pages-data/blog/lattian-tasoitus.md'
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8')
    const doc = parseDocumentText(file, text)!
    const out = serializeDocument(
      file,
      {
        data: { ...doc.data, category: 'Lattiat ja tasoitteet', tags: ['lattia', 'tasoitus'] },
        body: `${doc.body}\nUusi kappale.\n`,
      },
      text,
    )
    const before = text.split('\n')
    const after = out.split('\n')
    expect(after.filter((l) => !before.includes(l))).toEqual([
      'tags: [lattia, tasoitus]',
      'category: Lattiat ja tasoitteet',
      'Uusi kappale.',
    ])
    expect(out).toContain(before[1]) // title: "…" still double-quoted
    expect(parseDocumentText(file, out)!.data.category).toBe('Lattiat ja tasoitteet')
  })

  it('returns null for text that does not parse (the raw view keeps it)', () => {
    expect(parseDocumentText(KITCHEN, '{ "slug": ')).toBeNull()
    expect(parseDocumentText('pages-data/blog/x.md', 'no front matter')).toBeNull()
  })
})

describe("the form's data as it is kept", () => {
  it('drops a button’s address when it stops being a link, and keeps it while it is one', () => {
    const link = { kind: 'link', label: 'Hinnat', href: '/hinnat' }
    expect(withoutUnfilled({ buttons: [{ ...link, kind: 'consultation' }] }, { buttons: [link] })).toEqual({
      buttons: [{ kind: 'consultation', label: 'Hinnat' }],
    })
    expect(withoutUnfilled({ buttons: [{ ...link, href: '/uusi' }] }, { buttons: [link] })).toEqual({
      buttons: [{ ...link, href: '/uusi' }],
    })
  })
  it('leaves out the empty objects the form made up, never the author’s empty list item', () => {
    expect(withoutUnfilled({ title: 'A', image: {} }, { title: 'A' })).toEqual({ title: 'A' })
    expect(withoutUnfilled({ items: [{}] }, { items: [] })).toEqual({ items: [{}] })
  })
})

describe('validating one document among the others', () => {
  it('accepts the kitchen page as it is and measures it against every document', () => {
    const r = checkDocument(source, KITCHEN, kitchenText)
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(r.saveable).toBe(true)
    expect(r.content?.routes.pages.get('/palvelu/keittion-remontti')?.file).toBe(KITCHEN)
  })

  it('reports an emptied required field at the field itself, and blocks saving', () => {
    const data = JSON.parse(kitchenText) as { sections: { title?: string }[] }
    delete data.sections[0]!.title
    const r = checkDocument(source, KITCHEN, `${JSON.stringify(data, null, 2)}\n`)
    expect(r.diagnostics.map((d) => [d.pointer, d.code])).toContainEqual(['/sections/0/title', 'missingField'])
    expect(r.saveable).toBe(false)
    expect(r.content).toBeNull()
  })

  it('runs the cross-document checks: a broken link, an unknown token, a duplicate section id, with suggestions', () => {
    const data = JSON.parse(kitchenText) as { sections: { id: string; content?: string }[] }
    data.sections[1]!.id = data.sections[0]!.id
    const hero = data.sections[0]!
    hero.content = '<p><a href="/palvelu/keittion-remontt">x</a> {phon}</p>'
    const r = checkDocument(source, KITCHEN, `${JSON.stringify(data, null, 2)}\n`)
    const byCode = (code: string) => r.diagnostics.find((d) => d.code === code)
    expect(byCode('brokenLink')).toMatchObject({
      pointer: '/sections/0/content',
      suggestion: 'Tarkoititko ”/palvelu/keittion-remontti”?',
    })
    expect(byCode('unknownToken')?.suggestion).toContain('{phone}')
    expect(byCode('duplicateSectionId')?.pointer).toBe('/sections/1/id')
  })

  it('reports every error at once: a broken link, an unknown token and an emptied title together', () => {
    const data = JSON.parse(kitchenText) as { title?: string; sections: { type: string; content?: string }[] }
    const hero = data.sections.find((s) => s.type === 'hero')!
    hero.content = '<p><a href="/palvelu/ei-ole">x</a> {puhelin}</p>'
    const broken = `${JSON.stringify(data, null, 2)}\n`
    delete data.title
    const all = checkDocument(source, KITCHEN, `${JSON.stringify(data, null, 2)}\n`)
    const codes = all.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)
    expect(codes).toEqual(expect.arrayContaining(['brokenLink', 'unknownToken', 'missingField']))
    // The same link and token errors as without the title error, each once.
    const without = checkDocument(source, KITCHEN, broken).diagnostics.filter((d) => d.code !== 'missingField')
    for (const d of without.filter((x) => x.severity === 'error'))
      expect(all.diagnostics.filter((x) => x.code === d.code && x.pointer === d.pointer)).toHaveLength(1)
    expect(all.saveable).toBe(false)
  })

  it('blames a change for the errors it causes in other documents (a city page its sub-pages need)', () => {
    const file = 'pages-data/cities/helsinki.json'
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8')
    expect(checkDocument(source, file, text).elsewhere).toEqual([])
    const r = checkDocument(source, file, text.replace(/"title": "[^"]*",/, ''))
    expect(r.diagnostics.some((d) => d.code === 'missingField')).toBe(true)
    expect(r.elsewhere.length).toBeGreaterThan(0)
    expect(
      r.elsewhere.every(
        (d: StudioDiagnostic) => d.file.startsWith('pages-data/cities/helsinki/') && d.severity === 'error',
      ),
    ).toBe(true)
  })

  it('warns about the placeholders of the npm run new templates, at their fields, without blocking', () => {
    for (const kind of ['service', 'page', 'blog'] as const) {
      const doc = templateDocument({ kind, slug: 'uusi-testisivu', title: 'Uusi testisivu', today: '2026-01-01' })
      const r = checkDocument(source, doc.file, doc.text)
      const placeholders = r.diagnostics.filter((d) => /placeholder/i.test(d.code))
      expect(placeholders.length, kind).toBeGreaterThan(0)
      expect(placeholders.every((d) => d.severity === 'warning')).toBe(true)
      expect(r.saveable, `${kind}: ${JSON.stringify(r.diagnostics.filter((d) => d.severity === 'error'))}`).toBe(true)
    }
    const service = templateDocument({ kind: 'service', slug: 'x', title: 'X', today: '2026-01-01' })
    expect(
      checkDocument(source, service.file, service.text)
        .diagnostics.filter((d) => d.code === 'placeholderText')
        .map((d) => d.pointer),
    ).toContain('/description')
    expect(checkDocument(source, KITCHEN, kitchenText).diagnostics.filter((d) => d.code === 'placeholderText')).toEqual(
      [],
    )
  })
})

describe('schemas for the forms', () => {
  const types = sectionDefinitions.map((d) => d.type)
  const bundles = sectionTypes(source.schemas, types)
  const refs = (node: unknown): string[] =>
    Array.isArray(node)
      ? node.flatMap(refs)
      : node && typeof node === 'object'
        ? Object.entries(node).flatMap(([k, v]) => (k === '$ref' ? [String(v)] : refs(v)))
        : []

  it('lists every section type of src/sections/definitions.ts, in its order, with its examples', () => {
    expect(bundles.map((b) => b.type)).toEqual(types)
    for (const b of bundles) expect(b.examples.length, b.type).toBeGreaterThan(0)
  })

  it('bundles each schema self-contained: local references only, and it still validates the examples', () => {
    const ajv = new Ajv({ strict: false, allErrors: true })
    for (const b of bundles) {
      expect(
        refs(b.schema).every((r) => r.startsWith('#/')),
        b.type,
      ).toBe(true)
      const validate = ajv.compile(b.schema)
      for (const example of b.examples)
        expect(validate(example), `${b.type}: ${JSON.stringify(validate.errors)}`).toBe(true)
      expect(validate({ ...(b.examples[0] as object), nope: 1 })).toBe(false)
    }
    const docs = documentSchemas(source.schemas)
    for (const [kind, schema] of Object.entries(docs))
      expect(
        refs(schema).every((r) => r.startsWith('#/')),
        kind,
      ).toBe(true)
    expect(Object.keys(docs.service.properties as object)).not.toContain('sections')
    expect(Object.keys(docs.blogPost.properties as object)).toContain('title')
  })

  it('marks rich text fields for the editor and hides $schema and the section type', () => {
    const faq = bundles.find((b) => b.type === 'faq')!
    const ui = uiSchemaFor(faq.schema, RICH_TEXT_KEYS)
    expect(ui).toMatchObject({
      type: { 'ui:widget': 'hidden' },
      items: { items: { answer: { 'ui:widget': 'richText' } } },
    })
    expect(uiSchemaFor(documentSchemas(source.schemas).service, RICH_TEXT_KEYS)).toMatchObject({
      $schema: { 'ui:widget': 'hidden' },
    })
  })
})

describe('errors at their fields', () => {
  const d = (pointer: string, severity: 'error' | 'warning' = 'error'): StudioDiagnostic => ({
    severity,
    code: 'missingField',
    file: KITCHEN,
    line: 1,
    column: 1,
    pointer,
    message: 'M.',
    suggestion: 'S.',
  })

  it('builds the form error tree below a base pointer, warnings left out', () => {
    const tree = errorTree(
      [
        d('/sections/7/items/2/question'),
        d('/sections/7/items/2/question'),
        d('/sections/1/title'),
        d('/title', 'warning'),
      ],
      '/sections/7',
    )
    expect(tree).toEqual({ items: { 2: { question: { __errors: ['M. S.', 'M. S.'] } } } })
    expect(errorTree([d('/title')])).toEqual({ title: { __errors: ['M. S.'] } })
  })

  it('names fields the way the form ids them', () => {
    expect(fieldId('sections', [7, 'items', 2, 'question'])).toBe('sections_7_items_2_question')
    expect(fieldId('root', ['title'])).toBe('root_title')
  })
})

describe('a hand-formatted file (pricing model)', () => {
  it('changes only the edited value and keeps the one-line objects', () => {
    const file = 'pages-data/calculator-models/apartment.json'
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8')
    const doc = parseDocumentText(file, text)!
    const data = structuredClone(doc.data) as { title?: string } & Record<string, never>
    const key = Object.keys(doc.data).find((k) => typeof doc.data[k] === 'string' && k !== '$schema' && k !== 'id')!
    const out = serializeDocument(file, { data: { ...data, [key]: 'Muutettu' } }, text)
    const before = text.split('\n')
    const changed = out.split('\n').filter((l, i) => l !== before[i])
    expect(changed).toHaveLength(1)
    expect(changed[0]).toContain('"Muutettu"')
    expect(out.split('\n')).toHaveLength(before.length)
  })
})
