import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'
import { faqJsonLd } from './index.js'

describe('faq section', () => {
  it('native <details> per question in the narrow muted frame, with the default title', () => {
    const html = renderResolved({
      id: 'ukk',
      type: 'faq',
      items: [
        { question: 'Kauanko?', answer: '<p>Viikon.</p>' },
        { question: 'Paljonko?', answer: '<p>Sopimuksen mukaan.</p>' },
      ],
    })
    expect(html).toMatch(
      /^<section id="ukk" class="section section--muted" aria-labelledby="ukk-title"><div class="container container--narrow"><h2 id="ukk-title" class="section__title">Usein kysytyt kysymykset<\/h2><div class="faq">/,
    )
    expect(html.match(/<details class="faq__item">/g)).toHaveLength(2)
    expect(html).toContain(
      '<summary class="faq__question">Kauanko?</summary><div class="prose faq__answer"><p>Viikon.</p></div>',
    )
  })

  it('structured data: one FAQPage; answers are plain text, the sanitiser’s &nbsp; becomes the character itself', () => {
    const faq = faqJsonLd([
      { question: 'Kauanko?', answer: '<p>Noin 24&nbsp;h &amp; <a href="/x">lisää</a>.</p>' },
    ]) as { mainEntity: { acceptedAnswer: { text: string } }[] }
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toBe('Noin 24 h & lisää .')
  })
})
