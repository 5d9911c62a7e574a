import { resolveCalculator } from '../../calculators/section-data.js'
import { defineSection } from '../define-section.js'

/**
 * The one pricing model the section names, plus the tax deduction facts of site.json.
 * The prerendered HTML shows the estimate of the starting choices; the calculator's
 * code (plain DOM over the pricing engine, no React: calculator.client.ts, decision 370)
 * comes at low priority once it is on screen or the browser is idle after load (or at
 * once on the visitor's intent), so a first tap is answered like any other (decision 208).
 * A choice made before it arrived shows the working state and is priced when it comes.
 */
export default defineSection({
  type: 'calculator',
  resolve: resolveCalculator,
  hydrate: 'visible',
  labels: {
    type: 'Hintalaskuri',
    description: 'Hintalaskuri, jolla kävijä näkee arvion remontin hinnasta.',
    fields: { 'data.start': 'Alkuarvot' },
  },
})
