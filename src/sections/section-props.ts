import type { Section } from '../runtime/content-types.generated.js'

/** Props every section component receives. */
export interface SectionProps<K extends Section['type'], Extra = undefined> {
  section: Extract<Section, { type: K }>
  /** Data the section's resolver computed on the server (see resolvers.ts). */
  extra: Extra
  /** True for the first section of the page: a hero there carries the page's h1. */
  isFirst: boolean
}
