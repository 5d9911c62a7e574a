import type { SectionProps } from './section-props.js'
import { RichText } from './RichText.js'

/** The calculator's frame; the pricing engine and its inputs arrive with the calculators (issue 6). */
export function CalculatorSection({ section }: SectionProps<'calculator'>) {
  return (
    <section id={section.id} className="section section--muted" aria-labelledby={`${section.id}-title`}>
      <div className="container container--narrow">
        <h2 id={`${section.id}-title`} className="section__title">{section.title ?? section.data.title}</h2>
        <p className="section__intro">{section.data.description}</p>
        {section.content && <RichText html={section.content} />}
        <div className="calculator" data-calculator={section.data.type} />
      </div>
    </section>
  )
}
