/**
 * Muutokset by field (issue 45): a page's sections are paired by their ids, so a section added,
 * removed or moved is one change, and the sections after it are not read as changed by position.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { fieldChanges } from './field-changes.js'

const FILE = 'pages-data/services/keittion-remontti.json'
const before = readFileSync(path.join(REPO_ROOT, FILE), 'utf8')
type Doc = { sections: { id: string; type: string; title?: string }[] }
const edited = (edit: (doc: Doc) => void) => {
  const doc = JSON.parse(before) as Doc
  edit(doc)
  return JSON.stringify(doc, null, 2)
}

describe('the changes of a page by field, its sections paired by id', () => {
  it('names a section added in the middle once, and nothing after it', () => {
    const after = edited((d) => d.sections.splice(2, 0, { id: 'tekstiosio', type: 'content', title: 'Takuu' }))
    expect(fieldChanges(FILE, before, after)).toEqual([
      { pointer: '/sections/2', place: expect.stringMatching(/^Osio 3: /), after: 'Takuu' },
    ])
  })

  it('names a removed section once, by its title when it has one', () => {
    const title = (JSON.parse(before) as Doc).sections[3]!.title
    expect(title).toBeTruthy()
    expect(
      fieldChanges(
        FILE,
        before,
        edited((d) => d.sections.splice(3, 1)),
      ),
    ).toEqual([{ pointer: '/sections/3', place: expect.stringMatching(/^Osio 4: /), before: title }])
    expect(
      fieldChanges(
        FILE,
        before,
        edited((d) => d.sections.splice(1, 1)),
      ),
    ).toEqual([{ pointer: '/sections/1', place: expect.stringMatching(/^Osio 2: Hintalaskuri/) }])
  })

  it('names a moved section once, with its place before and now; a field changed in it at its new place', () => {
    const after = edited((d) => {
      const [moved] = d.sections.splice(1, 1)
      moved!.title = 'Laske hinta'
      d.sections.splice(4, 0, moved!)
    })
    const changes = fieldChanges(FILE, before, after)
    expect(changes).toHaveLength(2)
    expect(changes[0]).toEqual({
      pointer: '/sections/4',
      place: expect.stringMatching(/^Osio 5: /),
      before: '2. osio',
      after: '5. osio',
    })
    expect(changes[1]).toMatchObject({ pointer: '/sections/4/title', after: 'Laske hinta' })
  })

  it('keeps the field changes outside the sections', () => {
    const after = before.replace('"breadcrumb": "Keittiöremontti"', '"breadcrumb": "Keittiö"')
    expect(fieldChanges(FILE, before, after)).toEqual([
      { pointer: '/breadcrumb', place: 'Murupolku', before: 'Keittiöremontti', after: 'Keittiö' },
    ])
  })
})

describe('the changes of a translation when its Finnish page got a section', () => {
  const RU = 'pages-data/translations/ru/services/keittion-remontti.json'
  const ruBefore = readFileSync(path.join(REPO_ROOT, RU), 'utf8')
  type Fields = Record<string, { from: string; text: string }>
  /** The translation as it follows a section inserted at `at` on its Finnish page: later keys one up. */
  const shifted = (at: number, edit: (fields: Fields) => void = () => {}) => {
    const doc = JSON.parse(ruBefore) as { fields: Fields }
    const fields: Fields = {}
    for (const [key, f] of Object.entries(doc.fields)) {
      const m = /^\/sections\/(\d+)(\/.*)$/.exec(key)
      fields[m && Number(m[1]) >= at ? `/sections/${Number(m[1]) + 1}${m[2]}` : key] = f
    }
    edit(fields)
    return JSON.stringify({ ...doc, fields }, null, 2)
  }

  it('reads the texts moved to other keys as no change', () => {
    expect(fieldChanges(RU, ruBefore, shifted(2))).toEqual([])
  })

  it('still names a text changed among them', () => {
    const after = shifted(2, (fields) => {
      fields['/title']!.text = 'Ремонт кухни под ключ'
    })
    expect(fieldChanges(RU, ruBefore, after).map((c) => [c.pointer, c.after])).toEqual([
      ['/fields/~1title/text', 'Ремонт кухни под ключ'],
    ])
  })
})
