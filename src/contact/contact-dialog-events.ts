/**
 * How anything on a page asks for the contact dialog, and how the form inside
 * it hears about it: plain DOM events, so the shell script, islands and the
 * form share no framework. No React here.
 */
import type { SentCalculator } from '../rules/lead-origin.js'

export type ContactDialogKind = 'consultation' | 'contact'

export interface ContactDialogRequest {
  kind: ContactDialogKind
  /** A calculator's choices and estimate, sent with the message as their own fields (never in it). */
  calculator?: SentCalculator
}

/** Dispatched on window by an island that wants the dialog open (e.g. the calculator's button). */
export const CONTACT_OPEN_EVENT = 'contact:open'
/** Dispatched on the dialog each time it opens, with the request; the form inside starts afresh. */
export const CONTACT_DIALOG_OPENED_EVENT = 'contact-dialog:opened'
export const CONTACT_DIALOG_ID = 'contact-dialog'

export function requestContactDialog(request: ContactDialogRequest): void {
  window.dispatchEvent(new CustomEvent<ContactDialogRequest>(CONTACT_OPEN_EVENT, { detail: request }))
}

/** Id of the form island inside the dialog: openers name it in data-island-intent so it loads on intent. */
export const CONTACT_DIALOG_FORM_ID = 'contact-dialog-form'

/**
 * The attributes of a button that opens the dialog: the shell script opens it
 * on click, intent on it loads the form, and the click counts as one
 * contact_form_click.
 */
export function contactOpener(kind: ContactDialogKind) {
  return {
    'data-contact-open': kind,
    'data-island-intent': CONTACT_DIALOG_FORM_ID,
    'data-analytics': 'contact-form-click',
  }
}

/**
 * The invoker command that opens the dialog from the HTML alone (decision 185):
 * a tap before the page script has run, or with no script at all, still opens
 * it. The shell script, once there, adds the kind, the prefill and analytics.
 */
export function nativeContactOpener() {
  return { commandfor: CONTACT_DIALOG_ID, command: 'show-modal' }
}
