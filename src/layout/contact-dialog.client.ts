/**
 * The contact dialog in the browser (loaded on demand by shell.client.ts):
 * the native <dialog> gives focus inside and Escape; this adds the opener's
 * kind and prefill for the form island, backdrop click, the close button,
 * scroll lock and focus back to the opener.
 */
import { CONTACT_DIALOG_OPENED_EVENT, type ContactDialogRequest } from '../contact/contact-dialog-events.js'
import { FIELD } from './shell.client.js'
import { fillMathQuestions } from '../contact/math-question.js'

export type OpenContactDialog = (request: ContactDialogRequest, from: HTMLElement | null) => void

export function wireContactDialog(dialog: HTMLDialogElement): OpenContactDialog {
  // The form's question, before React (decision 186): this code is fetched on intent, before the click.
  fillMathQuestions(dialog)
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
    if (request.message) dialog.dataset.prefill = request.message
    else delete dialog.dataset.prefill
    dialog.dispatchEvent(new CustomEvent<ContactDialogRequest>(CONTACT_DIALOG_OPENED_EVENT, { detail: request }))
    if (!dialog.open) dialog.showModal()
    document.documentElement.classList.add('scroll-locked')
    ;(
      dialog.querySelector<HTMLElement>(`.modal__body :is(${FIELD})`) ??
      dialog.querySelector<HTMLElement>('.modal__close')
    )?.focus()
  }
}
