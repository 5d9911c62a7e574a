/**
 * Phone numbers: parsed with libphonenumber-js (Google's
 * libphonenumber metadata, Finland the default country), so a national form
 * ("0401234567", "040 123 4567") is accepted and written in one international
 * form ("+358 40 1234567"), and a number too short or too long for its
 * country ("+358 40 12") is refused. The validator checks site.json's numbers
 * with it; the studio's phone field writes what it returns. Pure.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js'

export type ParsedPhone =
  | {
      valid: true /** "+358 40 1234567" */
      international: string /** "358401234567" (WhatsApp's wa.me form) */
      digits: string
    }
  | { valid: false }

export function parsePhone(input: string): ParsedPhone {
  const text = input.trim()
  // WhatsApp's form is the digits with the country code and no plus.
  const withPlus = /^[1-9]\d{7,14}$/.test(text) && !text.startsWith('0') && text.length > 10 ? `+${text}` : text
  const phone = text ? parsePhoneNumberFromString(withPlus, 'FI') : undefined
  if (!phone?.isValid()) return { valid: false }
  return { valid: true, international: phone.formatInternational(), digits: phone.number.slice(1) }
}
