import { UI } from '../ui/strings.fi.js'
import { contactLinks } from './shell-data.js'
import { MailIcon, PhoneIcon } from './icons.js'
import type { ContactPrefill } from './contact-modal-context.js'

export type ContactFormPlacement = 'header' | 'footer' | 'page' | 'cta'

/**
 * Where the contact form goes (header and footer modals, contact page, closing
 * call to action). Until the form exists it offers the direct channels.
 */
export function ContactFormSlot({ placement, prefill }: { placement: ContactFormPlacement; prefill?: ContactPrefill; onDone?: () => void }) {
  return (
    <div className="contact-slot" data-placement={placement}>
      <p>{UI.modal.consultationIntro}</p>
      {prefill?.message && <p className="contact-slot__prefill" data-prefill="message">{prefill.message}</p>}
      <p>{UI.modal.formComing}</p>
      <p className="button-row">
        <a className="button button--primary" href={contactLinks.phoneHref}><PhoneIcon />{UI.actions.call(contactLinks.phone)}</a>
        <a className="button button--secondary" href={contactLinks.emailHref}><MailIcon />{UI.actions.email}</a>
      </p>
    </div>
  )
}
