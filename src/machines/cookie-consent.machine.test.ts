import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { COOKIE_BANNER_DELAY_MS } from '../config/behaviour.js'
import { CONSENT_POLICY_VERSION, DEFAULT_PREFERENCES, type ConsentPreferences } from '../rules/consent-record.js'
import { createConsentRecord } from '../rules/consent-choice.js'
import { cookieConsentMachine, type CookieConsentEvent } from './cookie-consent.machine.js'

const T0 = Date.UTC(2026, 10, 21, 9, 30)

/** Storage, clock and analytics as plain objects: the environment the browser provides. */
function environment(initial: string | null = null) {
  const env = {
    stored: initial,
    now: T0,
    ids: 0,
    applied: [] as ConsentPreferences[],
    analytics: [] as { name: string; params?: Record<string, unknown> }[],
    broadcasts: 0,
  }
  const machine = cookieConsentMachine.provide({
    actions: {
      persistConsent: ({ context }) => {
        env.stored = JSON.stringify(
          createConsentRecord(context.preferences, env.now, `consent-${++env.ids}`, context.policyVersion),
        )
      },
      removeStoredConsent: () => {
        env.stored = null
      },
      applyConsent: ({ context }) => {
        env.applied.push({ ...context.preferences })
      },
      trackConsentUpdate: ({ context }) => {
        env.analytics.push({ name: 'consent_update', params: { choice: context.choice } })
      },
      trackReset: () => {
        env.analytics.push({ name: 'reset_consent' })
      },
      broadcastReset: () => {
        env.broadcasts++
      },
    },
  })
  const start = (input: { stored?: string | null; now?: number; policyVersion?: number } = {}) =>
    createActor(machine, {
      input: { stored: input.stored ?? env.stored, now: input.now ?? env.now, policyVersion: input.policyVersion },
    }).start()
  return { env, machine, start }
}

const ALL: ConsentPreferences = { necessary: true, analytics: true, marketing: true, functional: true }
const stored = (prefs: ConsentPreferences, at = T0, version = CONSENT_POLICY_VERSION) =>
  JSON.stringify(createConsentRecord(prefs, at, 'proof-0001', version))

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('cookie consent machine: first visit', () => {
  it('starts with the defaults, consent not given, and shows the banner 1 s after load, not before', () => {
    const { env, start } = environment()
    const actor = start()
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(actor.getSnapshot().context).toMatchObject({
      preferences: DEFAULT_PREFERENCES,
      consentGiven: false,
      choice: null,
      loadStatus: 'missing',
    })
    expect(env.applied).toEqual([DEFAULT_PREFERENCES])
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1)
    expect(actor.getSnapshot().value).toBe('waiting')
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
  })

  it('takes the banner delay by name, so it can be shortened', () => {
    const { machine } = environment()
    const actor = createActor(machine.provide({ delays: { bannerDelay: 5 } }), {
      input: { stored: null, now: T0 },
    }).start()
    vi.advanceTimersByTime(5)
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
  })

  it('accept all stores every category with the proof of consent and reports consent_update', () => {
    const { env, start } = environment()
    const actor = start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    actor.send({ type: 'consent.acceptAll' })
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
    expect(actor.getSnapshot().context).toMatchObject({ preferences: ALL, consentGiven: true, choice: 'all_accepted' })
    expect(JSON.parse(env.stored!)).toEqual({
      ...ALL,
      choice: 'all_accepted',
      policyVersion: CONSENT_POLICY_VERSION,
      consentId: 'consent-1',
      consentedAt: '2026-11-21T09:30:00.000Z',
    })
    expect(env.applied.at(-1)).toEqual(ALL)
    expect(env.analytics).toEqual([{ name: 'consent_update', params: { choice: 'all_accepted' } }])
  })

  it('only necessary stores everything else off as necessary_only', () => {
    const { env, start } = environment()
    const actor = start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    actor.send({ type: 'consent.acceptNecessary' })
    expect(JSON.parse(env.stored!)).toMatchObject({ ...DEFAULT_PREFERENCES, choice: 'necessary_only' })
    expect(actor.getSnapshot().context.consentGiven).toBe(true)
  })

  it('the settings view toggles categories (never necessary) and saves them as custom_saved', () => {
    const { env, start } = environment()
    const actor = start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    actor.send({ type: 'user.openSettings' })
    expect(actor.getSnapshot().value).toEqual({ banner: 'settings' })
    actor.send({ type: 'user.toggleCategory', category: 'analytics' })
    actor.send({ type: 'user.toggleCategory', category: 'necessary' } as unknown as CookieConsentEvent)
    expect(actor.getSnapshot().context.draft).toEqual({ ...DEFAULT_PREFERENCES, analytics: true })
    // Not applied before saving.
    expect(actor.getSnapshot().context.preferences).toEqual(DEFAULT_PREFERENCES)
    actor.send({ type: 'consent.save' })
    expect(JSON.parse(env.stored!)).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
      choice: 'custom_saved',
    })
  })

  it('saving every switch on counts as all_accepted, none as necessary_only', () => {
    const { env, start } = environment()
    const actor = start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    actor.send({ type: 'user.openSettings' })
    for (const category of ['analytics', 'marketing', 'functional'] as const)
      actor.send({ type: 'user.toggleCategory', category })
    actor.send({ type: 'consent.save' })
    expect(JSON.parse(env.stored!).choice).toBe('all_accepted')
    actor.send({ type: 'user.openSettings' })
    for (const category of ['analytics', 'marketing', 'functional'] as const)
      actor.send({ type: 'user.toggleCategory', category })
    actor.send({ type: 'consent.save' })
    expect(JSON.parse(env.stored!).choice).toBe('necessary_only')
  })

  it('back from the settings view returns to the simple view and drops the unsaved switches', () => {
    const { start } = environment()
    const actor = start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    actor.send({ type: 'user.openSettings' })
    actor.send({ type: 'user.toggleCategory', category: 'marketing' })
    actor.send({ type: 'user.closeSettings' })
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
    actor.send({ type: 'user.openSettings' })
    expect(actor.getSnapshot().context.draft).toEqual(DEFAULT_PREFERENCES)
  })
})

describe('cookie consent machine: a stored choice', () => {
  it('a valid stored choice is loaded, consent is given and no banner is scheduled', () => {
    const { env, start } = environment(stored({ ...DEFAULT_PREFERENCES, analytics: true }))
    const actor = start()
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
    expect(actor.getSnapshot().context).toMatchObject({
      consentGiven: true,
      choice: 'custom_saved',
      preferences: { analytics: true, marketing: false },
    })
    expect(env.applied).toEqual([{ ...DEFAULT_PREFERENCES, analytics: true }])
    vi.advanceTimersByTime(10 * COOKIE_BANNER_DELAY_MS)
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
  })

  it("a value in the spec's own shape (four categories) is loaded as consent given, and the next save writes the full record", () => {
    const specShaped = JSON.stringify({ necessary: true, analytics: true, marketing: false, functional: false })
    const { env, start } = environment(specShaped)
    const actor = start()
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
    expect(actor.getSnapshot().context).toMatchObject({
      consentGiven: true,
      loadStatus: 'valid',
      choice: 'custom_saved',
      preferences: { ...DEFAULT_PREFERENCES, analytics: true },
    })
    expect(env.applied).toEqual([{ ...DEFAULT_PREFERENCES, analytics: true }])
    vi.advanceTimersByTime(10 * COOKIE_BANNER_DELAY_MS)
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
    // Loading writes nothing and reports nothing: the value stays as the visitor left it.
    expect(env.stored).toBe(specShaped)
    expect(env.analytics).toEqual([])
    // The next save upgrades it to the full record, with the proof of consent.
    actor.send({ type: 'user.openSettings' })
    actor.send({ type: 'user.toggleCategory', category: 'functional' })
    actor.send({ type: 'consent.save' })
    expect(JSON.parse(env.stored!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      choice: 'custom_saved',
      policyVersion: CONSENT_POLICY_VERSION,
      consentId: 'consent-1',
      consentedAt: '2026-11-21T09:30:00.000Z',
    })
    expect(env.analytics).toEqual([{ name: 'consent_update', params: { choice: 'custom_saved' } }])
  })

  it.each([
    ['not JSON', '{oops'],
    ['JSON of the wrong shape', '{"necessary":false,"analytics":true}'],
    ['an array', '[]'],
    ['necessary switched off', stored(ALL).replace('"necessary":true', '"necessary":false')],
  ])('a corrupt stored value (%s) is ignored silently: defaults and the banner', (_, raw) => {
    const { start } = environment(raw)
    const actor = start()
    expect(actor.getSnapshot().context).toMatchObject({
      preferences: DEFAULT_PREFERENCES,
      consentGiven: false,
      loadStatus: 'corrupt',
    })
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
  })

  it('asks again when the policy version has changed', () => {
    const { start } = environment(stored(ALL, T0, CONSENT_POLICY_VERSION))
    const actor = start({ policyVersion: CONSENT_POLICY_VERSION + 1 })
    expect(actor.getSnapshot().context).toMatchObject({
      consentGiven: false,
      loadStatus: 'outdated',
      preferences: DEFAULT_PREFERENCES,
    })
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
  })

  it('asks again 12 months after the choice, not a minute before', () => {
    const { start } = environment(stored(ALL, T0))
    const twelveMonthsLater = Date.UTC(2027, 10, 21, 9, 30)
    expect(start({ now: twelveMonthsLater - 60_000 }).getSnapshot().value).toEqual({ decided: 'closed' })
    const actor = start({ now: twelveMonthsLater })
    expect(actor.getSnapshot().context).toMatchObject({ consentGiven: false, loadStatus: 'outdated' })
  })

  it('a reload keeps the choice', () => {
    const { start } = environment()
    const first = start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    first.send({ type: 'consent.acceptNecessary' })
    const second = start()
    expect(second.getSnapshot().value).toEqual({ decided: 'closed' })
    expect(second.getSnapshot().context.choice).toBe('necessary_only')
  })
})

describe('cookie consent machine: popup, reset and other tabs', () => {
  const decided = () => {
    const e = environment(stored(ALL))
    return { ...e, actor: e.start() }
  }

  it('the floating button opens and closes the popup', () => {
    const { actor } = decided()
    actor.send({ type: 'user.togglePopup' })
    expect(actor.getSnapshot().value).toEqual({ decided: 'popup' })
    actor.send({ type: 'user.togglePopup' })
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
    actor.send({ type: 'user.togglePopup' })
    actor.send({ type: 'user.closePopup' })
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
  })

  it('"Muuta asetuksia" opens the settings with the current choice; closing changes nothing', () => {
    const { env, actor } = decided()
    actor.send({ type: 'user.togglePopup' })
    actor.send({ type: 'user.openSettings' })
    expect(actor.getSnapshot().value).toEqual({ banner: 'settings' })
    expect(actor.getSnapshot().context.draft).toEqual(ALL)
    actor.send({ type: 'user.toggleCategory', category: 'marketing' })
    actor.send({ type: 'user.closeSettings' })
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
    expect(actor.getSnapshot().context.preferences).toEqual(ALL)
    expect(JSON.parse(env.stored!).consentId).toBe('proof-0001')
  })

  it('reset removes the stored value, restores the defaults, closes the popup, reports reset_consent, broadcasts and shows the banner', () => {
    const { env, actor } = decided()
    actor.send({ type: 'user.togglePopup' })
    actor.send({ type: 'consent.reset' })
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
    expect(actor.getSnapshot().context).toMatchObject({
      preferences: DEFAULT_PREFERENCES,
      consentGiven: false,
      choice: null,
    })
    expect(env.stored).toBeNull()
    expect(env.analytics).toEqual([{ name: 'reset_consent' }])
    expect(env.broadcasts).toBe(1)
    expect(env.applied.at(-1)).toEqual(DEFAULT_PREFERENCES)
  })

  it('the key removed in another tab shows the banner again with only necessary', () => {
    const { env, actor } = decided()
    env.stored = null
    actor.send({ type: 'storage.cleared' })
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
    expect(actor.getSnapshot().context.preferences).toEqual(DEFAULT_PREFERENCES)
    expect(env.applied.at(-1)).toEqual(DEFAULT_PREFERENCES)
    expect(env.broadcasts).toBe(0)
  })

  it('the cookie-settings-reset event from elsewhere resets and shows the banner; it is ignored while the banner is open', () => {
    const { env, actor } = decided()
    actor.send({ type: 'browser.settingsReset' })
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
    expect(env.stored).toBeNull()
    actor.send({ type: 'browser.settingsReset' })
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
  })

  it("a choice saved in another tab closes this tab's banner and is applied; a corrupt one is ignored", () => {
    const { env, start } = environment()
    const actor = start()
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    actor.send({ type: 'storage.updated', stored: '{broken', now: T0 })
    expect(actor.getSnapshot().value).toEqual({ banner: 'simple' })
    actor.send({ type: 'storage.updated', stored: stored({ ...DEFAULT_PREFERENCES, functional: true }), now: T0 })
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
    expect(actor.getSnapshot().context).toMatchObject({ consentGiven: true, choice: 'custom_saved' })
    expect(env.applied.at(-1)).toEqual({ ...DEFAULT_PREFERENCES, functional: true })
    expect(env.stored).toBeNull() // adopted, not written again
  })

  it('a choice saved in another tab before the banner appears cancels the banner', () => {
    const { start } = environment()
    const actor = start()
    actor.send({ type: 'storage.updated', stored: stored(ALL), now: T0 })
    vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
    expect(actor.getSnapshot().value).toEqual({ decided: 'closed' })
  })
})

describe('cookie consent machine: model-based paths (xstate/graph)', () => {
  const { machine } = environment()
  const afterBannerDelay = { type: 'xstate.after.bannerDelay.cookieConsent.waiting' } as unknown as CookieConsentEvent
  const events: CookieConsentEvent[] = [
    afterBannerDelay,
    { type: 'consent.acceptAll' },
    { type: 'consent.acceptNecessary' },
    { type: 'consent.save' },
    { type: 'consent.reset' },
    { type: 'user.openSettings' },
    { type: 'user.closeSettings' },
    { type: 'user.toggleCategory', category: 'analytics' },
    { type: 'user.togglePopup' },
    { type: 'user.closePopup' },
    { type: 'storage.cleared' },
    { type: 'storage.updated', stored: stored({ ...DEFAULT_PREFERENCES, marketing: true }), now: T0 },
    { type: 'browser.settingsReset' },
  ]
  const serializeState = (s: SnapshotFrom<typeof machine>) =>
    JSON.stringify([s.value, s.context.consentGiven, s.context.choice, s.context.draft.analytics])

  /** Replays a path on a real actor (timers for the delayed step) and checks every state on the way. */
  function replay(
    path: { steps: { state: SnapshotFrom<typeof machine>; event: CookieConsentEvent }[] },
    input = { stored: null as string | null, now: T0 },
  ) {
    const { env, machine: m } = environment()
    const actor = createActor(m, { input }).start()
    for (const step of path.steps) {
      if ((step.event.type as string) === 'xstate.init') {
        // The first step is the initial state.
      } else if (step.event.type === afterBannerDelay.type) {
        vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS)
      } else {
        actor.send(step.event)
      }
      expect(serializeState(actor.getSnapshot())).toBe(serializeState(step.state))
    }
    return { env, actor }
  }

  it('every reachable state has a shortest path, and each replays on the machine', () => {
    const paths = getShortestPaths(machine, { events, input: { stored: null, now: T0 }, serializeState })
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const v of [
      '"waiting"',
      '{"banner":"simple"}',
      '{"banner":"settings"}',
      '{"decided":"closed"}',
      '{"decided":"popup"}',
    ]) {
      expect(values).toContain(v)
    }
    for (const path of paths) replay(path as never)
  })

  it('every simple path to a stored choice persists exactly what the context holds', () => {
    const paths = getSimplePaths(machine, {
      events: events.filter((e) => e.type !== 'storage.updated'),
      input: { stored: null, now: T0 },
      serializeState,
      toState: (s) => s.matches('decided') && s.context.consentGiven,
    })
    // The three saved kinds are all reachable.
    expect(new Set(paths.map((p) => p.state.context.choice))).toEqual(
      new Set(['all_accepted', 'necessary_only', 'custom_saved']),
    )
    for (const path of paths) {
      const { env, actor } = replay(path as never)
      const ctx = actor.getSnapshot().context
      const record = JSON.parse(env.stored!)
      expect(record).toMatchObject({ ...ctx.preferences, choice: ctx.choice })
    }
  })

  it('from a stored choice, every shortest path keeps necessary on', () => {
    const input = { stored: stored(ALL), now: T0 }
    const paths = getShortestPaths(machine, { events, input, serializeState })
    expect(paths.length).toBeGreaterThan(5)
    for (const path of paths) {
      const { actor } = replay(path as never, input)
      expect(actor.getSnapshot().context.preferences.necessary).toBe(true)
    }
  })
})
