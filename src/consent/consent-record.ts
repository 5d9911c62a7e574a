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
export const CONSENT_MAX_AGE_MONTHS = 12

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

/** What is stored under CONSENT_STORAGE_KEY: the preferences plus the proof of consent. */
export interface StoredConsent extends ConsentPreferences {
  choice: ConsentChoice
  policyVersion: number
  consentId: string
  consentedAt: string
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
 * The stored record matches schemas/cookie-consent.schema.json (checked by
 * Ajv's standalone code, generated at build time by `npm run types`: no Ajv in
 * the browser) and its date is a real one (a pattern cannot say that).
 */
export function isStoredConsent(value: unknown): value is StoredConsent {
  return validateConsentRecord(value) && !Number.isNaN(Date.parse((value as StoredConsent).consentedAt))
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
export function consentExpiresAt(consentedAt: string, months = CONSENT_MAX_AGE_MONTHS): number {
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
  if (record.policyVersion !== policyVersion) return { status: 'outdated', reason: 'policyVersion', record }
  if (now >= consentExpiresAt(record.consentedAt)) return { status: 'outdated', reason: 'expired', record }
  return { status: 'valid', record }
}

export function preferencesOf(record: ConsentPreferences): ConsentPreferences {
  return { necessary: true, analytics: record.analytics, marketing: record.marketing, functional: record.functional }
}

/** The saved kind follows from the categories: all on, none on, or a mix. */
export function choiceFor(preferences: ConsentPreferences): ConsentChoice {
  const on = OPTIONAL_CATEGORIES.filter((c) => preferences[c]).length
  if (on === OPTIONAL_CATEGORIES.length) return 'all_accepted'
  if (on === 0) return 'necessary_only'
  return 'custom_saved'
}

/** The record to store for a choice made now. */
export function createConsentRecord(
  preferences: ConsentPreferences,
  now: number,
  consentId: string,
  policyVersion = CONSENT_POLICY_VERSION,
): StoredConsent {
  return {
    ...preferencesOf(preferences),
    choice: choiceFor(preferences),
    policyVersion,
    consentId,
    consentedAt: new Date(now).toISOString(),
  }
}
