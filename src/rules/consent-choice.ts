/**
 * Writing a choice: the kind of choice a set of categories stands for and the
 * record stored for a choice made now. Apart from consent-record.ts (reading)
 * so that the consent boot every page loads does not carry it: only the
 * consent UI chunk (machine and view) writes (docs/decisions/102).
 */
import {
  CONSENT_POLICY_VERSION,
  OPTIONAL_CATEGORIES,
  hasProof,
  preferencesOf,
  type ConsentChoice,
  type ConsentPreferences,
  type ConsentRecord,
  type StoredConsent,
} from './consent-record.js'

/** The saved kind follows from the categories: all on, none on, or a mix. */
export function choiceFor(preferences: ConsentPreferences): ConsentChoice {
  const on = OPTIONAL_CATEGORIES.filter((c) => preferences[c]).length
  if (on === OPTIONAL_CATEGORIES.length) return 'all_accepted'
  if (on === 0) return 'necessary_only'
  return 'custom_saved'
}

/** The choice a stored value stands for: the record's own, or the one its categories imply. */
export function choiceOf(record: StoredConsent): ConsentChoice {
  return hasProof(record) ? record.choice : choiceFor(record)
}

/** The record to store for a choice made now. */
export function createConsentRecord(
  preferences: ConsentPreferences,
  now: number,
  consentId: string,
  policyVersion = CONSENT_POLICY_VERSION,
): ConsentRecord {
  return {
    ...preferencesOf(preferences),
    choice: choiceFor(preferences),
    policyVersion,
    consentId,
    consentedAt: new Date(now).toISOString(),
  }
}
