/**
 * Server side: what a calculator section needs besides its own fields — the
 * one pricing model it names and the household tax deduction rule of
 * site.json. Only that model reaches the browser. No React here.
 */
import type { SiteContent } from '../runtime/build-content.js'
import type { CalculatorModel, Section } from '../runtime/content-types.generated.js'
import { pricingModelsOf } from './collection.js'
import type { TaxDeductionFacts } from './present.js'

export interface CalculatorExtra {
  model: CalculatorModel
  tax: TaxDeductionFacts
}

export function resolveCalculator(
  section: Extract<Section, { type: 'calculator' }>,
  content: SiteContent,
): CalculatorExtra {
  const model = pricingModelsOf(content)[section.data.type]
  // Validation guarantees the model exists; this guards content built without it.
  if (!model)
    throw new Error(
      `Calculator section "${section.id}" names model "${section.data.type}", which does not exist in pages-data/calculator-models/.`,
    )
  const { $schema: _schema, ...rest } = model
  const { rate, maxPerPerson, maxPerCouple, ownShare } = content.site.taxDeduction
  return { model: rest as CalculatorModel, tax: { rate, maxPerPerson, maxPerCouple, ownShare } }
}
