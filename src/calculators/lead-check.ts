/**
 * A calculator's estimate as the server sees it (docs/decisions/254): the lead's
 * choices and estimate are made again from the pricing model and the answers the browser priced them
 * from, with the same engine (engine.ts) and the same words and formats (present.ts) in the visitor's
 * language, and compared with what the browser sent. A forged "0 €", a choice the model does not have,
 * or an estimate from prices that have since changed disagree, and the message is refused. Pure: the
 * server reads the models from the site's content when it starts (server/contact/service.ts).
 */
import type { Lang } from '../i18n/languages.js'
import type { CalculatorContext, SentCalculator } from '../rules/lead-origin.js'
import { storedText } from '../rules/text-hygiene.js'
import type { SiteContent } from '../runtime/build-content.js'
import type { CalculatorModel } from '../runtime/content-types.generated.js'
import { formatsFor } from '../runtime/format.js'
import { stringsFor } from '../ui/strings.js'
import { pricingModelsOf } from './collection.js'
import { estimate } from './engine.js'
import { calculatorPresenter } from './present.js'

/** What the build writes beside dist/client (never served): the models its pages were priced with. */
export const CALCULATOR_MODELS_FILE = 'calculator-models.json'

/** Every pricing model by id, in each published language (labels translated, prices the same). */
export type CalculatorModels = Partial<Record<Lang, Record<string, CalculatorModel>>>

/** The models as the pages' calculators carry them, per language (what the build writes for the server). */
export function calculatorModelsOf(content: SiteContent): CalculatorModels {
  return Object.fromEntries(
    Object.entries(content.languages).map(([lang, localized]) => [
      lang,
      Object.fromEntries(
        Object.entries(localized ? pricingModelsOf(localized) : {}).map(([id, { $schema: _schema, ...model }]) => [
          id,
          model,
        ]),
      ),
    ]),
  )
}

/** The same text up to spacing (the formats use no-break spaces; a copy may have plain ones). */
const same = (text: string) => storedText(text).replace(/\s+/gu, ' ')
const sorted = (list: readonly string[]) => list.map(same).sort()

/**
 * The calculator context to store, made again from the model and the answers in `lang`; null when the
 * browser's name, choices (in any order) or estimate are not what the model gives for those answers.
 */
export function recheckCalculator(
  models: CalculatorModels,
  lang: Lang,
  sent: SentCalculator,
): CalculatorContext | null {
  // A page from before a deploy may send no model or answers: refused the same way (reload and price again).
  const model = typeof sent.model === 'string' ? models[lang]?.[sent.model] : undefined
  if (!model || typeof sent.answers !== 'object' || sent.answers === null) return null
  const result = estimate(model, sent.answers)
  if (!result.ok) return null
  const made = calculatorPresenter({ T: stringsFor(lang).UI.calculator, f: formatsFor(lang) }).calculatorContext(
    model,
    result,
  )
  const agrees =
    same(sent.name) === same(made.name) &&
    same(sent.estimate) === same(made.estimate) &&
    JSON.stringify(sorted(sent.choices)) === JSON.stringify(sorted(made.choices))
  // The browser's order (the page's own question first) is kept: the same choices.
  return agrees ? { name: made.name, choices: sent.choices, estimate: made.estimate } : null
}
