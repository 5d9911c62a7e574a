import { defineSection } from '../define-section.js'

export default defineSection({
  type: 'content',
  labels: {
    type: 'Tekstiosio',
    fields: { imagePosition: 'Kuvan paikka', tone: 'Sävy' },
    choices: {
      imagePosition: { left: 'Vasemmalla', right: 'Oikealla' },
      tone: { plain: 'Tavallinen', muted: 'Hillitty (harmaa tausta)' },
    },
  },
})
