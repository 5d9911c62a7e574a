/** Pass 1, parse: finds each file's collection (the engine's or a feature's), parses JSON (no comments) or front matter, and checks "$schema". */
import { ENGINE } from '../engine-diagnostics.js'
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser'
import { engineCollections, matchCollection } from '../collections.js'
import type { AnyContentCollection, Collection, ContentFile } from '../content-model.js'
import { type Diagnostic, diagnostic } from '../diagnostics.js'
import { parseFrontMatter } from '../front-matter.js'
import { deepFreeze } from '../deep-freeze.js'
import { jsonLocator, offsetToLineColumn } from '../json-location.js'
import type { ContentPass, ParsedFile, PipelineContext } from './context.js'
import { parsedFrom } from './kept-findings.js'

/** Parsed front matter by its text, frozen like the JSON below: an unchanged article is not parsed or checked again. */
const parsedMarkdown = new Map<string, ReturnType<typeof parseFrontMatter>>()

function frontMatterOf(text: string) {
  const known = parsedMarkdown.get(text)
  if (known) return known
  if (parsedMarkdown.size > 1_000) parsedMarkdown.clear()
  const fm = parseFrontMatter(text)
  if (!fm.error) parsedFrom(deepFreeze(fm.data), text)
  parsedMarkdown.set(text, fm)
  return fm
}

function parseMarkdown(ctx: PipelineContext, file: ContentFile): Pick<ParsedFile, 'data' | 'locator' | 'body'> | null {
  const fm = frontMatterOf(file.text)
  if (!fm.error) return { data: fm.data, locator: fm.locator, body: fm.body }
  ctx.diagnostics.push(
    diagnostic(
      ENGINE.frontMatterSyntax,
      { file: file.path, line: fm.error.line, column: fm.error.column, pointer: '' },
      { detail: fm.error.message },
    ),
  )
  return null
}

/**
 * Strict JSON by the native parser (fast; a "__proto__" key stays an ordinary property); only when it
 * refuses the text does jsonc-parser run, for the errors with their offsets.
 */
function strictJson(text: string, errors: ParseError[]): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return parseJsonc(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
  }
}

/**
 * Parsed JSON by its text, frozen: the studio validates every document on each keystroke, and all but
 * one are as they were. Frozen, so no pass can change what another build will read (one that tries
 * throws), and checks keyed by the parsed object (the translatable texts) are found again.
 */
const parsedTexts = new Map<string, { data: unknown; locator: ReturnType<typeof jsonLocator> }>()

function remember(text: string, data: unknown) {
  if (parsedTexts.size > 5_000) parsedTexts.clear()
  const entry = { data: deepFreeze(data), locator: jsonLocator(text) }
  parsedFrom(entry.data, text)
  parsedTexts.set(text, entry)
  return entry
}

function parseJson(
  ctx: PipelineContext,
  file: ContentFile,
  collection: Collection,
): Pick<ParsedFile, 'data' | 'locator'> | null {
  const errors: ParseError[] = []
  const known = parsedTexts.get(file.text)
  const data = known ? known.data : strictJson(file.text, errors)
  for (const e of errors.slice(0, 3)) {
    ctx.diagnostics.push(
      diagnostic(
        ENGINE.jsonSyntax,
        { file: file.path, pointer: '', ...offsetToLineColumn(file.text, e.offset) },
        { detail: printParseErrorCode(e.error) },
      ),
    )
  }
  if (errors.length) return null
  const locator = known?.locator ?? remember(file.text, data).locator
  const declared = (data as { $schema?: unknown } | null)?.$schema
  const expected = `${'../'.repeat(file.path.split('/').length - 1)}schemas/${collection.schema}`
  if (typeof declared === 'string' && declared !== expected) {
    ctx.report(ENGINE.wrongSchemaRef, { file: file.path, locator }, '/$schema', { actual: declared, expected })
  }
  return { data, locator }
}

/** What parsing one file gave: its route, the parsed file (none when it did not parse) and the findings. */
interface FileParse {
  path: string
  text: string
  route?: string
  parsed: ParsedFile | null
  findings: readonly Diagnostic[]
}

/** One file's collection, route, parsed data and findings, reported into ctx. */
function parseFile(ctx: PipelineContext, file: ContentFile): Omit<FileParse, 'findings'> {
  const { path, text } = file
  const match = matchCollection(ctx.collections, path)
  if (!match) {
    const folders = ctx.collections.map((c) => c.folder).join(', ')
    ctx.diagnostics.push(
      diagnostic(ENGINE.unknownFile, { file: path, line: 1, column: 1, pointer: '' }, { file: path, folders }),
    )
    return { path, text, parsed: null }
  }
  const { collection, slug, parent } = match
  const route = collection.route?.(slug, parent)
  const parsed = path.endsWith('.md') ? parseMarkdown(ctx, file) : parseJson(ctx, file, collection)
  return {
    path,
    text,
    route,
    parsed: parsed && Object.freeze({ file: path, collection, slug, parent, route, ...parsed }),
  }
}

/**
 * The parse pass over the engine's collections and the features' (`features`, given by the composition root).
 * A file object whose path and text are as at the last build gives the same parsed file and findings without
 * being looked at again (the studio builds every file on each keystroke; all but one are unchanged).
 */
export const parsePass = (features: readonly AnyContentCollection[]): ContentPass => {
  const kept = new WeakMap<ContentFile, FileParse>()
  return {
    name: 'parse',
    run(ctx) {
      ctx.collections = [...engineCollections, ...features]
      const kinds = ctx.collections.map((c) => c.kind)
      const twice = kinds.find((kind, i) => kinds.indexOf(kind) !== i)
      // A mistake in composing the pipeline, not in the content: documents and shares are found by kind.
      if (twice)
        throw new Error(`Two collections of documents are named "${twice}"; each kind needs a name of its own.`)
      for (const file of [...ctx.files].sort((a, b) => a.path.localeCompare(b.path))) {
        let known = kept.get(file)
        if (known && known.path === file.path && known.text === file.text) ctx.diagnostics.push(...known.findings)
        else {
          const from = ctx.diagnostics.length
          known = { ...parseFile(ctx, file), findings: ctx.diagnostics.slice(from) }
          kept.set(file, known)
        }
        const { route, parsed } = known
        if (route && !ctx.fileRoutes.has(route)) ctx.fileRoutes.set(route, file.path)
        if (parsed) ctx.parsed.push(parsed)
      }
    },
  }
}
