import type { Site } from '../../runtime/content-types.generated.js'
import { businessJsonLd, htmlToText, type JsonLd } from '../../runtime/seo.js'
import type { Lang } from '../../i18n/languages.js'
import { defineSection } from '../define-section.js'

/** What the structured data takes of a review (a section's item has these, and its place and source). */
export interface ReviewForJsonLd {
  author: string
  date: string
  text: string
  rating?: number
}

/**
 * The business with the reviews a page shows as its Review items; an
 * AggregateRating only when at least one review has a rating (never made up).
 */
export function reviewsJsonLd(site: Site, reviews: readonly ReviewForJsonLd[], lang: Lang = 'fi'): JsonLd {
  const rated = reviews.filter((r) => r.rating !== undefined)
  const average = rated.reduce((sum, r) => sum + r.rating!, 0) / (rated.length || 1)
  return {
    ...businessJsonLd(site, lang),
    review: reviews.map((r) => ({
      '@type': 'Review',
      // Customers' own words, quoted in Finnish on every language's page (decision 194).
      inLanguage: 'fi',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.date,
      reviewBody: htmlToText(r.text),
      ...(r.rating !== undefined
        ? { reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 } }
        : {}),
    })),
    ...(rated.length
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(average * 10) / 10,
            bestRating: 5,
            worstRating: 1,
            ratingCount: rated.length,
            reviewCount: reviews.length,
          },
        }
      : {}),
  }
}

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
    description: 'Asiakkaiden antamia arvioita.',
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
