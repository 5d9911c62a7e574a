/**
 * The contact form's state for its view: the machine (src/contact/contact-form.machine.ts)
 * with its browser implementations, the narrow selectors the view reads, and the
 * effects around it (first focus, the shared last-send time, focus following the notice).
 */
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { fromPromise } from 'xstate'
import { devInspect } from '../machines/inspector.js'
import { trackFormSent } from './analytics.js'
import { contactFormMachine } from './contact-form.machine.js'
import { readLastSent, writeLastSent } from './last-sent.js'
import { postContactMessage } from './send-message.js'

export type ContactFormPlacement = 'header' | 'footer' | 'page' | 'cta'

const IN_MODAL: Record<ContactFormPlacement, boolean> = { header: true, footer: true, page: false, cta: false }

export interface ContactFormOptions {
  placement: ContactFormPlacement
  prefillMessage?: string
  onDone?: () => void
  autoFocus?: boolean
}

/** The machine, provided with the browser's HTTP call, analytics and the modal's close. */
function useContactActor({ placement, prefillMessage, onDone }: ContactFormOptions) {
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
  return useActorRef(machine, {
    input: { inModal: IN_MODAL[placement], prefillMessage, lastSuccessAt: readLastSent() },
    ...inspect,
  })
}

export type ContactActor = ReturnType<typeof useContactActor>

/** A new summary from a calculator (the dialog's form stays on the page between openings). */
function usePrefill(actor: ContactActor, prefillMessage: string | undefined) {
  const firstPrefill = useRef(prefillMessage)
  useEffect(() => {
    if (prefillMessage === firstPrefill.current) return
    firstPrefill.current = prefillMessage
    if (prefillMessage) actor.send({ type: 'user.change', field: 'message', value: prefillMessage })
  }, [prefillMessage, actor])
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

export function useContactForm(options: ContactFormOptions) {
  const actor = useContactActor(options)
  const fields = useSelector(actor, (s) => s.context.fields)
  const question = useSelector(actor, (s) => s.context.question)
  const notice = useSelector(actor, (s) => s.context.notice)
  const lastSuccessAt = useSelector(actor, (s) => s.context.lastSuccessAt)
  const submitting = useSelector(actor, (s) => s.matches('submitting'))
  const sent = useSelector(actor, (s) => s.matches('success'))
  const noticeRef = useRef<HTMLDivElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (options.autoFocus) formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }, [options.autoFocus])
  // The question is random: show it only after hydration so the prerendered HTML matches the first render.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  usePrefill(actor, options.prefillMessage)
  useEffect(() => {
    if (lastSuccessAt !== null) writeLastSent(lastSuccessAt)
  }, [lastSuccessAt])
  useNoticeFocus(notice, noticeRef, formRef)
  return { actor, fields, question, notice, submitting, sent, hydrated, noticeRef, formRef }
}

export type ContactFormState = ReturnType<typeof useContactForm>
