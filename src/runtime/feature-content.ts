/**
 * The features' documents and content, reached through their collections
 * (decision 315): a feature collection's documents in the pipeline, its share
 * of each language's content as buildContent makes it, and the typed read of
 * that share by the feature's own accessor. Apart from the engine's
 * collections (collections.ts), so a page's script that reads a feature's
 * share does not carry the engine's folder table.
 */
import type {
  AnyContentCollection,
  Collection,
  ContentCollection,
  FeatureContent,
  LocalDocument,
  SiteContent,
  SourceDocument,
} from './content-model.js'

/** Whether a collection is a feature's (it makes the feature's share of the content). */
const isContentCollection = (c: Collection): c is AnyContentCollection => 'content' in c

/** A feature collection's documents that passed its schema, in file order, typed as its documents. */
export function documentsOf<T>(
  documents: readonly SourceDocument[],
  collection: ContentCollection<string, T, unknown>,
): SourceDocument<T>[] {
  // The schema pass made a document of this kind only from data its collection's schema accepted.
  return byKind(documents).get(collection.kind) ?? []
}

/**
 * A build's documents by kind, sorted once per documents list: each feature's content is made in every
 * language (the studio builds the whole site on each keystroke). Callers do not change the lists.
 */
const kinds = new WeakMap<readonly SourceDocument[], { length: number; byKind: Map<string, SourceDocument<never>[]> }>()

function byKind(documents: readonly SourceDocument[]): Map<string, SourceDocument<never>[]> {
  const known = kinds.get(documents)
  // The pipeline's list grows while its passes run (a document added since is sorted in anew).
  if (known && known.length === documents.length) return known.byKind
  const sorted = new Map<string, SourceDocument<never>[]>()
  for (const d of documents) {
    const list = sorted.get(d.kind)
    if (list) list.push(d as SourceDocument<never>)
    else sorted.set(d.kind, [d as SourceDocument<never>])
  }
  kinds.set(documents, { length: documents.length, byKind: sorted })
  return sorted
}

/** Each feature collection's share of one language's content, from its documents as `inLanguage` gives them. */
export function featureContents(
  collections: readonly Collection[],
  documents: readonly SourceDocument[],
  inLanguage: (doc: SourceDocument) => LocalDocument<unknown>,
): FeatureContent {
  return Object.fromEntries(
    collections.filter(isContentCollection).map((c) => [c.kind, c.content(documentsOf(documents, c).map(inLanguage))]),
  )
}

/**
 * A feature's share of a language's content (the feature's own typed accessor calls this).
 * Throws when the content was built without the collection (its feature was not given to the pipeline).
 */
export function featureContent<V>(content: SiteContent, collection: ContentCollection<string, never, V>): V {
  if (!Object.hasOwn(content.features, collection.kind))
    throw new Error(`This content has no ${collection.folder}: its collection was not given to the content pipeline.`)
  // featureContents stored under this kind (one collection each: the parse pass) what its content() returned: a V.
  return content.features[collection.kind] as V
}
