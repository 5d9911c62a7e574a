import { sitePasses } from '../content-passes.js'
import { describe, expect, it } from 'vitest'
import { buildContent } from './build-content.js'
import { readContentFiles, readSchemas } from './content-source.node.js'
import { allPaths, breadcrumbsFor, normalizePath, resolveRoute } from './routes.js'

const { content } = buildContent(readContentFiles(), readSchemas(), { passes: sitePasses() })
if (!content) throw new Error('repository content must be valid')
const { routes } = content

describe('route table', () => {
  it('maps each folder to its route', () => {
    expect(resolveRoute(routes, '/')).toMatchObject({ type: 'page', document: { kind: 'page', slug: 'index' } })
    expect(resolveRoute(routes, '/palvelu/keittion-remontti')).toMatchObject({
      type: 'page',
      document: { kind: 'service' },
    })
    expect(resolveRoute(routes, '/palvelu/helsinki')).toMatchObject({ type: 'page', document: { kind: 'city' } })
    expect(resolveRoute(routes, '/palvelu/helsinki/keittion-remontti')).toMatchObject({
      type: 'page',
      document: { kind: 'citySub', parent: 'helsinki' },
    })
    expect(resolveRoute(routes, '/blogi/saunan-remontti')).toMatchObject({
      type: 'page',
      document: { kind: 'blogPost' },
    })
  })

  it('answers the decided aliases with their canonical path', () => {
    expect(resolveRoute(routes, '/palvelu/saunaremontti')).toEqual({
      type: 'redirect',
      path: '/palvelu/saunaremontti',
      location: '/palvelu/saunaremontit',
    })
    expect(resolveRoute(routes, '/palvelu/lumityot')).toEqual({
      type: 'redirect',
      path: '/palvelu/lumityot',
      location: '/palvelu/lumen-poisto',
    })
  })

  it('returns null for an unknown slug', () => {
    expect(resolveRoute(routes, '/palvelu/ei-ole-olemassa')).toBeNull()
    expect(resolveRoute(routes, '/%E0%A4%A')).toBeNull()
  })

  it('normalises trailing slashes, double slashes and encoding', () => {
    expect(normalizePath('/palvelu/')).toBe('/palvelu')
    expect(normalizePath('//palvelu//helsinki/')).toBe('/palvelu/helsinki')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('/tietosuoja%2F')).toBe('/tietosuoja%2F')
  })

  it('lists every page once with home first, and no alias', () => {
    const paths = allPaths(routes)
    expect(paths[0]).toBe('/')
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).not.toContain('/palvelu/saunaremontti')
    expect(paths.length).toBe(routes.pages.size)
  })

  it('builds breadcrumbs from Koti and the pages above', () => {
    expect(breadcrumbsFor(routes, '/', 'Koti')).toEqual([])
    expect(breadcrumbsFor(routes, '/palvelu/helsinki/keittion-remontti', 'Koti').map((c) => c.label)).toEqual([
      'Koti',
      'Palvelut',
      'Helsinki',
      expect.any(String),
    ])
    expect(breadcrumbsFor(routes, '/meista', 'Koti')).toEqual([
      { label: 'Koti', href: '/' },
      { label: 'Tietoa meistä', href: '/meista' },
    ])
  })
})
