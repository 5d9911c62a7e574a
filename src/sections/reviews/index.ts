import { reviewsJsonLd } from '../../runtime/seo.js'
import { defineSection } from '../define-section.js'

/** Static HTML; the reviews extend the business's structured data (a Review each, their AggregateRating). */
export default defineSection({
  type: 'reviews',
  jsonLd: (sections, { site, content }) => [
    reviewsJsonLd(
      site,
      sections.flatMap((s) => s.items),
      content.lang,
    ),
  ],
  labels: {
    type: 'Asiakasarviot',
    fields: {
      items: 'Arviot',
      'items[]': 'Arvio',
      date: 'Päivämäärä',
      place: 'Paikka',
      rating: 'Arvosana',
      source: 'Lähde',
    },
  },
})
