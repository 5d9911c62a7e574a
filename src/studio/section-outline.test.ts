/**
 * "Lisää osio" and the outline (issue 45): a new section is its type's empty template, made from the
 * section's schema (never its examples, never another page's content, no photo); it goes before the
 * call to action unless she says otherwise; on a real page it saves with its placeholders named at
 * their fields, except where a value has no honest default (a review's date, a calculator's model),
 * which the validator marks. The outline's moves and removals keep the rest in order.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { PLACEHOLDER } from '../runtime/pipeline/placeholders.js'
import { sectionDefinitions } from '../sections/definitions.js'
import type { JsonObject } from './document-format.js'
import { sectionDescription } from './labels.fi.js'
import { sectionTypes } from './schema-bundle.js'
import {
  defaultPlace,
  insertSection,
  moveSection,
  placeChoices,
  removeSection,
  sectionHeading,
  sectionName,
  sectionTemplate,
  uniqueSectionId,
} from './section-outline.js'
import { checkDocument, loadContentSource } from './validate-document.js'

const source = loadContentSource()
const types = sectionTypes(
  source.schemas,
  sectionDefinitions.map((d) => d.type),
)
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const kitchenText = readFileSync(path.join(REPO_ROOT, KITCHEN), 'utf8')
const kitchen = JSON.parse(kitchenText) as { sections: JsonObject[] } & JsonObject
const info = (type: string) => types.find((t) => t.type === type)!

/** Every string of a value, nested. */
const strings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(strings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(strings)
        : []

/** The choices of every select field of a schema (a card's icon): a choice is no copied text. */
const choices = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.flatMap(choices)
    : v && typeof v === 'object'
      ? Object.entries(v).flatMap(([k, x]) => (k === 'enum' && Array.isArray(x) ? x.map(String) : choices(x)))
      : []

/** Every text of every page and of the schemas' examples: what a new section must not bring along. */
const known = new Set(
  [
    ...source.files.flatMap((f) => (f.path.endsWith('.json') ? strings(JSON.parse(f.text)) : [])),
    ...types.flatMap((t) => strings(t.examples)),
  ].filter((s) => s.length > 3),
)

describe('a new section: its type’s empty template', () => {
  it('every section type has its one line for "Lisää osio" in its definition', () => {
    for (const t of types) expect(sectionDescription(t.type), t.type).toMatch(/^[A-ZÄÖ].{10,90}\.$/)
  })

  it('a Tekstiosio holds its required text as a named placeholder, and nothing of another page', () => {
    const section = sectionTemplate('content', info('content').schema, kitchen.sections)
    expect(section).toEqual({ id: 'tekstiosio', type: 'content', content: `<p>${PLACEHOLDER} teksti.</p>` })
    expect(JSON.stringify(section)).not.toContain('Näin remontti etenee')
  })

  it('a hero is named for links by its Finnish kind, its own on the page, with no picture or text of the kitchen page', () => {
    const taken = [...kitchen.sections, { id: 'paakuva-ja-otsikko', type: 'hero' }]
    const section = sectionTemplate('hero', info('hero').schema, taken)
    expect(section.id).toBe('paakuva-ja-otsikko-2')
    expect(section.image).toBeUndefined()
    expect(section.title).toBe(`${PLACEHOLDER} pääotsikko`)
    expect(JSON.stringify(section)).not.toContain('Keittiöremontti')
  })

  it('no type’s template copies a text of the content or of the schemas’ examples, nor has a photo', () => {
    for (const t of types) {
      const section = sectionTemplate(t.type, t.schema, kitchen.sections)
      const own = new Set([t.type, ...choices(t.schema)])
      const { id: _ownName, ...fields } = section
      const copied = strings(fields).filter((s) => known.has(s) && !own.has(s) && !s.startsWith(PLACEHOLDER))
      expect(copied, t.type).toEqual([])
      expect(JSON.stringify(section), t.type).not.toMatch(/\/images\//)
    }
  })

  it('on the kitchen page, before its call to action: saveable with placeholder warnings, or marked where no default is honest', () => {
    const verdicts: Record<string, string> = {}
    for (const t of types) {
      const section = sectionTemplate(t.type, t.schema, kitchen.sections)
      const at = defaultPlace(kitchen.sections)
      const page = { ...kitchen, sections: insertSection(kitchen.sections, at, section) }
      const check = checkDocument(source, KITCHEN, `${JSON.stringify(page, null, 2)}\n`)
      const own = check.diagnostics.filter((d) => d.pointer.startsWith(`/sections/${at}`))
      const errors = own.filter((d) => d.severity === 'error').map((d) => d.pointer.replace(`/sections/${at}`, ''))
      const placeholders = own.filter((d) => d.code === 'placeholderText').length
      verdicts[t.type] = check.saveable
        ? `saves, ${placeholders} to write`
        : `marked at ${[...new Set(errors)].join(' ')}`
    }
    expect(verdicts).toEqual({
      hero: 'saves, 1 to write',
      calculator: 'marked at /data/type',
      services: 'saves, 3 to write',
      content: 'saves, 1 to write',
      faq: 'saves, 2 to write',
      pricing: 'saves, 4 to write',
      cta: 'saves, 1 to write',
      examples: 'saves, 0 to write',
      'blog-list': 'saves, 0 to write',
      'contact-info': 'saves, 0 to write',
      'contact-form': 'saves, 1 to write',
      reviews: 'marked at /items/0/date',
      team: 'saves, 2 to write',
    })
  }, 120_000)
})

describe('where a new section goes', () => {
  const s = (type: string, title?: string): JsonObject => ({ id: type, type, ...(title ? { title } : {}) })

  it('before the call to action, the last one when there are two; last on a page without one', () => {
    expect(defaultPlace(kitchen.sections)).toBe(kitchen.sections.findIndex((x) => x.type === 'cta'))
    expect(defaultPlace([s('hero'), s('cta'), s('faq'), s('cta')])).toBe(3)
    expect(defaultPlace([s('hero'), s('faq')])).toBe(2)
    expect(defaultPlace([])).toBe(0)
  })

  it('offers a place before each section and after the last, each by kind and heading', () => {
    const places = placeChoices([s('hero', 'Keittiöremontti'), s('cta', 'Pyydä arvio')])
    expect(places).toEqual([
      { index: 0, label: 'Ennen osiota 1. Pääkuva ja otsikko: Keittiöremontti' },
      { index: 1, label: 'Ennen osiota 2. Yhteydenottokehotus: Pyydä arvio' },
      { index: 2, label: 'Osion 2. Yhteydenottokehotus: Pyydä arvio jälkeen' },
    ])
    expect(placeChoices([])).toEqual([{ index: 0, label: 'Sivun ainoaksi osioksi' }])
  })

  it('names a section by its kind and its heading (a calculator’s own title, none for a list of questions)', () => {
    expect(sectionName(s('content', 'Näin remontti etenee'), 3)).toBe('4. Tekstiosio: Näin remontti etenee')
    expect(sectionHeading({ id: 'c', type: 'calculator', data: { title: 'Laskuri' } })).toBe('Laskuri')
    expect(sectionName(s('faq'), 0)).toBe('1. Usein kysytyt kysymykset')
  })
})

describe('the outline’s moves and removals', () => {
  const list = ['a', 'b', 'c', 'd']

  it('moves one item, the others keep their order; outside the list or onto itself, the same list', () => {
    expect(moveSection(list, 3, 1)).toEqual(['a', 'd', 'b', 'c'])
    expect(moveSection(list, 0, 1)).toEqual(['b', 'a', 'c', 'd'])
    expect(moveSection(list, 0, -1)).toBe(list)
    expect(moveSection(list, 3, 4)).toBe(list)
    expect(moveSection(list, 2, 2)).toBe(list)
    expect(list).toEqual(['a', 'b', 'c', 'd'])
  })

  it('removes one item and puts one in at a place (clamped to the list)', () => {
    expect(removeSection(list, 1)).toEqual(['a', 'c', 'd'])
    expect(insertSection(list, 3, 'x')).toEqual(['a', 'b', 'c', 'x', 'd'])
    expect(insertSection(list, 99, 'x')).toEqual(['a', 'b', 'c', 'd', 'x'])
    expect(list).toEqual(['a', 'b', 'c', 'd'])
  })

  it('gives a new section an id of its own', () => {
    expect(uniqueSectionId('faq', ['hero'])).toBe('faq')
    expect(uniqueSectionId('faq', ['faq', 'faq-2'])).toBe('faq-3')
  })
})
