/**
 * The contact form: a thin view of contactFormMachine (state in
 * src/contact/use-contact-form.ts, parts in src/contact/ContactFormFields.tsx).
 * Native labels, the notice is a role="alert" region that receives focus, the
 * field a check failed on gets aria-invalid + aria-describedby, the honeypot is
 * out of the tab order and hidden from assistive technology.
 */
import { useId } from 'react'
import { UI } from '../ui/strings.fi.js'
import {
  ErrorNotice,
  Honeypot,
  MathField,
  MessageField,
  NameEmailPhone,
  ThanksBody,
  type FieldContext,
} from './ContactFormFields.js'
import { useContactForm, type ContactFormPlacement, type ContactFormState } from './use-contact-form.js'

export type { ContactFormPlacement }

export interface ContactFormProps {
  placement: ContactFormPlacement
  /** Pre-filled message (e.g. from a calculator). */
  prefillMessage?: string
  /** Runs 3 s after a successful send when the form is in a modal (closes it). */
  onDone?: () => void
  /** Focus the name field when the form appears (a modal, or a form the visitor just unfolded). */
  autoFocus?: boolean
}

/** Named (a form landmark) on a page of its own; in the dialog and the call to action its container names it. */
const formLabel = (placement: ContactFormPlacement) => (placement === 'page' ? UI.contact.formLabel : undefined)

function ContactThanks({ form, placement }: { form: ContactFormState; placement: ContactFormPlacement }) {
  return (
    <form
      ref={form.formRef}
      className="contact-form"
      data-placement={placement}
      aria-label={formLabel(placement)}
      onSubmit={(e) => e.preventDefault()}
    >
      <div
        ref={form.noticeRef}
        className="contact-form__thanks"
        role="alert"
        tabIndex={-1}
        data-testid="contact-notice"
      >
        <ThanksBody title={form.notice?.text ?? UI.contact.sent} />
      </div>
      <button
        type="button"
        className="button button--secondary contact-form__again"
        onClick={() => form.actor.send({ type: 'user.newMessage' })}
      >
        {UI.contact.newMessage}
      </button>
    </form>
  )
}

export function ContactForm(props: ContactFormProps) {
  const id = useId()
  const form = useContactForm(props)
  const { placement } = props
  if (form.sent && form.notice?.kind === 'success') return <ContactThanks form={form} placement={placement} />
  const ctx: FieldContext = { id, form }
  return (
    <form
      ref={form.formRef}
      className="contact-form"
      data-placement={placement}
      aria-label={formLabel(placement)}
      onSubmit={(e) => {
        e.preventDefault()
        form.actor.send({ type: 'user.submit' })
      }}
    >
      <NameEmailPhone {...ctx} />
      <MessageField {...ctx} />
      <MathField {...ctx} />
      <Honeypot {...ctx} />
      {form.notice && (
        <ErrorNotice
          id={id}
          notice={form.notice}
          noticeRef={form.noticeRef}
          onClose={() => form.actor.send({ type: 'user.closeNotice' })}
        />
      )}
      <button type="submit" className="button button--accent contact-form__submit" disabled={form.submitting}>
        {form.submitting ? UI.contact.submitting : UI.contact.submit}
      </button>
    </form>
  )
}
