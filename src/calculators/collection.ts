/**
 * The calculators' kind of document (decision 315): the pricing models of pages-data/calculator-models/,
 * with their share of every language's content (each model by id, labels translated where a translation
 * exists), read back with pricingModelsOf. The composition root lists it (src/content-collections.ts).
 */
import { featureContent } from '../runtime/feature-content.js'
import type { ContentCollection, SiteContent } from '../runtime/content-model.js'
import type { CalculatorModel } from '../runtime/content-types.generated.js'

/** Every pricing model by id, tokens interpolated. */
export type CalculatorModelsById = Readonly<Record<string, CalculatorModel>>

export const calculatorModelCollection: ContentCollection<'calculatorModel', CalculatorModel, CalculatorModelsById> = {
  kind: 'calculatorModel',
  pattern: /^pages-data\/calculator-models\/([^/]+)\.json$/,
  schema: 'calculator.schema.json',
  folder: 'pages-data/calculator-models/',
  content: (documents) => Object.fromEntries(documents.map((d) => [d.source.data.id, d.data])),
}

/** The pricing models in the content's language, by id. */
export const pricingModelsOf = (content: SiteContent): CalculatorModelsById =>
  featureContent(content, calculatorModelCollection)
