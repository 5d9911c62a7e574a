import type { SectionProps } from '../definitions.js'
import { ActionButton } from '../ActionButton.js'
import { ContentImage } from '../ContentImage.js'
import { RichText } from '../RichText.js'
import { SectionFrame, sectionTitleId } from '../SectionFrame.js'

export function HeroSection({ section, isFirst }: SectionProps<'hero'>) {
  const Heading = isFirst ? 'h1' : 'h2'
  return (
    <SectionFrame
      id={section.id}
      className={`hero${section.image ? ' hero--with-image' : ''}`}
      container="hero__inner container"
      labelled
    >
      <div className="hero__text">
        <Heading id={sectionTitleId(section.id)} className="hero__title">
          {section.title}
        </Heading>
        {section.content && <RichText html={section.content} className="prose hero__lead" />}
        {section.highlights && (
          <ul className="checklist">
            {section.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        )}
        {section.actions && section.actions.length > 0 && (
          <div className="button-row">
            {section.actions.map((a, i) => (
              <ActionButton key={a.label} action={a} primary={i === 0} />
            ))}
          </div>
        )}
      </div>
      {section.image && (
        <div className="hero__media">
          <ContentImage image={section.image} priority={isFirst} />
        </div>
      )}
    </SectionFrame>
  )
}
