import { useEffect, useId, useRef, type ReactNode } from 'react'
import { UI } from '../ui/strings.fi.js'

interface ModalProps {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  /** Element to focus again when the modal closes (defaults to the one focused before). */
  returnFocusTo?: HTMLElement | null
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of
 * the page inert (focus stays inside), Escape closes it, a click on the
 * backdrop or the close button closes it, page scroll is locked while open and
 * focus returns to the opener.
 */
export function Modal({ open, title, onClose, children, returnFocusTo }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const previous = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      previous.current = returnFocusTo ?? (document.activeElement as HTMLElement | null)
      dialog.showModal()
      document.documentElement.classList.add('scroll-locked')
      const first = dialog.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), textarea, select, [data-autofocus]')
      ;(first ?? dialog.querySelector<HTMLElement>('.modal__close'))?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, returnFocusTo])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onNativeClose = () => {
      document.documentElement.classList.remove('scroll-locked')
      previous.current?.focus()
      previous.current = null
      onClose()
    }
    const onCancel = (e: Event) => {
      e.preventDefault()
      dialog.close()
    }
    dialog.addEventListener('close', onNativeClose)
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('close', onNativeClose)
      dialog.removeEventListener('cancel', onCancel)
    }
  }, [onClose])

  useEffect(() => () => document.documentElement.classList.remove('scroll-locked'), [])

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClick={(e) => {
        // A click whose target is the dialog itself landed on the backdrop.
        if (e.target === ref.current) ref.current.close()
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">{title}</h2>
          <button type="button" className="modal__close" aria-label={UI.modal.close} onClick={() => ref.current?.close()}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
          </button>
        </div>
        <div className="modal__body">{open ? children : null}</div>
      </div>
    </dialog>
  )
}
