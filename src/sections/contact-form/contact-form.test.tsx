import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'
import { UI } from '../../ui/strings.fi.js'

describe('contact-form section', () => {
  it('its title, intro and the page placement of the form, server-rendered as an island that hydrates on intent', () => {
    const html = renderResolved({
      id: 'lomake',
      type: 'contact-form',
      title: 'Lähetä viesti',
      content: '<p>Kerro lyhyesti.</p>',
    })
    expect(html).toMatch(
      /^<section id="lomake" class="section contact-form-section" aria-labelledby="lomake-title"><div class="container"><h2 id="lomake-title" class="section__title">Lähetä viesti<\/h2><div class="prose"><p>Kerro lyhyesti.<\/p><\/div><div class="contact-slot" data-placement="page">/,
    )
    expect(html).toContain(
      '<site-island id="lomake-contact" data-island="contact-form" data-when="interaction" data-prefix="lomake-contact-" data-lang="fi" data-props="{&quot;placement&quot;:&quot;page&quot;,&quot;page&quot;:&quot;&quot;,&quot;formId&quot;:&quot;lomake-contact&quot;}">',
    )
    expect(html).toContain(`<label for="_lomake-contact-`)
    expect(html).toContain(UI.contact.mathPending)
  })
})
