/**
 * The contact form: a thin view of contactFormMachine (state in
 * src/contact/use-contact-form.ts, parts in src/contact/ContactFormFields.tsx).
 * Native labels, the notice is a role="alert" region that receives focus, the
 * field a check failed on gets aria-invalid + aria-describedby, the honeypot is
 * out of the tab order and hidden from assistive technology.
 *
 * It works without JavaScript too (docs/decisions/180): method="post" to the
 * contact API, which answers a form-encoded body with the contact page showing
 * the result. With JavaScript the submit is taken over and sent as JSON. After the message, the
 * free site visit can be booked instead (src/contact/BookingChoice.tsx).
 */
import { useId } from 'react'
import { useStrings } from '../ui/strings-context.js'
import type { UiStrings } from '../ui/catalogue-type.js'
import {
  CalculatorNote,
  ErrorNotice,
  HiddenFields,
  Honeypot,
  MathField,
  MessageField,
  NameEmailPhone,
  ThanksBody,
  type FieldContext,
} from './ContactFormFields.js'
import type { Area } from '../booking/areas.js'
import type { SentCalculator } from '../rules/lead-origin.js'
import { BookingChoice } from './BookingChoice.js'
import { CONTACT_FORM_ACTION, CONTACT_PAGE_PATH, type NoJsResult } from './no-js-result.js'
import { useContactForm, type ContactFormPlacement, type ContactFormState } from './use-contact-form.js'

export type { ContactFormPlacement }

export interface ContactFormProps {
  placement: ContactFormPlacement
  /** A calculator's choices and estimate: shown in a note and sent beside the message (never in it). */
  calculator?: SentCalculator
  /** Path of the page the form is on (defaults to the browser's location). */
  page?: string
  /** The form's id on its page (its island's id): the server shows a result sent without JavaScript at it. */
  formId?: string
  /** The server's answer to a form sent without JavaScript (its result page only). */
  result?: NoJsResult
  /** Runs 3 s after a successful send when the form is in a modal (closes it). */
  onDone?: (thanks?: string) => void
  /** Focus the name field when the form appears (a modal, or a form the visitor just unfolded). */
  autoFocus?: boolean
  /** A city's page: the area whose free site visits are offered before the visitor gives a postal code. */
  area?: Area
}

/** Named (a form landmark) on a page of its own; in the dialog and the call to action its container names it. */
const formLabel = (placement: ContactFormPlacement, UI: UiStrings) =>
  placement === 'page' ? UI.contact.formLabel : undefined

function ContactThanks({
  form,
  placement,
  fromServer,
  page,
}: {
  form: ContactFormState
  placement: ContactFormPlacement
  fromServer: boolean
  /** The page the form is on: without JavaScript, a new message starts from it again. */
  page: string
}) {
  const { UI } = useStrings()
  const again = fromServer ? (
    <a className="button button--secondary contact-form__again" href={page || CONTACT_PAGE_PATH}>
      {UI.contact.newMessage}
    </a>
  ) : (
    <button
      type="button"
      className="button button--secondary contact-form__again"
      onClick={() => form.actor.send({ type: 'user.newMessage' })}
    >
      {UI.contact.newMessage}
    </button>
  )
  return (
    <form
      ref={form.formRef}
      className="contact-form"
      data-placement={placement}
      aria-label={formLabel(placement, UI)}
      onSubmit={(e) => e.preventDefault()}
    >
      <div
        ref={form.noticeRef}
        className="contact-form__thanks"
        role="alert"
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: the no-JavaScript result page moves focus to its result, as the script would
        autoFocus={fromServer}
        data-testid="contact-notice"
      >
        <ThanksBody title={fromServer ? UI.contact.sent : (form.notice?.text ?? UI.contact.sent)} />
      </div>
      {again}
    </form>
  )
}

export function ContactForm(props: ContactFormProps) {
  const { UI } = useStrings()
  const id = useId()
  const form = useContactForm(props)
  const { placement } = props
  const page = props.page ?? ''
  if (props.result?.kind === 'sent') return <ContactThanks form={form} placement={placement} fromServer page={page} />
  if (form.sent && form.notice?.kind === 'success')
    return <ContactThanks form={form} placement={placement} fromServer={false} page={page} />
  const ctx: FieldContext = { id, form }
  return (
    <form
      ref={form.formRef}
      className="contact-form"
      data-placement={placement}
      aria-label={formLabel(placement, UI)}
      method="post"
      action={CONTACT_FORM_ACTION}
      onSubmit={(e) => {
        e.preventDefault()
        form.submit()
      }}
    >
      <NameEmailPhone {...ctx} />
      <MessageField {...ctx} />
      {/* The form's default button (Enter in a field sends the message): it comes before the booking's own button for a
          form without JavaScript, which would otherwise be the first in the form and take Enter to the booking. */}
      <button type="submit" className="contact-form__default" tabIndex={-1} aria-hidden="true">
        {UI.contact.submit}
      </button>
      <BookingChoice {...ctx} pageArea={props.area} />
      {props.calculator && <CalculatorNote calculator={props.calculator} />}
      <MathField {...ctx} />
      <Honeypot {...ctx} />
      <HiddenFields token={form.question?.token} page={page} form={props.formId} area={props.area} />
      {form.notice && (
        <ErrorNotice
          id={id}
          notice={form.notice}
          noticeRef={form.noticeRef}
          autoFocus={form.fromServer}
          onClose={form.closeNotice}
        />
      )}
      <button type="submit" className="button button--accent contact-form__submit" disabled={form.submitting}>
        {form.submitting ? UI.contact.submitting : form.booking ? UI.booking.submit : UI.contact.submit}
      </button>
    </form>
  )
}
