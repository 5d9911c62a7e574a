/**
 * The inbox's service and city (filters, the lead's origin, figures, CSV) go by the names
 * the site's menus and breadcrumb trail use ("Helsinki", "Keittiöremontti"), read from the content,
 * not by their pages' titles ("Remontit Helsingissä", "Keittiöremontti kiinteään hintaan").
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../content-passes.js'
import { leadStats } from './lead-stats.js'
import { originIndex } from './page-origins.js'
import { buildContent } from '../runtime/build-content.js'
import { readContentFiles, readSchemas } from '../runtime/content-source.node.js'

const { content } = buildContent(readContentFiles(), readSchemas(), { passes: sitePasses() })
if (!content) throw new Error('the content does not build')
const origins = originIndex(content)
const site = JSON.parse(readFileSync('pages-data/site.json', 'utf8')) as { serviceAreas: string[] }
const page = (file: string) => JSON.parse(readFileSync(`pages-data/${file}`, 'utf8')) as Record<string, string>

describe('the origins of leads', () => {
  it("names a city by its own name, one of site.json's service areas, not by its page's title", () => {
    expect(origins.cities.map((c) => c.name)).toEqual(['Espoo', 'Helsinki', 'Lappeenranta', 'Vantaa'])
    for (const city of origins.cities) {
      expect(site.serviceAreas, city.slug).toContain(city.name)
      expect(city.name).toBe(page(`cities/${city.slug}.json`).breadcrumb)
    }
    expect(origins.of('/palvelu/helsinki').city).toEqual({ slug: 'helsinki', name: 'Helsinki' })
    expect(origins.of('/palvelu/helsinki').title).toBe('Remontit Helsingissä')
  })

  it("names a service by its own name on its page, a city's service page and another language's page", () => {
    const kitchen = { slug: 'keittion-remontti', name: 'Keittiöremontti' }
    expect(origins.of('/palvelu/keittion-remontti').service).toEqual(kitchen)
    expect(origins.of('/palvelu/helsinki/keittion-remontti')).toMatchObject({
      title: 'Keittiöremontti Helsingissä',
      service: kitchen,
      city: { slug: 'helsinki', name: 'Helsinki' },
    })
    const russian = content.versions.get('/palvelu/helsinki')?.ru
    expect(russian).toBeTruthy()
    expect(origins.of(russian!).city?.name).toBe('Helsinki')
    for (const service of origins.services) expect(service.name).toBe(page(`services/${service.slug}.json`).breadcrumb)
  })

  it('counts leads by city and service under those names', () => {
    const group = { lang: 'fi' as const, calculator: '', count: 3, answeredInTime: 2, ordered: 1, bookedOnline: 1 }
    const stats = leadStats(
      [{ month: '2026-11', groups: [{ ...group, page: '/palvelu/helsinki/keittion-remontti' }] }],
      origins,
      { none: '(ei)', langName: (l) => l },
    )
    expect(stats.byCity.map((t) => [t.label, t.count])).toEqual([['Helsinki', 3]])
    expect(stats.byService.map((t) => [t.label, t.count])).toEqual([['Keittiöremontti', 3]])
  })
})
