/**
 * A new page's address, shown beside "Sivun osoite" while she types: from the one map of
 * folders to routes, the same the built site uses for the document once it is saved.
 */
import { describe, expect, it } from 'vitest'
import { engineCollections, matchCollection } from './collections.js'
import { KINDS, newPageRoute, templateDocument } from './new-document.js'

describe('newPageRoute', () => {
  it('gives each kind the route its saved document gets', () => {
    expect(newPageRoute('service', 'parvekeremontti')).toBe('/palvelu/parvekeremontti')
    expect(newPageRoute('city', 'kouvola')).toBe('/palvelu/kouvola')
    expect(newPageRoute('page', 'ukk')).toBe('/ukk')
    expect(newPageRoute('blog', 'talven-vinkit')).toBe('/blogi/talven-vinkit')
    for (const kind of KINDS) {
      const { file } = templateDocument({ kind, slug: 'uusi-sivu', title: 'Uusi', today: '2026-12-03' })
      expect(newPageRoute(kind, 'uusi-sivu')).toBe(
        matchCollection(engineCollections, file)?.collection.route?.('uusi-sivu'),
      )
    }
  })

  it('gives none while the address is not one', () => {
    expect(newPageRoute('service', '')).toBeNull()
    expect(newPageRoute('service', 'Parveke remontti')).toBeNull()
    expect(newPageRoute('page', 'ä')).toBeNull()
  })
})
