/** The calculators feature's content pass: model checks beyond the schema; every calculator section names a model, and its starting choices fit it. */
import type { SourceDocument } from '../runtime/content-model.js'
import { matchCollection } from '../runtime/collections.js'
import { documentsOf } from '../runtime/feature-content.js'
import type { ContentPass, PipelineContext } from '../runtime/pipeline/context.js'
import { calculatorModelCollection } from './collection.js'
import { calculatorDiagnostics } from './diagnostics.js'
import { checkCalculatorModel, checkCalculatorSections, checkCalculatorStarts, type Report } from './model-checks.js'

/** Reports the model checks' findings at their pointers in one document. */
const reportIn =
  (ctx: PipelineContext, doc: SourceDocument): Report =>
  (code, pointer, args) =>
    ctx.report(calculatorDiagnostics[code], doc, pointer, args)

export const calculatorsPass: ContentPass = {
  name: 'calculators',
  run(ctx) {
    const documents = documentsOf(ctx.documents, calculatorModelCollection)
    for (const m of documents) checkCalculatorModel(m.data, m.slug, reportIn(ctx, m))
    // Every model file counts, valid or not: a section naming a model with errors is not a second error.
    const modelIds = ctx.files.flatMap((f) => {
      const match = matchCollection([calculatorModelCollection], f.path)
      return match ? [match.slug] : []
    })
    const models = Object.fromEntries(documents.map((m) => [m.slug, m.data]))
    for (const doc of ctx.routed()) {
      if (doc.kind === 'blogPost') continue
      checkCalculatorSections(doc.data, modelIds, reportIn(ctx, doc))
      checkCalculatorStarts(doc.data, models, reportIn(ctx, doc))
    }
  },
}
