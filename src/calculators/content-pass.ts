/** The calculators feature's content pass: model checks beyond the schema; every calculator section names a model, and its starting choices fit it. */
import type { CalculatorModel, Page } from '../runtime/content-types.generated.js'
import type { SourceDocument } from '../runtime/content-model.js'
import { collectionFor } from '../runtime/collections.js'
import type { ContentPass } from '../runtime/pipeline/context.js'
import { checkCalculatorModel, checkCalculatorSections, checkCalculatorStarts } from './model-checks.js'

export const calculatorsPass: ContentPass = {
  name: 'calculators',
  run(ctx) {
    for (const m of ctx.documents.filter((d): d is SourceDocument<CalculatorModel> => d.kind === 'calculatorModel')) {
      checkCalculatorModel(m.data, m.slug, (code, pointer, args) => ctx.report(code, m, pointer, args))
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
      if (doc.kind !== 'blogPost')
        checkCalculatorSections(doc.data as Page, modelIds, (code, pointer, args) =>
          ctx.report(code, doc, pointer, args),
        )
      if (doc.kind !== 'blogPost')
        checkCalculatorStarts(doc.data as Page, models, (code, pointer, args) => ctx.report(code, doc, pointer, args))
    }
  },
}
