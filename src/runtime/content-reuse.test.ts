/**
 * The studio validates every document on each keystroke: what did not change is parsed once and kept,
 * frozen, so no pass can change what the next build reads, and checks keyed by the parsed document
 * (its translatable texts, its translations' overlays) are found again.
 */
import { featureCollections } from '../content-collections.js'
import { sitePasses } from '../content-passes.js'
import { describe, expect, it } from 'vitest'
import { buildContent } from './build-content.js'
import { readContentFiles, readSchemas } from './content-source.node.js'
import { createContext } from './pipeline/context.js'
import { parsePass } from './pipeline/parse.js'
import { createSchemaValidator } from './schema-validator.js'
import { applyOverlay } from './translation-routes.js'
import type { SourceDocument } from './content-model.js'
import { deepFreeze } from './deep-freeze.js'
import { references } from './pipeline/references.js'
import { walkStrings } from './tokens.js'

const files = readContentFiles()
const schemas = readSchemas()

const parsedBy = (list = files) => {
  const ctx = createContext(list, {}, createSchemaValidator(schemas), schemas)
  parsePass(featureCollections).run(ctx)
  return new Map(ctx.parsed.map((p) => [p.file, p.data]))
}

const frozenThroughout = (value: unknown): boolean =>
  typeof value !== 'object' ||
  value === null ||
  (Object.isFrozen(value) && Object.values(value).every(frozenThroughout))

describe('parsed documents are kept while their text is unchanged', () => {
  it('a second parse of the same texts gives the same frozen objects; a changed text a new one', () => {
    const first = parsedBy()
    const file = 'pages-data/services/keittion-remontti.json'
    const edited = files.map((f) => (f.path === file ? { ...f, text: f.text.replace('Keittiö', 'Keittiön') } : f))
    const second = parsedBy(edited)
    expect(first.size).toBeGreaterThan(200)
    for (const [path, data] of first) {
      if (path.endsWith('.md')) continue
      expect(frozenThroughout(data), path).toBe(true)
      if (path === file) expect(second.get(path)).not.toBe(data)
      else expect(second.get(path), path).toBe(data)
    }
  })

  it('two builds over the kept documents agree, and neither trips over a frozen one', () => {
    const a = buildContent(files, schemas, { passes: sitePasses() })
    const b = buildContent(files, schemas, { passes: sitePasses() })
    expect(a.content).not.toBeNull()
    expect(b.diagnostics).toEqual(a.diagnostics)
    expect(b.content?.routes.pages.size).toBe(a.content?.routes.pages.size)
  })
})

describe('work on a kept document is kept with it', () => {
  it("walkStrings gives a frozen document's strings, places and field names as a fresh walk does, from one walk", () => {
    const data = deepFreeze({ title: 'A {phone}', sections: [{ id: 'x', 'a/b': ['c'] }] })
    const seen = (value: unknown) => {
      const out: string[] = []
      walkStrings(value, (text, pointer, key) => out.push(`${pointer} ${key} ${text}`))
      return out
    }
    const fresh = seen(structuredClone(data))
    expect(fresh).toEqual(['/title title A {phone}', '/sections/0/id id x', '/sections/0/a~1b/0 a/b c'])
    expect(seen(data)).toEqual(fresh)
    expect(seen(data)).toEqual(fresh)
  })

  it('the references of an unchanged document are found once for every build', () => {
    const file = 'pages-data/services/keittion-remontti.json'
    const docOf = () => {
      const ctx = createContext(files, {}, createSchemaValidator(schemas), schemas)
      parsePass(featureCollections).run(ctx)
      const parsed = ctx.parsed.find((p) => p.file === file)!
      return { file, kind: 'service', data: parsed.data, locator: parsed.locator } as unknown as SourceDocument
    }
    const [a, b] = [docOf(), docOf()]
    expect(a).not.toBe(b)
    expect(references(b)).toBe(references(a))
    expect(
      references(a)
        .filter((r) => r.kind === 'token')
        .map((r) => r.value),
    ).toContain('phone')
  })
})

describe('a translation overlay', () => {
  const data = { title: 'Keittiöremontti', sections: [{ title: 'Hinnat' }] }
  const fields = {
    '/title': { from: 'x', text: 'Kitchen renovation' },
    '/sections/0/title': { from: 'y', text: 'Prices' },
  }

  it('of frozen documents is made once and kept, frozen', () => {
    const frozenData = structuredClone(data)
    const frozenFields = structuredClone(fields)
    Object.freeze(frozenData)
    Object.freeze(frozenData.sections)
    Object.freeze(frozenData.sections[0])
    Object.freeze(frozenFields)
    const one = applyOverlay(frozenData, frozenFields)
    expect(one).toEqual({ title: 'Kitchen renovation', sections: [{ title: 'Prices' }] })
    expect(applyOverlay(frozenData, frozenFields)).toBe(one)
    expect(frozenThroughout(one)).toBe(true)
  })

  it('of a frozen document copies only what holds a translated text: the rest is the same frozen objects', () => {
    const source = deepFreeze({
      title: 'Keittiöremontti',
      image: { src: '/kuvat/keittio.jpg', alt: 'Keittiö' },
      sections: [{ title: 'Hinnat', rows: [{ price: 100 }] }, { title: 'Kysymykset' }],
      area: { size: 12 },
    })
    const translated = applyOverlay(
      source,
      deepFreeze({
        '/sections/0/title': { from: 'Hinnat', text: 'Prices' },
        '/image/alt': { from: 'Keittiö', text: 'Kitchen' },
        '/sections/5/title': { from: 'ei ole', text: 'not there' },
        '/sections/1/title/x': { from: 'ei merkkijono', text: 'not a string' },
      }),
    )
    expect(translated).toEqual({
      title: 'Keittiöremontti',
      image: { src: '/kuvat/keittio.jpg', alt: 'Kitchen' },
      sections: [{ title: 'Prices', rows: [{ price: 100 }] }, { title: 'Kysymykset' }],
      area: { size: 12 },
    })
    expect(translated.sections[0]!.rows).toBe(source.sections[0]!.rows)
    expect(translated.sections[1]).toBe(source.sections[1])
    expect(translated.area).toBe(source.area)
    expect(source.sections[0]!.title).toBe('Hinnat')
    expect(source.image.alt).toBe('Keittiö')
    expect(frozenThroughout(translated)).toBe(true)
  })

  it('keeps a field named __proto__ a field', () => {
    const source = deepFreeze(JSON.parse('{"__proto__": {"title": "Otsikko"}, "title": "Sivu"}') as object)
    const translated = applyOverlay(source, deepFreeze({ '/__proto__/title': { from: 'Otsikko', text: 'Heading' } }))
    expect(Object.getPrototypeOf(translated)).toBe(Object.prototype)
    expect(JSON.stringify(translated)).toBe('{"__proto__":{"title":"Heading"},"title":"Sivu"}')
  })

  it('of documents that may change is made afresh each time and left writable', () => {
    const one = applyOverlay(data, fields)
    expect(applyOverlay(data, fields)).not.toBe(one)
    expect(Object.isFrozen(one)).toBe(false)
    expect(data.title).toBe('Keittiöremontti')
  })
})
