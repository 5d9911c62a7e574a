import type { SectionProps } from '../definitions.js'
import { ContentImage } from '../ContentImage.js'
import { RichText } from '../RichText.js'
import { SectionFrame, sectionTitleId } from '../SectionFrame.js'

export function ContentSection({ section }: SectionProps<'content'>) {
  // Text only: on wide screens the heading takes a side column and the text keeps a readable measure beside it.
  const classes = [
    'section',
    'content-section',
    section.tone === 'muted' ? 'section--muted' : '',
    section.image ? `content-section--image-${section.imagePosition ?? 'right'}` : 'content-section--text',
  ]
  return (
    <SectionFrame
      id={section.id}
      className={classes.filter(Boolean).join(' ')}
      container="container content-section__inner"
      labelled={Boolean(section.title)}
    >
      <div className="content-section__text">
        {section.title && (
          <h2 id={sectionTitleId(section.id)} className="section__title">
            {section.title}
          </h2>
        )}
        <RichText html={section.content} />
      </div>
      {section.image && <ContentImage className="content-section__image" image={section.image} />}
    </SectionFrame>
  )
}
