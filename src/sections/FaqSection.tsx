import type { SectionProps } from './section-props.js'
import { UI } from '../ui/strings.fi.js'
import { RichText } from './RichText.js'

/** Native <details>: expandable by mouse, touch and keyboard without any script. */
export function FaqSection({ section }: SectionProps<'faq'>) {
  return (
    <section id={section.id} className="section section--muted" aria-labelledby={`${section.id}-title`}>
      <div className="container container--narrow">
        <h2 id={`${section.id}-title`} className="section__title">{section.title ?? UI.faq.defaultTitle}</h2>
        <div className="faq">
          {section.items.map((item) => (
            <details key={item.question} className="faq__item">
              <summary className="faq__question">{item.question}</summary>
              <RichText html={item.answer} className="prose faq__answer" />
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
