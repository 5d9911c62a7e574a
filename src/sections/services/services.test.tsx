import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'

describe('services section', () => {
  it('a card per service: its icon, a linked title when it has href, its text', () => {
    const html = renderResolved({
      id: 'palvelut',
      type: 'services',
      title: 'Palvelut',
      data: {
        services: [
          { icon: 'kitchen', title: 'Keittiö', description: 'Kaapit', href: '/palvelu/keittion-remontti' },
          { icon: 'bath', title: 'Kylpyhuone', description: 'Laatat' },
        ],
      },
    })
    expect(html).toMatch(
      /^<section id="palvelut" class="section" aria-labelledby="palvelut-title"><div class="container"><h2 id="palvelut-title" class="section__title">Palvelut<\/h2><ul class="cards">/,
    )
    expect(html).toContain('<li class="card card--link"><span class="card__icon" aria-hidden="true"><svg')
    expect(html).toContain('<h3 class="card__title"><a href="/palvelu/keittion-remontti">Keittiö</a></h3>')
    expect(html).toContain('<li class="card"><span class="card__icon" aria-hidden="true">')
    expect(html).toContain('<h3 class="card__title">Kylpyhuone</h3><p class="card__text">Laatat</p>')
  })
})
