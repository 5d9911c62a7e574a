/**
 * The section registry: a section is rendered by its folder's component,
 * src/sections/<type>/<Type>Section.tsx (found by that name, as the island
 * loader finds it: nothing to register), with its own resolver's result as
 * `extra`, and becomes an island when its definition (definitions.ts) says so.
 */
import type { ComponentType, ReactElement } from 'react'
import { Island } from '../islands/Island.js'
import { sectionComponentName, sectionIslandName } from '../islands/island-names.js'
import type { SectionOf, SectionType } from './define-section.js'
import { definitionFor, type ResolvedSection, type SectionProps } from './definitions.js'

const componentModules = import.meta.glob<Record<string, unknown>>('./*/*Section.tsx', { eager: true })

/** The component of a section type: the export `<Type>Section` of `./<type>/<Type>Section.tsx`. */
export function componentFor<K extends SectionType>(type: K): ComponentType<SectionProps<K>> {
  const name = sectionComponentName(type)
  const component = componentModules[`./${type}/${name}.tsx`]?.[name]
  if (typeof component !== 'function')
    throw new Error(`Section type "${type}" has no component: src/sections/${type}/${name}.tsx must export ${name}.`)
  return component as ComponentType<SectionProps<K>>
}

function renderAs<K extends SectionType>(type: K, section: ResolvedSection<K>, isFirst: boolean): ReactElement {
  const { hydrate: hydrateFor } = definitionFor(type)
  const Component = componentFor(type)
  // The section's own fields and the resolver's result apart: an island serialises its props once each.
  const { extra, ...fields } = section
  const props = { section: fields as unknown as SectionOf<K>, extra, isFirst } as SectionProps<K>
  const hydrate = hydrateFor(section)
  if (hydrate === 'none') return <Component {...props} />
  // An interactive section: its own HTML, props and trigger for the island loader.
  return (
    <Island
      name={sectionIslandName(type)}
      id={`island-${section.id}`}
      when={hydrate}
      component={Component}
      props={props}
    />
  )
}

/** The element of one resolved section; throws for a type that has no definition. */
export function renderSection(section: ResolvedSection, isFirst: boolean): ReactElement {
  return renderAs(section.type, section, isFirst)
}
