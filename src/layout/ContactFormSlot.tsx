import { useEffect, useState, type ComponentType } from 'react'
import type { ContactFormPlacement, ContactFormProps } from '../contact/ContactForm.js'
import { UI } from '../ui/strings.fi.js'
import type { ContactPrefill } from './contact-modal-context.js'

export type { ContactFormPlacement }

/**
 * The form and its machine (with XState) load when a form is first shown, not with every page.
 * A plain dynamic import rather than React.lazy: Suspense in server-rendered HTML makes React
 * report a recoverable error on hydration.
 */
function useContactForm(): ComponentType<ContactFormProps> | null {
  const [form, setForm] = useState<ComponentType<ContactFormProps> | null>(null)
  useEffect(() => {
    let active = true
    void import('../contact/ContactForm.js').then((m) => active && setForm(() => m.ContactForm))
    return () => {
      active = false
    }
  }, [])
  return form
}

/**
 * Where the contact form goes (header and footer modals, contact page, closing
 * call to action). `prefill` fills the message (a calculator's estimate);
 * `onDone` runs 3 s after a successful send inside a modal (closes it).
 */
export function ContactFormSlot({ placement, prefill, onDone }: { placement: ContactFormPlacement; prefill?: ContactPrefill; onDone?: () => void }) {
  const ContactForm = useContactForm()
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
