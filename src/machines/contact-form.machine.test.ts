import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { MODAL_SUCCESS_CLOSE_DELAY_MS, NOTICE_DURATION_MS } from '../config/behaviour.js'
import {
  contactFormMachine,
  GUARD_OF_CHECK,
  type ContactFormEvent,
  type ContactFormInput,
  type SendResult,
} from './contact-form.machine.js'
import { CHECK_ORDER, CHECK_SIDES, CONTACT_LIMITS as L, type ContactPayload } from '../rules/contact.js'
import { UI } from '../ui/strings.fi.js'

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0)

/** The questions the server hands out (docs/decisions/253): the first 3 + 6, the next 10 + 1. */
const Q1 = { a: 3, b: 6, token: 'token-1' }
const Q2 = { a: 10, b: 1, token: 'token-2' }

interface Harness {
  actor: ReturnType<typeof start>
  sent: ContactPayload[]
  tracked: number
  done: number
  resolveSend: (r: SendResult) => Promise<void>
  rejectSend: (e: Error) => Promise<void>
  fill: (f: Partial<Record<'name' | 'email' | 'phone' | 'message' | 'honeypot' | 'mathAnswer', string>>) => void
}

function start(
  input: Omit<ContactFormInput, 'messages'>,
  hooks: { send: (p: ContactPayload) => Promise<SendResult>; track: () => void; done: () => void },
) {
  const machine = contactFormMachine.provide({
    actors: { sendMessage: fromPromise<SendResult, ContactPayload>(({ input }) => hooks.send(input)) },
    actions: { trackSubmission: hooks.track, notifyDone: hooks.done },
  })
  return createActor(machine, { input: { messages: UI.contact, ...input } }).start()
}

function harness(input: Omit<ContactFormInput, 'messages'> = {}): Harness {
  const h = { sent: [] as ContactPayload[], tracked: 0, done: 0 } as Harness
  let pending: { resolve: (r: SendResult) => void; reject: (e: Error) => void } | null = null
  h.actor = start(
    { now: () => Date.now(), question: Q1, ...input },
    {
      send: (p) => {
        h.sent.push(p)
        return new Promise<SendResult>((resolve, reject) => (pending = { resolve, reject }))
      },
      track: () => h.tracked++,
      done: () => h.done++,
    },
  )
  h.resolveSend = async (r) => {
    pending!.resolve(r)
    await vi.advanceTimersByTimeAsync(0)
  }
  h.rejectSend = async (e) => {
    pending!.reject(e)
    await vi.advanceTimersByTimeAsync(0)
  }
  h.fill = (f) => {
    for (const [field, value] of Object.entries(f))
      h.actor.send({ type: 'user.change', field: field as never, value: value! })
  }
  return h
}

/** The first question is 3 + 6 (Q1). */
const VALID = {
  name: 'Maija Meikäläinen',
  email: 'maija@example.fi',
  phone: '040 123 4567',
  message: 'Kylpyhuoneen remontti Espoossa, noin 5 m².',
  mathAnswer: '9',
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(T0)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('contact form machine: start', () => {
  it('starts idle with empty fields, no notice and the question the server gave', () => {
    const h = harness({ prefillMessage: 'Laskurin arvio: 1 500 €' })
    const s = h.actor.getSnapshot()
    expect(s.value).toBe('idle')
    expect(s.context.question).toEqual(Q1)
    expect(s.context.fields).toEqual({
      name: '',
      email: '',
      phone: '',
      message: 'Laskurin arvio: 1 500 €',
      honeypot: '',
      mathAnswer: '',
    })
    expect(s.context.notice).toBeNull()
  })
})

describe('contact form machine: checks on submit, in the spec order', () => {
  it("the literal user.submit list is the browser checks of CHECK_ORDER, in order, then the visit's, then the send", () => {
    const browserChecks = CHECK_ORDER.filter((check) => CHECK_SIDES[check].includes('browser'))
    expect(Object.keys(GUARD_OF_CHECK)).toEqual(browserChecks)
    const submit = contactFormMachine.config.on?.['user.submit'] as { guard?: string; target?: string }[]
    // Then a booking's visit checks (src/booking/request.ts), then the send.
    expect(submit.map((t) => t.guard)).toEqual([...Object.values(GUARD_OF_CHECK), 'isVisitInvalid', undefined])
    expect(submit.map((t) => t.target)).toEqual([
      undefined,
      ...browserChecks.slice(1).map(() => '.failure'),
      '.failure',
      '.submitting',
    ])
    for (const guard of Object.values(GUARD_OF_CHECK))
      expect(contactFormMachine.implementations.guards).toHaveProperty(guard)
  })

  it('a filled honeypot stops silently: no request, no notice, still idle', () => {
    const h = harness()
    h.fill({ ...VALID, honeypot: 'http://spam.example' })
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.actor.getSnapshot().context.notice).toBeNull()
    expect(h.sent).toHaveLength(0)
  })

  it.each([
    ['wrong math answer', { mathAnswer: '10' }, UI.contact.wrongMath, 'mathAnswer'],
    ['empty math answer', { mathAnswer: '' }, UI.contact.wrongMath, 'mathAnswer'],
    ['name of one character', { name: 'M' }, UI.contact.nameLength(L.name.min, L.name.max), 'name'],
    [
      `name of ${L.name.max + 1} characters`,
      { name: 'M'.repeat(L.name.max + 1) },
      UI.contact.nameLength(L.name.min, L.name.max),
      'name',
    ],
    [
      `message of ${L.message.min - 1} characters`,
      { message: 'k'.repeat(L.message.min - 1) },
      UI.contact.messageLength(L.message.min, L.message.max),
      'message',
    ],
    [
      `message of ${L.message.max + 1} characters`,
      { message: 'a'.repeat(L.message.max + 1) },
      UI.contact.messageLength(L.message.min, L.message.max),
      'message',
    ],
    [
      'forbidden word in capitals',
      { message: 'Halpa LOAN tarjous teille nyt' },
      UI.contact.forbiddenContent,
      'message',
    ],
    [
      'forbidden word inside a word',
      { message: 'Tarjoamme bitcoinpalveluja kaikille' },
      UI.contact.forbiddenContent,
      'message',
    ],
  ])('%s gives its message and no request', (_label, change, message, field) => {
    const h = harness()
    h.fill({ ...VALID, ...change })
    h.actor.send({ type: 'user.submit' })
    const s = h.actor.getSnapshot()
    expect(s.value).toBe('failure')
    expect(s.context.notice).toEqual({ kind: 'error', text: message, field })
    expect(h.sent).toHaveLength(0)
  })

  it(`accepts the limits exactly: name ${L.name.min} and ${L.name.max}, message ${L.message.min} and ${L.message.max} characters`, async () => {
    for (const [name, message] of [
      ['M'.repeat(L.name.min), 'k'.repeat(L.message.min)],
      ['N'.repeat(L.name.max), 'k'.repeat(L.message.max)],
    ] as const) {
      const h = harness()
      h.fill({ ...VALID, name, message })
      h.actor.send({ type: 'user.submit' })
      expect(h.actor.getSnapshot().value).toBe('submitting')
      h.actor.stop()
    }
  })

  it('stops at the first failure: honeypot before math before wait before name before message before words', async () => {
    // Everything wrong at once; fix one check at a time and watch the next message appear.
    const h = harness({ lastSuccessAt: T0 - 10_000 })
    const submit = () => {
      h.actor.send({ type: 'user.submit' })
      return h.actor.getSnapshot().context.notice?.text ?? null
    }
    h.fill({ name: 'M', message: 'spam', mathAnswer: '1', honeypot: 'x' })
    expect(submit()).toBeNull()
    h.fill({ honeypot: '' })
    expect(submit()).toBe(UI.contact.wrongMath)
    h.fill({ mathAnswer: '9' })
    expect(submit()).toBe(UI.contact.wait(20))
    vi.advanceTimersByTime(20_000)
    expect(submit()).toBe(UI.contact.nameLength(L.name.min, L.name.max))
    h.fill({ name: 'Maija' })
    expect(submit()).toBe(UI.contact.messageLength(L.message.min, L.message.max))
    h.fill({ message: 'spam spam spam spam' })
    expect(submit()).toBe(UI.contact.forbiddenContent)
    h.fill({ message: VALID.message })
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().value).toBe('submitting')
    expect(h.sent).toHaveLength(1)
  })

  it('the wait message counts the real seconds left, rounded up', () => {
    const h = harness({ lastSuccessAt: T0 - 500 })
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().context.notice?.text).toBe('Odota 30 sekuntia ennen seuraavan viestin lähettämistä.')
    vi.advanceTimersByTime(28_600)
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().context.notice?.text).toBe('Odota 1 sekuntia ennen seuraavan viestin lähettämistä.')
    vi.advanceTimersByTime(899)
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().context.notice?.text).toBe('Odota 1 sekuntia ennen seuraavan viestin lähettämistä.')
    vi.advanceTimersByTime(1)
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().value).toBe('submitting')
  })
})

describe("contact form machine: the server's question (docs/decisions/253)", () => {
  it('without a question yet the answer is wrong in the browser (spec message) and nothing is sent', () => {
    const h = harness({ question: undefined })
    expect(h.actor.getSnapshot().context.question).toBeNull()
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    expect(h.sent).toEqual([])
    expect(h.actor.getSnapshot().context.notice?.text).toBe('Väärä vastaus matematiikka kysymykseen. Yritä uudelleen.')
  })

  it('takes the question the server sends; a new one clears the answer, the same one keeps it', () => {
    const h = harness({ question: undefined })
    h.actor.send({ type: 'server.question', question: Q1 })
    h.fill({ mathAnswer: '9' })
    h.actor.send({ type: 'server.question', question: Q1 })
    expect(h.actor.getSnapshot().context.fields.mathAnswer).toBe('9')
    h.actor.send({ type: 'server.question', question: Q2 })
    expect(h.actor.getSnapshot().context.question).toEqual(Q2)
    expect(h.actor.getSnapshot().context.fields.mathAnswer).toBe('')
  })

  it("a refusal that carries a new question (a used or expired token) shows it, with the server's message", async () => {
    const h = harness()
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    await h.resolveSend({ ok: false, serverError: UI.contact.wrongMath, question: Q2 })
    const s = h.actor.getSnapshot()
    expect(s.value).toBe('failure')
    expect(s.context.notice?.text).toBe(UI.contact.wrongMath)
    expect(s.context.question).toEqual(Q2)
    expect(s.context.fields.mathAnswer).toBe('')
    expect(s.context.fields.name).toBe(VALID.name)
  })
})

describe('contact form machine: sending', () => {
  it('submitting sends the trimmed payload; success clears the fields, asks a new question and tracks', async () => {
    const h = harness()
    h.fill({ ...VALID, name: '  Maija Meikäläinen ' })
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().value).toBe('submitting')
    expect(h.sent).toEqual([
      {
        name: 'Maija Meikäläinen',
        email: VALID.email,
        phone: VALID.phone,
        message: VALID.message,
        honeypot: '',
        mathAnswer: 9,
        mathToken: Q1.token,
      },
    ])
    await h.resolveSend({ ok: true, question: Q2 })
    const s = h.actor.getSnapshot()
    expect(s.value).toBe('success')
    expect(s.context.notice).toEqual({ kind: 'success', text: UI.contact.sent })
    expect(s.context.fields).toEqual({ name: '', email: '', phone: '', message: '', honeypot: '', mathAnswer: '' })
    expect(s.context.question).toEqual(Q2)
    expect(s.context.lastSuccessAt).toBe(T0)
    expect(h.tracked).toBe(1)
  })

  it('the thank-you stays on a page until the visitor writes another message; in a modal the done callback runs after 3 s and the form is ready again', async () => {
    const page = harness({ inModal: false })
    page.fill(VALID)
    page.actor.send({ type: 'user.submit' })
    await page.resolveSend({ ok: true })
    vi.advanceTimersByTime(60_000)
    expect(page.actor.getSnapshot().value).toBe('success')
    expect(page.actor.getSnapshot().context.notice).toEqual({ kind: 'success', text: UI.contact.sent })
    page.actor.send({ type: 'user.newMessage' })
    expect(page.actor.getSnapshot().value).toBe('idle')
    expect(page.actor.getSnapshot().context.notice).toBeNull()

    const h = harness({ inModal: true })
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    await h.resolveSend({ ok: true })
    vi.advanceTimersByTime(MODAL_SUCCESS_CLOSE_DELAY_MS - 1)
    expect(h.done).toBe(0)
    expect(h.actor.getSnapshot().value).toBe('success')
    vi.advanceTimersByTime(1)
    expect(h.done).toBe(1)
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.actor.getSnapshot().context.notice).toBeNull()
    vi.advanceTimersByTime(NOTICE_DURATION_MS)
    expect(h.done).toBe(1)
  })

  it('outside a modal the done callback never runs', async () => {
    const h = harness({ inModal: false })
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    await h.resolveSend({ ok: true })
    vi.advanceTimersByTime(10_000)
    expect(h.done).toBe(0)
  })

  it('a second send within 30 s of a success is refused with the wait message', async () => {
    const h = harness()
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    await h.resolveSend({ ok: true, question: Q2 })
    vi.advanceTimersByTime(12_000)
    h.fill({ ...VALID, mathAnswer: '11' })
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().context.notice?.text).toBe(UI.contact.wait(18))
    expect(h.sent).toHaveLength(1)
  })

  it('a refusal shows the server text, or the generic text without one; fields are kept', async () => {
    for (const [result, text] of [
      [
        { ok: false, serverError: 'Odota 12 sekuntia ennen seuraavan viestin lähettämistä.' },
        'Odota 12 sekuntia ennen seuraavan viestin lähettämistä.',
      ],
      [{ ok: false }, UI.contact.sendFailed],
      [{ ok: false, serverError: '  ' }, UI.contact.sendFailed],
    ] as const) {
      const h = harness()
      h.fill(VALID)
      h.actor.send({ type: 'user.submit' })
      await h.resolveSend(result)
      const s = h.actor.getSnapshot()
      expect(s.value).toBe('failure')
      expect(s.context.notice).toEqual({ kind: 'error', text })
      expect(s.context.fields.name).toBe(VALID.name)
      expect(h.tracked).toBe(0)
    }
  })

  it('a network failure shows the connection message', async () => {
    const h = harness()
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    await h.rejectSend(new TypeError('Failed to fetch'))
    expect(h.actor.getSnapshot().value).toBe('failure')
    expect(h.actor.getSnapshot().context.notice?.text).toBe(UI.contact.networkFailed)
  })

  it('user.submit is ignored while submitting (one request)', () => {
    const h = harness()
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    h.actor.send({ type: 'user.submit' })
    expect(h.sent).toHaveLength(1)
  })
})

describe('contact form machine: the notice', () => {
  it('an error notice hides after 5 s or when closed', () => {
    const h = harness()
    h.fill({ ...VALID, mathAnswer: '1' })
    h.actor.send({ type: 'user.submit' })
    vi.advanceTimersByTime(NOTICE_DURATION_MS - 1)
    expect(h.actor.getSnapshot().value).toBe('failure')
    vi.advanceTimersByTime(1)
    expect(h.actor.getSnapshot().value).toBe('idle')
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().value).toBe('failure')
    h.actor.send({ type: 'user.closeNotice' })
    expect(h.actor.getSnapshot().value).toBe('idle')
    expect(h.actor.getSnapshot().context.notice).toBeNull()
  })

  it('a new failure restarts the 5 s of the notice', () => {
    const h = harness()
    h.fill({ ...VALID, mathAnswer: '1' })
    h.actor.send({ type: 'user.submit' })
    vi.advanceTimersByTime(4_000)
    h.fill({ mathAnswer: '9', name: 'M' })
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().context.notice?.text).toBe(UI.contact.nameLength(L.name.min, L.name.max))
    vi.advanceTimersByTime(4_000)
    expect(h.actor.getSnapshot().value).toBe('failure')
    vi.advanceTimersByTime(1_000)
    expect(h.actor.getSnapshot().value).toBe('idle')
  })

  it('a success notice can be closed; submitting from a notice state works', async () => {
    const h = harness({ now: () => Date.now() })
    h.fill(VALID)
    h.actor.send({ type: 'user.submit' })
    await h.resolveSend({ ok: true })
    h.actor.send({ type: 'user.closeNotice' })
    expect(h.actor.getSnapshot().value).toBe('idle')
  })
})

// ---- Model-based: paths from xstate/graph replayed against a running actor ----

const DONE_OK = { type: 'xstate.done.actor.sendMessage', output: { ok: true } }
const DONE_REFUSED = {
  type: 'xstate.done.actor.sendMessage',
  output: { ok: false, serverError: 'Palvelin ei vastaanottanut viestiä.' },
}
const NETWORK_ERROR = { type: 'xstate.error.actor.sendMessage', error: new Error('offline') }
const AFTER = (delay: string, state: string) => ({ type: `xstate.after.${delay}.contactForm.${state}` })
const MODEL_EVENTS = [
  { type: 'user.change', field: 'name', value: 'Maija' },
  { type: 'user.change', field: 'name', value: 'M' },
  { type: 'user.change', field: 'message', value: 'Terassin rakentaminen keväällä' },
  { type: 'user.change', field: 'mathAnswer', value: '6' },
  { type: 'user.change', field: 'mathAnswer', value: '3' },
  { type: 'user.change', field: 'honeypot', value: 'bot' },
  { type: 'user.submit' },
  { type: 'user.closeNotice' },
  { type: 'user.newMessage' },
  DONE_OK,
  DONE_REFUSED,
  NETWORK_ERROR,
  AFTER('noticeDuration', 'failure'),
  AFTER('modalCloseDelay', 'success'),
] as unknown as ContactFormEvent[]

const modelInput: ContactFormInput = {
  messages: UI.contact,
  inModal: true,
  question: { a: 3, b: 3, token: 'model' },
  now: () => T0,
}
// Fixed question 3 + 3; the clock does not move in the model, so a second send is always "too soon".
const serialize = (s: ReturnType<typeof contactFormMachine.transition>) =>
  JSON.stringify([
    s.value,
    s.context.notice?.text ?? null,
    s.context.fields.name,
    s.context.fields.message,
    s.context.fields.mathAnswer,
    s.context.fields.honeypot,
    s.context.lastSuccessAt,
  ])

async function replay(path: { steps: { event: { type: string } }[] }) {
  let pending: { resolve: (r: SendResult) => void; reject: (e: Error) => void } | null = null
  let done = 0
  const machine = contactFormMachine.provide({
    actors: {
      sendMessage: fromPromise<SendResult, ContactPayload>(
        () => new Promise((resolve, reject) => (pending = { resolve, reject })),
      ),
    },
    actions: { notifyDone: () => done++ },
  })
  const actor = createActor(machine, { input: { ...modelInput, now: () => T0 } }).start()
  for (const { event } of path.steps) {
    if (event.type === 'xstate.init') continue
    if (event.type === DONE_OK.type) pending!.resolve((event as unknown as { output: SendResult }).output)
    else if (event.type === NETWORK_ERROR.type) pending!.reject(new Error('offline'))
    else if (event.type.startsWith('xstate.after.modalCloseDelay'))
      await vi.advanceTimersByTimeAsync(MODAL_SUCCESS_CLOSE_DELAY_MS)
    else if (event.type.startsWith('xstate.after.noticeDuration')) await vi.advanceTimersByTimeAsync(NOTICE_DURATION_MS)
    else actor.send(event as ContactFormEvent)
    await vi.advanceTimersByTimeAsync(0)
  }
  return actor
}

describe('contact form machine: booking the free site visit', () => {
  const VISIT = {
    street: 'Mannerheimintie 5',
    postalCode: '00100',
    city: 'Helsinki',
    start: '2026-11-24T10:00:00+02:00',
  }
  const booking = () => {
    const h = harness({ bookingMessages: UI.booking })
    h.fill(VALID)
    h.actor.send({ type: 'user.booking', open: true })
    for (const [field, value] of Object.entries(VISIT))
      h.actor.send({ type: 'user.visit', field: field as keyof typeof VISIT, value })
    return h
  }

  it('a closed booking sends a plain message, without the visit', async () => {
    const h = booking()
    h.actor.send({ type: 'user.booking', open: false })
    h.actor.send({ type: 'user.submit' })
    expect(h.sent[0]).not.toHaveProperty('visit')
  })

  it("an open booking sends the message with its visit; the thank-you is the server's booked text", async () => {
    const h = booking()
    h.actor.send({ type: 'user.submit' })
    expect(h.sent[0]).toMatchObject({ name: VALID.name, mathAnswer: 9, visit: VISIT })
    await h.resolveSend({ ok: true, message: 'Arviokäynti on varattu: tiistai 24. marraskuuta klo 10.00.' })
    const s = h.actor.getSnapshot()
    expect(s.value).toBe('success')
    expect(s.context.notice?.text).toBe('Arviokäynti on varattu: tiistai 24. marraskuuta klo 10.00.')
    expect(s.context.booking).toBe(false)
    expect(s.context.visit.start).toBe('')
  })

  it.each([
    ['street', 'Ma', UI.booking.streetLength(L.street.min, L.street.max), 'street'],
    ['postalCode', '0010', UI.booking.badPostalCode, 'postalCode'],
    ['postalCode', '96100', UI.booking.outsideArea, 'postalCode'],
    ['city', 'H', UI.booking.cityLength(L.city.min, L.city.max), 'city'],
    ['start', '', UI.booking.badTime, 'start'],
  ] as const)(
    'the visit rules of src/booking/request.ts: %s %j is refused in the browser',
    (field, value, text, at) => {
      const h = booking()
      h.actor.send({ type: 'user.visit', field, value })
      h.actor.send({ type: 'user.submit' })
      expect(h.sent).toEqual([])
      expect(h.actor.getSnapshot().context.notice).toEqual({ kind: 'error', text, field: at })
    },
  )

  it('the contact rules come first: a wrong answer is the message a booking shows too', () => {
    const h = booking()
    h.fill({ mathAnswer: '8' })
    h.actor.send({ type: 'user.visit', field: 'start', value: '' })
    h.actor.send({ type: 'user.submit' })
    expect(h.actor.getSnapshot().context.notice?.text).toBe(UI.contact.wrongMath)
  })

  it('a time taken first by another visitor (409) shows its message, forgets the time and reloads the times', async () => {
    const h = booking()
    h.actor.send({ type: 'user.submit' })
    await h.resolveSend({ ok: false, serverError: UI.booking.slotTaken, slotTaken: true })
    const s = h.actor.getSnapshot()
    expect(s.value).toBe('failure')
    expect(s.context.notice?.text).toBe('Aika ehdittiin juuri varata – valitse toinen')
    expect(s.context.visit).toEqual({ ...VISIT, start: '' })
    expect(s.context.slotsVersion).toBe(1)
    expect(s.context.fields.name).toBe(VALID.name)
  })

  it('another refusal keeps the chosen time', async () => {
    const h = booking()
    h.actor.send({ type: 'user.submit' })
    await h.resolveSend({ ok: false, serverError: 'Palvelussa tapahtui virhe.' })
    expect(h.actor.getSnapshot().context.visit.start).toBe(VISIT.start)
    expect(h.actor.getSnapshot().context.slotsVersion).toBe(0)
  })
})

describe('contact form machine: model-based paths (xstate/graph)', () => {
  const shortest = getShortestPaths(contactFormMachine.provide({}), {
    events: MODEL_EVENTS,
    input: modelInput,
    serializeState: serialize as never,
  })

  it('reaches every state of the machine', () => {
    const reached = new Set(shortest.map((p) => JSON.stringify(p.state.value)))
    for (const state of Object.keys(contactFormMachine.config.states!)) expect(reached).toContain(JSON.stringify(state))
  })

  it('every shortest path, replayed on a running actor, ends in the same state with the same notice', async () => {
    expect(shortest.length).toBeGreaterThan(20)
    for (const path of shortest) {
      vi.setSystemTime(T0)
      const actor = await replay(path)
      const s = actor.getSnapshot()
      expect(s.value, path.steps.map((st) => st.event.type).join(' > ')).toEqual(path.state.value)
      expect(s.context.notice).toEqual(path.state.context.notice)
      expect(s.context.fields).toEqual(path.state.context.fields)
      actor.stop()
    }
  })

  it('simple paths to a delivered message all go through a correct answer and a submit (never a wrong answer sent)', () => {
    // A small alphabet keeps simple-path enumeration finite and fast.
    const alphabet = [
      { type: 'user.change', field: 'name', value: 'Maija' },
      { type: 'user.change', field: 'message', value: 'Terassin rakentaminen keväällä' },
      { type: 'user.change', field: 'mathAnswer', value: '6' },
      { type: 'user.change', field: 'mathAnswer', value: '3' },
      { type: 'user.submit' },
      DONE_OK,
    ] as unknown as ContactFormEvent[]
    const toSuccess = getSimplePaths(contactFormMachine.provide({}), {
      events: alphabet,
      input: modelInput,
      serializeState: serialize as never,
      toState: (s) => s.matches('success'),
    }).filter((p) => p.state.matches('success'))
    expect(toSuccess.length).toBeGreaterThan(0)
    for (const path of toSuccess) {
      const i = path.steps.findIndex((st) => st.event.type === DONE_OK.type)
      const submit = path.steps.slice(0, i).findLast((st) => st.event.type === 'user.submit')!
      // The submit that started the delivered send left the checks with a correct answer and a valid name.
      expect(submit.state.value).toBe('submitting')
      expect(submit.state.context.fields.mathAnswer).toBe('6')
      expect(submit.state.context.fields.name).toBe('Maija')
    }
  })
})
