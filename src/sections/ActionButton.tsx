import type { Action } from '../runtime/content-types.generated.js'
import { contactLinks } from './shell-data.js'
import { contactOpener, nativeContactOpener } from '../contact/contact-dialog-events.js'
import { ContactNoScriptLink } from '../contact/ContactNoScriptLink.js'
import { ChatIcon, MailIcon, PhoneIcon, WhatsAppIcon } from './icons.js'

/**
 * A phone button's label: the number never wraps (no-break spaces, html-validate's tel rule); the
 * words around it may, in a `button__words` span (that rule's ignored class), so a longer label of
 * another language ("Зателефонуйте +358 …") fits a 320 px screen. A label without the number
 * keeps every space no-break, as before.
 */
function PhoneLabel({ label }: { label: string }) {
  const number = contactLinks.phone.replace(/\u00a0/g, ' ')
  // The catalogue's label carries the number with its no-break spaces already: find it either way.
  const plain = label.replace(/\u00a0/g, ' ')
  const at = plain.indexOf(number)
  if (at < 0) return label.replace(/ /g, '\u00a0')
  const words = (text: string) => text.trim() && <span className="button__words">{text}</span>
  return (
    <>
      {words(plain.slice(0, at))}
      {contactLinks.phone}
      {words(plain.slice(at + number.length))}
    </>
  )
}

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
      return (
        <a className={cls} href={contactLinks.phoneHref}>
          <PhoneIcon />
          <PhoneLabel label={action.label} />
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
