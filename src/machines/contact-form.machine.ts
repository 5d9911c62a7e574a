/**
 * The contact form (spec sections 4, 5 and 8) as an XState v5 machine. No
 * React, no DOM: the clock, the HTTP call (`sendMessage`) and the
 * side effects on success (`trackSubmission`, `notifyDone`) are injected, the
 * first through `input`, the rest with `machine.provide(...)`.
 *
 *   idle --user.submit--> submitting --> success | failure
 *   failure --(5 s or user.closeNotice)--> idle
 *   success --(user.newMessage, or 3 s in a modal as it closes)--> idle
 *
 * A failed check goes straight to `failure` with its message; a filled
 * honeypot stops silently. With the booking open (`user.booking`) the same message is a
 * booking of the free site visit: the contact checks, then the visit's (src/booking/request.ts), and a
 * time another visitor just took (`slotTaken`) clears the chosen time and asks the picker to reload. `success` is the thank-you: it stays until the
 * visitor asks to write another message (docs/decisions/140). Keep this a plain `setup(...).createMachine(...)`
 * export: `xstate/graph` and the Stately editor read it.
 */
import { assign, fromPromise, setup } from 'xstate'
import { MODAL_SUCCESS_CLOSE_DELAY_MS, NOTICE_DURATION_MS } from '../config/behaviour.js'
import {
  checkField,
  checkMessage,
  firstFailedCheck,
  secondsUntilNextSend,
  type CheckName,
  type ContactMessages,
  type ContactPayload,
  type MathChallenge,
  type SubmitCheckInput,
} from '../rules/contact.js'
import {
  bookingCheckMessage,
  firstFailedBookingCheck,
  isVisitCheck,
  visitCheckField,
  type BookingCheckName,
  type VisitChoice,
  type VisitField,
} from '../booking/request.js'
import type { UiStrings } from '../ui/catalogue-type.js'

export type ContactField = 'name' | 'email' | 'phone' | 'message' | 'honeypot' | 'mathAnswer'
type ContactFields = Record<ContactField, string>
/** A field of the visit (its address, its chosen time). */
export type VisitInputField = VisitField | 'start'

export interface Notice {
  kind: 'success' | 'error'
  text: string
  /** The field the error is about (for aria-invalid), when there is one. */
  field?: ContactField | VisitInputField
}

type BookingMessages = UiStrings['booking']

/**
 * What the HTTP call reports: the status decides; a refusal may carry the server's text. Either may carry
 * the question to show next (the server makes every question: docs/decisions/253).
 */
export type SendResult =
  | {
      ok: true
      question?: MathChallenge /** A booking's own thank-you (its time, in the language). */
      message?: string
    }
  | {
      ok: false
      serverError?: string
      question?: MathChallenge
      /** A booking whose time another visitor took first (409): choose another. */
      slotTaken?: boolean
    }

/** What is sent: the message, and the visit when it is a booking (POST /api/book-visit). */
export type SendInput = ContactPayload & { visit?: VisitChoice }

export interface ContactFormInput {
  /** The messages in the page's language (the catalogue's UI.contact): the machine picks no language. */
  messages: ContactMessages
  /** True inside the header/footer modal: `notifyDone` runs 3 s after a success. */
  inModal?: boolean
  /** Text put in the message field at start (e.g. a calculator's estimate). */
  prefillMessage?: string
  /** Fields at start (the server's result page keeps what the visitor wrote). */
  fields?: Partial<ContactFields>
  /** The first question, when the server made it for this page (the result page of a form sent without JavaScript). */
  question?: MathChallenge
  /** Time of the last successful send on this page (shared across forms), or null. */
  lastSuccessAt?: number | null
  /** Clock in ms (Date.now by default). */
  now?: () => number
  /** The booking's messages in the page's language (UI.booking): without them, no booking. */
  bookingMessages?: BookingMessages
}

export interface ContactFormContext {
  messages: ContactMessages
  fields: ContactFields
  /** The server's question (docs/decisions/253); null until it has answered. */
  question: MathChallenge | null
  notice: Notice | null
  lastSuccessAt: number | null
  inModal: boolean
  now: () => number
  bookingMessages: BookingMessages | null
  /** Whether the message is a booking (the visitor opened "Varaa ilmainen arviokäynti"). */
  booking: boolean
  visit: VisitChoice
  /** Raised when the chosen time was taken by another visitor: the picker loads the free times again. */
  slotsVersion: number
}

export type ContactFormEvent =
  | { type: 'user.change'; field: ContactField; value: string }
  | { type: 'user.submit' }
  | { type: 'user.closeNotice' }
  | { type: 'user.newMessage' }
  | { type: 'server.question'; question: MathChallenge }
  | { type: 'user.booking'; open: boolean }
  | { type: 'user.visit'; field: VisitInputField; value: string }

const EMPTY_FIELDS: ContactFields = { name: '', email: '', phone: '', message: '', honeypot: '', mathAnswer: '' }
const EMPTY_VISIT: VisitChoice = { street: '', postalCode: '', city: '', start: '' }

/** The JSON body of POST /api/send-telegram built from the fields and the question's token. */
function toPayload(fields: ContactFields, question: MathChallenge | null): ContactPayload {
  return {
    ...(question ? { mathToken: question.token } : {}),
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    message: fields.message.trim(),
    honeypot: fields.honeypot,
    mathAnswer: Number(fields.mathAnswer.trim()),
  }
}

function checkInput(context: ContactFormContext): SubmitCheckInput {
  const { fields } = context
  return { ...fields, question: context.question, lastSuccessAt: context.lastSuccessAt, now: context.now() }
}

/** Whether the message is sent as a booking (opened, and the form knows the booking's words). */
const isBooking = (context: ContactFormContext) => context.booking && context.bookingMessages !== null

/**
 * The browser's checks: the rules module's order and sides (src/rules/contact.ts); a booking's are the
 * same, then the visit's (src/booking/request.ts asks the contact rules first: one order, not a copy).
 */
function failedCheck(context: ContactFormContext): BookingCheckName | null {
  if (!isBooking(context)) return firstFailedCheck(checkInput(context), 'browser')
  return firstFailedBookingCheck({ ...checkInput(context), visit: context.visit }, 'browser')
}

/** The notice of a failed check: the contact message's, or the visit's. */
function checkNotice(context: ContactFormContext, check: Exclude<BookingCheckName, 'honeypot'>): Notice {
  if (isVisitCheck(check)) {
    const T = { contact: context.messages, booking: context.bookingMessages as BookingMessages }
    const input = { ...context.fields, visit: context.visit }
    return {
      kind: 'error',
      text: bookingCheckMessage(check, { input }, T),
      field: visitCheckField(check, context.visit),
    }
  }
  const secondsLeft = secondsUntilNextSend(context.lastSuccessAt, context.now())
  return {
    kind: 'error',
    text: checkMessage(check, { secondsLeft, input: context.fields }, context.messages),
    field: checkField(check, context.fields),
  }
}

/**
 * One named guard per browser-side check of CHECK_ORDER (src/rules/contact.ts); each is true only for
 * the first failing check. The server-only checks (e-mail and phone formats) get none.
 * src/machines/contact-form.machine.test.ts checks this table and the literal `user.submit` list below
 * against CHECK_ORDER and CHECK_SIDES, so they cannot drift.
 */
export const GUARD_OF_CHECK = {
  honeypot: 'isHoneypotFilled',
  mathAnswer: 'isMathAnswerWrong',
  tooSoon: 'isSentTooSoon',
  invalidCharacters: 'hasInvalidCharacters',
  nameLength: 'isNameLengthInvalid',
  messageLength: 'isMessageLengthInvalid',
  forbiddenContent: 'hasForbiddenContent',
} as const satisfies Partial<Record<CheckName, string>>

const fails =
  (check: keyof typeof GUARD_OF_CHECK) =>
  ({ context }: { context: ContactFormContext }) =>
    failedCheck(context) === check

export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
    input: {} as ContactFormInput,
  },
  actors: {
    sendMessage: fromPromise<SendResult, SendInput>(async () => {
      throw new Error('sendMessage is not provided: use contactFormMachine.provide({ actors: { sendMessage } })')
    }),
  },
  actions: {
    updateField: assign({
      fields: ({ context, event }) =>
        event.type === 'user.change' ? { ...context.fields, [event.field]: event.value } : context.fields,
    }),
    updateVisit: assign({
      visit: ({ context, event }) =>
        event.type === 'user.visit' ? { ...context.visit, [event.field]: event.value } : context.visit,
    }),
    setBooking: assign({
      booking: ({ context, event }) => (event.type === 'user.booking' ? event.open : context.booking),
    }),
    showCheckError: assign({
      notice: ({ context }) => {
        const check = failedCheck(context)
        return !check || check === 'honeypot' ? context.notice : checkNotice(context, check)
      },
    }),
    showServerError: assign({
      notice: ({ context }, params: { serverError?: string }) => ({
        kind: 'error' as const,
        text: params.serverError?.trim() || context.messages.sendFailed,
      }),
    }),
    showNetworkError: assign({ notice: ({ context }) => ({ kind: 'error', text: context.messages.networkFailed }) }),
    showSuccessNotice: assign({
      notice: ({ context }, params: { message?: string }) => ({
        kind: 'success' as const,
        text: params.message?.trim() || context.messages.sent,
      }),
    }),
    clearNotice: assign({ notice: null }),
    clearFields: assign({ fields: EMPTY_FIELDS, visit: EMPTY_VISIT, booking: false }),
    /** The chosen time was another visitor's first: it is chosen no more, and the free times load again. */
    forgetTakenTime: assign(({ context }, params: { taken: boolean }) =>
      params.taken ? { visit: { ...context.visit, start: '' }, slotsVersion: context.slotsVersion + 1 } : {},
    ),
    /** A question from the server (asked for when the form starts, or with an answer): a new one clears the answer. */
    takeQuestion: assign(({ context }, params: { question?: MathChallenge }) => {
      const next = params.question
      if (!next || next.token === context.question?.token) return {}
      return { question: next, fields: { ...context.fields, mathAnswer: '' } }
    }),
    recordSuccessTime: assign({ lastSuccessAt: ({ context }) => context.now() }),
    /** Analytics on a successful send (form_submit and contact_form_submission): provided by the UI. */
    trackSubmission: () => {},
    /** Inside a modal, 3 s after success (closes it): provided by the UI. */
    notifyDone: () => {},
  },
  guards: {
    isHoneypotFilled: fails('honeypot'),
    isMathAnswerWrong: fails('mathAnswer'),
    isSentTooSoon: fails('tooSoon'),
    hasInvalidCharacters: fails('invalidCharacters'),
    isNameLengthInvalid: fails('nameLength'),
    isMessageLengthInvalid: fails('messageLength'),
    hasForbiddenContent: fails('forbiddenContent'),
    isVisitInvalid: ({ context }) => isVisitCheck(failedCheck(context)),
    isSent: ({ event }) => (event as unknown as { output?: SendResult }).output?.ok === true,
    isInModal: ({ context }) => context.inModal,
  },
  delays: {
    noticeDuration: NOTICE_DURATION_MS,
    modalCloseDelay: MODAL_SUCCESS_CLOSE_DELAY_MS,
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    messages: input.messages,
    fields: { ...EMPTY_FIELDS, message: input.prefillMessage ?? '', ...input.fields },
    question: input.question ?? null,
    notice: null,
    lastSuccessAt: input.lastSuccessAt ?? null,
    inModal: input.inModal ?? false,
    now: input.now ?? Date.now,
    bookingMessages: input.bookingMessages ?? null,
    booking: false,
    visit: EMPTY_VISIT,
    slotsVersion: 0,
  }),
  initial: 'idle',
  on: {
    'user.change': { actions: 'updateField' },
    'user.visit': { actions: 'updateVisit' },
    'user.booking': { actions: 'setBooking' },
    'server.question': {
      actions: { type: 'takeQuestion', params: ({ event }) => ({ question: event.question }) },
    },
    // user.submit (from idle, success and failure; submitting ignores it): the browser's checks in
    // the rules module's order (CHECK_ORDER), each guard true only for the first failing check. A
    // filled honeypot stops silently; a failure (re)starts the error notice. Written out (not built
    // from CHECK_ORDER) so that the Stately editor and the VS Code extension show every transition
    // (docs/decisions/165); a unit test keeps it in CHECK_ORDER's order.
    'user.submit': [
      { guard: 'isHoneypotFilled' },
      { guard: 'isMathAnswerWrong', target: '.failure', reenter: true, actions: 'showCheckError' },
      { guard: 'isSentTooSoon', target: '.failure', reenter: true, actions: 'showCheckError' },
      { guard: 'hasInvalidCharacters', target: '.failure', reenter: true, actions: 'showCheckError' },
      { guard: 'isNameLengthInvalid', target: '.failure', reenter: true, actions: 'showCheckError' },
      { guard: 'isMessageLengthInvalid', target: '.failure', reenter: true, actions: 'showCheckError' },
      { guard: 'hasForbiddenContent', target: '.failure', reenter: true, actions: 'showCheckError' },
      // A booking: the visit's checks after the message's (src/booking/request.ts).
      { guard: 'isVisitInvalid', target: '.failure', reenter: true, actions: 'showCheckError' },
      { target: '.submitting' },
    ],
  },
  states: {
    idle: {
      entry: 'clearNotice',
    },
    submitting: {
      entry: 'clearNotice',
      // The button is disabled while sending; a submit that still arrives changes nothing.
      on: { 'user.submit': {} },
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }): SendInput =>
          isBooking(context)
            ? { ...toPayload(context.fields, context.question), visit: context.visit }
            : toPayload(context.fields, context.question),
        onDone: [
          {
            guard: 'isSent',
            target: 'success',
            actions: [
              'recordSuccessTime',
              {
                type: 'showSuccessNotice',
                params: ({ event }) => ({ message: event.output.ok ? event.output.message : undefined }),
              },
              'clearFields',
              { type: 'takeQuestion', params: ({ event }) => ({ question: event.output.question }) },
              'trackSubmission',
            ],
          },
          {
            target: 'failure',
            actions: [
              {
                type: 'showServerError',
                params: ({ event }) => ({ serverError: event.output.ok ? undefined : event.output.serverError }),
              },
              { type: 'takeQuestion', params: ({ event }) => ({ question: event.output.question }) },
              {
                type: 'forgetTakenTime',
                params: ({ event }) => ({ taken: !event.output.ok && event.output.slotTaken === true }),
              },
            ],
          },
        ],
        onError: { target: 'failure', actions: 'showNetworkError' },
      },
    },
    // The thank-you (spec's success message, the 24 h promise, what happens next). It does not
    // hide by itself on a page; in a modal the modal closes after 3 s and the form is ready again.
    success: {
      after: {
        modalCloseDelay: { guard: 'isInModal', target: 'idle', actions: 'notifyDone' },
      },
      on: {
        'user.newMessage': { target: 'idle' },
        'user.closeNotice': { target: 'idle' },
      },
    },
    failure: {
      after: {
        noticeDuration: { target: 'idle' },
      },
      on: {
        'user.closeNotice': { target: 'idle' },
      },
    },
  },
})
