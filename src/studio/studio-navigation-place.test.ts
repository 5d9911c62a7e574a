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

  it('names the page by its id at the end of the chosen place, in the hand-written format (one added block)', () => {
    const place = menuPlaces(text).find((p) => p.label === 'Hinnanlaskurit')!
    const next = withMenuLink(text, place.key, 'pages/ura')!
    const nav = JSON.parse(next) as { header: { label: string; links?: unknown[] }[] }
    const item = nav.header.find((h) => h.label === 'Hinnanlaskurit')!
    expect(item.links!.at(-1)).toEqual({ page: 'pages/ura' })
    expect(next.split('\n').length - text.split('\n').length).toBe(3)
    expect(next.startsWith(text.slice(0, text.indexOf('"collection": "calculators"')))).toBe(true)
    expect(withMenuLink(text, '99/0', 'pages/x')).toBeNull()
  })
})
