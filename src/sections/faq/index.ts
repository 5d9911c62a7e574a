import { faqJsonLd } from '../../runtime/seo.js'
import { defineSection } from '../define-section.js'

/** Native <details>: no script needed. Every question of the page's FAQ sections is one FAQPage. */
export default defineSection({
  type: 'faq',
  jsonLd: (sections) => [faqJsonLd(sections.flatMap((s) => s.items))],
  labels: {
    type: 'Usein kysytyt kysymykset',
    fields: { items: 'Kysymykset', 'items[]': 'Kysymys', question: 'Kysymys', answer: 'Vastaus' },
  },
})
