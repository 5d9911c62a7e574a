import { defineSection } from '../define-section.js'
import { ContactFormSection } from './ContactFormSection.js'

/** The contact form (its XState machine loads with it). */
// Static itself: the form inside is an island of its own (src/sections/ContactFormSlot.tsx).
export default defineSection({ type: 'contact-form', Component: ContactFormSection })
