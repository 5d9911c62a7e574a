/**
 * A feature brings its own kind of document (decision 315): a collection handed to the pipeline, not
 * named by the engine, gets its files parsed and checked against its schema, and its share of each
 * language's content is what its `content` makes, read back through `featureContent`.
 */
import { describe, expect, it } from 'vitest'
import { buildContent } from './build-content.js'
import type { AnyContentCollection, ContentCollection, ContentFile, SourceDocument } from './content-model.js'
import { readContentFiles, readSchemas } from './content-source.node.js'
import type { ExampleCategory } from './content-types.generated.js'
import { documentsOf, featureContent } from './feature-content.js'
import { pipelinePasses } from './pipeline/passes.js'

/** A made-up feature's notes: any schema does; this one is a name and nothing else. */
const notes: ContentCollection<'note', ExampleCategory, string[]> = {
  kind: 'note',
  pattern: /^pages-data\/notes\/([^/]+)\.json$/,
  schema: 'example-category.schema.json',
  folder: 'pages-data/notes/',
  content: (documents) => documents.filter((d) => d.inLanguage).map((d) => `${d.source.slug}: ${d.data.name}`),
}
const elsewhere: ContentCollection<'other', ExampleCategory, string[]> = {
  ...notes,
  kind: 'other',
  pattern: /^pages-data\/other\/([^/]+)\.json$/,
  folder: 'pages-data/other/',
}

const note = (slug: string, name: string): ContentFile => ({
  path: `pages-data/notes/${slug}.json`,
  text: JSON.stringify({ $schema: '../../schemas/example-category.schema.json', name }),
})

/** The site without the features' own folders, so the engine alone, with only the notes given, can build it. */
const FEATURE_FOLDERS =
  /^pages-data\/(?:examples|example-categories|calculator-models)\/|^pages-data\/translations\/[^/]+\/(?:examples|example-categories|calculator-models)\//
const engineFiles = readContentFiles().filter((f) => !FEATURE_FOLDERS.test(f.path))
const schemas = readSchemas()
const build = (files: ContentFile[], collections: readonly AnyContentCollection[] = [notes]) =>
  buildContent(files, schemas, { passes: pipelinePasses({ collections }) })

describe('a collection the engine does not name', () => {
  it('parses and checks its files, and its share of the content is what it makes, tokens interpolated', () => {
    const { content, diagnostics } = build([...engineFiles, note('b', 'Toinen'), note('a', '{brand}')])
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(featureContent(content!, notes)).toEqual([`a: ${content!.site.brand}`, 'b: Toinen'])
    // Another copy of the collection reads the same share (the studio renders with modules Vite loads anew).
    expect(featureContent(content!, { ...notes })).toEqual(featureContent(content!, notes))
    // Not translated into English: the feature decides what an untranslated document is there (here: absent).
    expect(featureContent(content!.languages.en!, notes)).toEqual([])
  })

  it('reports a file of its folder against its own schema', () => {
    const bad = { path: 'pages-data/notes/c.json', text: '{ "$schema": "../../schemas/example-category.schema.json" }' }
    const { content, diagnostics } = build([...engineFiles, bad])
    expect(content).toBeNull()
    expect(diagnostics.some((d) => d.severity === 'error' && d.file === bad.path)).toBe(true)
  })

  it('is unknown to a pipeline that was not given it, and named among the folders to one that was', () => {
    const unknownIn = (files: ContentFile[], collections = [notes]) =>
      build(files, collections).diagnostics.find((d) => d.code === 'unknownFile')
    expect(unknownIn([...engineFiles, note('a', 'Yksi')], [])?.file).toBe('pages-data/notes/a.json')
    expect(unknownIn([...engineFiles, { path: 'pages-data/x/y.json', text: '{}' }])?.suggestion).toContain(
      'pages-data/notes/',
    )
  })

  it('refuses two collections of one kind (documents and shares are found by kind)', () => {
    expect(() => build(engineFiles, [notes, { ...elsewhere, kind: 'note' }])).toThrow(/"note"/)
    expect(() => build(engineFiles, [{ ...notes, kind: 'page' }])).toThrow(/"page"/)
  })

  it("throws, naming the folder, when asked for a collection's share the content was built without", () => {
    const { content } = build(engineFiles)
    expect(featureContent(content!, notes)).toEqual([])
    expect(() => featureContent(content!, elsewhere)).toThrow(/pages-data\/other\//)
  })
})

describe('documentsOf', () => {
  const doc = (kind: string, file: string) => ({ kind, file }) as SourceDocument
  it("sorts a build's documents by kind once, and again when the list grew", () => {
    const documents = [doc('note', 'a'), doc('page', 'b'), doc('note', 'c')]
    const first = documentsOf(documents, notes)
    expect(first.map((d) => d.file)).toEqual(['a', 'c'])
    // Every language's content asks again: the same list, not a new walk over every document.
    expect(documentsOf(documents, notes)).toBe(first)
    expect(documentsOf(documents, elsewhere)).toEqual([])
    documents.push(doc('note', 'd'))
    expect(documentsOf(documents, notes).map((d) => d.file)).toEqual(['a', 'c', 'd'])
  })
})
