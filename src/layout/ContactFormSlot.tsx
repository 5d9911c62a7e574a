import { lazy, Suspense } from 'react'
import type { ContactFormPlacement } from '../contact/ContactForm.js'
import { UI } from '../ui/strings.fi.js'
import type { ContactPrefill } from './contact-modal-context.js'

export type { ContactFormPlacement }

// The form and its machine (with XState) load when a form is first shown, not with every page.
const ContactForm = lazy(() => import('../contact/ContactForm.js').then((m) => ({ default: m.ContactForm })))

/**
 * Where the contact form goes (header and footer modals, contact page, closing
 * call to action). `prefill` fills the message (a calculator's estimate);
 * `onDone` runs 3 s after a successful send inside a modal (closes it).
 */
export function ContactFormSlot({ placement, prefill, onDone }: { placement: ContactFormPlacement; prefill?: ContactPrefill; onDone?: () => void }) {
  return (
    <div className="contact-slot" data-placement={placement}>
      {placement === 'header' && <p className="contact-slot__intro">{UI.modal.consultationIntro}</p>}
      <Suspense fallback={<p className="contact-slot__loading" role="status">{UI.contact.loading}</p>}>
        <ContactForm placement={placement} prefillMessage={prefill?.message} onDone={onDone} autoFocus={placement !== 'page'} />
      </Suspense>
    </div>
  )
}
