/** Links of a document mapped to a language (translation-routes.ts), kept between builds. */
import { describe, expect, it } from 'vitest'
import { deepFreeze } from './deep-freeze.js'
import type { RoutedDocument } from './content-model.js'
import { isShared, shareValue } from './shared-value.js'
import { formerRoutesIn, type HrefMap, localizeLinks, type TranslationEntry } from './translation-routes.js'

const data = deepFreeze({
  cta: { href: '/palvelut/keittio#hinta' },
  content: '<p>Katso <a href="/yhteystiedot">yhteystiedot</a>.</p>',
  title: 'Keittiö',
})

function map(extra: Record<string, string> = {}): HrefMap {
  const versions = new Map([
    ['/palvelut/keittio', { fi: '/palvelut/keittio', en: '/en/services/kitchen' }],
    ['/yhteystiedot', { fi: '/yhteystiedot', en: '/en/contact' }],
    ...Object.entries(extra).map(([fi, en]) => [fi, { fi, en }] as const),
  ])
  return { versions, redirects: new Map() }
}

describe('localizeLinks', () => {
  it('maps href fields and links in rich text to the language', () => {
    expect(localizeLinks(data, 'en', map())).toEqual({
      cta: { href: '/en/services/kitchen#hinta' },
      content: '<p>Katso <a href="/en/contact">yhteystiedot</a>.</p>',
      title: 'Keittiö',
    })
  })

  it('gives the same object again while none of its own hrefs maps elsewhere (another page changed)', () => {
    const first = localizeLinks(data, 'en', map())
    expect(localizeLinks(data, 'en', map({ '/muu': '/en/other' }))).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
  })

  it('maps again when one of its hrefs now leads elsewhere', () => {
    const first = localizeLinks(data, 'en', map())
    const moved = map()
    ;(moved.versions as Map<string, { fi: string; en: string }>).set('/yhteystiedot', {
      fi: '/yhteystiedot',
      en: '/en/contact-us',
    })
    const again = localizeLinks(data, 'en', moved)
    expect(again).not.toBe(first)
    expect(again.content).toBe('<p>Katso <a href="/en/contact-us">yhteystiedot</a>.</p>')
  })

  it('maps a shared value inside a new object once, and keeps it one shared object on every page (decision 330)', () => {
    const cards = shareValue([{ title: 'Kortti', calculatorHref: '/palvelut/keittio' }, { title: 'Toinen' }])
    const pageA = localizeLinks({ filter: 'a', cards }, 'en', map())
    const pageB = localizeLinks({ filter: 'b', cards }, 'en', map({ '/muu': '/en/other' }))
    expect(pageA.cards).toEqual([{ title: 'Kortti', calculatorHref: '/en/services/kitchen' }, { title: 'Toinen' }])
    expect(pageB.cards).toBe(pageA.cards)
    expect(isShared(pageA.cards) && Object.isFrozen(pageA.cards[0])).toBe(true)
    // Its hrefs are still checked: one that maps elsewhere now makes a new list.
    const moved = map({ '/palvelut/keittio': '/en/kitchen' })
    expect(localizeLinks({ cards }, 'en', moved).cards[0]!.calculatorHref).toBe('/en/kitchen')
  })

  it('maps a value that is not frozen every time (it could have changed)', () => {
    const open = { href: '/yhteystiedot' }
    const first = localizeLinks(open, 'en', map())
    expect(first).toEqual({ href: '/en/contact' })
    expect(localizeLinks(open, 'en', map())).not.toBe(first)
  })
})

describe('localizeLinks within one build', () => {
  it('maps each href once for all the documents that link to it (the pages are linked from many)', () => {
    const versions = map().versions
    const asked: string[] = []
    const counted: HrefMap = {
      versions: {
        get: (p: string) => {
          asked.push(p)
          return versions.get(p)
        },
      } as never,
      redirects: new Map(),
    }
    const a = deepFreeze({ cta: { href: '/yhteystiedot' } })
    const b = deepFreeze({ more: { href: '/yhteystiedot#kartta' }, back: { href: '/yhteystiedot' } })
    expect(localizeLinks(a, 'en', counted)).toEqual({ cta: { href: '/en/contact' } })
    expect(localizeLinks(b, 'en', counted)).toEqual({
      more: { href: '/en/contact#kartta' },
      back: { href: '/en/contact' },
    })
    expect(asked.filter((p) => p === '/yhteystiedot')).toHaveLength(2) // the href as such, and with its fragment
  })
})

describe('formerRoutesIn', () => {
  const doc = (file: string, route: string) => ({ file, route }) as RoutedDocument
  const entry = (slug: string, formerSlugs?: string[]) =>
    ({ doc: { data: { slug, fields: {}, ...(formerSlugs && { formerSlugs }) } } }) as unknown as TranslationEntry
  const pages = new Map([
    ['/palvelut', doc('palvelut.json', '/palvelut')],
    ['/palvelut/keittio', doc('keittio.json', '/palvelut/keittio')],
  ])

  it("gives every combination of a current or former slug per segment, but the page's address now", () => {
    const entries = new Map([
      ['palvelut.json', entry('services', ['works'])],
      ['keittio.json', entry('kitchen', ['kitchens', 'cook'])],
    ])
    expect(formerRoutesIn('en', '/palvelut/keittio', pages, entries)).toEqual([
      '/en/services/kitchens',
      '/en/services/cook',
      '/en/works/kitchen',
      '/en/works/kitchens',
      '/en/works/cook',
    ])
  })

  it('gives none when no segment had another slug, and keeps a segment that is no page', () => {
    const entries = new Map([
      ['palvelut.json', entry('services')],
      ['keittio.json', entry('kitchen', [])],
    ])
    expect(formerRoutesIn('en', '/palvelut/keittio', pages, entries)).toEqual([])
    expect(formerRoutesIn('en', '/palvelut/keittio/x', pages, new Map([['keittio.json', entry('k', ['c'])]]))).toEqual([
      '/en/palvelut/c/x',
    ])
  })
})
