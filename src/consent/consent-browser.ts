/**
 * The browser side of cookie consent: localStorage, the clock, the cookie
 * clean-up, Consent Mode and the window events, provided to the pure machine.
 */
import { createActor } from 'xstate'
import { consentModeFor } from '../analytics/consent-mode.js'
import { consentUpdateEvent } from '../analytics/events.js'
import { ensureGtag, updateConsentMode } from '../analytics/gtag.js'
import { track } from '../analytics/track.js'
import { cookieConsentMachine } from '../machines/cookie-consent.machine.js'
import { devInspect } from '../machines/inspector.js'
import { CONSENT_STORAGE_KEY, choiceFor, createConsentRecord, type ConsentPreferences } from './consent-record.js'
import { readStoredConsent } from './consent-storage.js'
import { cookieDomainsFor, cookieNames, cookiesToRemove } from './cookie-lists.js'

/** The browser event broadcast on reset (spec section 4). */
export const CONSENT_RESET_EVENT = 'cookie-settings-reset'

export { readStoredConsent }

function newConsentId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Deletes the cookies of every category that is off, on the host and its parent domains. */
export function removeUnconsentedCookies(preferences: ConsentPreferences): string[] {
  const names = cookiesToRemove(cookieNames(document.cookie), preferences)
  const domains = cookieDomainsFor(window.location.hostname)
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`
    }
  }
  return names
}

/** Consent Mode update + cookie clean-up; when this grant loads GA4, it also gets this page's view. */
export function applyConsentInBrowser(preferences: ConsentPreferences): void {
  const tagLoadedNow = updateConsentMode(consentModeFor(preferences))
  if (tagLoadedNow) ensureGtag()('event', 'page_view', { page_path: window.location.pathname, page_title: document.title })
  removeUnconsentedCookies(preferences)
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
    trackConsentUpdate: ({ context }) => track(consentUpdateEvent(context.preferences, context.choice ?? choiceFor(context.preferences))),
    trackReset: () => track({ name: 'reset_consent' }),
    broadcastReset: () => window.dispatchEvent(new Event(CONSENT_RESET_EVENT)),
  },
})

/** Starts the machine with the stored value and wires the storage event (other tabs) and the reset event. */
export function startBrowserConsent() {
  const actor = createActor(browserConsentMachine, { input: { stored: readStoredConsent(), now: Date.now() }, ...devInspect() })
  const onStorage = (e: StorageEvent) => {
    // key null: localStorage.clear() in another tab.
    if (e.key !== null && e.key !== CONSENT_STORAGE_KEY) return
    if (e.newValue === null || e.key === null) actor.send({ type: 'storage.cleared' })
    else actor.send({ type: 'storage.updated', stored: e.newValue, now: Date.now() })
  }
  const onReset = () => actor.send({ type: 'browser.settingsReset' })
  window.addEventListener('storage', onStorage)
  window.addEventListener(CONSENT_RESET_EVENT, onReset)
  actor.start()
  return {
    actor,
    stop() {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener(CONSENT_RESET_EVENT, onReset)
      actor.stop()
    },
  }
}
