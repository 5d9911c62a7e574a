import { defineSection } from '../define-section.js'

/** Static HTML. */
export default defineSection({
  type: 'team',
  labels: {
    type: 'Tiimi',
    description: 'Yrityksen työntekijät nimineen ja tehtävineen.',
    fields: { members: 'Jäsenet', 'members[]': 'Jäsen', role: 'Tehtävä' },
  },
})
