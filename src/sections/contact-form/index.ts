import { defineSection } from '../define-section.js'

/** The contact form (its XState machine loads with it). */
// Static itself: the form inside is an island of its own (src/sections/ContactFormSlot.tsx).
export default defineSection({
  type: 'contact-form',
  labels: { type: 'Yhteydenottolomake', description: 'Lomake, jolla kävijä lähettää yhteydenottopyynnön.' },
})
