import { TARGET_LANGS } from '../i18n/languages.js'
import type { Collection } from './content-model.js'

/**
 * The engine's kinds of document: where each lives in pages-data/, which
 * schema validates it and which route it gets; the one place that maps the
 * engine's folders to routes. A feature's kinds of document are its own
 * ContentCollection, handed to the parse pass by the composition root
 * (src/content-collections.ts); the engine names none of them.
 */
export type EngineKind =
  | 'site'
  | 'navigation'
  | 'page'
  | 'service'
  | 'city'
  | 'citySub'
  | 'calculator'
  | 'blogPost'
  | 'glossary'
  | 'translation'

export const engineCollections: readonly Collection<EngineKind>[] = [
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

/** The collection a file belongs to (the first whose pattern matches), with its slug and parent; null for none. */
export function matchCollection<C extends Collection>(
  collections: readonly C[],
  file: string,
): { collection: C; slug: string; parent?: string } | null {
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
