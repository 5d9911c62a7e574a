import { defineSection } from '../define-section.js'

/** Its form button unfolds the contact form in place. */
// Static itself: the unfolding form is an island of its own (src/sections/ContactFormSlot.tsx).
export default defineSection({
  type: 'cta',
  labels: {
    type: 'Yhteydenottokehotus',
    description: 'Kehotus ottaa yhteyttä: otsikko, teksti ja yhteydenottopainike.',
  },
})
