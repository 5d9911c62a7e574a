/**
 * The calculator's household tax credit sentence: a figure that is the cap reads "up to"
 * ("enintään"), never "about €1,600" ("noin 1 600 €"), and a range whose low end gives nothing reads as
 * its high end only.
 */
import { describe, expect, it } from 'vitest'
import { calculatorPresenter, type TaxDeductionFacts } from './present.js'
import { formatsFor } from '../runtime/format.js'
import { stringsFor } from '../ui/strings.js'
import type { CalculatorModel } from '../runtime/content-types.generated.js'

const FACTS: TaxDeductionFacts = { rate: 0.35, maxPerPerson: 1600, maxPerCouple: 3200, ownShare: 150 }
const model = { labourShare: 0.6 } as CalculatorModel
const sentences = (lang: 'fi' | 'en', low: number, high: number) =>
  calculatorPresenter({ T: stringsFor(lang).UI.calculator, f: formatsFor(lang) }).taxDeductionSentences(
    model,
    { low, high },
    FACTS,
  )

describe('the tax credit sentence of an estimate', () => {
  it('says "up to" when the whole range is at the cap (an estimate of €10,000–20,000 at 60% labour)', () => {
    const [en] = sentences('en', 10_000, 20_000)
    expect(en).toContain('a household tax credit of up to €1,600 (')
    expect(en).not.toContain('about €1,600')
    expect(sentences('fi', 10_000, 20_000)[0]).toContain('enintään 1\u00a0600\u00a0€')
  })

  it('keeps "about" and the range below the cap, and "up to" the high end when the low end gives nothing', () => {
    expect(sentences('en', 2_000, 4_000)[0]).toContain('about €270–690 (')
    expect(sentences('en', 300, 1_000)[0]).toContain('up to €60 (')
  })
})
