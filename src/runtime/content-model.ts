/**
 * The shapes the content pipeline works on and hands out: files in, source
 * documents in between, the typed site model out. Types only.
 */
import type { CalculatorModel, Navigation, BlogPost, Page, Site, WorkExample } from './content-types.generated.js'
import type { DocumentKind } from './collections.js'
import type { Diagnostic } from './diagnostics.js'
import type { Locator } from './json-location.js'
import type { TokenMap } from './tokens.js'

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

export interface BuildResult {
  content: SiteContent | null
  diagnostics: Diagnostic[]
}
