import { examplesOf } from './collection.js'
import { renderToString } from 'react-dom/server'
import { withStrings } from '../../ui/with-strings.js'
import { describe, expect, it } from 'vitest'
import type { RoutedDocument, Subpage } from '../../runtime/build-content.js'
import type { WorkExample } from '../../runtime/content-types.generated.js'
import { examplesExtra } from './work-examples.js'
import { renderResolved, siteContent } from '../../../tests/support/render-section.js'
import { ExamplesSection } from './ExamplesSection.js'
import { filterFor, filterHref } from './filter.js'

const withFilter = (extra: ReturnType<typeof examplesExtra>, category?: string) => ({
  ...extra,
  filter: filterFor(extra.categories, { path: '/esimerkit', category }),
})

/** The content the resolver reads: these examples, two categories with their pages under /esimerkit. */
function contentOf(workExamples: WorkExample[]) {
  const sub = (key: string, label: string): [string, Subpage] => [
    `/esimerkit/${key}`,
    { path: `/esimerkit/${key}`, base: '/esimerkit', lang: 'fi', key, label },
  ]
  const list = {
    kind: 'page',
    route: '/esimerkit',
    data: { sections: [{ id: 'e', type: 'examples' }] },
  } as unknown as RoutedDocument
  return {
    workExamples,
    exampleCategories: { maalaus: { $schema: '', name: 'Maalaus' }, katot: { $schema: '', name: 'Katot' } },
    subpages: new Map([sub('maalaus', 'Maalaus'), sub('katot', 'Katot')]),
    documents: [list],
    routes: { pages: new Map([['/esimerkit', list]]), redirects: new Map() },
  }
}

const valid = {
  title: 'Saunan remontti',
  description: 'Paneelit ja lauteet uusittiin.',
  category: 'kylpyhuoneet-ja-saunat',
  images: [{ src: '/images/assets/esimerkit/saunaremontti.svg', alt: 'Sauna', width: 1200, height: 800 }],
  location: 'Lappeenranta',
  duration: '2025',
  features: ['Paneelit'],
}
const ex = (id: string, order?: number): WorkExample =>
  ({ $schema: '', id, order, ...valid, category: 'maalaus' }) as WorkExample
const wrap = (node: React.ReactNode) => renderToString(withStrings(node))

describe('examples section', () => {
  it('examples: every example with before/after, features and links; counter; the filter as links that work without script', () => {
    const ba = {
      beforeImage: '/images/assets/a.svg',
      afterImage: '/images/assets/b.svg',
      beforeAlt: 'Ennen kuva',
      afterAlt: 'Jälkeen kuva',
      width: 1200,
      height: 800,
    }
    const extra = withFilter(
      examplesExtra(
        contentOf([
          { ...ex('eka', 1), title: 'Eka työ', beforeAfter: ba, href: '/palvelu/purkutyot' },
          { ...ex('toka', 2), title: 'Toka työ', category: 'katot' },
        ]),
        undefined,
        '/esimerkit',
      ),
    )
    const html = wrap(
      <ExamplesSection section={{ id: 'esimerkit', type: 'examples', title: 'Työt' }} extra={extra} isFirst={false} />,
    )
    expect(html).toContain('id="eka"')
    expect(html).toContain('Eka työ')
    expect(html).toContain('Toka työ')
    expect(html).toContain('alt="Ennen kuva"')
    expect(html).toContain('alt="Jälkeen kuva"')
    expect(html).toContain('Paneelit')
    expect(html).toContain('href="/palvelu/purkutyot"')
    expect(html).toContain('<h2 id="esimerkit-title" class="section__title">Työt</h2>')
    expect(html).toContain('<p class="examples__count" role="status">Näytetään kaikki 2 työesimerkkiä</p>')
    expect(html).toContain('<a class="filter__button" href="/esimerkit#esimerkit" aria-current="true">Kaikki</a>')
    expect(html).toContain('<a class="filter__button" href="/esimerkit/katot#esimerkit">Katot</a>')
    expect(html).not.toMatch(/<li[^>]*hidden/)
  })

  it('a category page (/esimerkit/katot) renders only that category, and the heading and the status name it; an unknown one shows all', () => {
    const base = examplesExtra(
      contentOf([ex('eka', 1), { ...ex('toka', 2), category: 'katot' }]),
      undefined,
      '/esimerkit',
    )
    const html = wrap(
      <ExamplesSection
        section={{ id: 'e', type: 'examples', title: 'Kaikki kohteet' }}
        extra={withFilter(base, 'katot')}
        isFirst={false}
      />,
    )
    expect(html).toContain('<h2 id="e-title" class="section__title">Katot</h2>')
    expect(html).not.toContain('Kaikki kohteet')
    expect(html).toContain('<p class="examples__count" role="status">Näytetään 1 työesimerkki: Katot</p>')
    expect(html).not.toContain('data-category="maalaus"')
    expect(html).toMatch(/<li data-category="katot">/)
    expect(html).toContain('aria-current="true">Katot</a>')
    const filter = withFilter(base, 'olematon').filter
    expect(filter.selected).toBe('')
    expect(filterHref(filter, base.categories, 'katot')).toBe('/esimerkit/katot')
    expect(filterHref(filter, base.categories, '')).toBe('/esimerkit')
  })

  it('examples with a limit: compact cards linking to /esimerkit#id', () => {
    const extra = withFilter(examplesExtra(contentOf([ex('eka', 1), ex('toka', 2)]), 1, '/'))
    const html = wrap(
      <ExamplesSection section={{ id: 'e', type: 'examples', limit: 1 }} extra={extra} isFirst={false} />,
    )
    expect(html).toContain('href="/esimerkit#eka"')
    expect(html).not.toContain('toka')
    expect(html).toContain('href="/esimerkit"')
  })
})

describe('examples section through its resolver', () => {
  it('through its resolver: the full list is an island (visible) in the frame; a teaser with a limit is static, muted and compact', () => {
    const all = renderResolved({ id: 'tyot', type: 'examples' })
    expect(all).toMatch(
      /^<site-island id="island-tyot" data-island="section:examples" data-when="visible" data-prefix="island-tyot-" data-lang="fi" data-props="[^"]+"><section id="tyot" class="section examples" aria-labelledby="tyot-title"><div class="container"><h2 id="tyot-title" class="section__title">/,
    )
    expect(all.match(/<li [^>]*data-category=/g)).toHaveLength(examplesOf(siteContent()).workExamples.length)
    const teaser = renderResolved({ id: 'tyot', type: 'examples', limit: 3 })
    expect(teaser).toMatch(/^<section id="tyot" class="section examples section--muted"/)
    expect(teaser.match(/<li [^>]*data-category=/g)).toHaveLength(3)
  })
})
