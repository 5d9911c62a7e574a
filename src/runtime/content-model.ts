/**
 * The shapes the content pipeline works on and hands out: files in, source
 * documents in between, the typed site model out. Types only.
 */
import type { CalculatorModel, Navigation, BlogPost, Page, Site, WorkExample } from './content-types.generated.js'
import type { DocumentKind } from './collections.js'
import type { Diagnostic } from './diagnostics.js'
import type { Locator } from './json-location.js'
import type { TokenMap } from './tokens.js'
import type { Lang } from '../i18n/languages.js'

/** Each published version of a page by language: { fi: '/palvelu', ru: '/ru/uslugi' }. */
export type Versions = Partial<Record<Lang, string>>

export interface ContentFile {
  /** Path relative to the repository root, forward slashes: pages-data/services/<slug>.json. */
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
  /** The language of a routed document built from a translation; absent for the Finnish source. */
  lang?: Lang
}

export type PageDocument = SourceDocument<Page> & {
  kind: 'page' | 'service' | 'city' | 'citySub' | 'calculator'
  route: string
}
export type BlogDocument = SourceDocument<BlogPost> & { kind: 'blogPost'; route: string; body: string }
export type RoutedDocument = PageDocument | BlogDocument

export interface RouteTable {
  /** Canonical path -> document. */
  pages: ReadonlyMap<string, RoutedDocument>
  /** Alias path -> canonical path (answered with 301). */
  redirects: ReadonlyMap<string, string>
}

/**
 * The site in one language. The Finnish content (what buildContent returns) is the whole site:
 * its `languages` hold every published language's content (itself included), all sharing one route
 * table of every language's pages, and `versions` pairs each page with its other languages.
 */
export interface SiteContent {
  /** The language of this content ('fi' for what buildContent returns). */
  lang: Lang
  /** Each published language's content, this one included (a language with no translated page is absent). */
  languages: Readonly<Partial<Record<Lang, SiteContent>>>
  /** Path of any page (or category page's base page) in any language -> the path of each of its published versions. */
  versions: ReadonlyMap<string, Versions>
  site: Site
  navigation: Navigation
  tokens: TokenMap
  /** Every language's pages (one table: the routes of /ru/... beside the Finnish ones) and the Finnish aliases. */
  routes: RouteTable
  /**
   * This language's routed documents, tokens interpolated, translation applied and internal links mapped to
   * the language's pages; the Finnish blog posts in every language (articles are not translated).
   */
  documents: RoutedDocument[]
  /** Calculator pricing models by id (pages-data/calculator-models/), tokens interpolated; translated labels where a translation exists. */
  calculatorModels: Readonly<Record<string, CalculatorModel>>
  /** Work examples (pages-data/examples/), tokens interpolated, in file-name order; in another language only the translated ones. */
  workExamples: WorkExample[]
}

export interface BuildResult {
  content: SiteContent | null
  diagnostics: Diagnostic[]
}
