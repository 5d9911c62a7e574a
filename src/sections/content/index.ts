import { defineSection } from '../define-section.js'

export default defineSection({
  type: 'content',
  labels: {
    type: 'Tekstiosio',
    description: 'Vapaa teksti, jossa voi olla otsikko ja kuva.',
    fields: { imagePosition: 'Kuvan paikka', tone: 'Sävy' },
    choices: {
      imagePosition: { left: 'Vasemmalla', right: 'Oikealla' },
      tone: { plain: 'Tavallinen', muted: 'Hillitty (harmaa tausta)' },
    },
  },
})
