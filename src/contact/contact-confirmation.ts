/**
 * The thank-you that stays (docs/decisions/183): the dialog
 * closes 3 s after a successful send (spec), and this confirmation, with what
 * happens next, stays on the page until the visitor dismisses it. It is written
 * into the page's polite status region (ContactDialog renders it empty, so the
 * addition is announced), takes focus once the dialog has given it back to its
 * opener, and on dismissal returns focus there. Plain DOM, no React.
 */
import type { ContactMessages } from '../rules/contact.js'

export const CONTACT_CONFIRMATION_ID = 'contact-confirmation'

function paragraph(doc: Document, text: string, className?: string): HTMLParagraphElement {
  const p = doc.createElement('p')
  if (className) p.className = className
  p.textContent = text
  return p
}

function closeButton(doc: Document, T: ContactMessages, onClose: () => void): HTMLButtonElement {
  const button = doc.createElement('button')
  button.type = 'button'
  button.className = 'contact-confirmation__close'
  button.setAttribute('aria-label', T.closeNotice)
  button.textContent = '×'
  button.addEventListener('click', onClose)
  return button
}

/** Fills the status region with the thank-you; returns its panel, or null when the page has no region. */
function showContactConfirmation(doc: Document, T: ContactMessages, title = T.sent): HTMLElement | null {
  const region = doc.getElementById(CONTACT_CONFIRMATION_ID)
  if (!region) return null
  const returnTo = doc.activeElement instanceof HTMLElement && doc.activeElement !== doc.body ? doc.activeElement : null
  const panel = doc.createElement('div')
  panel.className = 'contact-confirmation__panel'
  panel.tabIndex = -1
  panel.dataset.testid = 'contact-confirmation'
  const dismiss = () => {
    region.replaceChildren()
    ;(returnTo?.isConnected ? returnTo : doc.getElementById('main'))?.focus()
  }
  panel.append(
    paragraph(doc, title, 'contact-confirmation__title'),
    paragraph(doc, T.footerThanks),
    paragraph(doc, T.thanksNext),
    closeButton(doc, T, dismiss),
  )
  panel.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') dismiss()
  })
  region.replaceChildren(panel)
  panel.focus()
  return panel
}

/**
 * Closes the dialog and, once it has given focus back to its opener, shows the confirmation (in the page's
 * language: `T`), titled with the thank-you the form showed (the spec's "sent" by default; a booking's time).
 */
export function closeWithConfirmation(dialog: HTMLDialogElement, T: ContactMessages, title?: string): void {
  dialog.addEventListener('close', () => showContactConfirmation(dialog.ownerDocument, T, title), { once: true })
  dialog.close()
}
