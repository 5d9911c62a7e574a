/**
 * The shapes the content pipeline works on and hands out: files in, source
 * documents in between, the typed site model out. Types only.
 */
import type {
  CalculatorModel,
  ExampleCategory,
  Navigation,
  BlogPost,
  Page,
  Site,
  WorkExample,
} from './content-types.generated.js'
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

/**
 * A page made from a routed document narrowed to one value (a work-example category's page,
 * /esimerkit/katot of /esimerkit): prerendered, listed in the sitemap, with versions in the languages
 * that have it. Features add them in their content pass (src/sections/examples/content-pass.ts).
 */
export interface Subpage {
  /** Its address: /esimerkit/katot, /ru/primery-rabot/krovlia. */
  path: string
  /** The route of the document it renders: /esimerkit, /ru/primery-rabot. */
  base: string
  lang: Lang
  /** What it narrows the page to, as the feature names it: a category's id. */
  key: string
  /** Its name in its language: its breadcrumb, heading and title. */
  label: string
}

/** An old address answered with 301: a path, optionally only with a query parameter (a value, or null for any). */
export interface RedirectRule {
  from: string
  query?: { name: string; value: string | null }
  to: string
}

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
   * the language's pages; an article with no translation in the language is its Finnish one (its lang 'fi' or none).
   */
  documents: RoutedDocument[]
  /** Calculator pricing models by id (pages-data/calculator-models/), tokens interpolated; translated labels where a translation exists. */
  calculatorModels: Readonly<Record<string, CalculatorModel>>
  /** Work examples (pages-data/examples/), tokens interpolated, in file-name order; in another language only the translated ones. */
  workExamples: WorkExample[]
  /** Work-example categories by id (pages-data/example-categories/), names in this language where translated. */
  exampleCategories: Readonly<Record<string, ExampleCategory>>
  /** Every language's subpages by path (one table, like routes). */
  subpages: ReadonlyMap<string, Subpage>
  /** Old addresses with a query that answer 301 (the examples filter's ?kategoria=), tried after the aliases. */
  queryRedirects: readonly RedirectRule[]
}

export interface BuildResult {
  content: SiteContent | null
  diagnostics: Diagnostic[]
}
