import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'

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
})
