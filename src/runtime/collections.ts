import { TARGET_LANGS } from '../i18n/languages.js'

/**
 * Where each kind of document lives in pages-data/, which schema validates it
 * and which route it gets. The one place that maps folders to routes.
 */
export type DocumentKind =
  | 'site'
  | 'navigation'
  | 'page'
  | 'service'
  | 'city'
  | 'citySub'
  | 'calculator'
  | 'calculatorModel'
  | 'blogPost'
  | 'workExample'
  | 'exampleCategory'
  | 'glossary'
  | 'translation'

export interface Collection {
  kind: DocumentKind
  /** Matches the path relative to the repository root. Groups: [parent, slug] or [slug]. */
  pattern: RegExp
  schema: string
  /** Human-readable folder, for error messages. */
  folder: string
  route?: (slug: string, parent?: string) => string
}

export const collections: Collection[] = [
  { kind: 'site', pattern: /^pages-data\/site\.json$/, schema: 'site.schema.json', folder: 'pages-data/site.json' },
  {
    kind: 'navigation',
    pattern: /^pages-data\/navigation\.json$/,
    schema: 'navigation.schema.json',
    folder: 'pages-data/navigation.json',
  },
  {
    kind: 'page',
    pattern: /^pages-data\/pages\/([^/]+)\.json$/,
    schema: 'page.schema.json',
    folder: 'pages-data/pages/',
    route: (slug) => (slug === 'index' ? '/' : `/${slug}`),
  },
  {
    kind: 'service',
    pattern: /^pages-data\/services\/([^/]+)\.json$/,
    schema: 'page.schema.json',
    folder: 'pages-data/services/',
    route: (slug) => `/palvelu/${slug}`,
  },
  {
    kind: 'city',
    pattern: /^pages-data\/cities\/([^/]+)\.json$/,
    schema: 'page.schema.json',
    folder: 'pages-data/cities/',
    route: (slug) => `/palvelu/${slug}`,
  },
  {
    kind: 'citySub',
    pattern: /^pages-data\/cities\/([^/]+)\/([^/]+)\.json$/,
    schema: 'page.schema.json',
    folder: 'pages-data/cities/<city>/',
    route: (slug, parent) => `/palvelu/${parent}/${slug}`,
  },
  {
    kind: 'calculator',
    pattern: /^pages-data\/calculators\/([^/]+)\.json$/,
    schema: 'page.schema.json',
    folder: 'pages-data/calculators/',
    route: (slug) => `/laskuri/${slug}`,
  },
  {
    kind: 'calculatorModel',
    pattern: /^pages-data\/calculator-models\/([^/]+)\.json$/,
    schema: 'calculator.schema.json',
    folder: 'pages-data/calculator-models/',
  },
  // Work examples have no route of their own: the 'examples' section lists them on /esimerkit.
  {
    kind: 'workExample',
    pattern: /^pages-data\/examples\/([^/]+)\.json$/,
    schema: 'work-example.schema.json',
    folder: 'pages-data/examples/',
  },
  // Work-example categories: each gets a page under the examples page in every language that has one of its examples.
  {
    kind: 'exampleCategory',
    pattern: /^pages-data\/example-categories\/([^/]+)\.json$/,
    schema: 'example-category.schema.json',
    folder: 'pages-data/example-categories/',
  },
  // A language's glossary (src/runtime/glossary.ts, decision 274): its terms, checked against the language's translated texts.
  {
    kind: 'glossary',
    pattern: new RegExp(`^pages-data/translations/(${TARGET_LANGS.join('|')})/glossary\\.json$`),
    schema: 'glossary.schema.json',
    folder: 'pages-data/translations/<language>/glossary.json',
  },
  // A document's translation into one language (src/runtime/translation-files.ts): checked against its Finnish source.
  {
    kind: 'translation',
    pattern: new RegExp(`^pages-data/translations/((?:${TARGET_LANGS.join('|')})/.+)\\.json$`),
    schema: 'translation.schema.json',
    folder: 'pages-data/translations/<language>/',
  },
  {
    kind: 'blogPost',
    pattern: /^pages-data\/blog\/([^/]+)\.md$/,
    schema: 'blog-post.schema.json',
    folder: 'pages-data/blog/',
    route: (slug) => `/blogi/${slug}`,
  },
]

export function collectionFor(file: string): { collection: Collection; slug: string; parent?: string } | null {
  for (const collection of collections) {
    const m = collection.pattern.exec(file)
    if (!m) continue
    if (m.length === 3) return { collection, parent: m[1]!, slug: m[2]! }
    return { collection, slug: m[1] ?? '' }
  }
  return null
}

/** Fields whose value is HTML (sanitised before rendering). A test checks this against the schemas. */
export const RICH_TEXT_KEYS: ReadonlySet<string> = new Set(['content', 'answer'])
