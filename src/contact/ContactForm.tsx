/**
 * The contact form: a thin view of contactFormMachine. Native labels, the
 * notice is a role="alert" region that receives focus, the field a check
 * failed on gets aria-invalid + aria-describedby, the honeypot is out of the
 * tab order and hidden from assistive technology.
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { fromPromise } from 'xstate'
import { contactFormMachine, type ContactField } from './contact-form.machine.js'
import { devInspect } from '../machines/inspector.js'
import { UI } from '../ui/strings.fi.js'
import { trackFormSent } from './analytics.js'
import { readLastSent, writeLastSent } from './last-sent.js'
import { limitMessage, limitState } from './message-limit.js'
import { charCount, MATH_ANSWER_MAX, MATH_ANSWER_MIN, MESSAGE_MAX } from './rules.js'
import { postContactMessage } from './send-message.js'
import { MATH_TEMPLATE_ATTR, shownMathQuestion } from './math-question.js'

export type ContactFormPlacement = 'header' | 'footer' | 'page' | 'cta'

export interface ContactFormProps {
  placement: ContactFormPlacement
  /** Pre-filled message (e.g. from a calculator). */
  prefillMessage?: string
  /** Runs 3 s after a successful send when the form is in a modal (closes it). */
  onDone?: () => void
  /** Focus the name field when the form appears (a modal, or a form the visitor just unfolded). */
  autoFocus?: boolean
}

const IN_MODAL: Record<ContactFormPlacement, boolean> = { header: true, footer: true, page: false, cta: false }

export function ContactForm({ placement, prefillMessage, onDone, autoFocus = false }: ContactFormProps) {
  const id = useId()
  const onDoneRef = useRef(onDone)
  onDoneRef.current = onDone
  // The dialog's form serves the header and the footer openers: read the placement when it is sent.
  const placementRef = useRef(placement)
  placementRef.current = placement
  const machine = useMemo(
    () =>
      contactFormMachine.provide({
        actors: { sendMessage: fromPromise(({ input }) => postContactMessage(input)) },
        actions: {
          trackSubmission: () => trackFormSent(placementRef.current),
          notifyDone: () => onDoneRef.current?.(),
        },
      }),
    [],
  )
  const [inspect] = useState(devInspect)
  const actor = useActorRef(machine, {
    input: {
      inModal: IN_MODAL[placement],
      prefillMessage,
      lastSuccessAt: readLastSent(),
      question: shownMathQuestion(`${id}-math`),
    },
    ...inspect,
  })
  const fields = useSelector(actor, (s) => s.context.fields)
  const question = useSelector(actor, (s) => s.context.question)
  const notice = useSelector(actor, (s) => s.context.notice)
  const lastSuccessAt = useSelector(actor, (s) => s.context.lastSuccessAt)
  const submitting = useSelector(actor, (s) => s.matches('submitting'))
  const sent = useSelector(actor, (s) => s.matches('success'))
  /** Characters of the last change that did not fit in the message (0: nothing was left out). */
  const [dropped, setDropped] = useState(0)
  const noticeRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const hadNotice = useRef(false)
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [autoFocus])
  // The question is random: the prerendered HTML has a placeholder the page script replaces (math-question.ts).
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  // A new summary from a calculator (the dialog's form stays on the page between openings).
  const firstPrefill = useRef(prefillMessage)
  useEffect(() => {
    if (prefillMessage === firstPrefill.current) return
    firstPrefill.current = prefillMessage
    if (prefillMessage) actor.send({ type: 'user.change', field: 'message', value: prefillMessage })
  }, [prefillMessage, actor])

  useEffect(() => {
    if (lastSuccessAt !== null) writeLastSent(lastSuccessAt)
  }, [lastSuccessAt])

  // Focus follows the notice: onto it when it appears, back to the form when it goes away from under focus.
  useEffect(() => {
    if (notice) {
      noticeRef.current?.focus()
      hadNotice.current = true
    } else if (hadNotice.current) {
      hadNotice.current = false
      const active = typeof document === 'undefined' ? null : document.activeElement
      if (!active || active === document.body)
        formRef.current?.querySelector<HTMLElement>('input:not([tabindex="-1"])')?.focus()
    }
  }, [notice])

  const change = (field: ContactField) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    actor.send({ type: 'user.change', field, value: e.target.value })
  // The 180 limit without a silent cut: text that would pass it is cut at a word and the form says how much was left out.
  const changeMessage = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const limited = limitMessage(fields.message, e.target.value)
    setDropped(limited.dropped)
    actor.send({ type: 'user.change', field: 'message', value: limited.value })
  }
  const noticeId = `${id}-notice`
  const invalid = (field: ContactField) =>
    notice?.kind === 'error' && notice.field === field ? { 'aria-invalid': true as const } : {}
  const describedBy = (field: ContactField, ...own: string[]) =>
    [...own, notice?.kind === 'error' && notice.field === field ? noticeId : ''].filter(Boolean).join(' ') || undefined
  const used = charCount(fields.message)
  const limit = limitState(used)
  const limitText =
    dropped > 0
      ? UI.contact.limitCut(dropped, MESSAGE_MAX)
      : limit === 'full'
        ? UI.contact.limitFull(MESSAGE_MAX)
        : limit === 'near'
          ? UI.contact.limitNear(MESSAGE_MAX)
          : ''

  if (sent && notice?.kind === 'success') {
    return (
      <form
        ref={formRef}
        className="contact-form"
        data-placement={placement}
        aria-label={placement === 'page' ? UI.contact.formLabel : undefined}
        onSubmit={(e) => e.preventDefault()}
      >
        <div ref={noticeRef} className="contact-form__thanks" role="alert" tabIndex={-1} data-testid="contact-notice">
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
          <p className="contact-form__thanks-title">{notice.text}</p>
          <p>{UI.contact.footerThanks}</p>
          <p>{UI.contact.thanksNext}</p>
        </div>
        <button
          type="button"
          className="button button--secondary contact-form__again"
          onClick={() => actor.send({ type: 'user.newMessage' })}
        >
          {UI.contact.newMessage}
        </button>
      </form>
    )
  }

  return (
    <form
      ref={formRef}
      className="contact-form"
      data-placement={placement}
      // Named (a form landmark) on a page of its own; in the dialog and the call to action its container names it.
      aria-label={placement === 'page' ? UI.contact.formLabel : undefined}
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'user.submit' })
      }}
    >
      <div className="contact-form__field">
        <label htmlFor={`${id}-name`}>
          {UI.contact.name}{' '}
          <span className="contact-form__required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={fields.name}
          onChange={change('name')}
          {...invalid('name')}
          aria-describedby={describedBy('name')}
        />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-email`}>
          {UI.contact.email}{' '}
          <span className="contact-form__required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={change('email')}
        />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-phone`}>{UI.contact.phone}</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={change('phone')}
        />
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-message`}>{UI.contact.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={3}
          value={fields.message}
          onChange={changeMessage}
          {...invalid('message')}
          aria-describedby={describedBy('message', `${id}-counter`, `${id}-limit`)}
        />
        <div className="contact-form__count-row">
          <p id={`${id}-counter`} className="contact-form__counter" data-limit={limit} data-testid="contact-counter">
            {UI.contact.counter(used, MESSAGE_MAX)}
          </p>
          <p id={`${id}-limit`} className="contact-form__limit" aria-live="polite" data-testid="contact-limit">
            {limitText}
          </p>
        </div>
      </div>
      <div className="contact-form__field">
        <label htmlFor={`${id}-math`}>
          {/* The page script writes the question here before React (math-question.ts): React keeps its text. */}
          <span {...{ [MATH_TEMPLATE_ATTR]: UI.contact.math('{a}', '{b}') }} suppressHydrationWarning>
            {hydrated ? UI.contact.math(question.a, question.b) : UI.contact.mathPending}
          </span>{' '}
          <span className="contact-form__required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={`${id}-math`}
          name="mathAnswer"
          type="number"
          inputMode="numeric"
          min={MATH_ANSWER_MIN}
          max={MATH_ANSWER_MAX}
          step={1}
          required
          value={fields.mathAnswer}
          onChange={change('mathAnswer')}
          {...invalid('mathAnswer')}
          aria-describedby={describedBy('mathAnswer', `${id}-math-hint`)}
        />
        <p id={`${id}-math-hint`} className="contact-form__hint">
          {UI.contact.mathHint}
        </p>
      </div>
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{UI.contact.honeypot}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={fields.honeypot}
          onChange={change('honeypot')}
        />
      </div>
      {notice && (
        <div
          ref={noticeRef}
          id={noticeId}
          className={`contact-form__notice contact-form__notice--${notice.kind}`}
          role="alert"
          tabIndex={-1}
          data-testid="contact-notice"
        >
          <p>{notice.text}</p>
          <button
            type="button"
            className="contact-form__notice-close"
            aria-label={UI.contact.closeNotice}
            onClick={() => actor.send({ type: 'user.closeNotice' })}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
      <button type="submit" className="button button--accent contact-form__submit" disabled={submitting}>
        {submitting ? UI.contact.submitting : UI.contact.submit}
      </button>
    </form>
  )
}
