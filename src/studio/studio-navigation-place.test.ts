/** A new page's place in the menu (issue 21 point 9): the header's places, and the link added at one. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { menuPlaces, withMenuLink } from './navigation-place.js'

const text = readFileSync(path.join(REPO_ROOT, 'pages-data/navigation.json'), 'utf8')

describe('menu places', () => {
  it('lists the header menus and their groups by Finnish label', () => {
    const places = menuPlaces(text)
    expect(places.map((p) => p.label)).toContain('Palvelu › Asunnot')
  })

  it('adds the link at the end of the chosen group, in the hand-written format (one added block)', () => {
    const place = menuPlaces(text).find((p) => p.label === 'Palvelu › Asunnot')!
    const next = withMenuLink(text, place.key, { label: 'Uusi palvelu', href: '/palvelu/uusi-palvelu' })!
    const nav = JSON.parse(next) as { header: { groups?: { title: string; links: { href: string }[] }[] }[] }
    const group = nav.header.flatMap((h) => h.groups ?? []).find((g) => g.title === 'Asunnot')!
    expect(group.links.at(-1)).toEqual({ label: 'Uusi palvelu', href: '/palvelu/uusi-palvelu' })
    expect(next.split('\n').length - text.split('\n').length).toBe(4)
    expect(next.startsWith(text.slice(0, text.indexOf('/palvelu/yksion-remontti')))).toBe(true)
    expect(withMenuLink(text, '99/0', { label: 'x', href: '/x' })).toBeNull()
  })
})
