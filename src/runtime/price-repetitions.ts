/**
 * Prices repeated outside the price table: a page's pricing
 * section is where its prices live, but the same price is often repeated in
 * the meta description, a FAQ answer or the text ("Kylpyhuoneremontti
 * avaimet käteen 10 000–20 000 €"). When the table changes, a repetition that
 * still says the old price is stale. Without the page's history a range that
 * shares one end with a row but not the other is stale ("10 000–20 000 €"
 * beside a row of "11 500–20 000 €"); with the version before an edit (the
 * studio), every repetition of a row's old price is. Pure: no files, no DOM.
 */
import { numbersIn } from '../i18n/facts.js'

interface PriceRow {
  /** JSON pointer of the row's price. */
  pointer: string
  service: string
  price: string
}

export interface StaleRepetition {
  /** Where the repetition is (a JSON pointer). */
  pointer: string
  /** The repeated price as the text writes it. */
  price: string
  row: PriceRow
}

const escapeSegment = (seg: string) => seg.replace(/~/g, '~0').replace(/\//g, '~1')

/** Every price row of a page's pricing sections. */
function priceRows(data: unknown): PriceRow[] {
  const sections = (data as { sections?: unknown } | null)?.sections
  if (!Array.isArray(sections)) return []
  return sections.flatMap((section: { type?: unknown; pricing?: unknown }, i) =>
    section?.type === 'pricing' && Array.isArray(section.pricing)
      ? section.pricing.flatMap((row: { service?: unknown; price?: unknown }, j) =>
          typeof row?.price === 'string'
            ? [{ pointer: `/sections/${i}/pricing/${j}/price`, service: String(row.service ?? ''), price: row.price }]
            : [],
        )
      : [],
  )
}

/** Every string of a document with its pointer, the price rows' own prices left out. */
function strings(value: unknown, pointer: string, skip: ReadonlySet<string>, out: [string, string][]) {
  if (typeof value === 'string') {
    if (!skip.has(pointer)) out.push([pointer, value])
  } else if (Array.isArray(value))
    value.forEach((v, i) => {
      strings(v, `${pointer}/${i}`, skip, out)
    })
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) strings(v, `${pointer}/${escapeSegment(k)}`, skip, out)
  return out
}

/** The prices a text names: a number or a range followed by €, with its numbers. */
function priceMentions(text: string): { raw: string; numbers: number[] }[] {
  const plain = text.replace(/<[^>]*>/g, ' ')
  const number = String.raw`\d+(?:[ \u00a0\u202f.,]\d{3})*(?:,\d+)?`
  const mention = new RegExp(String.raw`${number}(?:\s*[–-]\s*${number})?\s*€`, 'g')
  return [...plain.matchAll(mention)].map((m) => ({ raw: m[0], numbers: numbersIn(m[0]) }))
}

const sameNumbers = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((n, i) => n === b[i])

/** Repetitions stale against the table as it is: a range with one end of a row's range and not the other. */
export function staleRepetitions(data: unknown): StaleRepetition[] {
  const rows = priceRows(data).map((row) => ({ row, numbers: numbersIn(row.price) }))
  if (!rows.length) return []
  const out: StaleRepetition[] = []
  for (const [pointer, text] of strings(data, '', new Set(rows.map((r) => r.row.pointer)), [])) {
    for (const m of priceMentions(text)) {
      if (m.numbers.length !== 2 || rows.some((r) => sameNumbers(r.numbers, m.numbers))) continue
      const near = rows.find(
        (r) => r.numbers.length === 2 && r.numbers.filter((n, i) => n === m.numbers[i]).length === 1,
      )
      if (near) out.push({ pointer, price: m.raw, row: near.row })
    }
  }
  return out
}

/** Repetitions of a row's old price after an edit changed that row (the studio knows the version before). */
export function repetitionsOfOldPrices(before: unknown, after: unknown): StaleRepetition[] {
  const now = new Map(priceRows(after).map((r) => [r.pointer, r]))
  const changed = priceRows(before).flatMap((old) => {
    const row = now.get(old.pointer)
    return row && !sameNumbers(numbersIn(row.price), numbersIn(old.price)) ? [{ row, old: numbersIn(old.price) }] : []
  })
  if (!changed.length) return []
  const current = [...now.values()].map((r) => numbersIn(r.price))
  const out: StaleRepetition[] = []
  for (const [pointer, text] of strings(after, '', new Set(now.keys()), []))
    for (const m of priceMentions(text)) {
      if (current.some((n) => sameNumbers(n, m.numbers))) continue
      const hit = changed.find((c) => sameNumbers(c.old, m.numbers))
      if (hit) out.push({ pointer, price: m.raw, row: hit.row })
    }
  return out
}
