import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { WorkExample } from '../../runtime/content-types.generated.js'
import { examplesExtra } from '../../runtime/work-examples.js'
import { renderResolved, siteContent } from '../../../tests/support/render-section.js'
import { ExamplesSection } from './ExamplesSection.js'

const valid = {
  title: 'Saunan remontti', description: 'Paneelit ja lauteet uusittiin.', category: 'Kylpyhuoneet ja saunat',
  images: [{ src: '/images/assets/esimerkit/saunaremontti.svg', alt: 'Sauna', width: 1200, height: 800 }],
  location: 'Lappeenranta', duration: '2025', features: ['Paneelit'],
}
const ex = (id: string, order?: number): WorkExample => ({ $schema: '', id, order, ...valid, category: 'Maalaus' } as WorkExample)
const wrap = (node: React.ReactNode) => renderToString(node)

describe('examples section', () => {
  it('examples: every example with before/after, features and links; counter; no dead filter buttons before hydration', () => {
    const ba = { beforeImage: '/images/assets/a.svg', afterImage: '/images/assets/b.svg', beforeAlt: 'Ennen kuva', afterAlt: 'Jälkeen kuva', width: 1200, height: 800 }
    const extra = examplesExtra([{ ...ex('eka', 1), title: 'Eka työ', beforeAfter: ba, href: '/palvelu/purkutyot' }, { ...ex('toka', 2), title: 'Toka työ', category: 'Katot' }], undefined, () => true)
    const html = wrap(<ExamplesSection section={{ id: 'esimerkit', type: 'examples', title: 'Työt' }} extra={extra} isFirst={false} />)
    expect(html).toContain('id="eka"')
    expect(html).toContain('Eka työ')
    expect(html).toContain('Toka työ')
    expect(html).toContain('alt="Ennen kuva"')
    expect(html).toContain('alt="Jälkeen kuva"')
    expect(html).toContain('Paneelit')
    expect(html).toContain('href="/palvelu/purkutyot"')
    expect(html).toContain('Näytetään 2 työesimerkkiä')
    expect(html).not.toContain('aria-pressed')
    expect(html).not.toMatch(/<li[^>]*hidden/)
  })

  it('examples with a limit: compact cards linking to /esimerkit#id', () => {
    const extra = examplesExtra([ex('eka', 1), ex('toka', 2)], 1, () => true)
    const html = wrap(<ExamplesSection section={{ id: 'e', type: 'examples', limit: 1 }} extra={extra} isFirst={false} />)
    expect(html).toContain('href="/esimerkit#eka"')
    expect(html).not.toContain('toka')
    expect(html).toContain('href="/esimerkit"')
  })

  it('through its resolver: the repository examples in the frame; muted and compact with a limit', () => {
    const all = renderResolved({ id: 'tyot', type: 'examples' })
    expect(all).toMatch(/^<section id="tyot" class="section examples" aria-labelledby="tyot-title"><div class="container"><h2 id="tyot-title" class="section__title">/)
    expect(all.match(/<li [^>]*data-category=/g)).toHaveLength(siteContent().workExamples.length)
    const teaser = renderResolved({ id: 'tyot', type: 'examples', limit: 3 })
    expect(teaser).toMatch(/^<section id="tyot" class="section examples section--muted"/)
    expect(teaser.match(/<li [^>]*data-category=/g)).toHaveLength(3)
  })
})
