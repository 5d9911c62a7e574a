/**
 * Work examples (pages-data/examples/): their order on /esimerkit, the data the
 * 'examples' section receives, and their ItemList structured data. No React.
 */
import type { Site, WorkExample } from './content-types.generated.js'
import { absoluteUrl, type JsonLd } from './seo.js'

import { EXAMPLES_PATH } from './site-paths.js'

/** The path that lists every example; each example is an anchor on it (#id). */
export { EXAMPLES_PATH }
/** How many examples the ItemList structured data names (spec: the first 10). */
export const ITEM_LIST_SIZE = 10

/** Calculator page of each pricing model (spec: /laskuri/{product}); /laskuri when that page does not exist. */
const CALCULATOR_PATHS: Record<NonNullable<WorkExample['calculator']>['type'], string> = {
  apartment: '/laskuri/asunnon-remontti',
  sauna: '/laskuri/saunan-asennus',
  floor: '/laskuri/lattian-asennus',
}
const CALCULATORS_INDEX = '/laskuri'

export type WorkExampleCard = Omit<WorkExample, '$schema' | 'order'> & { calculatorHref?: string }

export interface ExamplesExtra {
  examples: WorkExampleCard[]
  /** Categories in first-appearance order of the listed examples. */
  categories: string[]
  /** Number of examples in the whole collection (the shown list may be limited). */
  total: number
  /** The page that lists every example (mapped to the page's language like every href). */
  examplesHref: string
}

/** By `order` (1 first), then examples without one, each group by id. */
export function sortWorkExamples(examples: readonly WorkExample[]): WorkExample[] {
  return [...examples].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id.localeCompare(b.id))
}

/** `routeExists` tells whether a calculator page exists, so a card never links to a missing page. */
export function examplesExtra(
  examples: readonly WorkExample[],
  limit: number | undefined,
  routeExists: (path: string) => boolean,
): ExamplesExtra {
  const sorted = sortWorkExamples(examples)
  const shown = limit === undefined ? sorted : sorted.slice(0, limit)
  const cards = shown.map(({ $schema: _s, order: _o, ...card }): WorkExampleCard => {
    if (!card.calculator) return card
    const path = CALCULATOR_PATHS[card.calculator.type]
    return { ...card, calculatorHref: routeExists(path) ? path : CALCULATORS_INDEX }
  })
  return {
    examples: cards,
    categories: [...new Set(cards.map((e) => e.category))],
    total: sorted.length,
    examplesHref: EXAMPLES_PATH,
  }
}

/**
 * ItemList of the first ITEM_LIST_SIZE examples, in list order, named in the page's language; each item is
 * an anchor on `listPath`, the page in that language that lists them all.
 */
export function examplesItemListJsonLd(
  site: Site,
  examples: readonly WorkExample[],
  name: string,
  listPath: string,
): JsonLd {
  const first = sortWorkExamples(examples).slice(0, ITEM_LIST_SIZE)
  const exampleUrl = (_site: Site, id: string) => `${absoluteUrl(site, listPath)}#${id}`
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: first.length,
    itemListElement: first.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: exampleUrl(site, e.id),
      item: {
        '@type': 'CreativeWork',
        '@id': exampleUrl(site, e.id),
        name: e.title,
        description: e.description,
        image: absoluteUrl(site, e.images[0]!.src),
        locationCreated: { '@type': 'Place', name: e.location },
        // Free text ('Kevät 2025'), not an ISO date: temporalCoverage takes text, dateCreated does not.
        temporalCoverage: e.duration,
        genre: e.category,
      },
    })),
  }
}
