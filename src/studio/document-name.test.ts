import { describe as group, expect, it } from 'vitest'
import { documentName } from './document-name.js'
import { describe } from './releases/publish.js'
import type { DocumentEntry } from './studio-api.js'

const documents: DocumentEntry[] = [
  {
    file: 'pages-data/services/parvekeremontti.json',
    kind: 'service',
    title: 'Parvekeremontti',
    route: '/palvelu/parvekeremontti',
    status: { errors: 0, warnings: 0 },
  },
]

group('a document by its name, never its file', () => {
  it('is its kind and title', () => {
    expect(documentName(documents[0]!)).toBe('Palvelu: Parvekeremontti')
  })

  it('a new one is "Uusi sivu" in the history, a new photo "Uusi"', () => {
    expect(describe('pages-data/services/parvekeremontti.json', 'added', 'pages-data', documents)).toBe(
      'Uusi sivu: Palvelu: Parvekeremontti (/palvelu/parvekeremontti)',
    )
    expect(describe('public/images/photos/parveke.jpg', 'added', 'pages-data', documents)).toBe(
      'Uusi: Kuva: parveke.jpg',
    )
  })
})

group('a document that is the one of its kind', () => {
  it('is named once ("Navigaatio", not "Navigaatio: Navigaatio")', () => {
    expect(documentName({ kind: 'navigation', title: 'Navigaatio' })).toBe('Navigaatio')
  })
})
