/**
 * One section type = one folder, src/sections/<type>/: its JSON Schema
 * (<type>.schema.json), its component (<Type>Section.tsx, a module of its own
 * so an island loader can import just that component), its resolver if it
 * needs other content, and its test, tied together by `defineSection` in the
 * folder's index.ts. The resolver's return type is the component's `extra`
 * prop: TypeScript checks them against each other and against the generated
 * type of the section (no `any`, no `unknown` between them).
 */
import type { ComponentType } from 'react'
import type { Hydration } from '../islands/hydration.js'
import type { SiteContent } from '../runtime/build-content.js'
import type { Section } from '../runtime/content-types.generated.js'

export type SectionType = Section['type']

/** The generated content type of one section type. */
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>

/** Props every section component receives. */
export interface SectionProps<K extends SectionType, Extra = undefined> {
  section: SectionOf<K>
  /** What the section's resolver computed on the server (undefined when it has none). */
  extra: Extra
  /** True for the first section of the page: a hero there carries the page's h1. */
  isFirst: boolean
}

/** What a resolver may know of the page being made: the document's path, and the category of a category page (/esimerkit/katot). */
export interface SectionRequest {
  path: string
  category?: string
}

/**
 * A section type's own resolver (its folder's `resolve`), server side, in +data: the data one section
 * needs from the rest of the content, its component's `extra`. No React.
 */
type SectionExtraResolver<K extends SectionType, Extra> = (
  section: SectionOf<K>,
  content: SiteContent,
  request: SectionRequest,
) => Extra

export interface SectionDefinition<K extends SectionType, Extra> {
  readonly type: K
  /** The schema file, from the repository root: src/sections/<type>/<type>.schema.json. */
  readonly schema: string
  /** Its server data; a section without a resolver gets one that returns undefined. */
  readonly resolve: SectionExtraResolver<K, Extra>
  /** Whether the folder declared a resolver. */
  readonly hasResolver: boolean
  readonly Component: ComponentType<SectionProps<K, Extra>>
  /**
   * How this section (with these fields) comes alive in the browser (src/islands/hydration.ts): not at
   * all (static HTML, no JavaScript; the default), when scrolled into view, when the browser is idle, or
   * on the visitor's first interaction. Anything but 'none' makes the whole section an island: its props
   * are serialised into the page, so they must be JSON. A static section may still hold an island of its
   * own (the contact form of 'cta' and 'contact-form').
   */
  readonly hydrate: (section: SectionOf<K>) => Hydration
}

/** Where a section type's schema lives, from the repository root. */
const sectionSchemaFile = (type: string): string => `src/sections/${type}/${type}.schema.json`

/** A constant, or decided by the section's fields (a teaser may stay static where the full list filters). */
type HydrationInput<K extends SectionType> = Hydration | ((section: SectionOf<K>) => Hydration)

interface StaticInput<K extends SectionType> {
  type: K
  Component: ComponentType<SectionProps<K>>
  hydrate?: HydrationInput<K>
}

interface ResolvedInput<K extends SectionType, Extra> {
  type: K
  resolve: SectionExtraResolver<K, Extra>
  Component: ComponentType<SectionProps<K, Extra>>
  hydrate?: HydrationInput<K>
}

/** A section that needs nothing but its own fields. */
export function defineSection<K extends SectionType>(input: StaticInput<K>): SectionDefinition<K, undefined>
/** A section whose resolver's result is the component's `extra`. */
export function defineSection<K extends SectionType, Extra>(input: ResolvedInput<K, Extra>): SectionDefinition<K, Extra>
export function defineSection<K extends SectionType, Extra>(
  input: StaticInput<K> | ResolvedInput<K, Extra>,
): SectionDefinition<K, Extra> | SectionDefinition<K, undefined> {
  const declared = input.hydrate ?? 'none'
  const hydrate = typeof declared === 'function' ? declared : () => declared
  const base = { type: input.type, schema: sectionSchemaFile(input.type), hydrate } as const
  return 'resolve' in input
    ? { ...base, resolve: input.resolve, hasResolver: true, Component: input.Component }
    : { ...base, resolve: () => undefined, hasResolver: false, Component: input.Component }
}
