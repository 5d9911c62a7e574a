import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { UI } from '../ui/strings.fi.js'
import { Modal } from './Modal.js'
import { ContactModalContext, type ContactModalApi, type ContactModalKind, type ContactPrefill } from './contact-modal-context.js'
import { ContactFormSlot } from './ContactFormSlot.js'

/** Owns the one contact modal of the page; anything below can open it. */
export function ContactModalHost({ children }: { children: ReactNode }) {
  const [kind, setKind] = useState<ContactModalKind | null>(null)
  const [opener, setOpener] = useState<HTMLElement | null>(null)
  const [prefill, setPrefill] = useState<ContactPrefill | undefined>(undefined)
  const close = useCallback(() => setKind(null), [])
  const api = useMemo<ContactModalApi>(
    () => ({
      open(next, from, fill) {
        setOpener(from ?? null)
        setPrefill(fill)
        setKind(next)
      },
      close,
    }),
    [close],
  )
  const title = kind === 'contact' ? UI.modal.contactTitle : UI.modal.consultationTitle
  return (
    <ContactModalContext.Provider value={api}>
      {children}
      <Modal open={kind !== null} title={title} onClose={close} returnFocusTo={opener}>
        {kind && <ContactFormSlot placement={kind === 'contact' ? 'footer' : 'header'} prefill={prefill} onDone={close} />}
      </Modal>
    </ContactModalContext.Provider>
  )
}
