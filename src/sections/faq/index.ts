import { htmlToText, type JsonLd } from '../../runtime/seo.js'
import { defineSection } from '../define-section.js'

/** Every question of the page's FAQ sections as one FAQPage; questions and answers as plain text. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({
      '@type': 'Question',
      name: htmlToText(i.question),
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(i.answer) },
    })),
  }
}

/** Native <details>: no script needed. Every question of the page's FAQ sections is one FAQPage. */
export default defineSection({
  type: 'faq',
  jsonLd: (sections) => [faqJsonLd(sections.flatMap((s) => s.items))],
  labels: {
    type: 'Usein kysytyt kysymykset',
    description: 'Kysymykset ja vastaukset, jotka aukeavat painamalla.',
    fields: { items: 'Kysymykset', 'items[]': 'Kysymys', question: 'Kysymys', answer: 'Vastaus' },
  },
})
