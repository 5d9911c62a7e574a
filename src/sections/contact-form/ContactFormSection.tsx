import type { SectionProps } from '../definitions.js'
import { ContactFormSlot } from '../ContactFormSlot.js'
import { SectionFrame } from '../SectionFrame.js'

/** The contact form on a page (e.g. /yhteystiedot). */
export function ContactFormSection({ section }: SectionProps<'contact-form'>) {
  return (
    <SectionFrame
      id={section.id}
      className="section contact-form-section"
      title={section.title}
      intro={section.content}
      introClassName="prose"
    >
      <ContactFormSlot id={`${section.id}-contact`} placement="page" when="interaction" />
    </SectionFrame>
  )
}
