/**
 * Consent in the browser without the machine: Consent Mode update, the GA4
 * tag, the cookie clean-up, and how a `storage` event on the consent key reads
 * as a machine event. Small and free of XState, so the boot (consent-page-load.ts)
 * can use it on every page; the machine's actions (consent-browser-actor.ts) use
 * the same functions.
 */
import { consentModeFor } from '../analytics/consent-mode.js'
import { ensureGtag, updateConsentMode } from '../analytics/gtag.js'
import type { CookieConsentEvent } from '../machines/cookie-consent.machine.js'
import { CONSENT_STORAGE_KEY, type ConsentPreferences } from '../rules/consent-record.js'

/** The browser event broadcast on reset (spec section 4). */
export const CONSENT_RESET_EVENT = 'cookie-settings-reset'

/**
 * The cookie clean-up, loaded only by a page that has cookies at all (the
 * site itself sets none: a visitor without analytics or marketing cookies
 * never downloads the cookie lists). Resolves when it is done.
 */
async function removeUnconsentedCookies(preferences: ConsentPreferences): Promise<string[]> {
  if (!document.cookie) return []
  const { removeCookiesOutside } = await import('./cookie-cleanup.js')
  return removeCookiesOutside(preferences)
}

/**
 * Consent Mode update + cookie clean-up. `sendPageView`: when this grant loads
 * GA4 now, the tag also gets this page's view (a grant made after the page
 * view was tracked); the boot passes false because its page view follows.
 */
export function applyConsentInBrowser(preferences: ConsentPreferences, sendPageView = true): void {
  const tagLoadedNow = updateConsentMode(consentModeFor(preferences))
  if (tagLoadedNow && sendPageView)
    ensureGtag()('event', 'page_view', { page_path: window.location.pathname, page_title: document.title })
  void removeUnconsentedCookies(preferences)
}

/** The machine event for a `storage` event, or null when it is not about the consent key. */
export function consentStorageEvent(
  key: string | null,
  newValue: string | null,
  now: number,
): CookieConsentEvent | null {
  // key null: localStorage.clear() in another tab.
  if (key !== null && key !== CONSENT_STORAGE_KEY) return null
  if (newValue === null || key === null) return { type: 'storage.cleared' }
  return { type: 'storage.updated', stored: newValue, now }
}
