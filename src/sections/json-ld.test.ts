import { describe, expect, it } from 'vitest'
import { buildPageView } from './page-view.js'
import { businessJsonLd, faqJsonLd, reviewsJsonLd } from '../runtime/seo.js'
import { siteContent } from '../../tests/support/render-section.js'
import { jsonLdProblems } from '../../tests/support/json-ld-rules.js'

const content = siteContent()

describe('structured data of every page', () => {
  it('passes Google’s rules: required properties per type, no HTML entities or tags in text, ISO dates, absolute URLs', () => {
    const problems = content.documents.flatMap((doc) =>
      jsonLdProblems(buildPageView(content, doc).jsonLd).map((p) => `${doc.route} ${p}`),
    )
    expect(problems).toEqual([])
    expect(content.documents.length).toBeGreaterThan(30)
  })

  it('the checker catches an entity, a tag, a publisher without a logo and a made-up date', () => {
    expect(
      jsonLdProblems([
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [
            { '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer', text: '24&nbsp;h <b>x</b>' } },
          ],
        },
      ]),
    ).toEqual([
      '#0 FAQPage/mainEntity/0/acceptedAnswer/text: HTML entity in text: "&nbsp;"',
      '#0 FAQPage/mainEntity/0/acceptedAnswer/text: HTML tag in text: "<b>"',
    ])
    expect(
      jsonLdProblems([
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: 'H',
          image: 'https://x.fi/a.svg',
          datePublished: 'Kevät 2025',
          author: { '@type': 'Organization', name: 'A' },
          publisher: { '@id': 'https://x.fi/#business' },
        },
      ]),
    ).toEqual([
      '#0 BlogPosting: publisher (Organization with a name)',
      '#0 BlogPosting: publisher.logo (ImageObject with url)',
      '#0 BlogPosting/datePublished: datePublished is not an ISO 8601 date: "Kevät 2025"',
    ])
  })

  it('FAQ answers are plain text: the sanitiser’s &nbsp; becomes the character itself', () => {
    const faq = faqJsonLd([
      { question: 'Kauanko?', answer: '<p>Noin 24&nbsp;h &amp; <a href="/x">lisää</a>.</p>' },
    ]) as { mainEntity: { acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toBe('Noin 24 h & lisää .')
  })

  it('a blog post names its publisher with a logo; the business carries the Y-tunnus', () => {
    const post = content.documents.find((d) => d.kind === 'blogPost')!
    const ld = buildPageView(content, post).jsonLd.find((j) => j['@type'] === 'BlogPosting')!
    expect(ld.publisher).toEqual({
      '@type': 'Organization',
      '@id': `${content.site.url}/#organization`,
      name: content.site.brand,
      url: `${content.site.url}/`,
      logo: { '@type': 'ImageObject', url: `${content.site.url}/logo.png`, width: 512, height: 512 },
    })
    expect(businessJsonLd(content.site)).toMatchObject({ taxID: '0000000-0', legalName: content.site.legalName })
  })

  it('reviews: a Review per given review; AggregateRating only when some have a rating', () => {
    const rated = reviewsJsonLd(content.site, [
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
    expect(reviewsJsonLd(content.site, [{ author: 'A.', date: '2025-01-02', text: 'Ei tähtiä.' }])).not.toHaveProperty(
      'aggregateRating',
    )
  })
})
