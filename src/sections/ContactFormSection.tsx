import type { SectionProps } from './section-props.js'
import { ContactFormSlot } from '../layout/ContactFormSlot.js'
import { RichText } from './RichText.js'

/** The contact form on a page (e.g. /yhteystiedot). */
export function ContactFormSection({ section }: SectionProps<'contact-form'>) {
  return (
    <section id={section.id} className="section contact-form-section" aria-labelledby={`${section.id}-title`}>
      <div className="container">
        <h2 id={`${section.id}-title`} className="section__title">{section.title}</h2>
        {section.content && <RichText html={section.content} />}
        <ContactFormSlot id={`${section.id}-contact`} placement="page" when="idle" />
      </div>
    </section>
  )
}
