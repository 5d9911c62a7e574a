/**
 * Cookie consent (spec sections 2-4) as an XState v5 machine. Pure: the
 * storage, the clock, analytics, Consent Mode and the browser events are
 * injected with .provide() (src/consent/consent-browser-actor.ts in the browser,
 * plain functions in the unit tests).
 *
 *   checking -> decided                 a valid stored choice (policy version, < 12 months)
 *   checking -> waiting -bannerDelay-> banner.simple <-> banner.settings -> decided
 *   decided.closed <-> decided.popup    the 'Evästeasetukset' button
 *   decided -consent.reset / storage.cleared / browser.settingsReset-> banner.simple
 *   any -storage.updated (a choice saved in another tab)-> decided
 */
import { assign, setup } from 'xstate'
import { COOKIE_BANNER_DELAY_MS } from '../config/behaviour.js'
import {
  ALL_ACCEPTED,
  CONSENT_POLICY_VERSION,
  DEFAULT_PREFERENCES,
  OPTIONAL_CATEGORIES,
  evaluateStoredConsent,
  preferencesOf,
  type ConsentChoice,
  type ConsentPreferences,
  type OptionalConsentCategory,
  type StoredConsentStatus,
} from '../rules/consent-record.js'
import { choiceOf, choiceFor } from '../rules/consent-choice.js'

export interface CookieConsentInput {
  /** The raw value under 'cookie-consent' at load (null when there is none). */
  stored: string | null
  /** The clock at load, ms since the epoch (for the 12-month expiry). */
  now: number
  /** Defaults to CONSENT_POLICY_VERSION. */
  policyVersion?: number
}

export interface CookieConsentContext {
  /** The preferences in force (what Consent Mode and the cookie clean-up follow). */
  preferences: ConsentPreferences
  /** The switches of the settings view, committed by consent.save. */
  draft: ConsentPreferences
  consentGiven: boolean
  choice: ConsentChoice | null
  policyVersion: number
  /** Why a stored choice was not used at load ('corrupt' is ignored silently, the others re-ask). */
  loadStatus: StoredConsentStatus['status']
}

export type CookieConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.acceptNecessary' }
  | { type: 'consent.save' }
  | { type: 'consent.reset' }
  | { type: 'user.openSettings' }
  | { type: 'user.closeSettings' }
  | { type: 'user.toggleCategory'; category: OptionalConsentCategory }
  | { type: 'user.togglePopup' }
  | { type: 'user.closePopup' }
  /** The key was removed in another tab. */
  | { type: 'storage.cleared' }
  /** The key was written in another tab (a choice saved there). */
  | { type: 'storage.updated'; stored: string; now: number }
  /** Somebody dispatched the window event 'cookie-settings-reset'. */
  | { type: 'browser.settingsReset' }

function initialContext(input: CookieConsentInput): CookieConsentContext {
  const policyVersion = input.policyVersion ?? CONSENT_POLICY_VERSION
  const loaded = evaluateStoredConsent(input.stored, input.now, policyVersion)
  if (loaded.status === 'valid') {
    const preferences = preferencesOf(loaded.record)
    return {
      preferences,
      draft: preferences,
      consentGiven: true,
      choice: choiceOf(loaded.record),
      policyVersion,
      loadStatus: 'valid',
    }
  }
  return {
    preferences: { ...DEFAULT_PREFERENCES },
    draft: { ...DEFAULT_PREFERENCES },
    consentGiven: false,
    choice: null,
    policyVersion,
    loadStatus: loaded.status,
  }
}

const restoredDefaults = {
  preferences: { ...DEFAULT_PREFERENCES },
  draft: { ...DEFAULT_PREFERENCES },
  consentGiven: false,
  choice: null,
} as const

export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  actions: {
    // Side effects: stubs here, implemented with .provide().
    // Each reads context.preferences (and context.choice) after the transition's context update.
    /** Writes the record (preferences + policy version + time + id) to storage. */
    persistConsent: () => {},
    removeStoredConsent: () => {},
    /** Consent Mode update, cookie clean-up, tag loading for context.preferences. */
    applyConsent: () => {},
    /** Analytics event consent_update with the choice. */
    trackConsentUpdate: () => {},
    trackReset: () => {},
    /** Dispatches the window event 'cookie-settings-reset'. */
    broadcastReset: () => {},
    // Context updates.
    acceptAll: assign(() => ({
      preferences: { ...ALL_ACCEPTED },
      draft: { ...ALL_ACCEPTED },
      consentGiven: true,
      choice: 'all_accepted' as const,
    })),
    acceptNecessary: assign(() => ({
      preferences: { ...DEFAULT_PREFERENCES },
      draft: { ...DEFAULT_PREFERENCES },
      consentGiven: true,
      choice: 'necessary_only' as const,
    })),
    commitDraft: assign(({ context }) => ({
      preferences: { ...context.draft },
      consentGiven: true,
      choice: choiceFor(context.draft),
    })),
    startDraft: assign(({ context }) => ({ draft: { ...context.preferences } })),
    toggleDraftCategory: assign(({ context, event }) => {
      if (event.type !== 'user.toggleCategory') return {}
      return { draft: { ...context.draft, [event.category]: !context.draft[event.category] } }
    }),
    restoreDefaults: assign(() => ({
      ...restoredDefaults,
      preferences: { ...DEFAULT_PREFERENCES },
      draft: { ...DEFAULT_PREFERENCES },
    })),
    adoptStoredConsent: assign(({ context, event }) => {
      if (event.type !== 'storage.updated') return {}
      const loaded = evaluateStoredConsent(event.stored, event.now, context.policyVersion)
      if (loaded.status !== 'valid') return {}
      const preferences = preferencesOf(loaded.record)
      return { preferences, draft: preferences, consentGiven: true, choice: choiceOf(loaded.record) }
    }),
  },
  guards: {
    isConsentGiven: ({ context }) => context.consentGiven,
    isToggleableCategory: ({ event }) =>
      event.type === 'user.toggleCategory' && (OPTIONAL_CATEGORIES as readonly string[]).includes(event.category),
    isValidStoredChoice: ({ context, event }) =>
      event.type === 'storage.updated' &&
      evaluateStoredConsent(event.stored, event.now, context.policyVersion).status === 'valid',
  },
  delays: {
    bannerDelay: COOKIE_BANNER_DELAY_MS,
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => initialContext(input),
  // On every load: Consent Mode and the cookie clean-up follow the stored choice (or the defaults).
  entry: 'applyConsent',
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isConsentGiven', target: 'decided' }, { target: 'waiting' }],
    },
    waiting: {
      after: { bannerDelay: 'banner' },
      on: {
        'storage.updated': {
          guard: 'isValidStoredChoice',
          target: 'decided',
          actions: ['adoptStoredConsent', 'applyConsent'],
        },
      },
    },
    banner: {
      initial: 'simple',
      on: {
        'consent.acceptAll': {
          target: 'decided',
          actions: ['acceptAll', 'persistConsent', 'applyConsent', 'trackConsentUpdate'],
        },
        'consent.acceptNecessary': {
          target: 'decided',
          actions: ['acceptNecessary', 'persistConsent', 'applyConsent', 'trackConsentUpdate'],
        },
        'storage.updated': {
          guard: 'isValidStoredChoice',
          target: 'decided',
          actions: ['adoptStoredConsent', 'applyConsent'],
        },
        'storage.cleared': { guard: 'isConsentGiven', target: '.simple', actions: ['restoreDefaults', 'applyConsent'] },
      },
      states: {
        simple: {
          on: { 'user.openSettings': { target: 'settings', actions: 'startDraft' } },
        },
        settings: {
          on: {
            'user.toggleCategory': { guard: 'isToggleableCategory', actions: 'toggleDraftCategory' },
            'consent.save': {
              target: '#cookieConsent.decided',
              actions: ['commitDraft', 'persistConsent', 'applyConsent', 'trackConsentUpdate'],
            },
            'user.closeSettings': [
              // Changing an existing choice: back to the page, nothing changed.
              { guard: 'isConsentGiven', target: '#cookieConsent.decided', actions: 'startDraft' },
              { target: 'simple' },
            ],
          },
        },
      },
    },
    decided: {
      initial: 'closed',
      on: {
        'consent.reset': {
          target: '#cookieConsent.banner.simple',
          actions: ['removeStoredConsent', 'restoreDefaults', 'applyConsent', 'trackReset', 'broadcastReset'],
        },
        'storage.cleared': { target: '#cookieConsent.banner.simple', actions: ['restoreDefaults', 'applyConsent'] },
        'browser.settingsReset': {
          target: '#cookieConsent.banner.simple',
          actions: ['removeStoredConsent', 'restoreDefaults', 'applyConsent'],
        },
        'storage.updated': {
          guard: 'isValidStoredChoice',
          target: '.closed',
          actions: ['adoptStoredConsent', 'applyConsent'],
        },
        'user.openSettings': { target: '#cookieConsent.banner.settings', actions: 'startDraft' },
      },
      states: {
        closed: {
          on: { 'user.togglePopup': 'popup' },
        },
        popup: {
          on: { 'user.togglePopup': 'closed', 'user.closePopup': 'closed' },
        },
      },
    },
  },
})
