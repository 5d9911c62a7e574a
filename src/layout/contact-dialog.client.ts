/**
 * The contact dialog in the browser (loaded on demand by shell.client.ts):
 * the native <dialog> gives focus inside and Escape; this adds the opener's
 * kind and a calculator's context for the form island, backdrop click, the close button,
 * scroll lock and focus back to the opener.
 */
import { CONTACT_DIALOG_OPENED_EVENT, type ContactDialogRequest } from '../contact/contact-dialog-events.js'
import { FIELD } from './focus-fields.js'

export type OpenContactDialog = (request: ContactDialogRequest, from: HTMLElement | null) => void

export function wireContactDialog(dialog: HTMLDialogElement): OpenContactDialog {
  let opener: HTMLElement | null = null
  // A click whose target is the dialog itself landed on the backdrop.
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog || (e.target instanceof Element && e.target.closest('.modal__close'))) dialog.close()
  })
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('scroll-locked')
    if (opener?.isConnected) opener.focus()
    opener = null
  })
  return (request, from) => {
    opener = from
    // Kept on the dialog too, for a form that hydrates after this opening.
    dialog.dataset.kind = request.kind
    if (request.calculator) dialog.dataset.calculator = JSON.stringify(request.calculator)
    else delete dialog.dataset.calculator
    dialog.dispatchEvent(new CustomEvent<ContactDialogRequest>(CONTACT_DIALOG_OPENED_EVENT, { detail: request }))
    if (!dialog.open) dialog.showModal()
    document.documentElement.classList.add('scroll-locked')
    ;(
      dialog.querySelector<HTMLElement>(`.modal__body :is(${FIELD})`) ??
      dialog.querySelector<HTMLElement>('.modal__close')
    )?.focus()
  }
}
