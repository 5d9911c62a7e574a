/**
 * The browser side of cookie consent: localStorage, the clock, the cookie
 * clean-up, Consent Mode and the window events, provided to the pure machine.
 * Part of the lazily loaded consent UI chunk (consent-ui-chunk.ts), with XState.
 */
import { createActor } from 'xstate'
import { consentUpdateEvent } from '../analytics/events.js'
import { track } from '../analytics/track.js'
import { cookieConsentMachine, type CookieConsentEvent } from '../machines/cookie-consent.machine.js'
import { devInspect } from '../machines/inspector.js'
import { applyConsentInBrowser, consentStorageEvent, CONSENT_RESET_EVENT } from './consent-apply.js'
import { CONSENT_STORAGE_KEY } from '../rules/consent-record.js'
import { choiceFor, createConsentRecord } from '../rules/consent-choice.js'
import { readStoredConsent } from './consent-storage.js'

function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

export const browserConsentMachine = cookieConsentMachine.provide({
  actions: {
    persistConsent: ({ context }) => {
      try {
        const record = createConsentRecord(context.preferences, Date.now(), newConsentId(), context.policyVersion)
        window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
      } catch {
        // Storage full or disabled: the choice holds for this page view and is asked again next time.
      }
    },
    removeStoredConsent: () => {
      try {
        window.localStorage.removeItem(CONSENT_STORAGE_KEY)
      } catch {
        // Nothing stored that could be removed.
      }
    },
    applyConsent: ({ context }) => applyConsentInBrowser(context.preferences),
    trackConsentUpdate: ({ context }) =>
      track(consentUpdateEvent(context.preferences, context.choice ?? choiceFor(context.preferences))),
    trackReset: () => track({ name: 'reset_consent' }),
    broadcastReset: () => window.dispatchEvent(new Event(CONSENT_RESET_EVENT)),
  },
})

export interface StartBrowserConsentOptions {
  /** The stored value the page runs under (the boot's reading); default: read localStorage now. */
  stored?: string | null
  /** Events that reached the page before the machine existed (from the boot), sent right after the start. */
  pending?: readonly CookieConsentEvent[]
}

/** Starts the machine with the stored value and wires the storage event (other tabs) and the reset event. */
export function startBrowserConsent(options: StartBrowserConsentOptions = {}) {
  const stored = options.stored !== undefined ? options.stored : readStoredConsent()
  const actor = createActor(browserConsentMachine, { input: { stored, now: Date.now() }, ...devInspect() })
  const onStorage = (e: StorageEvent) => {
    const event = consentStorageEvent(e.key, e.newValue, Date.now())
    if (event) actor.send(event)
  }
  const onReset = () => actor.send({ type: 'browser.settingsReset' })
  window.addEventListener('storage', onStorage)
  window.addEventListener(CONSENT_RESET_EVENT, onReset)
  actor.start()
  for (const event of options.pending ?? []) actor.send(event)
  return {
    actor,
    stop() {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(CONSENT_RESET_EVENT, onReset)
      actor.stop()
    },
  }
}
