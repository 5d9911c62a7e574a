/**
 * The site's kinds of document in one list (decision 315): the engine's (site, navigation, pages,
 * articles, glossaries, translations; src/runtime/collections.ts), then those the features bring. The
 * parse pass gets the features' from `sitePasses()` (src/content-passes.ts); the tools that sort files
 * without building (the studio, the scripts) ask `collectionFor` here.
 */
import { calculatorModelCollection } from './calculators/collection.js'
import { engineCollections, type EngineKind, matchCollection } from './runtime/collections.js'
import type { Collection } from './runtime/content-model.js'
import { exampleCategoryCollection, workExampleCollection } from './sections/examples/collection.js'

/** The features' collections, in the order the parse pass tries them after the engine's. */
export const featureCollections = [calculatorModelCollection, workExampleCollection, exampleCategoryCollection] as const

/** Every kind of document of the site. */
export type DocumentKind = EngineKind | (typeof featureCollections)[number]['kind']

/** Every collection of the site: the engine's, then the features'. */
export const siteCollections: readonly Collection<DocumentKind>[] = [...engineCollections, ...featureCollections]

/** The collection a content file belongs to, with its slug (and parent); null for a file in no collection. */
export function collectionFor(
  file: string,
): { collection: Collection<DocumentKind>; slug: string; parent?: string } | null {
  return matchCollection(siteCollections, file)
}
