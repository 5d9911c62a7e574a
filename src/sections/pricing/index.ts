import { defineSection } from '../define-section.js'
import { PricingSection } from './PricingSection.js'

export default defineSection({ type: 'pricing', Component: PricingSection })
