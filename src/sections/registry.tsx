/**
 * The section registry: type -> component, read from the one list of
 * definitions (definitions.ts). A section is rendered by its own definition's
 * component with its own resolver's result as `extra`.
 */
import type { ReactElement } from 'react'
import { Island } from '../islands/Island.js'
import { sectionIslandName } from '../islands/island-names.js'
import type { SectionOf, SectionType } from './define-section.js'
import { definitionFor, type ResolvedSection } from './definitions.js'

function renderAs<K extends SectionType>(type: K, section: ResolvedSection<K>, isFirst: boolean): ReactElement {
  const { Component, hydrate: hydrateFor } = definitionFor(type)
  // The section's own fields and the resolver's result apart: an island serialises its props once each.
  const { extra, ...fields } = section
  const props = { section: fields as unknown as SectionOf<K>, extra, isFirst }
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
