/** Links of a document mapped to a language (translation-routes.ts), kept between builds (issue 35). */
import { describe, expect, it } from 'vitest'
import { deepFreeze } from './deep-freeze.js'
import { type HrefMap, localizeLinks } from './translation-routes.js'

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

  it('maps a value that is not frozen every time (it could have changed)', () => {
    const open = { href: '/yhteystiedot' }
    const first = localizeLinks(open, 'en', map())
    expect(first).toEqual({ href: '/en/contact' })
    expect(localizeLinks(open, 'en', map())).not.toBe(first)
  })
})
