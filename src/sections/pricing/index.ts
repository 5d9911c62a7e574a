import { defineSection } from '../define-section.js'

export default defineSection({
  type: 'pricing',
  labels: {
    type: 'Hinnasto',
    description: 'Hintataulukko: palvelut ja niiden hinnat.',
    fields: { pricing: 'Hintarivit', 'pricing[]': 'Hintarivi', service: 'Palvelu', note: 'Huomautus' },
  },
})
