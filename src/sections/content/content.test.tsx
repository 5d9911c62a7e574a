import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'

describe('content section', () => {
  it('with a title: labelled by its h2, image on the chosen side, muted tone', () => {
    const html = renderResolved({
      id: 'prosessi',
      type: 'content',
      title: 'Näin edetään',
      content: '<p>Teksti</p>',
      tone: 'muted',
      image: { src: '/images/services/keittio.svg', alt: 'Keittiö', width: 1200, height: 800 },
      imagePosition: 'left',
    })
    expect(html).toMatch(
      /^<section id="prosessi" class="section content-section section--muted content-section--image-left" aria-labelledby="prosessi-title"><div class="container content-section__inner"><div class="content-section__text"><h2 id="prosessi-title" class="section__title">Näin edetään<\/h2><div class="prose"><p>Teksti<\/p><\/div><\/div><img class="content-section__image"/,
    )
  })

  it('without a title: no heading and no aria-labelledby pointing at nothing', () => {
    const html = renderResolved({ id: 'teksti', type: 'content', content: '<p>Teksti</p>' })
    expect(html).toMatch(
      /^<section id="teksti" class="section content-section content-section--text"><div class="container content-section__inner">/,
    )
    expect(html).not.toMatch(/aria-labelledby|<h2/)
  })
})
