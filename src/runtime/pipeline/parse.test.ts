/**
 * The parse pass keeps what it found in each file object: the studio builds every file on
 * each keystroke and all but the edited one are the same objects with the same texts, so they are not
 * matched to a collection, parsed or located again; their parsed files and findings are the same.
 */
import { describe, expect, it } from 'vitest'
import type { ContentFile } from '../content-model.js'
import { createSchemaValidator } from '../schema-validator.js'
import { createContext } from './context.js'
import { parsePass } from './parse.js'

const file = (path: string, text: string): ContentFile => ({ path, text })
const files = [
  file('pages-data/services/a.json', '{ "$schema": "../../schemas/page.schema.json", "title": "A" }'),
  file('pages-data/services/b.json', '{ "title": "B", }'),
  file('pages-data/unknown/c.json', '{}'),
  file('pages-data/services/d.json', '{ "$schema": "../schemas/page.schema.json", "title": "D" }'),
]

function parse(pass: ReturnType<typeof parsePass>, input: ContentFile[]) {
  const ctx = createContext(input, {}, createSchemaValidator({}))
  pass.run(ctx)
  return ctx
}

describe('the parse pass between builds', () => {
  it('gives the same parsed file and findings for a file object it has seen with the same text', () => {
    const pass = parsePass([])
    const first = parse(pass, files)
    expect(first.parsed.map((p) => p.file)).toEqual(['pages-data/services/a.json', 'pages-data/services/d.json'])
    expect(new Set(first.diagnostics.map((d) => d.code))).toEqual(
      new Set(['jsonSyntax', 'unknownFile', 'wrongSchemaRef']),
    )
    const edited = file('pages-data/services/a.json', '{ "$schema": "../../schemas/page.schema.json", "title": "A2" }')
    const second = parse(pass, [edited, ...files.slice(1)])
    expect(second.parsed[0]).not.toBe(first.parsed[0])
    expect(second.parsed[0]?.data).toEqual({ $schema: '../../schemas/page.schema.json', title: 'A2' })
    // The unchanged file's parsed object is the very one of the first build: it was not parsed again.
    expect(second.parsed[1]).toBe(first.parsed[1])
    expect(second.diagnostics).toEqual(first.diagnostics)
    expect(second.diagnostics.every((d) => first.diagnostics.includes(d))).toBe(true)
    expect([...second.fileRoutes]).toEqual([...first.fileRoutes])
  })

  it('parses a file object again when its text was changed in place', () => {
    const pass = parsePass([])
    const own = files.map((f) => ({ ...f }))
    const first = parse(pass, own)
    own[1]!.text = '{ "title": "B" }'
    const second = parse(pass, own)
    expect(second.parsed.map((p) => p.file)).toContain('pages-data/services/b.json')
    expect(second.diagnostics.map((d) => d.code)).not.toContain('jsonSyntax')
    expect(first.diagnostics.map((d) => d.code)).toContain('jsonSyntax')
  })
})
