/**
 * Documents kept between builds: with the parse pass's files kept, an unchanged file's document
 * is the same object on the next build, not validated again, and a translation whose document and Finnish
 * are unchanged has its field findings reported again without asking for them by its data.
 */
import { describe, expect, it, vi } from 'vitest'
import { sitePasses } from '../../content-passes.js'
import type { ContentFile } from '../content-model.js'
import { readContentFiles, readSchemas } from '../content-source.node.js'
import { createSchemaValidator } from '../schema-validator.js'
import { createContext } from './context.js'
import { runPasses } from './passes.js'

const asked = vi.hoisted(() => ({ kinds: [] as string[] }))
vi.mock('./kept-findings.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./kept-findings.js')>()
  return {
    ...actual,
    reportKept: (...args: Parameters<typeof actual.reportKept>) => {
      asked.kinds.push(`${args[2]} ${args[3]}`)
      return actual.reportKept(...args)
    },
  }
})

const DOC = 'pages-data/services/keittion-remontti.json'
const schemas = readSchemas()
const files = readContentFiles()
const passes = sitePasses()

function build(input: ContentFile[]) {
  const ctx = createContext(input, {}, createSchemaValidator(schemas), schemas)
  runPasses(ctx, passes)
  return ctx
}

describe('documents between builds', () => {
  it("gives an unchanged file's document again, and checks only the edited file and its translations", () => {
    const first = build(files)
    const edited = files.map((f) =>
      f.path === DOC ? { ...f, text: f.text.replace('"title": "', '"title": "Uusi ') } : f,
    )
    asked.kinds.length = 0
    const second = build(edited)
    const byFile = (ctx: typeof first) => new Map(ctx.documents.map((d) => [d.file, d]))
    const before = byFile(first)
    const after = byFile(second)
    expect(after.get(DOC)).not.toBe(before.get(DOC))
    const other = 'pages-data/services/wc-remontti.json'
    expect(after.get(other)).toBe(before.get(other))
    expect(asked.kinds.filter((k) => k.startsWith('schema '))).toEqual([`schema ${DOC}`])
    expect(asked.kinds.filter((k) => k.startsWith('fields ')).sort()).toEqual(
      ['en', 'ru', 'uk'].map((lang) => `fields pages-data/translations/${lang}/services/keittion-remontti.json`),
    )
    const plain = (ctx: typeof first) => ctx.diagnostics.map((d) => JSON.stringify(d)).sort()
    expect(plain(second)).toEqual(plain(build(edited.map((f) => ({ ...f, text: `${f.text}\n` })))))
  })
})
