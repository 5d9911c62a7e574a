import { resolveCalculator } from '../../calculators/section-data.js'
import { defineSection } from '../define-section.js'
import { CalculatorSection } from './CalculatorSection.js'

/** The one pricing model the section names, plus the tax deduction facts of site.json. */
export default defineSection({ type: 'calculator', resolve: resolveCalculator, Component: CalculatorSection, hydrate: 'visible' })
