import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'
import { UI } from '../../ui/strings.fi.js'

describe('cta section', () => {
  it('without actions: the four default buttons; the form button discloses a closed panel whose form is an island loaded on intent', () => {
    const html = renderResolved({ id: 'cta', type: 'cta', title: 'Pyydä arvio', content: '<p>Vastaamme pian.</p>' })
    expect(html).toMatch(
      /^<section id="cta" class="section cta" aria-labelledby="cta-title"><div class="container cta__inner"><h2 id="cta-title" class="cta__title">Pyydä arvio<\/h2><div class="prose cta__text"><p>Vastaamme pian.<\/p><\/div><div class="button-row">/,
    )
    expect(html).toMatch(
      new RegExp(
        `<button type="button" class="button button--accent" aria-expanded="false" aria-controls="cta-form" data-disclosure="" data-analytics="contact-form-click" data-island-intent="cta-contact">.*${UI.actions.form}</button>`,
      ),
    )
    expect(html).toContain('href="tel:')
    expect(html).toContain('href="mailto:')
    expect(html).toContain(
      '<div id="cta-form" class="cta__form" hidden=""><div class="contact-slot" data-placement="cta"><site-island id="cta-contact" data-island="contact-form" data-when="interaction"',
    )
    expect(html).toContain('<form class="contact-form" data-placement="cta"')
  })
})
