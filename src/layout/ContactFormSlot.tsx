import type { ContactFormPlacement } from '../contact/ContactForm.js'
import { UI } from '../ui/strings.fi.js'
import type { ContactPrefill } from './contact-modal-context.js'
import { useDeferredComponent } from './use-deferred-component.js'

export type { ContactFormPlacement }

// The form and its machine (with XState) load when a form is first shown, not with every page.
const loadContactForm = () => import('../contact/ContactForm.js').then((m) => m.ContactForm)

/**
 * Where the contact form goes (header and footer modals, contact page, closing
 * call to action). `prefill` fills the message (a calculator's estimate);
 * `onDone` runs 3 s after a successful send inside a modal (closes it).
 */
export function ContactFormSlot({ placement, prefill, onDone }: { placement: ContactFormPlacement; prefill?: ContactPrefill; onDone?: () => void }) {
  const ContactForm = useDeferredComponent(loadContactForm)
  return (
    <div className="contact-slot" data-placement={placement}>
      {placement === 'header' && <p className="contact-slot__intro">{UI.modal.consultationIntro}</p>}
      {ContactForm ? (
        <ContactForm placement={placement} prefillMessage={prefill?.message} onDone={onDone} autoFocus={placement !== 'page'} />
      ) : (
        <p className="contact-slot__loading" role="status">{UI.contact.loading}</p>
      )}
    </div>
  )
}
