/**
 * The section registry: section type -> component. Typed from the generated
 * content types, so a schema type without a component is a compile error and
 * a component gets exactly its own section's props.
 *
 * Adding a section type touches: schemas/sections/<type>.schema.json (plus its
 * $ref in schemas/section.schema.json), its component here, and its test.
 */
import type { ComponentType } from 'react'
import type { Section } from '../runtime/content-types.generated.js'
import type { SectionProps } from './section-props.js'
import { BlogListSection } from './BlogListSection.js'
import { CalculatorSection } from './CalculatorSection.js'
import { ContactInfoSection } from './ContactInfoSection.js'
import { ContactFormSection } from './ContactFormSection.js'
import { ContentSection } from './ContentSection.js'
import { CtaSection } from './CtaSection.js'
import { ExamplesSection } from './ExamplesSection.js'
import { FaqSection } from './FaqSection.js'
import { HeroSection } from './HeroSection.js'
import { PricingSection } from './PricingSection.js'
import { ServicesSection } from './ServicesSection.js'

export type SectionType = Section['type']

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SectionRegistry = { [K in SectionType]: ComponentType<SectionProps<K, any>> }

export const registry = {
  hero: HeroSection,
  calculator: CalculatorSection,
  services: ServicesSection,
  content: ContentSection,
  faq: FaqSection,
  pricing: PricingSection,
  cta: CtaSection,
  examples: ExamplesSection,
  'blog-list': BlogListSection,
  'contact-info': ContactInfoSection,
  'contact-form': ContactFormSection,
} satisfies SectionRegistry

export class UnknownSectionTypeError extends Error {
  constructor(type: string) {
    super(`No component is registered for section type "${type}". Add it to src/sections/registry.ts.`)
    this.name = 'UnknownSectionTypeError'
  }
}

export function componentFor(type: string): ComponentType<SectionProps<SectionType, unknown>> {
  const component = (registry as Record<string, unknown>)[type]
  if (!component) throw new UnknownSectionTypeError(type)
  return component as ComponentType<SectionProps<SectionType, unknown>>
}
