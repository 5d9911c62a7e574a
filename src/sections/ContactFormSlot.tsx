import { useContext } from 'react'
import { ContactForm, type ContactFormPlacement } from '../contact/ContactForm.js'
import { ContactPageContext } from '../contact/contact-page-context.js'
import type { Hydration } from '../islands/hydration.js'
import { Island } from '../islands/Island.js'
import { resultFor } from '../contact/no-js-result.js'

export type { ContactFormPlacement }

/**
 * A contact form on a page (the contact page, the closing call to action):
 * server HTML that becomes an island. `id` is the island's id, which an
 * opener names in data-island-intent to load the form on intent.
 */
export function ContactFormSlot({
  id,
  placement,
  when,
}: {
  id: string
  placement: Extract<ContactFormPlacement, 'page' | 'cta'>
  when: Exclude<Hydration, 'none'>
}) {
  const info = useContext(ContactPageContext)
  // The result of a form sent without JavaScript shows at the form it came from (docs/decisions/180).
  const result = resultFor(info.result, id, placement === 'page')
  const page = result?.kind === 'error' ? result.page : info.page
  const props = { placement, page, formId: id, result, ...(info.area ? { area: info.area } : {}) }
  return (
    <div className="contact-slot" data-placement={placement}>
      <Island name="contact-form" id={id} when={when} component={ContactForm} props={props} />
    </div>
  )
}
