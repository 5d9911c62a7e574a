// @vitest-environment jsdom
import { UI } from '../ui/strings.fi.js'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyActorRef } from 'xstate'
import { contactFormMachine, type SendResult } from './contact-form.machine.js'
import { cookieConsentMachine } from './cookie-consent.machine.js'
import { inspectorRequested } from './inspector.js'
import { maskInspectionEvent, maskPersonalData, maskText } from './personal-data.js'
import type { ContactPayload } from '../rules/contact.js'

/** What the (mocked) browser inspector would post to the Stately window. */
const posted: unknown[] = []
let browserInspectorCalls = 0

// The real browser inspector (createBrowserInspector: sanitize, serialize, BrowserAdapter, postMessage)
// with a stand-in for the window it opens at https://stately.ai/inspect: it answers
// '@statelyai.connected' like the real one and keeps a structured clone of each message posted to it.
vi.mock('@statelyai/inspect', async (importOriginal) => {
  const real = await importOriginal<typeof import('@statelyai/inspect')>()
  return {
    ...real,
    createBrowserInspector: (options: Parameters<typeof real.createBrowserInspector>[0]) => {
      browserInspectorCalls++
      const listeners: ((e: { data: unknown }) => void)[] = []
      const inspectorWindow = { postMessage: (message: unknown) => void posted.push(structuredClone(message)) }
      const pageWindow = {
        open: () => inspectorWindow,
        addEventListener: (type: string, listener: (e: { data: unknown }) => void) =>
          void (type === 'message' && listeners.push(listener)),
      }
      const inspector = real.createBrowserInspector({ ...options, window: pageWindow as unknown as Window })
      for (const listener of listeners) listener({ data: { type: '@statelyai.connected' } })
      return inspector
    },
  }
})

const VISITOR = {
  name: 'Maija Meikäläinen',
  email: 'maija.meikalainen@example.fi',
  phone: '+358 40 123 4567',
  message: 'Kylpyhuoneen remontti Espoossa, soittakaa iltaisin',
}

describe('maskPersonalData', () => {
  it('masks name, e-mail, phone, message and honeypot at any depth, keeping only empty or the length', () => {
    const masked = maskPersonalData({
      context: { fields: { ...VISITOR, honeypot: '', mathAnswer: '7' }, notice: null },
      children: { sendMessage: { input: { ...VISITOR, honeypot: 'x', mathAnswer: 7 } } },
    })
    expect(masked).toEqual({
      context: {
        fields: {
          name: maskText(VISITOR.name),
          email: maskText(VISITOR.email),
          phone: maskText(VISITOR.phone),
          message: maskText(VISITOR.message),
          honeypot: '',
          mathAnswer: '7',
        },
        notice: null,
      },
      children: {
        sendMessage: {
          input: {
            name: '[masked, 17 characters]',
            email: maskText(VISITOR.email),
            phone: maskText(VISITOR.phone),
            message: maskText(VISITOR.message),
            honeypot: '[masked, 1 characters]',
            mathAnswer: 7,
          },
        },
      },
    })
    expect(JSON.stringify(masked)).not.toMatch(/Maija|example\.fi|4567|Espoo/)
  })

  it('masks the value of a user.change event for a personal field, not for the math answer', () => {
    expect(maskPersonalData({ type: 'user.change', field: 'phone', value: '040 1234567' })).toEqual({
      type: 'user.change',
      field: 'phone',
      value: '[masked, 11 characters]',
    })
    expect(maskPersonalData({ type: 'user.change', field: 'mathAnswer', value: '12' })).toEqual({
      type: 'user.change',
      field: 'mathAnswer',
      value: '12',
    })
    expect(maskPersonalData({ type: 'xstate.init', input: { prefillMessage: 'Arvio 1 500 €' } })).toEqual({
      type: 'xstate.init',
      input: { prefillMessage: '[masked, 13 characters]' },
    })
  })

  it('counts characters, not UTF-16 units, and leaves an empty field empty', () => {
    expect(maskText('Ääliö 😀')).toBe('[masked, 7 characters]')
    expect(maskText('')).toBe('')
  })

  it('masking twice changes nothing (the browser adapter serialises what it posts a second time)', () => {
    const event = {
      type: '@xstate.snapshot',
      snapshot: { context: { fields: { ...VISITOR } } },
      event: { type: 'user.change', field: 'name', value: VISITOR.name },
    }
    const once = maskInspectionEvent(event)
    expect(maskInspectionEvent(once)).toEqual(once)
    expect(once.snapshot.context.fields.name).toBe('[masked, 17 characters]')
  })

  it('returns a JSON-safe copy: toJSON honoured, functions dropped, cycles cut, the input untouched', () => {
    const shared = { analytics: false }
    const input: Record<string, unknown> = {
      now: () => 1,
      when: new Date(Date.UTC(2026, 10, 21)),
      preferences: shared,
      draft: shared,
      ref: { toJSON: () => ({ xstate$$type: 1, id: 'x' }) },
      fields: { name: 'Matti' },
    }
    input.self = input
    const copy = maskPersonalData(input) as Record<string, unknown>
    expect(copy).toEqual({
      when: '2026-11-21T00:00:00.000Z',
      preferences: { analytics: false },
      draft: { analytics: false },
      ref: { xstate$$type: 1, id: 'x' },
      fields: { name: '[masked, 5 characters]' },
      self: '[circular]',
    })
    expect((input.fields as { name: string }).name).toBe('Matti')
    expect(() => structuredClone(copy)).not.toThrow()
  })

  it('maskInspectionEvent masks the snapshot and the event, not the actor name or the definition', () => {
    const masked = maskInspectionEvent({
      type: '@xstate.actor',
      name: 'contactForm',
      definition: '{"id":"contactForm"}',
      snapshot: { context: { fields: { name: 'Matti' } } },
      event: { type: 'user.change', field: 'name', value: 'Matti' },
    })
    expect(masked).toEqual({
      type: '@xstate.actor',
      name: 'contactForm',
      definition: '{"id":"contactForm"}',
      snapshot: { context: { fields: { name: '[masked, 5 characters]' } } },
      event: { type: 'user.change', field: 'name', value: '[masked, 5 characters]' },
    })
  })
})

describe('inspectorRequested', () => {
  it('is on with ?inspect or the env flag 1, off otherwise', () => {
    expect(inspectorRequested('?inspect', undefined)).toBe(true)
    expect(inspectorRequested('?a=1&inspect=1', undefined)).toBe(true)
    expect(inspectorRequested('?inspect=0', '1')).toBe(false)
    expect(inspectorRequested('', '1')).toBe(true)
    expect(inspectorRequested('', 'true')).toBe(true)
    expect(inspectorRequested('', '0')).toBe(false)
    expect(inspectorRequested('', undefined)).toBe(false)
    expect(inspectorRequested('?inspector', undefined)).toBe(false)
  })
})

describe('devInspect in development', () => {
  beforeEach(() => {
    vi.resetModules()
    posted.length = 0
    browserInspectorCalls = 0
  })
  afterEach(() => window.history.replaceState(null, '', '/'))

  async function freshDevInspect() {
    return (await import('./inspector.js')).devInspect
  }

  it('does nothing and loads nothing without ?inspect', async () => {
    window.history.replaceState(null, '', '/yhteystiedot')
    const devInspect = await freshDevInspect()
    expect(devInspect()).toBeUndefined()
    await new Promise((r) => setTimeout(r, 20))
    expect(browserInspectorCalls).toBe(0)
  })

  it("sends the contact form to the inspector with the visitor's data masked everywhere", async () => {
    window.history.replaceState(null, '', '/yhteystiedot?inspect')
    const devInspect = await freshDevInspect()
    const options = devInspect()
    expect(options?.inspect).toBeTypeOf('function')

    const machine = contactFormMachine.provide({
      actors: { sendMessage: fromPromise<SendResult, ContactPayload>(async () => ({ ok: true })) },
    })
    const actor = createActor(machine, {
      input: { messages: UI.contact, question: { a: 1, b: 1, token: 't' }, prefillMessage: 'Laskurin arvio: 4 200 €' },
      ...options,
    }).start()
    const question = actor.getSnapshot().context.question
    for (const [field, value] of Object.entries({ ...VISITOR, mathAnswer: String(question!.a + question!.b) })) {
      actor.send({ type: 'user.change', field: field as never, value })
    }
    actor.send({ type: 'user.submit' })
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('success'))
    await vi.waitFor(() => expect(JSON.stringify(posted)).toContain('"success"'))
    actor.stop()

    expect(browserInspectorCalls).toBe(1)
    const text = JSON.stringify(posted)
    for (const value of [...Object.values(VISITOR), 'Laskurin arvio']) expect(text).not.toContain(value)
    // The inspector still sees what happened: the events, the states, the masked lengths, the sendMessage actor.
    expect(text).toContain('user.change')
    expect(text).toContain('user.submit')
    expect(text).toContain('xstate.done.actor.sendMessage')
    expect(text).toContain(maskText(VISITOR.message))
    const types = new Set(posted.map((e) => (e as { type: string }).type))
    expect([...types].sort()).toEqual(['@xstate.actor', '@xstate.event', '@xstate.snapshot'])
    expect(
      posted
        .filter((e) => (e as { type: string; name?: string }).type === '@xstate.actor')
        .map((e) => (e as { name: string }).name),
    ).toEqual(expect.arrayContaining(['contactForm', 'sendMessage']))
  })

  it('without the masking the same run would show the data (so the check above can fail)', async () => {
    const real = await vi.importActual<typeof import('@statelyai/inspect')>('@statelyai/inspect')
    const raw: unknown[] = []
    const inspector = real.createInspector(
      { send: (event) => void raw.push(JSON.parse(JSON.stringify(event))) },
      {
        // The documented context/event hooks alone: the sendMessage actor's input still carries the payload.
        sanitizeContext: (context) => maskPersonalData(context) as never,
        sanitizeEvent: (event) => maskPersonalData(event) as never,
      },
    )
    const machine = contactFormMachine.provide({
      actors: { sendMessage: fromPromise<SendResult, ContactPayload>(async () => ({ ok: true })) },
    })
    const actor: AnyActorRef = createActor(machine, {
      input: { messages: UI.contact, question: { a: 1, b: 1, token: 't' } },
      inspect: inspector.inspect,
    }).start()
    const question = actor.getSnapshot().context.question
    for (const [field, value] of Object.entries({ ...VISITOR, mathAnswer: String(question!.a + question!.b) }))
      actor.send({ type: 'user.change', field, value })
    actor.send({ type: 'user.submit' })
    await vi.waitFor(() => expect(JSON.stringify(raw)).toContain('"success"'))
    actor.stop()
    expect(JSON.stringify(raw)).toContain(VISITOR.email)
  })

  it('also inspects the cookie consent machine, loading the inspector once per page', async () => {
    window.history.replaceState(null, '', '/?inspect')
    const devInspect = await freshDevInspect()
    const consent = createActor(cookieConsentMachine, {
      input: { stored: null, now: Date.now() },
      ...devInspect(),
    }).start()
    window.history.replaceState(null, '', '/palvelu') // client-side navigation drops the query: still on
    const second = createActor(cookieConsentMachine, {
      input: { stored: null, now: Date.now() },
      ...devInspect(),
    }).start()
    second.send({ type: 'consent.acceptAll' })
    await vi.waitFor(() => expect(JSON.stringify(posted)).toContain('consent.acceptAll'))
    consent.stop()
    second.stop()
    expect(browserInspectorCalls).toBe(1)
    expect(
      posted.filter(
        (e) =>
          (e as { type: string; name?: string }).type === '@xstate.actor' &&
          (e as { name: string }).name === 'cookieConsent',
      ),
    ).toHaveLength(2)
  })
})
