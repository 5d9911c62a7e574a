/** The calculators feature's content pass: model checks beyond the schema; every calculator section names a model, and its starting choices fit it. */
import type { CalculatorModel } from '../runtime/content-types.generated.js'
import type { SourceDocument } from '../runtime/content-model.js'
import { collectionFor } from '../runtime/collections.js'
import type { ContentPass, PipelineContext } from '../runtime/pipeline/context.js'
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
    for (const m of ctx.documents.filter((d): d is SourceDocument<CalculatorModel> => d.kind === 'calculatorModel')) {
      checkCalculatorModel(m.data, m.slug, reportIn(ctx, m))
    }
    // Every model file counts, valid or not: a section naming a model with errors is not a second error.
    const modelIds = ctx.files.flatMap((f) => {
      const match = collectionFor(f.path)
      return match?.collection.kind === 'calculatorModel' ? [match.slug] : []
    })
    const models = Object.fromEntries(
      ctx.documents
        .filter((d): d is SourceDocument<CalculatorModel> => d.kind === 'calculatorModel')
        .map((m) => [m.slug, m.data]),
    )
    for (const doc of ctx.routed()) {
      if (doc.kind === 'blogPost') continue
      checkCalculatorSections(doc.data, modelIds, reportIn(ctx, doc))
      checkCalculatorStarts(doc.data, models, reportIn(ctx, doc))
    }
  },
}
