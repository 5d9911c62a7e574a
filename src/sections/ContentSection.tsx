import type { SectionProps } from './section-props.js'
import { ContentImage } from './ContentImage.js'
import { RichText } from './RichText.js'

export function ContentSection({ section }: SectionProps<'content'>) {
  const classes = ['section', 'content-section', section.tone === 'muted' ? 'section--muted' : '', section.image ? `content-section--image-${section.imagePosition ?? 'right'}` : '']
  return (
    <section id={section.id} className={classes.filter(Boolean).join(' ')} aria-labelledby={section.title ? `${section.id}-title` : undefined}>
      <div className="container content-section__inner">
        <div className="content-section__text">
          {section.title && <h2 id={`${section.id}-title`} className="section__title">{section.title}</h2>}
          <RichText html={section.content} />
        </div>
        {section.image && <ContentImage className="content-section__image" image={section.image} />}
      </div>
    </section>
  )
}
