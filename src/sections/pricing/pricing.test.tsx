import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'

describe('pricing section', () => {
  it('a table with row headers, the intro and the note', () => {
    const html = renderResolved({
      id: 'hinnat',
      type: 'pricing',
      title: 'Hinnat',
      content: '<p>Sis. alv.</p>',
      pricing: [{ service: 'Maalaus', price: 'alkaen 280 €', description: 'Kaksi kerrosta' }],
      note: 'Lopullinen hinta sovitaan.',
    })
    expect(html).toMatch(
      /^<section id="hinnat" class="section" aria-labelledby="hinnat-title"><div class="container container--narrow"><h2 id="hinnat-title" class="section__title">Hinnat<\/h2><div class="prose section__intro"><p>Sis. alv.<\/p><\/div><div class="table-wrap">/,
    )
    expect(html).toContain(
      '<th scope="row">Maalaus<span class="pricing__description">Kaksi kerrosta</span></th><td class="pricing__price">alkaen 280 €</td>',
    )
    expect(html).toMatch(/<p class="pricing__note">Lopullinen hinta sovitaan.<\/p><\/div><\/section>$/)
  })
})
