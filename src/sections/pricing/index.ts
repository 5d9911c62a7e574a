import { defineSection } from '../define-section.js'

export default defineSection({
  type: 'pricing',
  labels: {
    type: 'Hinnasto',
    fields: { pricing: 'Hintarivit', 'pricing[]': 'Hintarivi', service: 'Palvelu', note: 'Huomautus' },
  },
})
