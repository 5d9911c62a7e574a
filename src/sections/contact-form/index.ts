import { defineSection } from '../define-section.js'
import { ContactFormSection } from './ContactFormSection.js'

/** The contact form (its XState machine loads with it). */
export default defineSection({ type: 'contact-form', Component: ContactFormSection, hydrate: 'interaction' })
