/**
 * The shapes the content pipeline works on and hands out: files in, source
 * documents in between, the typed site model out. Types only.
 */
import type { BlogPost, Page, Site } from './content-types.generated.js'
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

/**
 * Where a kind of document lives in pages-data/, which schema validates it and which route it gets.
 * The engine's own are in src/runtime/collections.ts; a feature brings its own as a ContentCollection.
 */
export interface Collection<K extends string = string> {
  kind: K
  /** Matches the path relative to the repository root. Groups: [parent, slug] or [slug]. */
  pattern: RegExp
  schema: string
  /** Human-readable folder, for error messages. */
  folder: string
  route?: (slug: string, parent?: string) => string
}

/** A document of a feature's collection as one language's content has it. */
export interface LocalDocument<T> {
  /** The document as the files have it (Finnish data). */
  source: SourceDocument<T>
  /** Its data in the language: translation applied where there is one, tokens interpolated, links mapped. */
  data: T
  /** Whether the document is in the language: Finnish content, or translated into the language. */
  inLanguage: boolean
}

/**
 * A kind of document a feature owns: where its files are, like the engine's collections (but no
 * route: the routed documents are the engine's pages and articles), and the feature's share of each language's content, made from its documents in file order. The composition
 * root lists the features' (src/content-collections.ts); the feature reads its share back with
 * `featureContent` (src/runtime/feature-content.ts).
 */
export interface ContentCollection<K extends string, T, Value> extends Omit<Collection<K>, 'route'> {
  /** A method, so any feature's collection is an AnyContentCollection: the engine hands it only documents its schema passed. */
  content(documents: readonly LocalDocument<T>[]): Value
}

/** Any feature's collection, whatever its documents and its share of the content. */
export type AnyContentCollection = ContentCollection<string, unknown, unknown>

/**
 * Each feature collection's share of one language's content, as its `content` made it, by the
 * collection's kind (read with `featureContent`). Keyed by name, not by the collection object: the
 * studio builds content in Node and renders it with modules Vite loads anew, another copy of each.
 */
export type FeatureContent = Readonly<Record<string, unknown>>

export interface SourceDocument<T = unknown> {
  file: string
  /** Its collection's kind: one of the engine's (EngineKind) or one a feature's collection names. */
  kind: string
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
 * A page made from a routed document narrowed to one value (a category's page, /esimerkit/katot of
 * /esimerkit): prerendered, listed in the sitemap, with versions in the languages
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
  /** The header menu and the footer's lists in this language, made from navigation.json and this language's pages (src/runtime/listings.ts). */
  navigation: Menu
  /** This language's pages as lists read them: by id, and each folder's in list order (src/runtime/listings.ts). */
  listed: PageIndex
  tokens: TokenMap
  /** Every language's pages (one table: the routes of /ru/... beside the Finnish ones) and the Finnish aliases. */
  routes: RouteTable
  /**
   * This language's routed documents, tokens interpolated, translation applied and internal links mapped to
   * the language's pages; an article with no translation in the language is its Finnish one (its lang 'fi' or none).
   */
  documents: RoutedDocument[]
  /** What the features' collections made of their documents in this language, each read by its feature's accessor. */
  features: FeatureContent
  /** Every language's subpages by path (one table, like routes). */
  subpages: ReadonlyMap<string, Subpage>
  /** Old addresses with a query that answer 301 (the examples filter's ?kategoria=), tried after the aliases. */
  queryRedirects: readonly RedirectRule[]
}

/* What lists and menus read (made by src/runtime/listings.ts). */

/** The folders a list can name whole: their pages in list order. */
export type ListFolder = 'services' | 'cities' | 'calculators'

/** One language's pages as lists read them. */
export interface PageIndex {
  /** A page of the language by its id; absent when there is no such page or it is not translated into the language. */
  byId: ReadonlyMap<string, PageDocument>
  /** Each folder's pages of the language, in list order. */
  inFolder: ReadonlyMap<ListFolder, readonly PageDocument[]>
}

/** A link of the menu as the header and the footer render it. */
export interface MenuLinkView {
  label: string
  href: string
}

/** A top item of the header: a link, or a dropdown of columns or of links. */
export interface MenuItemView extends MenuLinkView {
  allLink?: MenuLinkView
  groups?: { title: string; links: MenuLinkView[] }[]
  links?: MenuLinkView[]
}

/** The header menu and the footer's lists of one language, made from navigation.json and the language's pages. */
export interface Menu {
  header: MenuItemView[]
  footer: { services: MenuLinkView[]; cities: MenuLinkView[] }
}

export interface BuildResult {
  content: SiteContent | null
  diagnostics: Diagnostic[]
}
