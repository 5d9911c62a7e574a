import { pricingModelsOf } from '../calculators/collection.js'
import { examplesOf } from '../sections/examples/collection.js'
import { sitePasses } from '../content-passes.js'
import { describe, expect, it } from 'vitest'
import { buildContent, type SiteContent } from './build-content.js'
import { readSchemas } from './content-source.node.js'
import { publicPaths } from './routes.js'
import { langOfPath } from '../i18n/languages.js'
import type { Page } from './content-types.generated.js'
import { sitemapXml } from './static-host.js'
import { buildPageView } from '../sections/page-view.js'
import { contentWith, everyTranslation } from '../../tests/support/translations.js'

const schemas = readSchemas()
const KITCHEN = '/ru/ru-palvelu/ru-keittion-remontti'

function build(files = contentWith([])): SiteContent {
  const { content, diagnostics } = buildContent(files, schemas, { passes: sitePasses() })
  if (!content) throw new Error(diagnostics.map((d) => `${d.file} ${d.message}`).join('\n'))
  return content
}

const finnishOnly = build()
// Russian: everything but one service (not published in Russian); English: only the services page.
const content = build(
  contentWith([
    ...everyTranslation('ru', ['services/lumen-poisto.json']),
    ...everyTranslation('en').filter((f) => /\/en\/(pages\/palvelu|site|navigation)\.json$/.test(f.path)),
  ]),
)
const ru = content.languages.ru!
const page = (path: string) => content.routes.pages.get(path)!

describe('the site in each language', () => {
  it('leaves every Finnish byte as it was', () => {
    const fi = (c: SiteContent) =>
      JSON.stringify([
        c.site,
        c.navigation,
        c.tokens,
        c.documents,
        pricingModelsOf(c),
        examplesOf(c).workExamples,
        [...c.routes.redirects].filter(([from]) => langOfPath(from) === 'fi'),
      ])
    expect(fi(content)).toBe(fi(finnishOnly))
    const finnishPaths = publicPaths(content).filter((p) => !/^\/(en|ru|uk)(\/|$)/.test(p))
    expect(finnishPaths).toEqual(publicPaths(finnishOnly))
  })

  it('routes a translated page under the prefix, each segment its slug in the language', () => {
    const kitchen = page(KITCHEN)
    expect(kitchen.lang).toBe('ru')
    expect(kitchen.file).toBe('pages-data/services/keittion-remontti.json')
    expect(page('/ru').lang).toBe('ru')
    expect(page('/ru/ru-palvelu/ru-helsinki/ru-keittion-remontti').kind).toBe('citySub')
    expect(content.versions.get(KITCHEN)).toEqual({ fi: '/palvelu/keittion-remontti', ru: KITCHEN })
    expect(content.versions.get('/palvelu')).toEqual({ fi: '/palvelu', en: '/en/en-palvelu', ru: '/ru/ru-palvelu' })
  })

  it('takes texts from the translation and structure, prices, images and link targets from the Finnish', () => {
    const finnish = page('/palvelu/keittion-remontti').data as Page
    const russian = page(KITCHEN).data as Page
    expect(russian.title).toBe(`[ru] ${finnish.title}`)
    expect(russian.sections.map((s) => s.type)).toEqual(finnish.sections.map((s) => s.type))
    const hero = (p: Page) => p.sections[0] as Extract<Page['sections'][number], { type: 'hero' }>
    expect(hero(russian).image).toEqual({ ...hero(finnish).image, alt: `[ru] ${hero(finnish).image!.alt}` })
    const model = (c: SiteContent) => pricingModelsOf(c).apartment!
    expect(JSON.stringify(model(ru)).match(/\d+/g)).toEqual(JSON.stringify(model(content)).match(/\d+/g))
  })

  it('does not publish a document without a translation', () => {
    expect(content.versions.get('/palvelu/lumen-poisto')).toEqual({ fi: '/palvelu/lumen-poisto' })
    expect([...content.routes.pages.keys()].filter((p) => p.includes('lumen-poisto'))).toEqual([
      '/palvelu/lumen-poisto',
    ])
  })

  it('points internal links to the same language; a page with no version there is in none of its menus or lists', () => {
    const hrefs = JSON.stringify(ru.navigation).match(/"href":"[^"]*"/g)!
    expect(hrefs).toContain('"href":"/ru/ru-palvelu/ru-keittion-remontti"')
    expect(hrefs.filter((h) => h.includes('lumen-poisto'))).toEqual([])
    expect(hrefs.filter((h) => !h.includes('"/ru') && h.includes('"/'))).toEqual([])
    const english = content.languages.en!
    // The English services page lists services, none of which has an English version: it shows none of them.
    const view = buildPageView(content, page('/en/en-palvelu'))
    const cards =
      view.body === 'sections' ? view.page.sections.flatMap((s) => (s.type === 'services' ? s.extra : [])) : []
    expect(cards).toEqual([])
    expect(JSON.stringify(english.navigation)).not.toContain('/palvelu/keittion-remontti')
    expect(english.documents.map((d) => d.route).filter((r) => r.startsWith('/en'))).toEqual(['/en/en-palvelu'])
  })

  it('formats the figures of the tokens for the language and keeps the Finnish ones', () => {
    expect(content.tokens.taxDeductionMax).toBe('1\u00a0600\u00a0€')
    expect(ru.tokens.taxDeductionMax).toBe(
      new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(1600),
    )
    expect(content.languages.en!.tokens.taxDeductionMax).toBe('€1,600')
    expect(ru.tokens.taxDeductionRate).toBe('35\u00a0%')
  })

  it('gives the page view its language, versions and breadcrumbs in the language', () => {
    const view = buildPageView(content, page(KITCHEN))
    expect(view.lang).toBe('ru')
    expect(view.versions).toEqual({ fi: '/palvelu/keittion-remontti', ru: KITCHEN })
    expect(view.head.canonical).toBe(`${content.site.url}${KITCHEN}`)
    expect(view.breadcrumbs.map((b) => b.href)).toEqual(['/ru', '/ru/ru-palvelu', KITCHEN])
    expect(view.breadcrumbs[1]!.label).toBe('[ru] Palvelut')
    expect(view.shell.navigation).toEqual(ru.navigation)
    expect(view.shell.site.facts.experience).toBe(`[ru] ${content.site.facts.experience}`)
    const finnish = buildPageView(content, page('/palvelu/keittion-remontti'))
    expect(finnish.shell.navigation).toEqual(content.navigation)
    expect(finnish.lang).toBe('fi')
    expect(finnish.versions).toEqual(view.versions)
  })

  it('makes the examples categories pages of each language, named and addressed in it; the old language-neutral address answers 301', () => {
    const view = content.subpages.get('/ru/ru-esimerkit/ru-katot')
    expect(view).toMatchObject({ lang: 'ru', base: '/ru/ru-esimerkit', key: 'katot', label: '[ru] Katot' })
    expect(content.routes.redirects.get('/ru/ru-esimerkit/katot')).toBe('/ru/ru-esimerkit/ru-katot')
    const pageView = buildPageView(content, page(view!.base), view!)
    expect(pageView.versions).toEqual({ fi: '/esimerkit/katot', ru: '/ru/ru-esimerkit/ru-katot' })
    expect(pageView.head.title).toMatch(/^\[ru\] Katot – /)
    expect(pageView.breadcrumbs.at(-1)).toEqual({ label: '[ru] Katot', href: '/ru/ru-esimerkit/ru-katot' })
    const section = pageView.body === 'sections' ? pageView.page.sections.find((s) => s.type === 'examples') : undefined
    const names = JSON.stringify(section).match(/"(categoryName|name)":"[^"]*"/g) ?? []
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((n) => n.includes('[ru] '))).toBe(true)
    const links = JSON.stringify(pageView.body === 'sections' && pageView.page.sections).match(
      /"\/(laskuri|palvelu|esimerkit)[^"]*"/g,
    )
    // Every link leads to a Russian page but the one to the service that has no Russian version.
    expect(links).toEqual(['"/palvelu/lumen-poisto"'])
  })

  it('lists each page in the sitemap with the same alternates as its head', () => {
    const xml = sitemapXml(content)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const url = content.site.url
    expect(xml).toContain(
      `<loc>${url}${KITCHEN}</loc>\n    <xhtml:link rel="alternate" hreflang="fi" href="${url}/palvelu/keittion-remontti"/>\n    <xhtml:link rel="alternate" hreflang="ru" href="${url}${KITCHEN}"/>\n    <xhtml:link rel="alternate" hreflang="x-default" href="${url}/palvelu/keittion-remontti"/>`,
    )
  })
})
