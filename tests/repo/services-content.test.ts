import { pricingModelsOf } from '../../src/calculators/collection.js'
import { sitePasses } from '../../src/content-passes.js'
import { describe, expect, it } from 'vitest'
import type { Page } from '../../src/runtime/content-types.generated.js'
import { buildContent } from '../../src/runtime/build-content.js'
import { readContentFiles, readSchemas } from '../../src/runtime/content-source.node.js'
import { resolveRoute } from '../../src/runtime/routes.js'
import { pageAt as viewAt } from '../../src/sections/page-view.js'
import type { CardView } from '../../src/sections/services/index.js'

/** The 27 slugs of spec section 2 plus the three pages of their own (design.md). */
const SPEC_SLUGS = [
  'olohuoneen-remontti',
  'keittion-remontti',
  'kylpyhuone-remontti',
  'makuuhuoneen-remontti',
  'lastenhuoneen-remontti',
  'eteisen-remontti',
  'wc-remontti',
  'saunaremontit',
  'yksion-remontti',
  'kaksion-remontti',
  'kolmion-remontti',
  'omakotitalon-remontti',
  'pintaremontti',
  'laattojen-asennus',
  'lattian-asennus',
  'lattiaremontti',
  'seinien-ja-kattojen-maalaus',
  'tapetointi',
  'lattian-tasaus',
  'kattojen-korjaus',
  'terassin-rakentaminen',
  'pergolan-rakentaminen',
  'lumen-poisto',
  'rakennusjatteiden-kuljetus',
  'purkutyot',
  'talon-maalaus',
  'yrityspalvelut',
]
const OWN_PAGES = ['kuljetuspalvelu', 'huoneistoremontti', 'muuttopalvelu']
const CALCULATORS: Record<string, 'apartment' | 'sauna' | 'floor'> = {
  'keittion-remontti': 'apartment',
  'kylpyhuone-remontti': 'apartment',
  saunaremontit: 'sauna',
  lattiaremontti: 'floor',
  'lattian-asennus': 'floor',
  'yksion-remontti': 'apartment',
  'kaksion-remontti': 'apartment',
  'kolmion-remontti': 'apartment',
  'omakotitalon-remontti': 'apartment',
  huoneistoremontti: 'apartment',
  pintaremontti: 'apartment',
}

const { content, diagnostics } = buildContent(readContentFiles(), readSchemas(), { passes: sitePasses() })
if (!content) throw new Error(diagnostics.map((d) => d.message).join('\n'))
const services = content.documents.filter((d) => d.kind === 'service')
const serviceData = (slug: string) => resolveRoute(content.routes, `/palvelu/${slug}`)
const page = (slug: string): Page => {
  const m = serviceData(slug)
  if (m?.type !== 'page') throw new Error(`no page /palvelu/${slug}`)
  return m.document.data as Page
}

/** The cards of a page's services sections as the page renders them (a section may list a group's pages). */
function renderedCards(path: string, sectionId?: string): CardView[] {
  const at = viewAt(content!, path)
  if (at.kind !== 'page' || at.view.body !== 'sections') throw new Error(`no page ${path}`)
  return at.view.page.sections.flatMap((s) =>
    s.type === 'services' && (!sectionId || s.id === sectionId) ? (s.extra as CardView[]) : [],
  )
}

describe('service pages', () => {
  it('has exactly the 30 services of the spec, each at /palvelu/<slug>', () => {
    expect(services.map((d) => d.slug).sort()).toEqual([...SPEC_SLUGS, ...OWN_PAGES].sort())
    for (const slug of [...SPEC_SLUGS, ...OWN_PAGES]) expect(serviceData(slug)?.type, slug).toBe('page')
  })

  it('redirects the aliases saunaremontti and lumityot', () => {
    expect(resolveRoute(content.routes, '/palvelu/saunaremontti')).toMatchObject({
      type: 'redirect',
      location: '/palvelu/saunaremontit',
    })
    expect(resolveRoute(content.routes, '/palvelu/lumityot')).toMatchObject({
      type: 'redirect',
      location: '/palvelu/lumen-poisto',
    })
  })

  it.each([...SPEC_SLUGS, ...OWN_PAGES])(
    '%s: hero first, cta last, services, process, why-choose, pricing and faq in order',
    (slug) => {
      const sections = page(slug).sections
      expect(sections[0]).toMatchObject({ type: 'hero', id: 'hero' })
      expect(sections.at(-1)).toMatchObject({ type: 'cta', id: 'contact-cta' })
      const ids = sections.map((s) => s.id)
      const order = ['services', 'process', 'why-choose', 'pricing', 'faq'].map((id) => ids.indexOf(id))
      expect(
        order.every((i) => i > 0),
        `${slug}: ${ids.join(',')}`,
      ).toBe(true)
      expect([...order].sort((a, b) => a - b)).toEqual(order)
      const faq = sections.find((s) => s.type === 'faq')
      expect(faq?.type === 'faq' && faq.items.length).toBeGreaterThanOrEqual(3)
      const hero = sections[0]
      expect(hero?.type === 'hero' && hero.image?.src).toBe(`/images/services/${slug}.svg`)
      expect(hero?.type === 'hero' && hero.actions?.[0]?.kind).toBe('consultation')
    },
  )

  it('places the calculators where the spec has them, and nowhere else', () => {
    for (const d of services) {
      const calc = (d.data as Page).sections.find((s) => s.type === 'calculator')
      expect(calc?.type === 'calculator' ? calc.data.type : undefined, d.slug).toBe(CALCULATORS[d.slug])
    }
  })

  it('gives every service page a group, a breadcrumb label and unique titles and meta descriptions', () => {
    const titles = new Set<string>()
    const metas = new Set<string>()
    for (const d of services) {
      const p = d.data as Page
      expect(p.group, d.slug).toBeTruthy()
      expect(p.breadcrumb, d.slug).toBeTruthy()
      expect(p.title.length, d.slug).toBeLessThanOrEqual(60)
      const meta = p.metaDescription ?? ''
      expect(meta.length, d.slug).toBeGreaterThanOrEqual(50)
      expect(meta.length, d.slug).toBeLessThanOrEqual(160)
      titles.add(p.title)
      metas.add(meta)
    }
    expect(titles.size).toBe(services.length)
    expect(metas.size).toBe(services.length)
  })

  it('links every service from /palvelu, each once (its group lists it)', () => {
    const hrefs = renderedCards('/palvelu').map((c) => c.href)
    expect(hrefs.sort()).toEqual(services.map((d) => d.route).sort())
  })
})

describe('the home page service groups', () => {
  const pageAt = (route: string): Page => {
    const m = resolveRoute(content.routes, route)
    if (m?.type !== 'page') throw new Error(`no page ${route}`)
    return m.document.data as Page
  }
  const cards = (section: Page['sections'][number] | undefined) =>
    ((section as { data?: unknown } | undefined)?.data as { services: { title: string; href?: string }[] } | undefined)
      ?.services ?? []
  it("each of the six cards leads to its own group's anchor on /palvelu, and the anchor's group has the card's title", () => {
    const home = cards(pageAt('/').sections.find((s) => s.id === 'palvelut'))
    const palvelu = pageAt('/palvelu').sections
    expect(home).toHaveLength(6)
    for (const card of home) {
      expect(card.href, card.title).toMatch(/^\/palvelu#[a-z-]+$/)
      const group = palvelu.find((s) => s.id === card.href!.slice('/palvelu#'.length))
      expect(group?.type, card.href).toBe('services')
      expect(group?.title, card.href).toBe(
        card.title === 'Asunnot ja talot' ? 'Asunnot' : card.title === 'Yrityspalvelut' ? 'Yrityksille' : card.title,
      )
    }
    expect(new Set(home.map((c) => c.href)).size).toBe(6)
  })
  it('"Muutot ja kuljetukset" on /palvelu lists the moving and transport services', () => {
    expect(renderedCards('/palvelu', 'muutot-ja-kuljetukset').map((c) => c.href)).toEqual([
      '/palvelu/muuttopalvelu',
      '/palvelu/kuljetuspalvelu',
      '/palvelu/rakennusjatteiden-kuljetus',
    ])
  })
})

describe('prices on the service pages', () => {
  type Row = { service: string; price: string; description?: string }
  const rows = (slug: string): Row[] =>
    page(slug).sections.flatMap((s) => (s.type === 'pricing' ? ((s as { pricing?: Row[] }).pricing ?? []) : []))
  const priceOf = (slug: string, service: string) => rows(slug).find((r) => r.service === service)?.price
  it("the painting and wallpapering pages show the spec's from prices per m² and per room, none 'after the visit'", () => {
    expect(rows('tapetointi').map((r) => r.price)).toEqual([
      'alkaen 20\u00a0€/m²',
      'alkaen 350\u00a0€',
      'alkaen 330\u00a0€',
      'alkaen 330\u00a0€',
    ])
    expect(rows('seinien-ja-kattojen-maalaus').map((r) => r.price)).toEqual([
      'alkaen 12\u00a0€/m²',
      'alkaen 300\u00a0€',
      'alkaen 280\u00a0€',
      'alkaen 280\u00a0€',
      'alkaen 250\u00a0€',
      'alkaen 230\u00a0€',
    ])
  })
  it('a page without a published price says what the estimate visit costs: nothing', () => {
    const unpriced = services.filter((d) =>
      rows(d.slug).some((r) => /^Hinta (arviokäynnin|katselmuksen) jälkeen$/.test(r.price)),
    )
    expect(unpriced.length).toBeGreaterThan(0)
    for (const d of unpriced) expect(priceOf(d.slug, 'Arviokäynti ja kustannusarvio'), d.slug).toBe('Ilmainen')
  })
  it("the per-room from prices on the pages equal the apartment calculator's low prices (one figure, two places)", () => {
    const rule = pricingModelsOf(content).apartment!.rules.find((r) => r.id === 'room-works') as unknown as {
      prices: Record<string, { low: number }>
    }
    const from = (work: string) => `alkaen ${rule.prices[work]!.low}\u00a0€`
    const names: Record<string, string> = {
      'wall-painting': 'Seinien maalaus',
      wallpapering: 'Tapetointi',
      floor: 'Lattia',
      ceiling: 'Katon maalaus',
      'wall-levelling': 'Seinien tasoitus',
    }
    for (const slug of [
      'yksion-remontti',
      'kaksion-remontti',
      'kolmion-remontti',
      'omakotitalon-remontti',
      'huoneistoremontti',
    ])
      for (const [work, name] of Object.entries(names)) expect(priceOf(slug, name), `${slug} ${name}`).toBe(from(work))
    expect(priceOf('tapetointi', 'Tapetointi, makuuhuone tai asunnon huone')).toBe(from('wallpapering'))
    expect(priceOf('seinien-ja-kattojen-maalaus', 'Seinien maalaus, makuuhuone tai asunnon huone')).toBe(
      from('wall-painting'),
    )
  })
})

describe('a text that asks the visitor to ask links to where it is done', () => {
  it('no blog article says "pyydä ilmainen arviokäynti" as plain text', () => {
    const posts = content.documents.filter((d) => d.kind === 'blogPost')
    expect(posts.length).toBeGreaterThan(0)
    for (const post of posts) {
      const plain = (post.body ?? '').replace(/\[[^\]]*\]\([^)]*\)/g, '')
      expect(plain, post.slug).not.toMatch(/pyydä (ilmainen|maksuton) arvio/i)
    }
  })
})
