/**
 * Google Consent Mode v2: the consent categories -> consent-mode signals.
 * Pure: no DOM.
 */

/** The consent categories (the same shape as src/rules/consent-record.ts ConsentPreferences). */
export interface ConsentPreferences {
  necessary: true
  analytics: boolean
  marketing: boolean
  functional: boolean
}

type ConsentModeValue = 'granted' | 'denied'

export interface ConsentModeState {
  analytics_storage: ConsentModeValue
  ad_storage: ConsentModeValue
  ad_user_data: ConsentModeValue
  ad_personalization: ConsentModeValue
  functionality_storage: ConsentModeValue
  personalization_storage: ConsentModeValue
  security_storage: ConsentModeValue
}

const v = (on: boolean): ConsentModeValue => (on ? 'granted' : 'denied')

export function consentModeFor(preferences: ConsentPreferences): ConsentModeState {
  return {
    analytics_storage: v(preferences.analytics),
    ad_storage: v(preferences.marketing),
    ad_user_data: v(preferences.marketing),
    ad_personalization: v(preferences.marketing),
    functionality_storage: v(preferences.functional),
    personalization_storage: v(preferences.functional),
    // Necessary (security) storage needs no consent and is always on.
    security_storage: 'granted',
  }
}

/** The state set before anything else on every page: everything that needs consent denied. */
export const CONSENT_MODE_DEFAULT: Readonly<ConsentModeState> = Object.freeze(
  consentModeFor({ necessary: true, analytics: false, marketing: false, functional: false }),
)
