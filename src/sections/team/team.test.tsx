import { describe, expect, it } from 'vitest'
import { renderResolved } from '../../../tests/support/render-section.js'

describe('team section', () => {
  it('each member with name, role and languages; a placeholder member says so on the page', () => {
    const html = renderResolved({
      id: 'tiimi',
      type: 'team',
      members: [
        { name: 'Mikko V.', role: 'Työnjohtaja', languages: ['suomi', 'englanti'] },
        { name: 'Etunimi Sukunimi', role: 'Yrittäjä', placeholder: true },
      ],
    })
    expect(html).toContain('<h2 id="tiimi-title" class="section__title">Tiimimme</h2>')
    expect(html).toMatch(
      /<li class="team__member"><h3 class="team__name">Mikko V\.<\/h3><p class="team__role">Työnjohtaja<\/p><p class="team__languages">Kielet<!-- -->: <!-- -->suomi, englanti<\/p><\/li>/,
    )
    expect(html).toContain(
      '<li class="team__member team__member--placeholder"><h3 class="team__name">Etunimi Sukunimi</h3>',
    )
    expect(html.match(/team__placeholder/g)).toHaveLength(1)
    expect(html).toContain('Esimerkkihenkilö – korvataan oikealla tiimin jäsenellä')
  })
})
