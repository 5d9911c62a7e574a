import { Fragment, type ReactNode } from 'react'
import { definitionFor, type ResolvedSection } from './definitions.js'
import { renderSection } from './registry.js'

/** Renders one section (the registry's renderSection; the studio's preview passes one that reuses unchanged sections' HTML). */
export type SectionRenderer = (section: ResolvedSection, isFirst: boolean) => ReactNode

interface Props {
  title: string
  sections: ResolvedSection[]
  render?: SectionRenderer
}

/**
 * Renders a page's ordered sections through the registry. A page that does
 * not open with a section that carries the page's title (a hero: its
 * definition's `carriesPageTitle`) gets a plain header carrying its h1, so
 * every page has exactly one h1.
 */
export function PageRenderer({ title, sections, render = renderSection }: Props) {
  const titled = sections[0] !== undefined && definitionFor(sections[0].type).carriesPageTitle
  return (
    <>
      {!titled && (
        <header className="page-header container">
          <h1>{title}</h1>
        </header>
      )}
      {sections.map((section, index) => (
        <Fragment key={section.id}>{render(section, index === 0)}</Fragment>
      ))}
    </>
  )
}
