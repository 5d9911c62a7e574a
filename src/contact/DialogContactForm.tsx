/**
 * The contact form inside the page's contact dialog (an island). The dialog is
 * opened by the shell script; this follows its requests: the opener's kind
 * (header consultation or footer contact) and a calculator's choices and
 * estimate, sent beside the visitor's message. It closes the dialog 3 s after a successful send
 * and leaves a confirmation on the page (src/contact/contact-confirmation.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  CONTACT_DIALOG_OPENED_EVENT,
  type ContactDialogKind,
  type ContactDialogRequest,
} from './contact-dialog-events.js'
import { ContactForm, type ContactFormPlacement } from './ContactForm.js'
import { closeWithConfirmation } from './contact-confirmation.js'
import type { Area } from '../booking/areas.js'
import type { SentCalculator } from '../rules/lead-origin.js'
import type { NoJsResult } from './no-js-result.js'
import { useStrings } from '../ui/strings-context.js'

const PLACEMENT: Record<ContactDialogKind, ContactFormPlacement> = { consultation: 'header', contact: 'footer' }

/** The page's path (sent with the lead). */
export interface DialogContactFormProps {
  page?: string
  /** The form's id (the island's): a result sent from it without JavaScript is shown here, the dialog open. */
  formId?: string
  result?: NoJsResult
  /** The page's area for the free site visits (a city's pages). */
  area?: Area
}

export function DialogContactForm({ page, formId, result, area }: DialogContactFormProps) {
  const root = useRef<HTMLDivElement>(null)
  const messages = useStrings().UI.contact
  const [request, setRequest] = useState<ContactDialogRequest>({ kind: 'consultation' })
  useEffect(() => {
    const dialog = root.current?.closest('dialog')
    if (!dialog) return
    // An opening that happened before this island hydrated.
    if (dialog.open)
      setRequest({
        kind: (dialog.dataset.kind as ContactDialogKind | undefined) ?? 'consultation',
        calculator: dialog.dataset.calculator ? (JSON.parse(dialog.dataset.calculator) as SentCalculator) : undefined,
      })
    const onOpened = (e: Event) => setRequest((e as CustomEvent<ContactDialogRequest>).detail)
    dialog.addEventListener(CONTACT_DIALOG_OPENED_EVENT, onOpened)
    return () => dialog.removeEventListener(CONTACT_DIALOG_OPENED_EVENT, onOpened)
  }, [])
  // From a calculator, the note of what is sent takes the intro's place, so the dialog still fits a phone.
  useEffect(() => {
    const intro = root.current?.closest('dialog')?.querySelector<HTMLElement>('.contact-slot__intro')
    if (intro) intro.hidden = request.calculator !== undefined
  }, [request.calculator])
  // 3 s after a successful send (spec): the dialog closes and a confirmation stays on the page.
  // A booking's thank-you names its time: the confirmation that stays says it too.
  const close = useCallback(
    (thanks?: string) => {
      const dialog = root.current?.closest('dialog')
      if (dialog?.open) closeWithConfirmation(dialog, messages, thanks)
    },
    [messages],
  )
  return (
    <div ref={root} className="contact-slot" data-placement={PLACEMENT[request.kind]}>
      <ContactForm
        placement={PLACEMENT[request.kind]}
        calculator={request.calculator}
        page={page}
        formId={formId}
        result={result}
        area={area}
        onDone={close}
      />
    </div>
  )
}
