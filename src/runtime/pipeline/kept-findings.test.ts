/**
 * Findings kept between builds: a build after one document changed validates that document
 * alone against its schema and re-runs the per-document checks (translations, glossary, prices,
 * placeholders) only where what they read changed, and its findings are those of a build from scratch.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { sitePasses } from '../../content-passes.js'
import type { ContentFile } from '../content-model.js'
import { readContentFiles, readSchemas } from '../content-source.node.js'
import type { Diagnostic } from '../diagnostics.js'
import { createSchemaValidator, type SchemaValidator } from '../schema-validator.js'
import { createContext } from './context.js'
import { reportKept } from './kept-findings.js'
import { runPasses } from './passes.js'

const DOC = 'pages-data/services/keittion-remontti.json'
const TITLE = '"title": "Keittiöremontti kiinteään hintaan"'
/** Findings in documents the edits leave alone: a placeholder (and so stale translations of it), a stale /title. */
const SEEDED: Record<string, [string, string]> = {
  'pages-data/services/wc-remontti.json': [
    '"metaDescription": "WC-remontti',
    '"metaDescription": "Kirjoita tähän WC-remontti',
  ],
  'pages-data/translations/en/services/wc-remontti.json': [
    '"from": "WC-remontti 2–4 päivässä"',
    '"from": "WC-remontti"',
  ],
}
const files = readContentFiles().map((f) => {
  const seed = SEEDED[f.path]
  return seed ? { ...f, text: f.text.replace(...seed) } : f
})
const schemas = readSchemas()

/** A validator that records which files it validated (frozen, as the real one is). */
function countingValidator(): { validator: SchemaValidator; validated: string[] } {
  const real = createSchemaValidator(schemas)
  const validated: string[] = []
  const validator = Object.freeze({
    validate: (...args: Parameters<SchemaValidator['validate']>) => {
      validated.push(args[2])
      return real.validate(...args)
    },
  })
  return { validator, validated }
}

function build(input: ContentFile[], validator = createSchemaValidator(schemas)): Diagnostic[] {
  const ctx = createContext(input, {}, validator, schemas)
  runPasses(ctx, sitePasses())
  return ctx.diagnostics
}

const edited = (text: string) => files.map((f) => (f.path === DOC ? { ...f, text } : f))
const original = files.find((f) => f.path === DOC)!.text
/** The same content with every text new (a trailing newline): nothing of it was parsed or checked before. */
const fresh = (input: ContentFile[]) => input.map((f) => ({ ...f, text: `${f.text}\n` }))
/** Findings without their identity, in an order of their own. */
const plain = (ds: Diagnostic[]) => ds.map((d) => JSON.stringify(d)).sort()

describe('findings kept between builds', () => {
  it('validates only the changed document against its schema on the next build', () => {
    const { validator, validated } = countingValidator()
    build(files, validator)
    expect(validated.length).toBeGreaterThan(100)
    validated.length = 0
    build(edited(original.replace(TITLE, '"title": "Keittiöremontti toisin"')), validator)
    expect(validated).toEqual([DOC])
  })

  it('reports the findings of unchanged documents again, the same as a build from scratch', () => {
    const first = build(files)
    expect(new Set(first.map((d) => d.code))).toEqual(new Set(['placeholderText', 'translationStale']))
    const changed = edited(original.replace(TITLE, '"title": "Keittiöremontti toisin"'))
    const second = build(changed)
    const before = new Set(first)
    const kept = second.filter((d) => before.has(d))
    // Unchanged documents' findings are the very objects of the first build (their checks did not run again).
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.every((d) => d.file !== DOC && !d.file.endsWith('services/keittion-remontti.json'))).toBe(true)
    // The Finnish title changed: each translation of it now has a stale /title (its check ran again).
    const stale = second.filter((d) => d.code === 'translationStale' && d.pointer === '/fields/~1title/from')
    expect(stale.map((d) => d.file).filter((f) => f.endsWith('services/keittion-remontti.json'))).toHaveLength(3)
    expect(plain(second)).toEqual(plain(build(fresh(changed))))
  })

  it('gives a schema error of an edit, and takes it away when the edit is undone', () => {
    build(files)
    const broken = build(edited(original.replace(TITLE, '"title": 5')))
    expect(broken.some((d) => d.file === DOC && d.severity === 'error')).toBe(true)
    expect(plain(broken)).toEqual(plain(build(fresh(edited(original.replace(TITLE, '"title": 5'))))))
    expect(build(files).some((d) => d.file === DOC && d.severity === 'error')).toBe(false)
  })
})

describe('checks that read the whole site besides the document (links, tokens, photos)', () => {
  const LINKING = 'pages-data/services/purkutyot.json'
  const HREF = '"href": "/palvelu/rakennusjatteiden-kuljetus"'
  const TARGET = 'pages-data/services/rakennusjatteiden-kuljetus.json'
  const IMAGE = '/images/services/purkutyot.svg'
  /** A broken link and an unknown token in a document the edits leave alone. */
  const seeded = files.map((f) =>
    f.path === LINKING
      ? {
          ...f,
          text: f.text
            .replace(HREF, '"href": "/palvelu/rakennusjatteiden-kuljetu"')
            .replace('"metaDescription": "Purkutyöt:', '"metaDescription": "{puhelinnumero} Purkutyöt:'),
        }
      : f,
  )
  const withDoc = (input: ContentFile[], text: string) => input.map((f) => (f.path === DOC ? { ...f, text } : f))
  const toldTitle = original.replace(TITLE, '"title": "Keittiöremontti toisin"')
  /** public/ as the checks see it: every image but those in `missing`. */
  const publicWithout = (missing: string[]) => ({
    publicFileExists: (p: string) => !missing.includes(p),
    publicFiles: () => [IMAGE, '/images/services/keittion-remontti.svg'].filter((p) => !missing.includes(p)),
  })
  const buildIn = (input: ContentFile[], options = {}) => {
    const ctx = createContext(input, options, createSchemaValidator(schemas), schemas)
    runPasses(ctx, sitePasses())
    return ctx.diagnostics
  }

  it('does not check an unchanged document again after an edit of another: its findings are the same objects', () => {
    const first = buildIn(seeded)
    const link = first.find((d) => d.code === 'brokenLink' && d.file === LINKING)
    const token = first.find((d) => d.code === 'unknownToken' && d.file === LINKING)
    expect(link && token).toBeTruthy()
    const second = buildIn(withDoc(seeded, toldTitle))
    expect(second).toContain(link)
    expect(second).toContain(token)
    expect(plain(second)).toEqual(plain(buildIn(fresh(withDoc(seeded, toldTitle)))))
  })

  it('checks every document again when the paths of the site change: a removed page breaks the links to it', () => {
    expect(buildIn(files).some((d) => d.code === 'brokenLink')).toBe(false)
    const removed = files.filter(
      (f) => f.path !== TARGET && !f.path.endsWith('/services/rakennusjatteiden-kuljetus.json'),
    )
    const after = buildIn(removed)
    expect(after.find((d) => d.code === 'brokenLink' && d.file === LINKING)?.pointer).toMatch(/href$/)
    expect(plain(after)).toEqual(plain(buildIn(fresh(removed))))
  })

  it('checks the photos again when public/ changes: an image taken away is missing', () => {
    expect(buildIn(files, publicWithout([])).some((d) => d.code === 'missingImage')).toBe(false)
    const after = buildIn(files, publicWithout([IMAGE]))
    expect(after.filter((d) => d.code === 'missingImage').map((d) => d.file)).toContain(LINKING)
    expect(plain(after)).toEqual(plain(buildIn(fresh(files), publicWithout([IMAGE]))))
  })
})

describe('reportKept', () => {
  const ctx = () => createContext([], {}, createSchemaValidator({}))
  const finding = { file: 'a.json', line: 1, column: 1, pointer: '', code: 'placeholderText' } as unknown as Diagnostic

  it('runs a check once per frozen objects and file, and reports its findings every time', () => {
    const data = Object.freeze({ a: 1 })
    let runs = 0
    const check = (c: ReturnType<typeof ctx>) => () => {
      runs++
      c.diagnostics.push(finding)
    }
    for (const tag of ['a', 'a', 'b']) {
      const c = ctx()
      reportKept(c, [data], 'kind', tag, check(c))
      expect(c.diagnostics).toEqual([finding])
    }
    expect(runs).toBe(2)
    const c = ctx()
    reportKept(c, [Object.freeze({ a: 1 })], 'kind', 'a', check(c))
    expect(runs).toBe(3)
  })

  it('runs the check every time for an object that is not frozen (it could change)', () => {
    const data = { a: 1 }
    let runs = 0
    for (let i = 0; i < 2; i++) reportKept(ctx(), [data], 'kind', 'a', () => void runs++)
    expect(runs).toBe(2)
  })
})

/** The pipeline's modules loaded anew: a process of their own (nothing parsed or checked yet). */
async function newProcess() {
  vi.resetModules()
  const [{ sitePasses: passes }, { createContext: context }, { runPasses: run }, kept, validators] = await Promise.all([
    import('../../content-passes.js'),
    import('./context.js'),
    import('./passes.js'),
    import('./kept-findings.js'),
    import('../schema-validator.js'),
  ])
  const validated: string[] = []
  const real = validators.createSchemaValidator(schemas)
  const validator = Object.freeze({
    validate: (...args: Parameters<SchemaValidator['validate']>) => {
      validated.push(args[2])
      return real.validate(...args)
    },
  })
  /** A build with the store on, started from `entries`: its findings and what it keeps for the next. */
  const buildWith = (input: ContentFile[], entries: Iterable<readonly [string, readonly Diagnostic[]]>) => {
    kept.startKeptStore(entries, sha256)
    const ctx = context(input, {}, validator, schemas)
    run(ctx, passes())
    return { diagnostics: ctx.diagnostics, store: kept.stopKeptStore() }
  }
  return { buildWith, validated }
}

const sha256 = (input: string) => createHash('sha256').update(input).digest('base64')

describe('findings kept from one build process to the next (the build turns the store on)', () => {
  it('checks nothing again when nothing changed, and reports the same findings', async () => {
    const first = await newProcess()
    const one = first.buildWith(files, [])
    expect(one.store.found).toBe(0)
    expect(first.validated.length).toBeGreaterThan(100)
    // JSON, as the build keeps it on disk.
    const kept = JSON.parse(JSON.stringify(one.store.entries)) as [string, Diagnostic[]][]
    const second = await newProcess()
    const two = second.buildWith(files, kept)
    expect(second.validated).toEqual([])
    expect(two.store.checked).toBe(0)
    expect(two.store.found).toBe(one.store.entries.length)
    expect(plain(two.diagnostics)).toEqual(plain(one.diagnostics))
    expect(two.diagnostics.some((d) => d.code === 'placeholderText')).toBe(true)
  })

  it('checks again only what the changed document reaches, with the findings of a build from scratch', async () => {
    const first = await newProcess()
    const kept = first.buildWith(files, []).store.entries
    const changed = edited(original.replace(TITLE, '"title": "Keittiöremontti toisin"'))
    const second = await newProcess()
    const two = second.buildWith(changed, kept)
    expect(second.validated).toEqual([DOC])
    // The document and its translations' checks ran again; nothing else.
    expect(two.store.checked).toBeGreaterThan(0)
    expect(two.store.checked).toBeLessThan(20)
    const scratch = await newProcess()
    expect(plain(two.diagnostics)).toEqual(plain(scratch.buildWith(changed, []).diagnostics))
  })
})
