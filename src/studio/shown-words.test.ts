/** The save message's words for where a change shows (issue 43): languages once when all places share them. */
import { describe, expect, it } from 'vitest'
import type { ShownPage } from '../sections/where-shown.js'
import type { ShownElsewhere } from './shown-elsewhere.js'
import { shownAlsoWords } from './shown-words.js'

const page = (file: string, name: string, lang: ShownPage['lang'], route: string): ShownPage => ({
  file,
  name,
  lang,
  route,
})
const LISTING = 'pages-data/pages/palvelu.json'
const ESPOO = 'pages-data/cities/espoo.json'

describe('shownAlsoWords', () => {
  it('names each page once and the languages once when every place has the same', () => {
    const shown: ShownElsewhere = {
      pages: [
        page(LISTING, 'Palvelut', 'fi', '/palvelu'),
        page(ESPOO, 'Espoo', 'fi', '/palvelu/espoo'),
        page(LISTING, 'Palvelut', 'en', '/en/services'),
        page(ESPOO, 'Espoo', 'en', '/en/services/espoo'),
      ],
      menus: ['fi', 'en'],
    }
    expect(shownAlsoWords(shown)).toBe(
      'Näkyy myös: Palvelut, Espoo, valikko ja alatunniste (kaikki sivut) – kielet: suomi, englanti.',
    )
  })

  it('says no language when only Finnish pages show it, and each place’s languages when they differ', () => {
    expect(shownAlsoWords({ pages: [page(ESPOO, 'Espoo', 'fi', '/palvelu/espoo')], menus: [] })).toBe(
      'Näkyy myös: Espoo.',
    )
    expect(
      shownAlsoWords({
        pages: [page(LISTING, 'Palvelut', 'fi', '/palvelu'), page(LISTING, 'Palvelut', 'en', '/en/services')],
        menus: ['fi'],
      }),
    ).toBe('Näkyy myös: Palvelut (suomi, englanti), valikko ja alatunniste (kaikki sivut).')
  })

  it('is empty when it shows nowhere else', () => {
    expect(shownAlsoWords({ pages: [], menus: [] })).toBe('')
    expect(shownAlsoWords(undefined)).toBe('')
  })
})
