import { renderToString } from 'react-dom/server'
import { withStrings } from '../../ui/with-strings.js'
import { describe, expect, it } from 'vitest'
import { ContactInfoSection } from './ContactInfoSection.js'

const wrap = (node: React.ReactNode) => renderToString(withStrings(node))

describe('contact-info section', () => {
  it('contact-info: phone, e-mail, hours and both addresses from site.json', async () => {
    const { site, contactLinks } = await import('../shell-data.js')
    const html = wrap(
      <ContactInfoSection section={{ id: 'c', type: 'contact-info' }} extra={undefined} isFirst={false} />,
    )
    expect(html).toContain(`href="${contactLinks.phoneHref}"`)
    expect(html).toContain(contactLinks.email)
    for (const a of site.addresses) expect(html).toContain(a.street)
    expect(html).toContain('8.00–17.00')
    expect(html).toContain('suljettu')
  })

  it('sits in the shared frame with its default title', () => {
    const html = wrap(
      <ContactInfoSection section={{ id: 'yhteys', type: 'contact-info' }} extra={undefined} isFirst={false} />,
    )
    expect(html).toMatch(
      /^<section id="yhteys" class="section contact-info" aria-labelledby="yhteys-title"><div class="container"><h2 id="yhteys-title" class="section__title">[^<]+<\/h2><div class="contact-info__grid">/,
    )
  })
})
