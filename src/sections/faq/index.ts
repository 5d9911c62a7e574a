import { defineSection } from '../define-section.js'
import { FaqSection } from './FaqSection.js'

/** Native <details>: no script needed. */
export default defineSection({ type: 'faq', Component: FaqSection })
