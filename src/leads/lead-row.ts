/**
 * A stored lead's columns read back the same way from either store: the
 * calculator's JSON text as its context, the language column as a language,
 * bigint columns (strings from PostgreSQL) as numbers.
 */
import { isLang, type Lang } from '../i18n/languages.js'
import type { CalculatorContext } from '../rules/lead-origin.js'

/** The calculator column (JSON text or NULL) as the lead's context; anything else reads as none. */
export function parseCalculator(text: string | null | undefined): CalculatorContext | null {
  if (!text) return null
  try {
    const c = JSON.parse(text) as CalculatorContext
    return typeof c?.name === 'string' && Array.isArray(c.choices) && typeof c.estimate === 'string' ? c : null
  } catch {
    return null
  }
}

/** The lang column as a language; anything else (or a column not yet migrated) reads as Finnish. */
export const leadLang = (value: unknown): Lang => (isLang(value) ? value : 'fi')

/** A bigint column: a number, or null. */
export const timeOf = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))
