import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'

const hero = {
  id: 'alku',
  type: 'hero',
  title: 'Keittiöremontti',
  content: '<p>Teksti</p>',
  highlights: ['Kiinteä hinta'],
  image: { src: '/images/services/keittio.svg', alt: 'Keittiö', width: 1200, height: 800 },
  actions: [{ kind: 'link', label: 'Hinnat', href: '/hinnasto' }],
} as const

describe('hero section', () => {
  it('first on the page: the h1, its image loaded eagerly with high priority', () => {
    const html = renderResolved({ ...hero, actions: [...hero.actions], highlights: [...hero.highlights] }, true)
    // React hoists a preload for the high-priority image in front of the section.
    expect(html).toMatch(
      /^<link rel="preload" as="image" href="\/images\/services\/keittio.svg" fetchPriority="high"\/><section id="alku" class="hero hero--with-image" aria-labelledby="alku-title"><div class="hero__inner container"><div class="hero__text"><h1 id="alku-title" class="hero__title">Keittiöremontti<\/h1>/,
    )
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('<li>Kiinteä hinta</li>')
    expect(html).toContain('<a class="button button--accent" href="/hinnasto">Hinnat</a>')
  })

  it('further down: an h2 and a lazy image', () => {
    const html = renderResolved({ id: 'alku', type: 'hero', title: 'Toinen', image: hero.image }, false)
    expect(html).toContain('<h2 id="alku-title" class="hero__title">Toinen</h2>')
    expect(html).not.toContain('<h1')
    expect(html).toContain('loading="lazy"')
  })
})
