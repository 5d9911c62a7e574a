import type { SectionProps } from '../definitions.js'
import { useStrings } from '../../ui/strings-context.js'
import { RichText } from '../RichText.js'
import { SectionFrame } from '../SectionFrame.js'

/** Native <details>: expandable by mouse, touch and keyboard without any script. */
export function FaqSection({ section }: SectionProps<'faq'>) {
  const { UI } = useStrings()
  return (
    <SectionFrame
      id={section.id}
      className="section section--muted"
      container="container container--narrow"
      title={section.title ?? UI.faq.defaultTitle}
    >
      <div className="faq">
        {section.items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <RichText html={item.answer} className="prose faq__answer" />
          </details>
        ))}
      </div>
    </SectionFrame>
  )
}
