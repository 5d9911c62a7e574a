/**
 * The work examples' kinds of document (decision 315): the examples (pages-data/examples/) and their
 * categories (pages-data/example-categories/), each with its share of every language's content, read
 * back through the accessors below. The composition root lists them (src/content-collections.ts).
 */
import { featureContent } from '../../runtime/feature-content.js'
import type { ContentCollection, SiteContent } from '../../runtime/content-model.js'
import type { ExampleCategory, WorkExample } from '../../runtime/content-types.generated.js'

/**
 * Work examples, tokens interpolated, in file-name order; in another language only the translated ones.
 * They have no route of their own: the 'examples' section lists them on /esimerkit.
 */
export const workExampleCollection: ContentCollection<'workExample', WorkExample, readonly WorkExample[]> = {
  kind: 'workExample',
  pattern: /^pages-data\/examples\/([^/]+)\.json$/,
  schema: 'work-example.schema.json',
  folder: 'pages-data/examples/',
  content: (documents) => documents.filter((d) => d.inLanguage).map((d) => d.data),
}

/**
 * Work-example categories by id (the file name), names in the language where translated. Each gets a
 * page under the examples page in every language that has one of its examples (category-pages.ts).
 */
export const exampleCategoryCollection: ContentCollection<
  'exampleCategory',
  ExampleCategory,
  Readonly<Record<string, ExampleCategory>>
> = {
  kind: 'exampleCategory',
  pattern: /^pages-data\/example-categories\/([^/]+)\.json$/,
  schema: 'example-category.schema.json',
  folder: 'pages-data/example-categories/',
  content: (documents) => Object.fromEntries(documents.map((d) => [d.source.slug, d.data])),
}

/** What the examples section reads of a language's content: the examples and their categories. */
export interface ExamplesContent {
  workExamples: readonly WorkExample[]
  exampleCategories: Readonly<Record<string, ExampleCategory>>
}

/** The work examples and their categories in the content's language. */
export const examplesOf = (content: SiteContent): ExamplesContent => ({
  workExamples: featureContent(content, workExampleCollection),
  exampleCategories: featureContent(content, exampleCategoryCollection),
})
