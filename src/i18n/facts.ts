/**
 * The facts a translation must not change: numbers (prices, percentages,
 * durations, counts) and {tokens}. A number in a translated text that its
 * Finnish source lacks is an error (the translation changed a fact); a
 * token of the source missing from the translation loses a fact. Pure.
 */

/** The numbers of a text as values: "1 600 €" -> 1600, "1,5" -> 1.5, "1,600" (English) -> 1600, "2025–2026" -> 2025 and 2026. */
export function numbersIn(text: string): number[] {
  const plain = text.replace(/\{[a-zA-Z][\w.]*\}/g, ' ').replace(/<[^>]*>/g, ' ')
  const out: number[] = []
  for (const m of plain.matchAll(/\d+(?:[ \u00a0\u202f.,]\d+)*/g)) {
    let digits = m[0].replace(/[ \u00a0\u202f]/g, '')
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)) digits = digits.replace(/,/g, '')
    else if (/^\d{1,3}(?:\.\d{3})+$/.test(digits) && !/^\d{1,3}\.\d{3}$/.test(m[0])) digits = digits.replace(/\./g, '')
    else digits = digits.replace(',', '.')
    const value = Number(digits)
    if (Number.isFinite(value)) out.push(value)
  }
  return out
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
