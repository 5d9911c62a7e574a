/**
 * Finding leads by name, e-mail or phone, the same way on SQLite and
 * PostgreSQL: each lead carries a folded search key written when it is stored
 * (lowercase, accents and Cyrillic breves dropped, so "Äijälä" is found by
 * "aijala" and "äijälä" alike, "Йога" by "йога"), and its phone as one number
 * (+358 40 123 4567, 040 1234567 and 0401234567 are the same person). Neither
 * database's lower() folds non-ASCII letters in every locale; the key does.
 */

/** Lowercase, compatibility-normalised, combining marks removed. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .normalize('NFC')
}

const digitsOf = (text: string) => text.replace(/\D+/g, '')

/**
 * The phone as one number: its digits, a Finnish national number (0…) written as +358…;
 * '' when it has fewer than five digits.
 */
export function phoneKey(phone: string): string {
  const digits = digitsOf(phone.replace(/^\s*00/, '+'))
  if (digits.length < 5) return ''
  if (/^0[1-9]/.test(digits)) return `358${digits.slice(1)}`
  return digits
}

/** The lead's search key: folded name and e-mail, the phone's digits as written and as one number. */
export function searchKey(lead: { name: string; email: string; phone: string }): string {
  const key = phoneKey(lead.phone)
  const national = key.startsWith('358') ? `0${key.slice(3)}` : ''
  return [fold(lead.name), fold(lead.email), digitsOf(lead.phone), key, national].filter(Boolean).join(' ')
}

/** A search as a LIKE pattern over the key (`\` escapes), or null when it has nothing to look for. */
export function searchPattern(query: string): string | null {
  const q = query.trim()
  if (!q) return null
  // A phone number typed with spaces, dashes or a +: its digits.
  const text = /^[\d\s()+-]+$/.test(q) && digitsOf(q).length >= 3 ? digitsOf(q) : fold(q).replace(/\s+/g, ' ')
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
