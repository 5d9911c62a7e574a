/**
 * The work examples' content pass: each example's id equals its file name (the id is its anchor on the
 * examples page) and its category is one of pages-data/example-categories/; then every language's
 * category pages (src/sections/examples/category-pages.ts).
 */
import type { WorkExample } from '../../runtime/content-types.generated.js'
import type { SourceDocument } from '../../runtime/content-model.js'
import type { ContentPass } from '../../runtime/pipeline/context.js'
import { closest } from '../../runtime/suggest.js'
import { addCategoryPages } from './category-pages.js'
import { workExampleDiagnostics } from './diagnostics.js'

export const workExamplesPass: ContentPass = {
  name: 'workExamples',
  run(ctx) {
    const categories = ctx.documents.filter((d) => d.kind === 'exampleCategory').map((d) => d.slug)
    for (const doc of ctx.documents.filter((d): d is SourceDocument<WorkExample> => d.kind === 'workExample')) {
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
