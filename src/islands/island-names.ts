/**
 * The names islands go by, shared by the server half, the browser loader and
 * the tests (no imports of code here, so anything can read it).
 */
import type { Section } from '../runtime/content-types.generated.js'

type SectionType = Section['type']

/** Islands of the shell and of shared components (not whole sections). */
export const SHELL_ISLANDS = ['contact-form', 'contact-dialog-form'] as const
export type ShellIslandName = (typeof SHELL_ISLANDS)[number]

/** A section whose definition hydrates is an island named after its type. */
export type SectionIslandName = `section:${SectionType}`
export type IslandName = ShellIslandName | SectionIslandName

export const sectionIslandName = (type: SectionType): SectionIslandName => `section:${type}`

/** hero -> HeroSection, blog-list -> BlogListSection: the component's file and export in its folder. */
export const sectionComponentName = (type: string): string =>
  `${type.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Section`
