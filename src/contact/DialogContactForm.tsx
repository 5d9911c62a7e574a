/**
 * The contact form inside the page's contact dialog (an island). The dialog is
 * opened by the shell script; this follows its requests: the opener's kind
 * (header consultation or footer contact) and a calculator's summary for the
 * message. It closes the dialog 3 s after a successful send.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  CONTACT_DIALOG_OPENED_EVENT,
  type ContactDialogKind,
  type ContactDialogRequest,
} from './contact-dialog-events.js'
import { ContactForm, type ContactFormPlacement } from './ContactForm.js'

const PLACEMENT: Record<ContactDialogKind, ContactFormPlacement> = { consultation: 'header', contact: 'footer' }

export function DialogContactForm() {
  const root = useRef<HTMLDivElement>(null)
  const [request, setRequest] = useState<ContactDialogRequest>({ kind: 'consultation' })
  useEffect(() => {
    const dialog = root.current?.closest('dialog')
    if (!dialog) return
    // An opening that happened before this island hydrated.
    if (dialog.open)
      setRequest({
        kind: (dialog.dataset.kind as ContactDialogKind | undefined) ?? 'consultation',
        message: dialog.dataset.prefill,
      })
    const onOpened = (e: Event) => setRequest((e as CustomEvent<ContactDialogRequest>).detail)
    dialog.addEventListener(CONTACT_DIALOG_OPENED_EVENT, onOpened)
    return () => dialog.removeEventListener(CONTACT_DIALOG_OPENED_EVENT, onOpened)
  }, [])
  const close = useCallback(() => root.current?.closest('dialog')?.close(), [])
  return (
    <div ref={root} className="contact-slot" data-placement={PLACEMENT[request.kind]}>
      <ContactForm placement={PLACEMENT[request.kind]} prefillMessage={request.message} onDone={close} />
    </div>
  )
}
