import { CONSENT_STORAGE_KEY } from '../rules/consent-record.js'

/**
 * The stored text, or null when there is none or storage is unavailable
 * (private mode, disabled). Kept apart from consent-browser-actor.ts so the boot
 * code that runs before hydration does not pull in the machine and XState.
 */
export function readStoredConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_STORAGE_KEY)
  } catch {
    return null
  }
}
