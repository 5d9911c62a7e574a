/**
 * The one list of section types: each line a folder's server half (its
 * index.ts). The page view (resolvers, structured data), the renderer, the
 * section gallery, the studio's labels and the tests read it; the validator
 * reads schemas/section.generated.schema.json, which `npm run generate`
 * regenerates from the same folders (with the stylesheet list,
 * src/styles/sections.generated.css). No React here: the components are found
 * by their folder (registry.tsx). Adding a type: a folder src/sections/<type>/,
 * its line here, `npm run generate` (docs/architecture.md, "Adding a section type").
 */
import type { SiteContent } from '../runtime/build-content.js'
import type { Image, Section } from '../runtime/content-types.generated.js'
import type { JsonLd } from '../runtime/seo.js'
import type {
  JsonLdPage,
  Resolved,
  SectionDefinition,
  SectionOf,
  SectionRequest,
  SectionType,
} from './define-section.js'
import hero from './hero/index.js'
import calculator from './calculator/index.js'
import services from './services/index.js'
import content from './content/index.js'
import faq from './faq/index.js'
import pricing from './pricing/index.js'
import cta from './cta/index.js'
import examples from './examples/index.js'
import blogList from './blog-list/index.js'
import contactInfo from './contact-info/index.js'
import contactForm from './contact-form/index.js'
import reviews from './reviews/index.js'
import team from './team/index.js'

/**
 * Keyed by type. `satisfies` makes this a compile error when a type of the
 * generated Section union has no definition, when a key names no type, or when
 * a definition sits under another type's key.
 */
export const definitions = {
  hero,
  calculator,
  services,
  content,
  faq,
  pricing,
  cta,
  examples,
  'blog-list': blogList,
  'contact-info': contactInfo,
  'contact-form': contactForm,
  reviews,
  team,
} as const satisfies { [K in SectionType]: { readonly type: K } }

type Definitions = typeof definitions

/** What the resolver of type K returns (undefined for a section without one). */
export type ExtraOf<K extends SectionType> = Definitions[K] extends SectionDefinition<K, infer Extra> ? Extra : never

/** Props of the component of type K (src/sections/<type>/<Type>Section.tsx): its fields, its resolver's result. */
export interface SectionProps<K extends SectionType> {
  section: SectionOf<K>
  /** What the section's resolver computed on the server (undefined when it has none). */
  extra: ExtraOf<K>
  /** True for the first section of the page: a hero there carries the page's h1. */
  isFirst: boolean
}

/** Every definition, typed by its own extra: what a correlated lookup needs. */
type DefinitionMap = { [K in SectionType]: SectionDefinition<K, ExtraOf<K>> }
const byType: DefinitionMap = definitions

/** The definitions as a list, in the order of the generated section union. */
export const sectionDefinitions: readonly DefinitionMap[SectionType][] = Object.values(byType)

/** A section after +data: its fields plus what its resolver returned. This is what the page data carries. */
export type ResolvedSection<K extends SectionType = SectionType> = { [P in K]: SectionOf<P> & { extra: ExtraOf<P> } }[K]

export class UnknownSectionTypeError extends Error {
  constructor(type: string) {
    super(
      `No section type "${type}" is defined. Add its folder src/sections/${type}/ and its line in src/sections/definitions.ts.`,
    )
    this.name = 'UnknownSectionTypeError'
  }
}

/** The definition of a type; throws for a type that slipped past validation. */
export function definitionFor<K extends SectionType>(type: K): DefinitionMap[K] {
  if (!Object.hasOwn(byType, type)) throw new UnknownSectionTypeError(type)
  return byType[type]
}

function resolveOne<K extends SectionType>(
  definition: DefinitionMap[K],
  section: SectionOf<K>,
  content: SiteContent,
  request: SectionRequest,
): ResolvedSection<K> {
  return { ...section, extra: definition.resolve(section, content, request) }
}

/** Runs the section's resolver (in +data, on the server). */
export function resolveSection(
  section: Section,
  content: SiteContent,
  request: SectionRequest = { path: '/' },
): ResolvedSection {
  return resolveOne(definitionFor(section.type), section, content, request)
}

function jsonLdOf<K extends SectionType>(type: K, sections: readonly ResolvedSection[], page: JsonLdPage): JsonLd[] {
  const { jsonLd } = definitionFor(type)
  // The sections of type K, each with its own resolver's result (what ResolvedSection<K> pairs).
  const mine = sections.filter((s) => s.type === type) as unknown as Resolved<K, ExtraOf<K>>[]
  return jsonLd && mine.length ? jsonLd(mine, page) : []
}

/** The structured data a page's sections give, type by type in the order of the list. */
export function sectionsJsonLd(sections: readonly ResolvedSection[], page: JsonLdPage): JsonLd[] {
  return sectionDefinitions.flatMap((d) => jsonLdOf(d.type, sections, page))
}

function pageImageOfOne<K extends SectionType>(section: SectionOf<K>): Image | undefined {
  return definitionFor<K>(section.type as K).pageImage?.(section)
}

/** The first picture a section of the page offers for sharing (og:image), if any. */
export function sectionsPageImage(sections: readonly Section[]): Image | undefined {
  for (const section of sections) {
    const image = pageImageOfOne(section)
    if (image) return image
  }
  return undefined
}
