import type { ResolvedSection } from '../runtime/page-view.js'
import { componentFor } from './registry.js'

interface Props {
  title: string
  subtitle?: string
  sections: ResolvedSection[]
}

/**
 * Renders a page's ordered sections through the registry. A page that does
 * not open with a hero gets a plain header carrying its h1, so every page has
 * exactly one h1.
 */
export function PageRenderer({ title, subtitle, sections }: Props) {
  const opensWithHero = sections[0]?.type === 'hero'
  return (
    <>
      {!opensWithHero && (
        <header className="page-header container">
          <h1>{title}</h1>
          {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
        </header>
      )}
      {sections.map((section, index) => {
        const Component = componentFor(section.type)
        return <Component key={section.id} section={section} extra={section.extra} isFirst={index === 0} />
      })}
    </>
  )
}
