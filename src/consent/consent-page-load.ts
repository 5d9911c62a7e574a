/**
 * The consent boot: the only consent code every page loads, with no XState,
 * no view and no framework (docs/decisions/034). Call bootConsent() once per
 * page load, before anything else pushes to gtag (then bootAnalytics()).
 *
 * 1. Consent Mode defaults 'denied' (the creation of window.gtag pushes them,
 *    src/analytics/gtag.ts), then a valid stored choice as an update, with the
 *    cookie clean-up. The GA4 tag can only be added after analytics consent.
 * 2. No valid stored choice (first visit, corrupt, expired, policy version
 *    changed): the consent UI chunk (consent-ui-chunk.ts: machine + view) is
 *    imported at once; the machine shows the banner after its 1 s delay.
 * 3. A valid stored choice: only the floating 'Evästeasetukset' button (in
 *    the page's HTML, hidden) is shown here; the UI chunk is imported when it is pressed, and the popup
 *    then opens without a second press.
 * Until the UI chunk runs, this module listens to the window events the
 * machine would: a valid choice saved in another tab is applied here (no
 * download); the key removed in another tab, or a 'cookie-settings-reset'
 * event, loads the UI and hands the event to the machine, so the banner
 * returns at once as before.
 */
import { setConsentDefault } from '../analytics/gtag.js'
import type { CookieConsentEvent } from '../machines/cookie-consent.machine.js'
import { applyConsentInBrowser, consentStorageEvent, CONSENT_RESET_EVENT } from './consent-apply.js'
import { findFloatingButton, floatingButtonOf } from './consent-floating-markup.js'
import { evaluateStoredConsent, preferencesOf } from '../rules/consent-record.js'
import { readStoredConsent } from './consent-storage.js'
import type { startConsentUi } from './consent-ui-chunk.js'

export type LoadConsentUi = () => Promise<{ startConsentUi: typeof startConsentUi }>

const loadConsentUi: LoadConsentUi = () => import('./consent-ui-chunk.js')

export interface BootConsentOptions {
  /** How the UI chunk is loaded (tests count the loads); the dynamic import by default. */
  loadUi?: LoadConsentUi
}

let booted = false

/** Once per page load; later calls do nothing. */
export function bootConsent(options: BootConsentOptions = {}): void {
  if (booted || typeof window === 'undefined') return
  booted = true
  const loadUi = options.loadUi ?? loadConsentUi
  setConsentDefault()
  // The stored value the page runs under; the machine starts from it.
  let current = readStoredConsent()
  const stored = evaluateStoredConsent(current, Date.now())
  // The page view follows (bootAnalytics), so the tag needs no page view of its own here.
  if (stored.status === 'valid') applyConsentInBrowser(preferencesOf(stored.record), false)

  const pending: CookieConsentEvent[] = []
  let floating: HTMLElement | null = null
  let loading = false
  const onPress = () => load(true)
  const load = (openPopup: boolean) => {
    if (loading) return
    loading = true
    loadUi().then(
      ({ startConsentUi }) => {
        window.removeEventListener('storage', onStorage)
        window.removeEventListener(CONSENT_RESET_EVENT, onReset)
        if (floating) floatingButtonOf(floating).removeEventListener('click', onPress)
        startConsentUi({ stored: current, pending: pending.splice(0), floating, openPopup })
      },
      () => {
        // Offline or a failed deploy: the next press or event tries again.
        loading = false
      },
    )
  }
  const onStorage = (e: StorageEvent) => {
    const event = consentStorageEvent(e.key, e.newValue, Date.now())
    if (!event) return
    if (!loading && event.type === 'storage.updated') {
      // A choice saved in another tab: applied as the machine would, a corrupt one ignored.
      const next = evaluateStoredConsent(event.stored, event.now)
      if (next.status !== 'valid') return
      current = event.stored
      applyConsentInBrowser(preferencesOf(next.record))
      return
    }
    // Removed in another tab (or anything while the UI is loading): the machine decides.
    pending.push(event)
    load(false)
  }
  const onReset = () => {
    pending.push({ type: 'browser.settingsReset' })
    load(false)
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CONSENT_RESET_EVENT, onReset)

  if (stored.status !== 'valid') {
    load(false)
    return
  }
  // The page's HTML carries the button, hidden (ConsentFloatingButton.tsx): shown here, no strings needed.
  floating = findFloatingButton()
  if (!floating) return
  floating.hidden = false
  floatingButtonOf(floating).addEventListener('click', onPress)
}
