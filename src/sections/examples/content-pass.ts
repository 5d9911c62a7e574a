/**
 * The work examples' content pass: each example's id equals its file name (the id is its anchor on the
 * examples page) and its category is one of pages-data/example-categories/; then every language's
 * category pages (src/sections/examples/category-pages.ts).
 */
import { documentsOf } from '../../runtime/feature-content.js'
import type { ContentPass } from '../../runtime/pipeline/context.js'
import { closest } from '../../runtime/suggest.js'
import { addCategoryPages } from './category-pages.js'
import { exampleCategoryCollection, workExampleCollection } from './collection.js'
import { workExampleDiagnostics } from './diagnostics.js'

export const workExamplesPass: ContentPass = {
  name: 'workExamples',
  run(ctx) {
    const categories = documentsOf(ctx.documents, exampleCategoryCollection).map((d) => d.slug)
    for (const doc of documentsOf(ctx.documents, workExampleCollection)) {
      if (doc.data.id !== doc.slug)
        ctx.report(workExampleDiagnostics.idMismatch, doc, '/id', {
          id: doc.data.id,
          file: `${doc.slug}.json`,
          expected: doc.slug,
        })
      if (!categories.includes(doc.data.category))
        ctx.report(workExampleDiagnostics.unknownCategory, doc, '/category', {
          value: doc.data.category,
          best: closest(doc.data.category, categories) ?? '',
          known: categories.join(', '),
        })
    }
    addCategoryPages(ctx)
  },
}
