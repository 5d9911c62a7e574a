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

/**
 * A date (27.11.2026, 27/11/2026) or a time with a colon (22:00) as one fact: a date's value is
 * yyyymmdd in every language's form, a time's the value the Finnish "22.30" has as a number (22.3),
 * so each language's house style (docs/style/) writes the same fact (decision 400).
 */
const DATE_OR_TIME = /(?<![\d.,/:])(?:(\d{1,2})([./])(\d{1,2})\2(\d{4})|([01]?\d|2[0-4]):([0-5]\d))(?![\d]|[.,:/]\d)/g

function dateOrTimeValue(m: RegExpMatchArray): number {
  if (m[4]) return Number(m[4]) * 10000 + Number(m[3]) * 100 + Number(m[1])
  return Number(`${Number(m[5])}.${m[6]}`)
}

/** The numbers of a text with their places (tokens and markup skipped; a date or a time is one). */
export function numbersAt(text: string): NumberAt[] {
  const out: NumberAt[] = []
  let rest = blanked(text)
  for (const m of rest.matchAll(DATE_OR_TIME)) {
    const end = m.index + m[0].length
    out.push({ start: m.index, end, raw: m[0], value: dateOrTimeValue(m) })
    rest = `${rest.slice(0, m.index)}${' '.repeat(m[0].length)}${rest.slice(end)}`
  }
  for (const m of rest.matchAll(/\d+(?:[ \u00a0\u202f.,]\d+)*/g)) {
    const value = numberValue(m[0])
    if (Number.isFinite(value)) out.push({ start: m.index, end: m.index + m[0].length, raw: m[0], value })
  }
  return out.sort((a, b) => a.start - b.start)
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
  const seen = new Set<number>()
  for (const { value, raw } of numbersAt(translation)) {
    if (known.has(value) || seen.has(value)) continue
    seen.add(value)
    // A date or a time as written (27/11/2026), a number as its value (1600).
    changes.push({ kind: 'number', value: /[/:]|\..*\./.test(raw) ? raw : String(value) })
  }
  const present = tokensIn(translation)
  for (const t of tokensIn(source)) if (!present.has(t)) changes.push({ kind: 'token', value: `{${t}}` })
  return changes
}
