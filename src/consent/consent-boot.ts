/**
 * Evaluated with the client bundle, before hydration (imported for its side
 * effect by CookieConsent.tsx, which the Layout imports): Consent Mode
 * defaults 'denied', then the stored choice, if valid, as an update. The GA4
 * tag can only be added by updateConsentMode() after analytics consent, and
 * gtag cannot exist without the default, so the defaults always lead the data
 * layer. See docs/decisions/031-consent-mode-without-inline-script.md.
 */
import { consentModeFor } from '../analytics/consent-mode.js'
import { setConsentDefault, updateConsentMode } from '../analytics/gtag.js'
import { startClickTracking } from '../analytics/page-events.js'
import { evaluateStoredConsent, preferencesOf } from './consent-record.js'
import { readStoredConsent } from './consent-storage.js'

if (typeof window !== 'undefined') {
  setConsentDefault()
  const stored = evaluateStoredConsent(readStoredConsent(), Date.now())
  if (stored.status === 'valid') updateConsentMode(consentModeFor(preferencesOf(stored.record)))
  startClickTracking()
}
