import { defineSection } from '../define-section.js'
import { CtaSection } from './CtaSection.js'

/** Its form button unfolds the contact form in place. */
export default defineSection({ type: 'cta', Component: CtaSection, hydrate: 'interaction' })
