/**
 * What each page's data was made from (decision 332): the content it read, noted while its view is made,
 * so the next build makes again only the views of the pages whose inputs changed (a one-word change at
 * 20x: a few pages, not 3 287 views built and hashed).
 *
 * A page reads the content through a view of it whose containers note what they hand out: a document
 * from the route table or a language's document list (by its Finnish file, which stands for its
 * translations too), a feature's share (by the collection's kind), and what a list shows: a
 * page named by id (its file), or a whole folder's pages (`collection:services`, which any change of a
 * page of that folder touches: its card text, its group, its order). Reading a whole list (iterating the
 * route table), or more than MAX_INPUTS inputs, is reading everything. What no page's notes can
 * name, a change outside the documents and the features (a language's site or navigation translation, a
 * glossary), a file added or removed, or any change in the routes, the aliases, the versions or the
 * subpages (routeSignature), makes every view again, as before.
 *
 * The rule for the view code (src/sections, what pageAt runs): a value kept between pages is kept by the
 * objects it was made from, not by something that stands for more than it read; the language's content
 * objects here are the same on every page, so a memo by them (shellFor's) must read only what the routes
 * signature covers or the page reads anyway (site, navigation, tokens, versions).
 */
import { createHash } from 'node:crypto'
import { collectionFor, featureCollections } from '../../src/content-collections.js'
import type { Lang } from '../../src/i18n/languages.js'
import type { ContentFile, RoutedDocument, SiteContent } from '../../src/runtime/build-content.js'
import { type ListFolder, listFolderOf, type PageIndex } from '../../src/runtime/listings.js'

/** Every input: the page read a whole list. */
export const EVERYTHING = '*'
/** A page with more inputs than this is noted as reading everything (a listing page): same answer, smaller cache. */
const MAX_INPUTS = 64

/**
 * A page's inputs: Finnish content files ('pages-data/services/keittion-remontti.json'), 'kind:<kind>' of a
 * feature's share, 'collection:<folder>' of a list of a folder's pages, or EVERYTHING.
 */
export type PageInputs = readonly string[]

const featureKinds: ReadonlySet<string> = new Set(featureCollections.map((c) => c.kind))
const kindInput = (kind: string) => `kind:${kind}`
const folderInput = (folder: ListFolder) => `collection:${folder}`

/**
 * A map as a page sees it: what `get` hands out is noted by `noteGet` (a document by its file, a folder's
 * list by the folder), walking every entry is everything.
 */
function notingMap<K, V>(
  map: ReadonlyMap<K, V>,
  note: (input: string) => void,
  noteGet: (key: K, value: V | undefined) => string | undefined,
): ReadonlyMap<K, V> {
  const everything = () => note(EVERYTHING)
  return {
    get(key: K) {
      const value = map.get(key)
      const input = noteGet(key, value)
      if (input) note(input)
      return value
    },
    has: (key: K) => map.has(key),
    get size() {
      return map.size
    },
    keys: () => map.keys(),
    values() {
      everything()
      return map.values()
    },
    entries() {
      everything()
      return map.entries()
    },
    forEach(fn: (value: V, key: K, map: ReadonlyMap<K, V>) => void) {
      everything()
      map.forEach(fn)
    },
    [Symbol.iterator]() {
      everything()
      return map[Symbol.iterator]()
    },
  }
}

/** A route table's pages as a page sees them: each document handed out is noted, walking them all is everything. */
const notingPages = (pages: ReadonlyMap<string, RoutedDocument>, note: (input: string) => void) =>
  notingMap(pages, note, (_path, doc) => doc?.file)

/** A language's page index as a page sees it: a page by id is its file, a folder's pages the folder. */
const notingIndex = (index: PageIndex, note: (input: string) => void): PageIndex => ({
  byId: notingMap(index.byId, note, (_id, doc) => doc?.file),
  inFolder: notingMap(index.inFolder, note, (folder) => folderInput(folder)),
})

const isIndex = (key: string | symbol) => typeof key === 'string' && key !== '' && String(Number(key)) === key

/**
 * The content as the pages see it, and what each page read: `read(() => pageAt(tracked.content, path))`
 * gives the view and its inputs. The views are the same objects as without the notes.
 */
export function noteReads(content: SiteContent) {
  let current: Set<string> | null = null
  const note = (input: string) => current?.add(input)
  const routes = { pages: notingPages(content.routes.pages, note), redirects: content.routes.redirects }
  const views = new Map<Lang, SiteContent>()
  const documentsOf = new Map<Lang, RoutedDocument[]>()
  const featuresOf = new Map<Lang, SiteContent['features']>()
  const listedOf = new Map<Lang, PageIndex>()
  const languages: SiteContent['languages'] = new Proxy(content.languages, {
    get: (target, lang) => {
      const local = Reflect.get(target, lang) as SiteContent | undefined
      return local && typeof lang === 'string' ? viewOf(local) : local
    },
  })
  function viewOf(local: SiteContent): SiteContent {
    let view = views.get(local.lang)
    if (view) return view
    const documents = new Proxy(local.documents, {
      get(list, key, receiver) {
        const doc = Reflect.get(list, key, receiver) as RoutedDocument | undefined
        if (doc && isIndex(key)) note(doc.file)
        return doc
      },
    })
    const features = new Proxy(local.features, {
      get(shares, kind, receiver) {
        if (typeof kind === 'string') note(kindInput(kind))
        return Reflect.get(shares, kind, receiver)
      },
    })
    documentsOf.set(local.lang, documents)
    featuresOf.set(local.lang, features)
    listedOf.set(local.lang, notingIndex(local.listed, note))
    view = new Proxy(local, {
      get(target, field, receiver) {
        if (field === 'routes') return routes
        if (field === 'languages') return languages
        if (field === 'documents') return documentsOf.get(target.lang)
        if (field === 'features') return featuresOf.get(target.lang)
        if (field === 'listed') return listedOf.get(target.lang)
        return Reflect.get(target, field, receiver)
      },
    })
    views.set(local.lang, view)
    return view
  }
  return {
    content: viewOf(content),
    /** What `make` returns, with the inputs it read. */
    read<T>(make: () => T): { value: T; inputs: PageInputs } {
      const reads = new Set<string>()
      current = reads
      try {
        const value = make()
        const inputs = reads.has(EVERYTHING) || reads.size > MAX_INPUTS ? [EVERYTHING] : [...reads].sort()
        return { value, inputs }
      } finally {
        current = null
      }
    },
  }
}

/**
 * A hash of everything a page may read besides its inputs' data: every language's routes (path, file,
 * language, kind), the aliases, the versions, the subpages (names included), the query redirects, the
 * published languages and every language's menu (made from the pages' names, groups and order: every
 * page shows it). A change in any of them makes every view again.
 */
export function routeSignature(content: SiteContent): string {
  const hash = createHash('sha256')
  const add = (value: unknown) => hash.update(`${JSON.stringify(value)}\n`)
  for (const [path, doc] of content.routes.pages) add([path, doc.file, doc.lang ?? 'fi', doc.kind])
  add([...content.routes.redirects])
  for (const [path, versions] of content.versions) add([path, versions])
  for (const [path, sub] of content.subpages) add([path, sub])
  add(content.queryRedirects)
  add(Object.keys(content.languages).sort())
  for (const lang of Object.keys(content.languages).sort()) add([lang, content.languages[lang as Lang]?.navigation])
  return hash.digest('base64url')
}

/**
 * The Finnish file a content file is or translates: pages-data/translations/en/services/keittion-remontti.json
 * -> pages-data/services/keittion-remontti.json.
 */
const finnishFile = (file: string) => file.replace(/^pages-data\/translations\/[a-z]{2}\//, 'pages-data/')

/**
 * The inputs a change touches: each changed file's Finnish file (a routed document, and the list of its
 * folder's pages) or its feature's kind. Null when a page may depend on it in a way no page's inputs name (a file added or removed, a file
 * neither a routed document nor a feature's): then every view is made again.
 */
export function changedInputs(
  content: SiteContent,
  files: readonly ContentFile[],
  last: Readonly<Record<string, string>>,
  hashOf: (text: string) => string,
): Set<string> | null {
  if (files.length !== Object.keys(last).length) return null
  const routed = new Map<string, string>()
  for (const doc of content.routes.pages.values()) routed.set(doc.file, doc.kind)
  const changed = new Set<string>()
  for (const file of files) {
    const before = last[file.path]
    if (before === undefined) return null
    if (before === hashOf(file.text)) continue
    const finnish = finnishFile(file.path)
    const kind = collectionFor(finnish)?.collection.kind
    if (kind && featureKinds.has(kind)) changed.add(kindInput(kind))
    else if (routed.has(finnish)) {
      changed.add(finnish)
      const folder = listFolderOf(routed.get(finnish)!)
      if (folder) changed.add(folderInput(folder))
    } else return null
  }
  return changed
}

/** Whether a page with these inputs may read something that changed. */
export function touched(inputs: PageInputs | undefined, changed: ReadonlySet<string>): boolean {
  if (!inputs) return true
  if (changed.size === 0) return false
  return inputs.some((input) => input === EVERYTHING || changed.has(input))
}
