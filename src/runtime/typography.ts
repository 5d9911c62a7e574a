/**
 * Finnish typography for content text: a number, its unit and a range never
 * break across lines ("3 000–9 000 €", "35 %", "24 h"), and a suffix that
 * starts with a hyphen stays with the words before it ("ennen ja jälkeen
 * -kuvat", "avaimet käteen -remontti": "-kuvat" never starts a line alone).
 * Regular spaces inside such runs become no-break spaces, and a dash between
 * two numbers gets a word joiner on each side. In HTML only the text between
 * tags changes. No React.
 */
const NBSP = '\u00a0'
const WORD_JOINER = '\u2060'

const HAS_RUN = /\d| -/

/** Digit groups (1 000), a number and its unit (250 €, 35 %, 24 h, 15 m²), a dash between numbers, a hyphen suffix. */
export function keepTogether(text: string): string {
  // Only a text with a digit or a hyphen suffix has anything to keep together: most have neither, and
  // every text of every page passes here on each build.
  if (!HAS_RUN.test(text)) return text
  return text
    .replace(/ (?=-\p{L})/gu, NBSP)
    .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NBSP}`)
    .replace(/(\d) (?=(?:€|%|e|euroa|h|min|m²|m2|m³|m|cm|mm|kg|km|vrk|pv)(?![\p{L}\d]))/gu, `$1${NBSP}`)
    .replace(/(\d)\s?([–-])\s?(?=\d)/g, `$1${WORD_JOINER}$2${WORD_JOINER}`)
}

/** The same for HTML: text between tags only, never inside a tag or an entity. */
export function keepTogetherInHtml(html: string): string {
  if (!HAS_RUN.test(html)) return html
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : keepTogether(part)))
    .join('')
}
