/**
 * Work examples (pages-data/examples/): their order on the examples page, the
 * data the 'examples' section receives, and their ItemList structured data.
 * No React.
 */
import type { RoutedDocument, SiteContent } from '../../runtime/build-content.js'
import type { ExampleCategory, Site, WorkExample } from '../../runtime/content-types.generated.js'
import { absoluteUrl, type JsonLd } from '../../runtime/seo.js'
import { shareValue } from '../../runtime/shared-value.js'
import type { ExamplesContent } from './collection.js'

/** How many examples the ItemList structured data names (spec: the first 10). */
export const ITEM_LIST_SIZE = 10

/** Calculator page of each pricing model (spec: /laskuri/{product}); /laskuri when that page does not exist. */
const CALCULATOR_PATHS: Record<NonNullable<WorkExample['calculator']>['type'], string> = {
  apartment: '/laskuri/asunnon-remontti',
  sauna: '/laskuri/saunan-asennus',
  floor: '/laskuri/lattian-asennus',
}
const CALCULATORS_INDEX = '/laskuri'

export type WorkExampleCard = Omit<WorkExample, '$schema' | 'order'> & {
  calculatorHref?: string
  /** The category's name in the page's language (its badge). */
  categoryName: string
}

/** A category of the filter: its id, its name in the page's language and its page there. */
export interface CategoryLink {
  id: string
  name: string
  href: string
}

export interface ExamplesExtra {
  /** Frozen: every page of the language that lists them holds the same cards (decision 330). */
  examples: readonly WorkExampleCard[]
  /** The categories that have a page under this one, in first-appearance order of the listed examples. */
  categories: CategoryLink[]
  /** Number of examples in the whole collection (the shown list may be limited). */
  total: number
  /** The page that lists every example, in the page's language. */
  examplesHref: string
}

/** By `order` (1 first), then examples without one, each group by id. */
export function sortWorkExamples(examples: readonly WorkExample[]): WorkExample[] {
  return [...examples].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id.localeCompare(b.id))
}

/** Whether a page lists every example: it has an 'examples' section without a limit. */
export function listsAllExamples(doc: RoutedDocument): boolean {
  return doc.kind !== 'blogPost' && doc.data.sections.some((s) => s.type === 'examples' && s.limit === undefined)
}

/** The category's name, or its id when the category is unknown (the validator reports that). */
const nameOf = (categories: Readonly<Record<string, ExampleCategory>>, id: string) => categories[id]?.name ?? id

type CardsContent = ExamplesContent & Pick<SiteContent, 'routes'>

/** Every card in list order, made from the examples as they are (no sharing). */
function cardsFrom(content: CardsContent): WorkExampleCard[] {
  return sortWorkExamples(content.workExamples).map(({ $schema: _s, order: _o, ...example }): WorkExampleCard => {
    const card = { ...example, categoryName: nameOf(content.exampleCategories, example.category) }
    if (!card.calculator) return card
    const calculator = CALCULATOR_PATHS[card.calculator.type]
    return { ...card, calculatorHref: content.routes.pages.has(calculator) ? calculator : CALCULATORS_INDEX }
  })
}

/** A language's cards and what they were made from: the same examples (each the same object), categories and pages. */
interface SharedCards {
  examples: readonly WorkExample[]
  categories: CardsContent['exampleCategories']
  pages: CardsContent['routes']['pages']
  all: readonly WorkExampleCard[]
  /** The first `limit` cards, by limit (a teaser). */
  first: Map<number, readonly WorkExampleCard[]>
}

/**
 * The cards of one language's examples, made once and shared by every page that lists them (decision
 * 330: at 20x the ~80 examples pages each carried their own copy, built, link-mapped and hashed again).
 * By the examples list; kept while it holds the same objects and the categories and pages are the same.
 */
const sharedCards = new WeakMap<readonly WorkExample[], SharedCards>()

/** Whether the cards can be shared: made only of frozen documents (parsed ones are), nothing that may change. */
const frozenInputs = (content: CardsContent) =>
  content.workExamples.every((e) => Object.isFrozen(e)) &&
  Object.values(content.exampleCategories).every((c) => Object.isFrozen(c))

function cardsOf(content: CardsContent): SharedCards | undefined {
  const { workExamples: examples, exampleCategories: categories } = content
  const known = sharedCards.get(examples)
  const same =
    known?.categories === categories &&
    known.pages === content.routes.pages &&
    known.examples.length === examples.length &&
    known.examples.every((e, i) => e === examples[i])
  if (same) return known
  if (!frozenInputs(content)) return undefined
  const made = {
    examples: [...examples],
    categories,
    pages: content.routes.pages,
    all: shareValue(cardsFrom(content)),
    first: new Map(),
  }
  sharedCards.set(examples, made)
  return made
}

/** The cards a page shows: all, or the first `limit`; the same object on every page of the language when shared. */
function shownCards(content: CardsContent, limit: number | undefined): readonly WorkExampleCard[] {
  const shared = cardsOf(content)
  if (!shared) return limit === undefined ? cardsFrom(content) : cardsFrom(content).slice(0, limit)
  if (limit === undefined) return shared.all
  let first = shared.first.get(limit)
  if (!first) {
    first = shareValue(shared.all.slice(0, limit))
    shared.first.set(limit, first)
  }
  return first
}

/**
 * The section's data in the content's language: the cards (shared, frozen: decision 330), the categories
 * with a page under `path` (the page being made), and where the whole list is.
 */
export function examplesExtra(
  content: ExamplesContent & Pick<SiteContent, 'subpages' | 'documents' | 'routes'>,
  limit: number | undefined,
  path: string,
): ExamplesExtra {
  const cards = shownCards(content, limit)
  const pages = new Map([...content.subpages.values()].filter((s) => s.base === path).map((s) => [s.key, s.path]))
  const categories = [...new Set(cards.map((e) => e.category))].flatMap((id) => {
    const href = pages.get(id)
    return href ? [{ id, name: nameOf(content.exampleCategories, id), href }] : []
  })
  const list = content.documents.find(listsAllExamples)
  return { examples: cards, categories, total: content.workExamples.length, examplesHref: list?.route ?? path }
}

/**
 * ItemList of the first ITEM_LIST_SIZE examples, in list order, named in the page's language; each item is
 * an anchor on `listPath`, the page in that language that lists them all, its genre the category's name there.
 */
export function examplesItemListJsonLd(site: Site, content: ExamplesContent, name: string, listPath: string): JsonLd {
  const first = sortWorkExamples(content.workExamples).slice(0, ITEM_LIST_SIZE)
  const exampleUrl = (id: string) => `${absoluteUrl(site, listPath)}#${id}`
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: first.length,
    itemListElement: first.map((e, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: exampleUrl(e.id),
      item: {
        '@type': 'CreativeWork',
        '@id': exampleUrl(e.id),
        name: e.title,
        description: e.description,
        image: absoluteUrl(site, e.images[0]!.src),
        locationCreated: { '@type': 'Place', name: e.location },
        // Free text ('Kevät 2025'), not an ISO date: temporalCoverage takes text, dateCreated does not.
        temporalCoverage: e.duration,
        genre: nameOf(content.exampleCategories, e.category),
      },
    })),
  }
}
