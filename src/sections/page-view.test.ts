import { sitePasses } from '../content-passes.js'
import { describe, expect, it } from 'vitest'
import { buildContent } from '../runtime/build-content.js'
import { readContentFiles, readSchemas } from '../runtime/content-source.node.js'
import { buildPageView, pageAt } from './page-view.js'
import { resolveRoute } from '../runtime/routes.js'

const { content } = buildContent(readContentFiles(), readSchemas(), { passes: sitePasses() })
if (!content) throw new Error('repository content must be valid')
const view = (path: string) => {
  const match = resolveRoute(content.routes, path)
  if (match?.type !== 'page') throw new Error(`no page ${path}`)
  return buildPageView(content, match.document)
}

describe('page view', () => {
  it("gives a city's page and its service pages the city's area for the free site visits, other pages none", () => {
    const area = (path: string) => {
      const v = view(path)
      return v.body === 'sections' ? v.visitArea : undefined
    }
    expect(area('/palvelu/lappeenranta')).toBe('etela-karjala')
    expect(area('/palvelu/helsinki')).toBe('uusimaa')
    expect(area('/palvelu/helsinki/keittion-remontti')).toBe('uusimaa')
    expect(area('/palvelu/espoo')).toBe('uusimaa')
    // Every language's version of the city's page: the region is not a translated text.
    const russian = view('/palvelu/lappeenranta').versions.ru
    expect(russian && area(russian)).toBe('etela-karjala')
    expect(area('/palvelu/keittion-remontti')).toBeUndefined()
    expect(area('/')).toBeUndefined()
  })

  it('gives a service page its head tags, breadcrumbs and structured data', () => {
    const v = view('/palvelu/keittion-remontti')
    expect(v.head.title).toMatch(new RegExp(`\\| ${content.site.brand}$`))
    expect(v.head.canonical).toBe(`${content.site.url}/palvelu/keittion-remontti`)
    expect(v.breadcrumbs.map((b) => b.href)).toEqual(['/', '/palvelu', '/palvelu/keittion-remontti'])
    expect(v.jsonLd.map((j) => j['@type'])).toEqual(expect.arrayContaining(['BreadcrumbList', 'Service']))
  })

  it('gives the home page the business structured data with both addresses and opening hours', () => {
    const v = view('/')
    const business = v.jsonLd.find((j) => j['@type'] === 'HomeAndConstructionBusiness') as {
      address: unknown[]
      openingHoursSpecification: unknown[]
    }
    expect(business.address).toHaveLength(2)
    expect(business.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '15:00' },
    ])
    expect(v.breadcrumbs).toEqual([])
  })

  it('renders a blog post from Markdown as an article', () => {
    const v = view('/blogi/saunan-remontti')
    expect(v.body).toBe('post')
    if (v.body !== 'post') return
    expect(v.html).toContain('<strong>')
    expect(v.jsonLd.map((j) => j['@type'])).toContain('BlogPosting')
    expect(v.head.ogType).toBe('article')
  })

  it('gives every examples page of a language, category pages included, one frozen list of cards (decision 330)', () => {
    const lists = new Map<string, unknown[]>()
    for (const sub of content.subpages.values()) {
      for (const path of [sub.base, sub.path]) {
        const at = pageAt(content, path)
        if (at.kind !== 'page' || at.view.body !== 'sections') throw new Error(`no page ${path}`)
        const section = at.view.page.sections.find((s) => s.type === 'examples') as { extra: { examples: object } }
        lists.set(sub.lang, [...(lists.get(sub.lang) ?? []), section.extra.examples])
      }
    }
    expect([...lists.keys()].sort()).toEqual(['en', 'fi', 'ru', 'uk'])
    for (const [lang, same] of lists) {
      expect(same.length, lang).toBeGreaterThan(4)
      for (const list of same) expect(list, `${lang}: the same object on each page`).toBe(same[0])
      expect(Object.isFrozen(same[0]) && Object.isFrozen((same[0] as object[])[0])).toBe(true)
    }
    expect(lists.get('en')![0]).not.toBe(lists.get('fi')![0])
  })
})
