/**
 * The cookie-consent record: categories, defaults, the stored format (schemas/
 * cookie-consent.schema.json), its type guard and the re-ask rules (policy
 * version, 12-month expiry). Pure: no DOM, no storage; the machine and the
 * early Consent Mode boot both use it.
 */
import validateConsentRecord from './consent-record.validator.generated.js'

/** localStorage key of the stored choice (spec section 3). */
export const CONSENT_STORAGE_KEY = 'cookie-consent'

/**
 * Version of the cookie policy. Bump it (1 -> 2) when the categories, the
 * cookies or the purposes change: every visitor is then asked again.
 * See docs/cookie-consent.md.
 */
export const CONSENT_POLICY_VERSION = 1

/** A choice is asked again this many months after it was made. */
const CONSENT_MAX_AGE_MONTHS = 12

export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing', 'functional'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
/** The categories a visitor can switch on and off. */
export type OptionalConsentCategory = Exclude<ConsentCategory, 'necessary'>
export const OPTIONAL_CATEGORIES: readonly OptionalConsentCategory[] = ['analytics', 'marketing', 'functional']

export const CONSENT_CHOICES = ['all_accepted', 'necessary_only', 'custom_saved'] as const
export type ConsentChoice = (typeof CONSENT_CHOICES)[number]

export interface ConsentPreferences {
  necessary: true
  analytics: boolean
  marketing: boolean
  functional: boolean
}

/** What this site writes under CONSENT_STORAGE_KEY: the preferences plus the proof of consent. */
export interface ConsentRecord extends ConsentPreferences {
  choice: ConsentChoice
  policyVersion: number
  consentId: string
  consentedAt: string
}

/**
 * What may be found under CONSENT_STORAGE_KEY: the full record, or the spec's
 * own shape (section 3: the four categories only, from an earlier version of
 * the site or written by hand). Both are loaded and mark consent given; the
 * next save writes the full record (docs/decisions/105).
 */
export type StoredConsent = ConsentRecord | ConsentPreferences

/** The spec's shape carries no proof: no policy version, no date, no id. */
export function hasProof(record: StoredConsent): record is ConsentRecord {
  return 'consentedAt' in record
}

/** Spec section 4: necessary on, the rest off. */
export const DEFAULT_PREFERENCES: Readonly<ConsentPreferences> = Object.freeze({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
})

export const ALL_ACCEPTED: Readonly<ConsentPreferences> = Object.freeze({
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
})

/**
 * The stored value matches schemas/cookie-consent.schema.json (checked by
 * Ajv's standalone code, generated at build time by `npm run generate`: no Ajv in
 * the browser) and a record's date is a real one (a pattern cannot say that).
 */
export function isStoredConsent(value: unknown): value is StoredConsent {
  return (
    validateConsentRecord(value) &&
    !(hasProof(value as StoredConsent) && Number.isNaN(Date.parse((value as ConsentRecord).consentedAt)))
  )
}

/** Parses the stored text; null when it is missing, not JSON or not a record (ignored silently). */
export function parseStoredConsent(raw: string | null | undefined): StoredConsent | null {
  if (raw == null) return null
  try {
    const value: unknown = JSON.parse(raw)
    return isStoredConsent(value) ? value : null
  } catch {
    return null
  }
}

/** When a choice made at consentedAt must be asked again (calendar months, UTC). */
function consentExpiresAt(consentedAt: string, months = CONSENT_MAX_AGE_MONTHS): number {
  const d = new Date(consentedAt)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.getTime()
}

export type StoredConsentStatus =
  | { status: 'valid'; record: StoredConsent }
  | { status: 'missing' }
  | { status: 'corrupt' }
  | { status: 'outdated'; reason: 'policyVersion' | 'expired'; record: StoredConsent }

/** Decides what a stored value means at time `now`: only 'valid' counts as consent given. */
export function evaluateStoredConsent(
  raw: string | null | undefined,
  now: number,
  policyVersion = CONSENT_POLICY_VERSION,
): StoredConsentStatus {
  if (raw == null) return { status: 'missing' }
  const record = parseStoredConsent(raw)
  if (!record) return { status: 'corrupt' }
  // The spec's shape: loaded as given (spec section 4). It predates the policy versions, so it
  // stands for version 1; with no date it cannot expire (the next save writes the full record).
  if (!hasProof(record))
    return policyVersion === 1 ? { status: 'valid', record } : { status: 'outdated', reason: 'policyVersion', record }
  if (record.policyVersion !== policyVersion) return { status: 'outdated', reason: 'policyVersion', record }
  if (now >= consentExpiresAt(record.consentedAt)) return { status: 'outdated', reason: 'expired', record }
  return { status: 'valid', record }
}

export function preferencesOf(record: ConsentPreferences): ConsentPreferences {
  return { necessary: true, analytics: record.analytics, marketing: record.marketing, functional: record.functional }
}
