/** The work examples' content pass: each example's id equals its file name (the id is its anchor on /esimerkit). */
import type { WorkExample } from '../../runtime/content-types.generated.js'
import type { SourceDocument } from '../../runtime/content-model.js'
import type { ContentPass } from '../../runtime/pipeline/context.js'

export const workExamplesPass: ContentPass = {
  name: 'workExamples',
  run(ctx) {
    for (const doc of ctx.documents.filter((d): d is SourceDocument<WorkExample> => d.kind === 'workExample')) {
      if (doc.data.id !== doc.slug)
        ctx.report('idMismatch', doc, '/id', { id: doc.data.id, file: `${doc.slug}.json`, expected: doc.slug })
    }
  },
}
