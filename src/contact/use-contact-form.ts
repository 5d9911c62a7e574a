/**
 * The contact form's state for its view: the machine (src/machines/contact-form.machine.ts)
 * with its browser implementations, the narrow selectors the view reads, and the
 * effects around it (first focus, the shared last-send time, focus following the notice).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { fromPromise } from 'xstate'
import { devInspect } from '../machines/inspector.js'
import { trackFormSent } from './analytics.js'
import { contactFormMachine, type Notice } from '../machines/contact-form.machine.js'
import type { SentCalculator } from '../rules/lead-origin.js'
import type { NoJsResult } from './no-js-result.js'
import type { ContactPayload } from '../rules/contact.js'
import { readLastSent, writeLastSent } from './last-sent.js'
import { fetchQuestion, postBooking, postContactMessage } from './send-message.js'
import { useLang, useStrings } from '../ui/strings-context.js'
import type { Lang } from '../i18n/languages.js'

export type ContactFormPlacement = 'header' | 'footer' | 'page' | 'cta'

const IN_MODAL: Record<ContactFormPlacement, boolean> = { header: true, footer: true, page: false, cta: false }

export interface ContactFormOptions {
  placement: ContactFormPlacement
  /** A calculator's choices and estimate, sent beside the message (src/rules/lead-origin.ts). */
  calculator?: SentCalculator
  /** Path of the page the form is on (the server's render knows it; the browser reads location). */
  page?: string
  /** `thanks`: the thank-you shown (a booking's names its time). */
  onDone?: (thanks?: string) => void
  autoFocus?: boolean
  /** On the result page of a form sent without JavaScript: the server's answer and the fields kept. */
  result?: NoJsResult
}

/**
 * Where the message is sent from: the page, its language (the server answers in it and the lead records
 * it) and the calculator, if any (read when it is sent).
 */
function originOf(
  { calculator, page }: ContactFormOptions,
  lang: Lang,
): Pick<ContactPayload, 'page' | 'calculator' | 'lang'> {
  const path = page ?? (typeof location === 'undefined' ? '' : location.pathname)
  return calculator ? { page: path, lang, calculator } : { page: path, lang }
}

/** The machine, provided with the browser's HTTP call, analytics and the modal's close. */
function useContactActor(options: ContactFormOptions) {
  const { placement, onDone } = options
  const lang = useLang()
  const strings = useStrings()
  const messages = strings.UI.contact
  const onDoneRef = useRef(onDone)
  onDoneRef.current = onDone
  const originRef = useRef(options)
  originRef.current = options
  // The dialog's form serves the header and the footer openers: read the placement when it is sent.
  const placementRef = useRef(placement)
  placementRef.current = placement
  const machine = useMemo(
    () =>
      contactFormMachine.provide({
        actors: {
          sendMessage: fromPromise(({ input: { visit, ...message } }) => {
            const payload = { ...message, ...originOf(originRef.current, lang) }
            return visit ? postBooking({ ...payload, visit }) : postContactMessage(payload)
          }),
        },
        actions: {
          trackSubmission: () => trackFormSent(placementRef.current),
          notifyDone: ({ context }) => onDoneRef.current?.(context.notice?.text),
        },
      }),
    [lang],
  )
  const [inspect] = useState(devInspect)
  return useActorRef(machine, {
    input: {
      messages,
      bookingMessages: strings.UI.booking,
      inModal: IN_MODAL[placement],
      lastSuccessAt: readLastSent(),
      // The result page's question (a form sent without JavaScript); else the server is asked for one.
      question: options.result?.kind === 'error' ? options.result.question : undefined,
      fields: options.result?.kind === 'error' ? options.result.fields : undefined,
    },
    ...inspect,
  })
}

/** Focus follows the notice: onto it when it appears, back to the form when it goes away from under focus. */
function useNoticeFocus(
  notice: unknown,
  noticeRef: RefObject<HTMLDivElement | null>,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const hadNotice = useRef(false)
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
  }, [notice, noticeRef, formRef])
}

/** The server's error notice on its result page: shown until the visitor closes it or sends again. */
function useServerNotice(result: NoJsResult | undefined) {
  const [serverNotice, setServerNotice] = useState<Notice | null>(
    result?.kind === 'error' ? { kind: 'error', text: result.text, field: result.field } : null,
  )
  return { serverNotice, clearServerNotice: () => setServerNotice(null) }
}

export function useContactForm(options: ContactFormOptions) {
  const actor = useContactActor(options)
  const fields = useSelector(actor, (s) => s.context.fields)
  const question = useSelector(actor, (s) => s.context.question)
  const { serverNotice, clearServerNotice } = useServerNotice(options.result)
  const notice = useSelector(actor, (s) => s.context.notice) ?? serverNotice
  const lastSuccessAt = useSelector(actor, (s) => s.context.lastSuccessAt)
  const submitting = useSelector(actor, (s) => s.matches('submitting'))
  const sent = useSelector(actor, (s) => s.matches('success'))
  const booking = useSelector(actor, (s) => s.context.booking)
  const visit = useSelector(actor, (s) => s.context.visit)
  const slotsVersion = useSelector(actor, (s) => s.context.slotsVersion)
  const noticeRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (options.autoFocus) formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [options.autoFocus])
  // Each visitor's own question (docs/decisions/253): asked for when the form starts (the island starts on use).
  const askQuestion = () => {
    void fetchQuestion().then((q) => q && actor.send({ type: 'server.question', question: q }))
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form starts
  useEffect(() => {
    if (!actor.getSnapshot().context.question) askQuestion()
  }, [])
  useEffect(() => {
    if (lastSuccessAt !== null) writeLastSent(lastSuccessAt)
  }, [lastSuccessAt])
  useNoticeFocus(notice, noticeRef, formRef)
  const submit = () => {
    clearServerNotice()
    // No question yet (the server could not be reached): ask again; the browser's check says the answer is wrong.
    if (!question) askQuestion()
    actor.send({ type: 'user.submit' })
  }
  const closeNotice = () => {
    clearServerNotice()
    actor.send({ type: 'user.closeNotice' })
  }
  const fromServer = notice !== null && notice === serverNotice
  return {
    actor,
    fields,
    question,
    notice,
    fromServer,
    submitting,
    sent,
    booking,
    visit,
    slotsVersion,
    noticeRef,
    formRef,
    submit,
    closeNotice,
  }
}

export type ContactFormState = ReturnType<typeof useContactForm>
