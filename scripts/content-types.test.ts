import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  expectedSectionUnion,
  generateTypes,
  OUTPUT,
  sectionFolders,
  sectionUnion,
  SECTION_UNION_FILE,
} from './generate-types.js'

describe('generated content types', () => {
  it('schemas/section.generated.schema.json lists every section folder (run npm run generate when this fails)', async () => {
    expect(readFileSync(SECTION_UNION_FILE, 'utf8')).toBe(await expectedSectionUnion())
    expect(sectionFolders()).toContain('hero')
  })

  it('the section union keeps the order of the current file, appends new folders and drops removed ones', () => {
    const refs = (text: string) => (JSON.parse(text) as { oneOf: { $ref: string }[] }).oneOf.map((b) => b.$ref)
    expect(refs(sectionUnion(['faq', 'hero'], null))).toEqual([
      '../src/sections/faq/faq.schema.json',
      '../src/sections/hero/hero.schema.json',
    ])
    const heroFirst = JSON.stringify({
      oneOf: [{ $ref: '../src/sections/hero/hero.schema.json' }, { $ref: '../src/sections/gone/gone.schema.json' }],
    })
    const next = sectionUnion(['a-new', 'faq', 'hero'], heroFirst)
    expect(refs(next)).toEqual([
      '../src/sections/hero/hero.schema.json',
      '../src/sections/a-new/a-new.schema.json',
      '../src/sections/faq/faq.schema.json',
    ])
    expect(JSON.parse(next).properties.type.description).toBe('Kind of block: hero, a-new or faq.')
  })

  it('match the schemas (run npm run generate when this fails)', async () => {
    expect(readFileSync(OUTPUT, 'utf8')).toBe(await generateTypes())
  })
})
