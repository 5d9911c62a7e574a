/**
 * The facts a translation must not change: numbers (prices, percentages,
 * durations, counts) and {tokens}. A number in a translated text that its
 * Finnish source lacks is an error (the translation changed a fact); a
 * token of the source missing from the translation loses a fact. Pure.
 */

/** A number as written in a text: where it is, how it is written and its value. */
export interface NumberAt {
  start: number
  end: number
  /** As written: "10 000", "1,5", "2,500". */
  raw: string
  value: number
}

/** The text with {tokens} and HTML tags blanked out (same length, so places stay where they were). */
const blanked = (text: string) =>
  text.replace(/\{[a-zA-Z][\w.]*\}/g, (m) => ' '.repeat(m.length)).replace(/<[^>]*>/g, (m) => ' '.repeat(m.length))

/** The value of a number as written: "1 600" -> 1600, "1,5" -> 1.5, "1,600" (English) -> 1600. */
function numberValue(raw: string): number {
  let digits = raw.replace(/[ \u00a0\u202f]/g, '')
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) digits = digits.replace(/,/g, '')
  else if (/^\d{1,3}(?:\.\d{3})+$/.test(digits) && !/^\d{1,3}\.\d{3}$/.test(raw)) digits = digits.replace(/\./g, '')
  else digits = digits.replace(',', '.')
  return Number(digits)
}

/** The numbers of a text with their places (tokens and markup skipped). */
export function numbersAt(text: string): NumberAt[] {
  const out: NumberAt[] = []
  for (const m of blanked(text).matchAll(/\d+(?:[ \u00a0\u202f.,]\d+)*/g)) {
    const value = numberValue(m[0])
    if (Number.isFinite(value)) out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value })
  }
  return out
}

/** The numbers of a text as values: "1 600 €" -> 1600, "1,5" -> 1.5, "1,600" (English) -> 1600, "2025–2026" -> 2025 and 2026. */
export function numbersIn(text: string): number[] {
  return numbersAt(text).map((n) => n.value)
}

const tokensIn = (text: string) => new Set([...text.matchAll(/\{([a-zA-Z][\w.]*)\}/g)].map((m) => m[1]!))

export interface FactChange {
  kind: 'number' | 'token'
  /** The number or {token} concerned, as written. */
  value: string
}

/** Numbers of the translation its source lacks, and tokens of the source the translation lacks. */
export function changedFacts(source: string, translation: string): FactChange[] {
  const known = new Set(numbersIn(source))
  const changes: FactChange[] = []
  for (const n of new Set(numbersIn(translation))) if (!known.has(n)) changes.push({ kind: 'number', value: String(n) })
  const present = tokensIn(translation)
  for (const t of tokensIn(source)) if (!present.has(t)) changes.push({ kind: 'token', value: `{${t}}` })
  return changes
}
