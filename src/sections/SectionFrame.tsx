import type { ReactNode } from 'react'
import { RichText } from './RichText.js'

/** The id of a section's heading: the section's aria-labelledby points at it. */
export const sectionTitleId = (id: string): string => `${id}-title`

interface SectionFrameProps {
  /** The section's id (its anchor). */
  id: string
  /** Classes of the <section>. */
  className: string
  /** Classes of the inner wrapper. */
  container?: string
  /** The section's h2; without it, set `labelled` when the children carry the heading (sectionTitleId). */
  title?: string
  titleClassName?: string
  /** Sanitised rich text under the title. */
  intro?: string
  introClassName?: string
  /** The section is labelled by a heading with sectionTitleId(id); default: when it has a title. */
  labelled?: boolean
  children?: ReactNode
}

/**
 * The markup every section shares: <section id aria-labelledby> around a
 * container with the h2 and the intro text. The section's own content goes in
 * as children.
 */
export function SectionFrame({
  id,
  className,
  container = 'container',
  title,
  titleClassName = 'section__title',
  intro,
  introClassName = 'prose section__intro',
  labelled = title !== undefined,
  children,
}: SectionFrameProps) {
  const titleId = sectionTitleId(id)
  return (
    <section id={id} className={className} aria-labelledby={labelled ? titleId : undefined}>
      <div className={container}>
        {title !== undefined && (
          <h2 id={titleId} className={titleClassName}>
            {title}
          </h2>
        )}
        {intro && <RichText html={intro} className={introClassName} />}
        {children}
      </div>
    </section>
  )
}
