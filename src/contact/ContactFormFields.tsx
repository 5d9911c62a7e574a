/**
 * The contact form's parts, each a small view of the form's state
 * (src/contact/use-contact-form.ts): the fields with their labels, the message
 * with its counter and limit, the math question, the honeypot, the error notice
 * and the thank-you. Required fields carry `required` and a visible asterisk.
 */
import { useState, type ChangeEvent, type ReactNode, type RefObject } from 'react'
import { useLang, useStrings } from '../ui/strings-context.js'
import type { UiStrings } from '../ui/catalogue-type.js'
import type { ContactField, Notice } from '../machines/contact-form.machine.js'
import type { CalculatorContext } from '../rules/lead-origin.js'
import { limitMessage, limitState } from './message-limit.js'
import { CONTACT_LIMITS, charCount, MATH_ANSWER_MAX, MATH_ANSWER_MIN } from '../rules/contact.js'
import type { ContactFormState } from './use-contact-form.js'
import type { Area } from '../booking/areas.js'

/** What every field needs: ids, the state, and how a change reaches the machine. */
export interface FieldContext {
  id: string
  form: ContactFormState
}

const noticeIdOf = (id: string) => `${id}-notice`

/** aria-invalid and aria-describedby for a field an error notice is about. */
export function errorAttributes({ id, form }: FieldContext, field: NonNullable<Notice['field']>, ...own: string[]) {
  const { notice } = form
  const isIt = notice?.kind === 'error' && notice.field === field
  const describedBy = [...own, isIt ? noticeIdOf(id) : ''].filter(Boolean).join(' ') || undefined
  return { ...(isIt ? { 'aria-invalid': true as const } : {}), 'aria-describedby': describedBy }
}

const change =
  ({ form }: FieldContext, field: ContactField) =>
  (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    form.actor.send({ type: 'user.change', field, value: e.target.value })

/** The visible mark of a required field (the control itself carries `required`). */
function RequiredMark() {
  return (
    <span className="contact-form__required" aria-hidden="true">
      *
    </span>
  )
}

export function Field({
  htmlFor,
  label,
  required,
  children,
}: {
  htmlFor: string
  label: ReactNode
  required?: boolean
  children: ReactNode
}) {
  return (
    <div className="contact-form__field">
      <label htmlFor={htmlFor}>
        {label}
        {required && (
          <>
            {' '}
            <RequiredMark />
          </>
        )}
      </label>
      {children}
    </div>
  )
}

export function NameEmailPhone(ctx: FieldContext) {
  const { UI } = useStrings()
  const { id, form } = ctx
  return (
    <>
      <Field htmlFor={`${id}-name`} label={UI.contact.name} required>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={form.fields.name}
          onChange={change(ctx, 'name')}
          {...errorAttributes(ctx, 'name')}
        />
      </Field>
      <Field htmlFor={`${id}-email`} label={UI.contact.email} required>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.fields.email}
          onChange={change(ctx, 'email')}
          {...errorAttributes(ctx, 'email')}
        />
      </Field>
      <Field htmlFor={`${id}-phone`} label={UI.contact.phone}>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={form.fields.phone}
          onChange={change(ctx, 'phone')}
          {...errorAttributes(ctx, 'phone')}
        />
      </Field>
    </>
  )
}

/** The sentence under the message: what was cut, or how close the limit is. */
function limitText(dropped: number, used: number, UI: UiStrings): string {
  if (dropped > 0) return UI.contact.limitCut(dropped, CONTACT_LIMITS.message.max)
  const limit = limitState(used)
  return limit === 'full'
    ? UI.contact.limitFull(CONTACT_LIMITS.message.max)
    : limit === 'near'
      ? UI.contact.limitNear(CONTACT_LIMITS.message.max)
      : ''
}

/** The message (required, CONTACT_LIMITS.message): the limit without a silent cut, the counter and a polite warning. */
export function MessageField(ctx: FieldContext) {
  const { UI } = useStrings()
  const { id, form } = ctx
  /** Characters of the last change that did not fit in the message (0: nothing was left out). */
  const [dropped, setDropped] = useState(0)
  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const limited = limitMessage(form.fields.message, e.target.value)
    setDropped(limited.dropped)
    form.actor.send({ type: 'user.change', field: 'message', value: limited.value })
  }
  const used = charCount(form.fields.message)
  return (
    <Field htmlFor={`${id}-message`} label={UI.contact.message} required>
      <textarea
        id={`${id}-message`}
        name="message"
        rows={3}
        required
        value={form.fields.message}
        onChange={onChange}
        {...errorAttributes(ctx, 'message', `${id}-counter`, `${id}-limit`)}
      />
      <div className="contact-form__count-row">
        <p
          id={`${id}-counter`}
          className="contact-form__counter"
          data-limit={limitState(used)}
          data-testid="contact-counter"
        >
          {UI.contact.counter(used, CONTACT_LIMITS.message.max)}
        </p>
        <p id={`${id}-limit`} className="contact-form__limit" aria-live="polite" data-testid="contact-limit">
          {limitText(dropped, used, UI)}
        </p>
      </div>
    </Field>
  )
}

export function MathField(ctx: FieldContext) {
  const { UI } = useStrings()
  const { id, form } = ctx
  // Every question is the server's (docs/decisions/253): a prerendered form has none until the island asks for
  // one, or, without JavaScript, until the form is sent (the answer page asks it). No question: nothing to require.
  const { question } = form
  const label = question ? UI.contact.math(question.a, question.b) : UI.contact.mathPending
  return (
    <Field htmlFor={`${id}-math`} label={label} required>
      <input
        id={`${id}-math`}
        name="mathAnswer"
        type="number"
        inputMode="numeric"
        min={MATH_ANSWER_MIN}
        max={MATH_ANSWER_MAX}
        step={1}
        required={question !== null}
        value={form.fields.mathAnswer}
        onChange={change(ctx, 'mathAnswer')}
        {...errorAttributes(ctx, 'mathAnswer', `${id}-math-hint`)}
      />
      <p id={`${id}-math-hint`} className="contact-form__hint">
        {question ? UI.contact.mathHint : UI.contact.mathNoScript}
      </p>
    </Field>
  )
}

/**
 * What a calculator sends with the message, shown before sending: one line with the
 * estimate, the choices a tap away, so the dialog still fits a phone without scrolling.
 */
export function CalculatorNote({ calculator }: { calculator: CalculatorContext }) {
  const { UI } = useStrings()
  return (
    <details className="contact-form__calculator" data-testid="contact-calculator">
      <summary>
        {UI.leadOrigin.formNote} {calculator.estimate}
      </summary>
      <ul>
        <li>
          {UI.leadOrigin.calculator}: {calculator.name}
        </li>
        {calculator.choices.length > 0 && (
          <li>
            {UI.leadOrigin.choices}: {calculator.choices.join('; ')}
          </li>
        )}
        <li>
          {UI.leadOrigin.estimate}: {calculator.estimate}
        </li>
      </ul>
    </details>
  )
}

/** Out of the tab order and hidden from assistive technology: people leave it empty. */
export function Honeypot(ctx: FieldContext) {
  const { UI } = useStrings()
  const { id, form } = ctx
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label htmlFor={`${id}-website`}>{UI.contact.honeypot}</label>
      <input
        id={`${id}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={form.fields.honeypot}
        onChange={change(ctx, 'honeypot')}
      />
    </div>
  )
}

/** An error notice: role="alert", focused when it appears (on the server's result page, by autofocus), with a close button. */
export function ErrorNotice({
  id,
  notice,
  noticeRef,
  onClose,
  autoFocus,
}: {
  id: string
  notice: Notice
  noticeRef?: RefObject<HTMLDivElement | null>
  onClose?: () => void
  autoFocus?: boolean
}) {
  const { UI } = useStrings()
  return (
    <div
      ref={noticeRef}
      // biome-ignore lint/a11y/noAutofocus: only on the no-JavaScript result page, where the error must take focus
      autoFocus={autoFocus}
      id={noticeIdOf(id)}
      className={`contact-form__notice contact-form__notice--${notice.kind}`}
      role="alert"
      tabIndex={-1}
      data-testid="contact-notice"
    >
      <p>{notice.text}</p>
      {onClose && (
        <button
          type="button"
          className="contact-form__notice-close"
          aria-label={UI.contact.closeNotice}
          onClick={onClose}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  )
}

/** The hidden fields of a form that also works without JavaScript: the server's signed question, the page, its language. */
/**
 * The form's hidden fields. `area`, on a city's pages, is that city's service area: without JavaScript the
 * booking's answer page lists its free times until a postal code decides (with JavaScript the picker does).
 */
export function HiddenFields({
  token,
  page,
  form,
  area,
}: {
  token?: string
  page: string
  form?: string
  area?: Area
}) {
  const lang = useLang()
  return (
    <>
      {token && <input type="hidden" name="mathToken" value={token} />}
      <input type="hidden" name="page" value={page} />
      {form && <input type="hidden" name="form" value={form} />}
      {area && <input type="hidden" name="area" value={area} />}
      <input type="hidden" name="lang" value={lang} />
    </>
  )
}

/** The thank-you: the spec's success message, the 24 h promise and what happens next. */
export function ThanksBody({ title }: { title: string }) {
  const { UI } = useStrings()
  return (
    <>
      <svg className="contact-form__thanks-icon" aria-hidden="true" width="40" height="40" viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="11" fill="currentColor" />
        <path
          d="M7 12.5l3.2 3.2L17 9"
          fill="none"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="contact-form__thanks-title">{title}</p>
      <p>{UI.contact.footerThanks}</p>
      <p>{UI.contact.thanksNext}</p>
    </>
  )
}
