/**
 * The studio's one door to the validator: an edited (unsaved) document is put
 * in place of its file among the content files on disk and the whole content
 * goes through `buildContent` — schema, cross-document checks (links,
 * aliases, images, tokens, duplicate ids), warnings — exactly as
 * `npm run validate` and the build see it. Nothing else of src/runtime's
 * validator is called here (issue 15 reshapes its insides).
 *
 * Node only (reads the content folder); no React.
 */
import { ENGINE } from '../runtime/engine-diagnostics.js'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { sitePasses } from '../content-passes.js'
import { buildContent, type BuildInput, type ContentFile, type SiteContent } from '../runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../runtime/content-source.node.js'
import {
  diagnostic,
  type Diagnostic,
  type DiagnosticArgs,
  diagnosticArgs,
  finnishOf,
  type Severity,
} from '../runtime/diagnostics.js'
import { collectionFor } from '../content-collections.js'
import { sourceOfTranslation, TRANSLATIONS_DIR, translationPath } from '../runtime/translation-files.js'
import { LANGUAGE_INFO, TARGET_LANGS } from '../i18n/languages.js'
import { repetitionsOfOldPrices } from '../runtime/price-repetitions.js'
import { type FollowedTranslation, translationsFollowing } from './translations/follow-translations.js'
import { parseDocumentText } from './document-format.js'
import { readable } from './field-changes.js'
import { ownLabel, placeLabel } from './place-label.js'
import { STUDIO_UI as UI } from './strings.fi.js'
import type { ContentPass } from '../runtime/pipeline/context.js'
import { schemaPass } from '../runtime/pipeline/schema.js'
import type { SchemaSet } from '../runtime/schema-validator.js'

/** A diagnostic as the studio shows it (the validator's, placeholder warnings included), in Finnish. */
export interface StudioDiagnostic extends Omit<Diagnostic, 'code'> {
  code: Diagnostic['code']
  severity: Severity
  /** Where, as the Finnish label path of the field ("Osio 4: Usein kysytyt kysymykset › Kysymys 2 › Vastaus"). */
  place?: string
  /** The document it is in, by its Finnish name (a finding in another document). */
  title?: string
  /** In a blog post's Markdown body (pointer `/body`): 1-based line and column inside the body. */
  bodyLine?: number
  bodyColumn?: number
}

export interface ContentSource {
  /** Absolute path of the content folder (pages-data/ or a copy of it). */
  dir: string
  files: ContentFile[]
  schemas: SchemaSet
  /** The public-file checks and the site's passes (`sitePasses()`). */
  options: BuildInput
  /** Errors of the content as it is on disk: a change is blamed only for errors it adds. */
  baseline: Set<string>
  /** Every finding of the content as it is on disk (the document list's badges). */
  diagnostics: Diagnostic[]
  /** The address of each translated page, by its translation file (none while the content does not build). */
  translationRoutes: ReadonlyMap<string, string>
  /** Every page's address in every language (none while the content does not build): what a release must have. */
  routes: readonly string[]
  /** The site these files make (null while the content does not build): where a document shows (src/studio/shown-elsewhere.ts). */
  content: SiteContent | null
}

export interface DocumentCheck {
  /** Diagnostics of the document itself, pointers ready for the form. */
  diagnostics: StudioDiagnostic[]
  /** Errors this change causes in other documents (a link to a slug that is gone...). */
  elsewhere: StudioDiagnostic[]
  /** The site with the edited document in it; null when anything has an error. */
  content: SiteContent | null
  /** Whether the document may be saved: no error in it and none caused elsewhere. */
  saveable: boolean
  /**
   * The source once this check's files are saved as checked (the document and its translations as they
   * follow it), from the check's own build: a save costs one build, not two (issue 35).
   */
  saved(): ContentSource
  /** The files this check built: the document and its followed translations, as the save writes them. */
  written: readonly ContentFile[]
}

const key = (d: Pick<Diagnostic, 'file' | 'pointer' | 'message'>) => `${d.file}|${d.pointer}|${d.message}`

/**
 * The public folder that goes with a content folder: `public/` beside it (the
 * repository's own, or a scratch copy's), else the repository's.
 */
export function publicDirFor(contentDir: string): string {
  const beside = path.join(path.dirname(path.resolve(contentDir)), 'public')
  return existsSync(beside) ? beside : path.join(REPO_ROOT, 'public')
}

/** Reads the content folder (the real pages-data/ or the one STUDIO_CONTENT_DIR names) and the repository's schemas. */
export function loadContentSource(dir = path.join(REPO_ROOT, 'pages-data'), root = REPO_ROOT): ContentSource {
  const abs = path.resolve(dir)
  const files = readContentFiles(path.dirname(abs), path.basename(abs))
  const schemas = readSchemas(root)
  const options: BuildInput = { ...publicFileChecks(root, publicDirFor(abs)), passes: sitePasses() }
  return withFiles(
    {
      dir: abs,
      files,
      schemas,
      options,
      baseline: new Set(),
      diagnostics: [],
      translationRoutes: new Map(),
      routes: [],
      content: null,
    },
    files,
  )
}

/** The source with these files: one build gives the baseline and the list's badges. */
function withFiles(source: ContentSource, files: ContentFile[]): ContentSource {
  return withBuilt(source, files, buildContent(files, source.schemas, source.options))
}

/** The source with these files and their build (made once, by a check or by withFiles). */
function withBuilt(source: ContentSource, files: ContentFile[], built: ReturnType<typeof buildContent>): ContentSource {
  const { diagnostics, content } = built
  const baseline = new Set(diagnostics.filter((d) => d.severity === 'error').map(key))
  const routes = content ? [...content.routes.pages.keys()] : []
  return { ...source, files, baseline, diagnostics, translationRoutes: translationRoutesOf(content), routes, content }
}

/** Each translation file's page address: the document of its language built from it. */
function translationRoutesOf(content: SiteContent | null): Map<string, string> {
  const out = new Map<string, string>()
  for (const lang of TARGET_LANGS)
    for (const doc of content?.languages[lang]?.documents ?? [])
      if (doc.lang === lang) out.set(translationPath(lang, doc.file), doc.route)
  return out
}

/** The source after a save of these files at once (the schemas and the other files as they were read): one build. */
export function withSavedFiles(source: ContentSource, saved: readonly ContentFile[]): ContentSource {
  return withFiles(source, withReplaced(source, saved))
}

/**
 * The source with these files as they were before a change (their texts; null for a file the change
 * added): one build. The publish compares the live content with the published one (shown-elsewhere.ts).
 */
export function withEarlierFiles(source: ContentSource, earlier: readonly { path: string; text: string | null }[]) {
  const added = new Set(earlier.filter((f) => f.text === null).map((f) => f.path))
  const kept = earlier.flatMap((f) => (f.text === null ? [] : [{ path: f.path, text: f.text }]))
  return withFiles(
    source,
    withReplaced(source, kept).filter((f) => !added.has(f.path)),
  )
}

/** The source's files with these replaced (or added). */
function withReplaced(source: ContentSource, changed: readonly ContentFile[]): ContentFile[] {
  const paths = new Set(changed.map((f) => f.path))
  return [...source.files.filter((f) => !paths.has(f.path)), ...changed]
}

/**
 * Missing required fields are reported on the object that lacks them; the
 * form shows the error on the emptied field itself.
 */
function fieldPointer(d: Diagnostic): string {
  if (d.code !== 'missingField') return d.pointer
  const field = /"([^"]+)"/.exec(d.message)?.[1]
  return field ? `${d.pointer}/${field.replace(/~/g, '~0').replace(/\//g, '~1')}` : d.pointer
}

/**
 * The schema pass, except that the edited file goes on as a document even
 * when its schema has errors, so the cross-document checks (links, tokens,
 * images...) still look at it.
 */
function lenientSchemaPass(file: string): ContentPass {
  return {
    name: schemaPass.name,
    run(ctx) {
      schemaPass.run(ctx)
      const p = ctx.parsed.find((x) => x.file === file)
      if (!p || ctx.documents.some((d) => d.file === file)) return
      const { collection, slug, parent, route, data, locator, body } = p
      ctx.documents.push({ file, kind: collection.kind, slug, parent, route, data, locator, body })
    },
  }
}

/** A pass that gives up quietly on data its schema would have refused (it adds what it found so far). */
const tolerant = (pass: ContentPass): ContentPass => ({
  name: pass.name,
  run(ctx) {
    try {
      return pass.run(ctx)
    } catch {
      return undefined
    }
  },
})

/**
 * Every error of the document at once (issue 21): a document with schema
 * errors is left out of the cross-document checks by the pipeline, so they are
 * run once more with it kept in, and their findings added. Fixing one error
 * never hides another. (A check that cannot cope with the broken document
 * adds what it found before it gave up.)
 */
function withCrossDocumentFindings(source: ContentSource, files: ContentFile[], file: string, first: Diagnostic[]) {
  const passes = source.options.passes.map((p) => (p === schemaPass ? lenientSchemaPass(file) : tolerant(p)))
  let again: Diagnostic[] = []
  try {
    again = buildContent(files, source.schemas, { ...source.options, passes }).diagnostics
  } catch {
    return first
  }
  const seen = new Set(first.map(key))
  return [...first, ...again.filter((d) => d.file === file && !seen.has(key(d)))]
}

/** Lines the front matter block takes (`---` to `---`), or 0. */
const frontMatterLines = (text: string) => /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(text)?.[0].split('\n').length ?? 0

/**
 * A finding in a blog post's Markdown body (the validator gives the file's
 * line and column, and no pointer): its place is the body, at that line and
 * column counted inside the body.
 */
function inBody(d: Diagnostic, pointer: string, text: string | undefined) {
  if (pointer !== '' || text === undefined || !d.file.endsWith('.md')) return null
  const skip = frontMatterLines(text) - 1
  if (skip <= 0 || d.line <= skip) return null
  const bodyLine = d.line - skip
  return {
    pointer: '/body',
    bodyLine,
    bodyColumn: d.column,
    place: `${UI.markdown.label}, ${UI.diagnostics.atLine(bodyLine, d.column)}`,
  }
}

/** A document's data as the studio has it (undefined when it does not parse). */
function dataOf(files: readonly ContentFile[], file: string) {
  const f = files.find((x) => x.path === file)
  return f ? parseDocumentText(file, f.text)?.data : undefined
}

/** A document as the author knows it: its title (a translation: its language and its Finnish title). */
function documentTitle(files: readonly ContentFile[], file: string): string | undefined {
  const of = sourceOfTranslation(file)
  if (of) {
    const finnish = documentTitle(files, of.source)
    return finnish && UI.translations.listTitle(LANGUAGE_INFO[of.lang].finnishName, finnish)
  }
  const kind = collectionFor(file)?.collection.kind
  if (kind === 'site') return UI.collections.site
  if (kind === 'navigation') return UI.collections.navigation
  const data = dataOf(files, file) as { title?: unknown; name?: unknown } | undefined
  const title = data?.title ?? data?.name
  return typeof title === 'string' ? title : undefined
}

/** The finding's values with what the Finnish texts say instead of paths and pointers: places and titles. */
function authorArgs(d: Diagnostic, files: readonly ContentFile[]): DiagnosticArgs {
  const args: DiagnosticArgs = { ...diagnosticArgs(d) }
  const of = sourceOfTranslation(d.file)
  if (of) {
    const data = dataOf(files, of.source)
    const kind = collectionFor(of.source)?.collection.kind ?? ''
    if (typeof args.pointer === 'string') args.place = placeLabel(args.pointer, data, kind)
    if (d.code === 'translationUnknownField' && args.best) args.bestPlace = placeLabel(String(args.best), data, kind)
    args.sourceTitle = documentTitle(files, of.source) ?? ''
  }
  // A quoted text as it reads, never its markup ("<p>…</p>"), issue 45.
  for (const key of ['text', 'was', 'now', 'source'] as const) {
    const value = args[key]
    if (typeof value === 'string' && /<[a-z/][^>]*>/i.test(value)) args[key] = readable(value)
  }
  for (const key of ['parent', 'target', 'other', 'source'] as const) {
    const file = args[key]
    const title = typeof file === 'string' && file.startsWith('pages-data/') ? documentTitle(files, file) : undefined
    if (title) args[`${key}Title`] = title
  }
  return args
}

/** A translated text's place in the words of its Finnish page ("Osio 3: Teksti › Sisältö › Teksti"), or undefined. */
function translatedPlace(file: string, pointer: string, files: readonly ContentFile[]): string | undefined {
  const m = /^\/fields\/([^/]+)\/text$/.exec(pointer)
  const of = sourceOfTranslation(file)
  if (!m || !of) return undefined
  const finnish = m[1]!.replace(/~1/g, '/').replace(/~0/g, '~')
  const place = placeLabel(finnish, dataOf(files, of.source), collectionFor(of.source)?.collection.kind ?? '')
  return `${placeLabel('/fields', undefined, 'translation')} › ${place}`
}

/** A finding as the author reads it: Finnish texts and the Finnish label path of its place. */
function inFinnish(d: Diagnostic, pointer: string, files: readonly ContentFile[]): StudioDiagnostic {
  const text = files.find((f) => f.path === d.file)?.text
  const data = text === undefined ? undefined : parseDocumentText(d.file, text)?.data
  const kind = collectionFor(d.file)?.collection.kind ?? ''
  const { suggestion: _english, ...rest } = d
  const place = translatedPlace(d.file, pointer, files) ?? placeLabel(pointer, data, kind)
  const where = inBody(d, pointer, text) ?? { pointer, place }
  const args = authorArgs(d, files)
  // A missing field by the label its form shows (issue 45: "Otsikko" of a page, not another kind's "Pääotsikko").
  if (d.code === 'missingField' && typeof args.field === 'string') {
    const at = pointer.endsWith(`/${args.field}`) ? pointer : `${pointer}/${args.field}`
    args.fieldLabel = ownLabel(at, data, kind)
  }
  return { ...rest, ...finnishOf(d, args), ...where, title: documentTitle(files, d.file) }
}

/**
 * A Finnish edit's changed numbers that a translation could not take, at the Finnish field (a warning):
 * the author sees where a translator must write the number in.
 */
function unplacedNumbers(file: string, followed: FollowedTranslation[], files: readonly ContentFile[]) {
  const byPointer = new Map<string, { numbers: Set<string>; langs: string[] }>()
  for (const t of followed)
    for (const u of t.unplaced) {
      const entry = byPointer.get(u.pointer) ?? { numbers: new Set<string>(), langs: [] }
      for (const n of u.numbers) entry.numbers.add(n)
      entry.langs.push(LANGUAGE_INFO[t.lang].finnishName)
      byPointer.set(u.pointer, entry)
    }
  return [...byPointer].map(([pointer, { numbers, langs }]) => {
    const args = { value: [...numbers].join(', '), languages: langs.join(', ') }
    return inFinnish(
      diagnostic(ENGINE.translationNumbersUnplaced, { file, line: 1, column: 1, pointer }, args),
      pointer,
      files,
    )
  })
}

/** Texts of the edited page that still repeat a price its table changed (the validator sees only the table as it is). */
function oldPriceRepetitions(
  file: string,
  before: string | undefined,
  after: string,
  found: readonly Diagnostic[],
  files: readonly ContentFile[],
) {
  const was = before === undefined ? undefined : parseDocumentText(file, before)?.data
  const now = parseDocumentText(file, after)?.data
  if (was === undefined || now === undefined) return []
  const known = new Set(found.filter((d) => d.code === 'stalePriceRepetition').map((d) => d.pointer))
  return repetitionsOfOldPrices(was, now)
    .filter((r) => !known.has(r.pointer))
    .map((r) => {
      const where = { file, line: 1, column: 1, pointer: r.pointer }
      const args = { price: r.price, row: r.row.service, table: r.row.price }
      return inFinnish(diagnostic(ENGINE.stalePriceRepetition, where, args), r.pointer, files)
    })
}

/** Validates one edited document among all the others (nothing is written). */
export function checkDocument(source: ContentSource, file: string, text: string): DocumentCheck {
  // The translations as the save would write them: sections and numbers followed (follow-translations.ts).
  const read = (f: string) => source.files.find((x) => x.path === f)?.text
  const followed = translationsFollowing(read, file, text)
  const written = [{ path: file, text }, ...followed.map((t) => ({ path: t.file, text: t.text }))]
  const files = withReplaced(source, written)
  const built = buildContent(files, source.schemas, source.options)
  const all = built.diagnostics
  // A Finnish edit that leaves translations behind (a question added, a section moved) still previews
  // and saves: the translations' errors are listed for the translator, the validator keeps refusing a build.
  const content = built.content ?? previewWithoutTranslations(source, files, all)
  const hasOwnErrors = all.some((d) => d.file === file && d.severity === 'error')
  const diagnostics = hasOwnErrors ? withCrossDocumentFindings(source, files, file, all) : all
  const own: StudioDiagnostic[] = [
    ...diagnostics.filter((d) => d.file === file).map((d) => inFinnish(d, fieldPointer(d), files)),
    ...unplacedNumbers(file, followed, files),
    ...oldPriceRepetitions(file, read(file), text, diagnostics, files),
  ]
  const elsewhere = diagnostics
    .filter((d) => d.file !== file && d.severity === 'error' && !source.baseline.has(key(d)))
    .map((d) => inFinnish(d, d.pointer, files))
  const saveable = !own.some((d) => d.severity === 'error') && !elsewhere.some((d) => !isTranslation(d.file))
  return { diagnostics: own, elsewhere, content, saveable, saved: () => withBuilt(source, files, built), written }
}

const isTranslation = (path: string) => path.startsWith(`${TRANSLATIONS_DIR}/`)

/** The Finnish site alone, when only translation files have errors (else null). */
function previewWithoutTranslations(source: ContentSource, files: ContentFile[], all: Diagnostic[]) {
  const errors = all.filter((d) => d.severity === 'error')
  if (!errors.length || !errors.every((d) => isTranslation(d.file))) return null
  return buildContent(
    files.filter((f) => !isTranslation(f.path)),
    source.schemas,
    source.options,
  ).content
}

/** Status of every document on disk (the document list's badges). */
export function documentStatuses(source: ContentSource): Map<string, { errors: number; warnings: number }> {
  const { diagnostics } = source
  const out = new Map(source.files.map((f) => [f.path, { errors: 0, warnings: 0 }]))
  for (const d of diagnostics) {
    const entry = out.get(d.file)
    if (!entry) continue
    if (d.severity === 'error') entry.errors++
    else entry.warnings++
  }
  return out
}

/** Findings of the whole content (a publish's) in Finnish, each at its field's Finnish label path. */
export function inFinnishAll(source: Pick<ContentSource, 'files'>, findings: Diagnostic[]): StudioDiagnostic[] {
  return findings.map((d) => inFinnish(d, fieldPointer(d), source.files))
}
