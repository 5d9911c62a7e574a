/**
 * What the passes of the content pipeline share: the input, one diagnostics
 * list, the documents found so far and what earlier passes worked out (tokens,
 * routes). A pass reads what earlier passes left and adds to it.
 */
import type { Navigation, Site } from '../content-types.generated.js'
import { engineCollections } from '../collections.js'
import type {
  Collection,
  ContentFile,
  RedirectRule,
  RoutedDocument,
  SourceDocument,
  Subpage,
} from '../content-model.js'
import { diagnostic, type Diagnostic, type FeatureDiagnostic } from '../diagnostics.js'
import type { Locator } from '../json-location.js'
import type { SchemaSet, SchemaValidator } from '../schema-validator.js'
import type { TokenMap } from '../tokens.js'
import type { TranslationIndex } from '../translation-routes.js'

export interface BuildOptions {
  /** Whether a file exists under public/ (e.g. '/images/services/x.svg'). Omit to skip image checks. */
  publicFileExists?: (path: string) => boolean
  /** Known public files, for "did you mean" on missing images. */
  publicFiles?: () => string[]
  /** The bytes of a file under public/ (undefined when missing). Omit to skip the checks that read files (photo sizes). */
  readPublicFile?: (path: string) => Uint8Array | undefined
  /** Extra paths that links may point to (API-free static files such as /sitemap.xml). */
  extraRoutes?: string[]
  /** A release build: site.json example data is an error (the release pass, src/runtime/pipeline/release.ts). */
  release?: boolean
}

/**
 * What buildContent needs: the options and the passes to run, which the entry point composes
 * (`sitePasses()` of src/content-passes.ts: the engine's passes with the site's features in them).
 */
export interface BuildInput extends BuildOptions {
  passes: readonly ContentPass[]
}

/** Where in a document a diagnostic points: a JSON pointer, optionally a character inside its string or in the Markdown body. */
export interface Place {
  pointer: string
  /** The property name rather than its value. */
  key?: boolean
  /** Index of the offending character inside the string at pointer. */
  index?: number
  /** Index in the Markdown body (pointer is then ''). */
  bodyIndex?: number
}

/** A file that parsed, before its schema check. */
export interface ParsedFile {
  file: string
  collection: Collection
  slug: string
  parent?: string
  route?: string
  data: unknown
  locator: Locator
  body?: string
}

/** A document a diagnostic points into. */
type DocumentAt = { file: string; locator: Locator }

export interface PipelineContext {
  readonly files: readonly ContentFile[]
  readonly options: BuildOptions
  readonly validator: SchemaValidator
  /** The schemas the validator was made from (which texts are translatable: src/i18n/translatable.ts). */
  readonly schemas: SchemaSet
  readonly diagnostics: Diagnostic[]
  /** The kinds of document the files are sorted into: the engine's, then the features' (set by the parse pass). */
  collections: readonly Collection[]
  /** Files that parsed (parse pass). */
  parsed: ParsedFile[]
  /** Documents that passed their schema (schema pass), in file order. */
  documents: SourceDocument[]
  /** Route of every content file, valid or not: a link to a page with errors is not a broken link. */
  fileRoutes: Map<string, string>
  site?: SourceDocument<Site>
  navigation?: SourceDocument<Navigation>
  tokens: TokenMap
  /** Canonical route -> document (routes pass). */
  pages: Map<string, RoutedDocument>
  /** Alias route -> canonical route (routes pass). */
  redirects: Map<string, string>
  /** Every path a link may point to (routes pass). */
  knownPaths: Set<string>
  /** Each language's translations by Finnish file, with the route of each routed one (translations pass). */
  translations: TranslationIndex
  /** Pages made from a routed document narrowed to one value, every language's (feature passes add them). */
  subpages: Subpage[]
  /** Old addresses with a query that answer 301 (feature passes add them). */
  queryRedirects: RedirectRule[]
  /** Reports a diagnostic of a catalogue piece (the engine's ENGINE or a feature's), with the arguments its code declares. */
  report<A extends object>(entry: FeatureDiagnostic<A>, doc: DocumentAt, place: string | Place, args: A): void
  /** Documents that have a route (pages and blog posts). */
  routed(): RoutedDocument[]
}

export interface ContentPass {
  /** Short name, shown in docs and in the pass list (sitePasses of src/content-passes.ts). */
  name: string
  /** Runs over the context; returning 'stop' ends the pipeline (nothing more can be checked). */
  // biome-ignore lint/suspicious/noConfusingVoidType: a pass that returns nothing lets the pipeline go on
  run(ctx: PipelineContext): void | 'stop'
}

/** Line and column of a place in a document. */
function locatePlace(locator: Locator, place: Place): { line: number; column: number } {
  if (place.bodyIndex !== undefined && locator.locateBody) return locator.locateBody(place.bodyIndex)
  if (place.index !== undefined && locator.locateIn) return locator.locateIn(place.pointer, place.index)
  return locator.locate(place.pointer, place.key)
}

/** `read` answering each path once per build: photos are shared by many documents, and a build sees public/ as it was. */
function oncePerPath<T>(read: (path: string) => T): (path: string) => T {
  const seen = new Map<string, T>()
  return (path) => {
    if (seen.has(path)) return seen.get(path) as T
    const value = read(path)
    seen.set(path, value)
    return value
  }
}

/** The options with the public folder's lookups made once per path for this build. */
function withPublicOnce(options: BuildOptions): BuildOptions {
  const { publicFileExists, readPublicFile } = options
  return {
    ...options,
    ...(publicFileExists && { publicFileExists: oncePerPath(publicFileExists) }),
    ...(readPublicFile && { readPublicFile: oncePerPath(readPublicFile) }),
  }
}

export function createContext(
  files: readonly ContentFile[],
  options: BuildOptions,
  validator: SchemaValidator,
  schemas: SchemaSet = {},
): PipelineContext {
  const diagnostics: Diagnostic[] = []
  const ctx: PipelineContext = {
    files,
    options: withPublicOnce(options),
    validator,
    schemas,
    diagnostics,
    collections: engineCollections,
    parsed: [],
    documents: [],
    fileRoutes: new Map(),
    tokens: {},
    pages: new Map(),
    redirects: new Map(),
    knownPaths: new Set(),
    translations: new Map(),
    subpages: [],
    queryRedirects: [],
    report<A extends object>(what: FeatureDiagnostic<A>, doc: DocumentAt, where: string | Place, args: A) {
      const place = typeof where === 'string' ? { pointer: where } : where
      const at = { file: doc.file, pointer: place.pointer, ...locatePlace(doc.locator, place) }
      diagnostics.push(diagnostic(what, at, args))
    },
    routed: () => ctx.documents.filter((d): d is RoutedDocument => d.route !== undefined),
  }
  return ctx
}
