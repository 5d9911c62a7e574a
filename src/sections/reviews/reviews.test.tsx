import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { jsonLdProblems } from '../../../tests/support/json-ld-rules.js'
import { renderResolved, siteContent } from '../../../tests/support/render-section.js'
import { withStrings } from '../../ui/with-strings.js'
import { reviewsJsonLd } from './index.js'
import { averageRating, ReviewsSection } from './ReviewsSection.js'

const items = [
  { author: 'Maija K.', place: 'Espoo', date: '2025-05-20', text: 'Siisti työ.', rating: 5 },
  { author: 'T. L.', date: '2025-03-02', text: 'Hinta piti.', rating: 4, source: 'Google' },
  { author: 'A. B.', date: '2024-11-14', text: 'Ei tähtiä.' },
]

describe('reviews section', () => {
  it('each review as a quote with its author, place, date and stars; the average only of given ratings', () => {
    const html = renderResolved({ id: 'palaute', type: 'reviews', items })
    expect(html).toContain('<h2 id="palaute-title" class="section__title">Asiakkaiden palautetta</h2>')
    expect(html).toContain('<p class="reviews__average">Keskiarvo 4,5/5 (2 arviota)</p>')
    expect(html.match(/<figure class="review">/g)).toHaveLength(3)
    expect(html).toContain('<blockquote class="review__text"><p>Siisti työ.</p></blockquote>')
    expect(html).toMatch(
      /<span class="review__author">Maija K\.<\/span>, <!-- -->Espoo<!-- --> · <time dateTime="2025-05-20">20\.5\.2025<\/time>/,
    )
    expect(html).toContain('<span class="visually-hidden">Arvosana 4/5</span>')
    expect(html.match(/review__rating"/g)).toHaveLength(2)
  })

  it('on a Russian page the Finnish quote is marked lang="fi" and the date is written the Russian way', () => {
    const html = renderToString(
      withStrings(
        <ReviewsSection section={{ id: 'p', type: 'reviews', items }} extra={undefined} isFirst={false} />,
        'ru',
      ),
    )
    expect(html).toContain('<blockquote class="review__text" lang="fi"><p>Siisti työ.</p></blockquote>')
    expect(html).toContain('<time dateTime="2025-05-20">20.05.2025</time>')
  })

  it('no average when no review has a rating (nothing is made up)', () => {
    expect(averageRating([items[2]!])).toBeUndefined()
    expect(renderResolved({ id: 'palaute', type: 'reviews', items: [items[2]!] })).not.toContain('reviews__average')
  })

  it('structured data: a Review per given review; AggregateRating only when some have a rating', () => {
    const rated = reviewsJsonLd(siteContent().site, [
      { author: 'Maija K.', date: '2025-05-20', text: 'Hyvä.', rating: 5 },
      { author: 'T. L.', date: '2025-03-02', text: 'Ok.', rating: 4 },
      { author: 'A.', date: '2025-01-02', text: 'Ei tähtiä.' },
    ])
    expect(rated.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      bestRating: 5,
      worstRating: 1,
      ratingCount: 2,
      reviewCount: 3,
    })
    expect((rated.review as unknown[])[2]).toEqual({
      '@type': 'Review',
      inLanguage: 'fi',
      author: { '@type': 'Person', name: 'A.' },
      datePublished: '2025-01-02',
      reviewBody: 'Ei tähtiä.',
    })
    expect(jsonLdProblems([rated])).toEqual([])
    expect(
      reviewsJsonLd(siteContent().site, [{ author: 'A.', date: '2025-01-02', text: 'Ei tähtiä.' }]),
    ).not.toHaveProperty('aggregateRating')
  })
})
