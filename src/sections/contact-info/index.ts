import { defineSection } from '../define-section.js'

export default defineSection({
  type: 'contact-info',
  labels: { type: 'Yhteystiedot', description: 'Yrityksen puhelin, sähköposti, osoitteet ja aukioloajat.' },
})
