/**
 * Finnish for the author (issue 21): every field of every schema the studio
 * shows has a Finnish label (src/studio/labels.fi.ts); the validator's
 * findings have Finnish texts, and a place is a Finnish label path.
 */
import { describe, expect, it } from 'vitest'
import { RICH_TEXT_KEYS } from '../runtime/collections.js'
import { sectionDefinitions } from '../sections/definitions.js'
import { uiSchemaFor, type UiSchema } from './form-mapping.js'
import { documentSchemas, sectionTypes } from './schema-bundle.js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../runtime/content-source.node.js'
import { ENGINE } from '../runtime/engine-diagnostics.js'
import type { JsonValue } from './document-format.js'
import { placeLabel } from './place-label.js'
import { checkDocument, loadContentSource } from './validate-document.js'

const source = loadContentSource()
const sections = sectionTypes(
  source.schemas,
  sectionDefinitions.map((d) => d.type),
)
const documents = documentSchemas(source.schemas)

/** The paths of fields in a ui schema that have no Finnish title (hidden fields need none). */
function unlabelled(ui: UiSchema, path = ''): string[] {
  const out: string[] = []
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:') || typeof value !== 'object' || value === null) continue
    const node = value as UiSchema
    const at = path ? `${path}.${key}` : key
    if (node['ui:widget'] !== 'hidden' && typeof node['ui:title'] !== 'string') out.push(at)
    out.push(...unlabelled(node, at))
  }
  return out
}

describe('every field has a Finnish label', () => {
  it.each(sections.map((s) => [s.type, s] as const))('section %s', (_type, s) => {
    const ui = uiSchemaFor(s.schema, RICH_TEXT_KEYS, s.type)
    expect(unlabelled(ui)).toEqual([])
    expect(ui['ui:title']).not.toBe(s.type)
  })
  it.each(Object.entries(documents))('document kind %s', (kind, schema) => {
    expect(unlabelled(uiSchemaFor(schema, RICH_TEXT_KEYS, kind))).toEqual([])
  })
  it('uses the path first and the field name after it', () => {
    const faq = sections.find((s) => s.type === 'faq')!
    const ui = uiSchemaFor(faq.schema, RICH_TEXT_KEYS, 'faq') as Record<string, UiSchema>
    expect(ui.items!['ui:title']).toBe('Kysymykset')
    expect((ui.items!.items as UiSchema)['ui:title']).toBe('Kysymys')
    expect(((ui.items!.items as Record<string, UiSchema>).answer as UiSchema)['ui:title']).toBe('Vastaus')
  })
})

describe('the findings in Finnish, at a Finnish place', () => {
  const KITCHEN = 'pages-data/services/keittion-remontti.json'
  const text = readFileSync(path.join(REPO_ROOT, KITCHEN), 'utf8')

  it("writes every engine code's message in Finnish, not in its English", () => {
    const args = { field: 'title', value: 'x', href: '/x', lang: 'ru', language: 'Russian', limit: 3, length: 70 }
    for (const [code, entry] of Object.entries(ENGINE)) {
      const fi = entry.fi.message(args as never)
      expect(fi, code).not.toBe('')
      expect(fi, code).not.toBe(entry.en.message(args as never))
    }
  })

  it('names a place by its labels, not by a JSON pointer', () => {
    const data: JsonValue = { sections: [{ type: 'hero' }, {}, {}, { type: 'faq', items: [{}, { answer: 'x' }] }] }
    expect(placeLabel('/sections/3/items/1/answer', data, 'service')).toBe(
      'Osio 4: Usein kysytyt kysymykset › Kysymys 2 › Vastaus',
    )
    expect(placeLabel('/metaDescription', data, 'service')).toBe('Kuvaus hakukoneille')
    expect(placeLabel('', data, 'service')).toBe('koko dokumentti')
  })

  it('speaks Finnish, suggests {phone} for {puhelin}, and says where', () => {
    const data = JSON.parse(text) as { sections: { type: string; content?: string }[] }
    const faq = data.sections.findIndex((s) => s.type === 'faq')
    const hero = data.sections.findIndex((s) => s.type === 'hero')
    data.sections[hero]!.content = '<p>Soita {puhelin}</p>'
    const r = checkDocument(source, KITCHEN, `${JSON.stringify(data, null, 2)}\n`)
    const token = r.diagnostics.find((d) => d.code === 'unknownToken')!
    expect(token.message).toBe('Tuntematon tunnus {puhelin}.')
    expect(token.suggestion).toContain('Tarkoititko {phone}?')
    expect(token.place).toBe(`Osio ${hero + 1}: Pääkuva ja otsikko › Teksti`)
    expect(faq).toBeGreaterThan(-1)
  })
})

describe('a finding in the Markdown body is placed at its line and column', () => {
  it('gives the body, the line inside it and the column, not the whole document', () => {
    const file = 'pages-data/blog/lattian-tasoitus.md'
    const text = readFileSync(path.join(REPO_ROOT, file), 'utf8')
    const body = parseBody(text)
    const lines = body.split('\n')
    const at = Math.min(4, lines.length - 1)
    lines[at] = `Katso [tämä](/palvelu/ei-ole) ${lines[at]}`
    const edited = text.slice(0, text.length - body.length) + lines.join('\n')
    const link = checkDocument(source, file, edited).diagnostics.find((d) => d.code === 'brokenLink')!
    expect(link).toMatchObject({ pointer: '/body', bodyLine: at + 1, bodyColumn: 14 })
    expect(link.place).toBe(`Artikkelin teksti (Markdown), rivi ${at + 1}, sarake 14`)
  })
})

function parseBody(text: string): string {
  return text.replace(/^---\n[\s\S]*?\n---\n/, '')
}

describe('a menu’s items in the words of the menu (issue 45)', () => {
  it('are named by the names they show, not by their place in the list', () => {
    const nav = JSON.parse(readFileSync(path.join(REPO_ROOT, 'pages-data/navigation.json'), 'utf8'))
    const services = (nav.header as { label?: string }[]).findIndex((h) => h.label === 'Palvelu')
    expect(placeLabel(`/header/${services}/groups/0/title`, nav, 'navigation')).toBe(
      'Palvelu › Erilliset tilat › Otsikko',
    )
  })
})
