import { resolveCalculator } from '../../calculators/section-data.js'
import { defineSection } from '../define-section.js'
import { CalculatorSection } from './CalculatorSection.js'

/**
 * The one pricing model the section names, plus the tax deduction facts of site.json.
 * The prerendered HTML shows the estimate of the starting choices; React comes on the
 * visitor's intent (pointer, focus or touch on the calculator), and what they chose or
 * typed before it arrived is handed over (src/islands/hydrate-island.ts; decision 101).
 */
export default defineSection({
  type: 'calculator',
  resolve: resolveCalculator,
  Component: CalculatorSection,
  hydrate: 'interaction',
})
