/**
 * The content pipeline: parse -> validate (Ajv) -> cross-document checks ->
 * token interpolation -> route table. Pure: files and schemas come in, a
 * typed site model and diagnostics go out. Used by `npm run validate`, the
 * Vike +data hooks and the server alike.
 */
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser'
import type { BlogPost, CalculatorModel, Navigation, Page, Site, WorkExample } from './content-types.generated.js'
import { checkCalculatorModel, checkCalculatorSections, checkCalculatorStarts } from '../calculators/model-checks.js'
import { collectionFor, collections, RICH_TEXT_KEYS, type DocumentKind } from './collections.js'
import { diagnostic, type Diagnostic, type DiagnosticCode } from './diagnostics.js'
import { parseFrontMatter } from './front-matter.js'
import { jsonLocator, offsetToLineColumn, type Locator } from './json-location.js'
import { htmlReferences } from './rich-text-refs.js'
import { createSchemaValidator, type SchemaSet } from './schema-validator.js'
import { closest } from './suggest.js'
import { buildTokens, findUnknownTokens, interpolate, interpolateDeep, walkStrings, type TokenMap } from './tokens.js'

export interface ContentFile {
  /** Path relative to the repository root, forward slashes: pages-data/services/x.json. */
  path: string
  text: string
}

export interface SourceDocument<T = unknown> {
  file: string
  kind: DocumentKind
  slug: string
  parent?: string
  route?: string
  data: T
  locator: Locator
  /** Markdown body (blog posts). */
  body?: string
}

export type PageDocument = SourceDocument<Page> & { kind: 'page' | 'service' | 'city' | 'citySub' | 'calculator'; route: string }
export type BlogDocument = SourceDocument<BlogPost> & { kind: 'blogPost'; route: string; body: string }
export type RoutedDocument = PageDocument | BlogDocument

export interface RouteTable {
  /** Canonical path -> document. */
  pages: ReadonlyMap<string, RoutedDocument>
  /** Alias path -> canonical path (answered with 301). */
  redirects: ReadonlyMap<string, string>
}

export interface SiteContent {
  site: Site
  navigation: Navigation
  tokens: TokenMap
  routes: RouteTable
  /** Documents by kind, tokens already interpolated. */
  documents: RoutedDocument[]
  /** Calculator pricing models by id (pages-data/calculator-models/), tokens interpolated. */
  calculatorModels: Readonly<Record<string, CalculatorModel>>
  /** Work examples (pages-data/examples/), tokens interpolated, in file-name order. */
  workExamples: WorkExample[]
}

export interface BuildOptions {
  /** Whether a file exists under public/ (e.g. '/images/services/x.svg'). Omit to skip image checks. */
  publicFileExists?: (path: string) => boolean
  /** Known public files, for "did you mean" on missing images. */
  publicFiles?: () => string[]
  /** Extra paths that links may point to (API-free static files such as /sitemap.xml). */
  extraRoutes?: string[]
}

export interface BuildResult {
  content: SiteContent | null
  diagnostics: Diagnostic[]
}

const STATIC_PATHS = ['/sitemap.xml', '/robots.txt']

export function buildContent(files: ContentFile[], schemas: SchemaSet, options: BuildOptions = {}): BuildResult {
  const validator = createSchemaValidator(schemas)
  const diagnostics: Diagnostic[] = []
  const docs: SourceDocument[] = []
  /** Routes of every content file, valid or not: a link to a page with errors is not a broken link. */
  const fileRoutes = new Map<string, string>()
  const push = (code: DiagnosticCode, doc: { file: string; locator: Locator }, pointer: string, args: Record<string, string | number> = {}, key = false) =>
    diagnostics.push(diagnostic(code, { file: doc.file, pointer, ...doc.locator.locate(pointer, key) }, args))

  // 1. Parse and validate each file on its own.
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const match = collectionFor(file.path)
    if (!match) {
      diagnostics.push(diagnostic('unknownFile', { file: file.path, line: 1, column: 1, pointer: '' }, { file: file.path, folders: collections.map((c) => c.folder).join(', ') }))
      continue
    }
    const { collection, slug, parent } = match
    const fileRoute = collection.route?.(slug, parent)
    if (fileRoute && !fileRoutes.has(fileRoute)) fileRoutes.set(fileRoute, file.path)
    let data: unknown
    let locator: Locator
    let body: string | undefined
    if (file.path.endsWith('.md')) {
      const fm = parseFrontMatter(file.text)
      if (fm.error) {
        diagnostics.push(diagnostic('frontMatterSyntax', { file: file.path, line: fm.error.line, column: fm.error.column, pointer: '' }, { detail: fm.error.message }))
        continue
      }
      data = fm.data
      locator = fm.locator
      body = fm.body
    } else {
      const errors: ParseError[] = []
      data = parseJsonc(file.text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
      if (errors.length) {
        for (const e of errors.slice(0, 3)) {
          diagnostics.push(diagnostic('jsonSyntax', { file: file.path, pointer: '', ...offsetToLineColumn(file.text, e.offset) }, { detail: printParseErrorCode(e.error) }))
        }
        continue
      }
      locator = jsonLocator(file.text)
      const declared = (data as { $schema?: unknown } | null)?.$schema
      const depth = file.path.split('/').length - 1
      const expected = `${'../'.repeat(depth)}schemas/${collection.schema}`
      if (typeof declared === 'string' && declared !== expected) {
        push('wrongSchemaRef', { file: file.path, locator }, '/$schema', { actual: declared, expected })
      }
    }
    const errors = validator.validate(`schemas/${collection.schema}`, data, file.path, locator)
    diagnostics.push(...errors)
    if (errors.length) continue
    docs.push({ file: file.path, kind: collection.kind, slug, parent, route: fileRoute, data, locator, body })
  }

  const siteDoc = docs.find((d) => d.kind === 'site') as SourceDocument<Site> | undefined
  const navDoc = docs.find((d) => d.kind === 'navigation') as SourceDocument<Navigation> | undefined
  if (!siteDoc || !navDoc) {
    for (const [doc, name] of [[siteDoc, 'site.json'], [navDoc, 'navigation.json']] as const) {
      if (!doc && !diagnostics.some((d) => d.file.endsWith(name))) {
        diagnostics.push(diagnostic('unknownReference', { file: `pages-data/${name}`, line: 1, column: 1, pointer: '' }, { kind: 'File', value: `pages-data/${name}` }))
      }
    }
    return { content: null, diagnostics }
  }
  const tokens = buildTokens(siteDoc.data)
  const routed = docs.filter((d): d is RoutedDocument => d.route !== undefined)

  // 2. Cross-document checks.
  const pages = new Map<string, RoutedDocument>()
  for (const doc of routed) {
    const data = doc.data as { slug?: string }
    if (doc.kind !== 'blogPost' && data.slug !== doc.slug) {
      push('slugMismatch', doc, '/slug', { slug: String(data.slug), file: `${doc.slug}.json`, expected: doc.slug })
    }
    if (doc.kind === 'citySub' && !routed.some((d) => d.kind === 'city' && d.slug === doc.parent)) {
      push('unknownReference', doc, '', { kind: 'City page', value: `pages-data/cities/${doc.parent}.json`, best: '' })
    }
    const other = pages.get(doc.route)
    if (other) push('duplicateRoute', doc, '/slug', { route: doc.route, other: other.file })
    else pages.set(doc.route, doc)
  }
  const exampleDocs = docs.filter((d): d is SourceDocument<WorkExample> => d.kind === 'workExample')
  for (const doc of exampleDocs) {
    if (doc.data.id !== doc.slug) push('idMismatch', doc, '/id', { id: doc.data.id, file: `${doc.slug}.json`, expected: doc.slug })
  }
  const redirects = new Map<string, string>()
  const aliasOwners = new Map<string, string>()
  for (const doc of routed) {
    const aliases = (doc.data as Page).aliases ?? []
    aliases.forEach((alias, i) => {
      const pointer = `/aliases/${i}`
      const route = doc.route.replace(/[^/]+$/, alias)
      if (alias === doc.slug) return push('aliasLoop', doc, pointer, { alias })
      const other = pages.get(route)?.file ?? fileRoutes.get(route)
      if (other) return push('aliasShadowsPage', doc, pointer, { alias, route, other })
      const owner = aliasOwners.get(route)
      if (owner) return push('aliasTaken', doc, pointer, { route, other: owner })
      aliasOwners.set(route, doc.file)
      redirects.set(route, doc.route)
    })
  }
  const knownPaths = new Set([...pages.keys(), ...fileRoutes.keys(), ...STATIC_PATHS, ...(options.extraRoutes ?? [])])
  const checkLink = (doc: SourceDocument, pointer: string, href: string) => {
    if (!href.startsWith('/') || href.startsWith('//')) return
    const path = href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')
    if (path.startsWith('/images/')) return checkImage(doc, pointer, path)
    if (knownPaths.has(path)) return
    const target = redirects.get(path)
    if (target) return push('linkToAlias', doc, pointer, { href, target })
    push('brokenLink', doc, pointer, { href, best: closest(path, knownPaths) ?? '' })
  }
  const checkImage = (doc: SourceDocument, pointer: string, src: string) => {
    if (!options.publicFileExists || options.publicFileExists(src)) return
    push('missingImage', doc, pointer, { src, best: closest(src, options.publicFiles?.() ?? []) ?? '' })
  }
  const checkDocument = (doc: SourceDocument) => {
    walkStrings(doc.data, (text, pointer, key) => {
      if (key === '$schema') return
      for (const token of findUnknownTokens(text, tokens)) push('unknownToken', doc, pointer, { token, best: closest(token, Object.keys(tokens)) ?? '' })
      if (key === 'href') checkLink(doc, pointer, text)
      else if ((key === 'src' || key === 'beforeImage' || key === 'afterImage') && text.startsWith('/images/')) checkImage(doc, pointer, text)
      else if (RICH_TEXT_KEYS.has(key)) {
        const refs = htmlReferences(text)
        refs.hrefs.forEach((h) => checkLink(doc, pointer, h))
        refs.images.forEach((s) => checkImage(doc, pointer, s))
      }
    })
    if (doc.body !== undefined) {
      for (const m of doc.body.matchAll(/\]\((\/[^)\s]*)\)/g)) checkLink(doc, '', m[1]!)
      for (const token of findUnknownTokens(doc.body, tokens)) push('unknownToken', doc, '', { token, best: closest(token, Object.keys(tokens)) ?? '' })
    }
  }
  for (const doc of docs) checkDocument(doc)
  for (const doc of routed) {
    if (doc.kind === 'blogPost') continue
    const ids = new Map<string, number>()
    const titles = new Set<string>()
    ;(doc.data as Page).sections.forEach((s, i) => {
      if (ids.has(s.id)) push('duplicateSectionId', doc, `/sections/${i}/id`, { id: s.id })
      ids.set(s.id, i)
      const title = 'title' in s && typeof s.title === 'string' ? interpolate(s.title, tokens) : undefined
      if (title && titles.has(title)) push('duplicateSectionTitle', doc, `/sections/${i}/title`, { title })
      if (title) titles.add(title)
    })
  }
  // Calculator models: their own checks; every calculator section names a model file.
  const models = docs.filter((d): d is SourceDocument<CalculatorModel> => d.kind === 'calculatorModel')
  for (const m of models) checkCalculatorModel(m.data, m.slug, (code, pointer, args) => push(code, m, pointer, args))
  const modelIds = files.map((f) => collectionFor(f.path)).flatMap((m) => (m?.collection.kind === 'calculatorModel' ? [m.slug] : []))
  for (const doc of routed) if (doc.kind !== 'blogPost') checkCalculatorSections(doc.data as Page, modelIds, (code, pointer, args) => push(code, doc, pointer, args))
  for (const doc of routed) if (doc.kind !== 'blogPost') checkCalculatorStarts(doc.data as Page, Object.fromEntries(models.map((m) => [m.slug, m.data])), (code, pointer, args) => push(code, doc, pointer, args))
  // 3. Warnings that do not fail the build.
  for (const doc of routed) {
    const data = interpolateDeep(doc.data as { title: string; metaDescription: string }, tokens)
    if (data.title.length > 60) push('titleTooLong', doc, '/title', { length: data.title.length })
    const len = data.metaDescription.length
    if (len < 50 || len > 160) push('metaDescriptionLength', doc, '/metaDescription', { length: len })
  }

  if (diagnostics.some((d) => d.severity === 'error')) return { content: null, diagnostics }
  const documents = routed.map((d) => ({ ...d, data: interpolateDeep(d.data, tokens), body: d.body && interpolateDeep(d.body, tokens) })) as RoutedDocument[]
  const finalPages = new Map(documents.map((d) => [d.route, d]))
  return {
    content: {
      site: interpolateDeep(siteDoc.data, tokens), navigation: interpolateDeep(navDoc.data, tokens), tokens, routes: { pages: finalPages, redirects }, documents,
      calculatorModels: Object.fromEntries(models.map((m) => [m.data.id, interpolateDeep(m.data, tokens)])),
      workExamples: exampleDocs.map((d) => interpolateDeep(d.data, tokens)),
    },
    diagnostics,
  }
}
