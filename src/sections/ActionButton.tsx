import type { Action } from '../runtime/content-types.generated.js'
import { contactLinks } from './shell-data.js'
import { contactOpener, nativeContactOpener } from '../contact/contact-dialog-events.js'
import { ContactNoScriptLink } from '../contact/ContactNoScriptLink.js'
import { ChatIcon, MailIcon, PhoneIcon, WhatsAppIcon } from './icons.js'

/** A content-defined button: opens the contact dialog or links to phone, e-mail, WhatsApp or a page. */
export function ActionButton({ action, primary }: { action: Action; primary: boolean }) {
  const cls = `button ${primary ? 'button--accent' : 'button--secondary'}`
  switch (action.kind) {
    case 'consultation':
      return (
        <>
          <button type="button" className={cls} {...contactOpener('consultation')} {...nativeContactOpener()}>
            <ChatIcon />
            {action.label}
          </button>
          <ContactNoScriptLink className={cls}>
            <ChatIcon />
            {action.label}
          </ContactNoScriptLink>
        </>
      )
    case 'phone':
      // No-break spaces: a phone button's label never wraps (and html-validate's tel rule holds).
      return (
        <a className={cls} href={contactLinks.phoneHref}>
          <PhoneIcon />
          {action.label.replace(/ /g, '\u00a0')}
        </a>
      )
    case 'email':
      return (
        <a className={cls} href={contactLinks.emailHref} data-analytics="email-click">
          <MailIcon />
          {action.label}
        </a>
      )
    case 'whatsapp':
      return (
        <a
          className={cls}
          href={contactLinks.whatsappHref}
          target="_blank"
          rel="noopener noreferrer"
          data-analytics="whatsapp-click"
        >
          <WhatsAppIcon />
          {action.label}
        </a>
      )
    case 'link':
      return (
        <a className={cls} href={action.href}>
          {action.label}
        </a>
      )
  }
}
