/**
 * Numbers follow their Finnish: when the Finnish of a translated
 * text changes a number, a price or a range, the translation's same number is
 * changed with it, written the way the translation writes its numbers
 * ("10 000" or "10,000"). When the Finnish changed nothing but numbers, the
 * translation is as current as it was: its `from` advances to the new Finnish
 * and nothing is marked stale. A number the translation does not have (written
 * out in words, or already different) cannot be placed: it is returned for the
 * author to see at the field. The studio's save, `npm run translate` and the
 * validator's hint use this one rule. Pure: no files, no DOM.
 */
import { type NumberAt, numbersAt } from './facts.js'

export interface TranslatedText {
  /** The Finnish the translation was made from. */
  from: string
  text: string
}

export interface FollowedNumbers {
  field: TranslatedText
  /** Whether the translation's text changed (its numbers carried over). */
  carried: boolean
  /** Finnish numbers (as the Finnish now writes them) the translation's text could not take. */
  unplaced: string[]
}

/** The text with each number replaced by one mark: two texts that differ only in their numbers have the same shape. */
function shape(text: string, numbers: NumberAt[]): string {
  let out = ''
  let at = 0
  for (const n of numbers) {
    out += `${text.slice(at, n.start)}\u0000`
    at = n.end
  }
  // A no-break space typed as a plain one (or the other way round) changes nothing a reader sees.
  return (out + text.slice(at)).replace(/[\s\u00a0\u202f]+/g, ' ')
}

/** How a number is written: its thousands separator ('' none, null unknown) and its decimal mark. */
function styleOf(raw: string): { group: string | null; decimal: string | null } {
  const grouped = /^\d{1,3}([ \u00a0\u202f,.])\d{3}(?:\1\d{3})*(?:([.,])\d+)?$/.exec(raw)
  if (grouped && grouped[1] !== grouped[2]) return { group: grouped[1]!, decimal: grouped[2] ?? null }
  const decimal = /^\d+([.,])\d+$/.exec(raw)?.[1] ?? null
  const digits = raw.replace(/\D/g, '')
  return { group: /^\d+$/.test(raw) && digits.length > 3 ? '' : null, decimal }
}

/** The new number written in the translation's way (the old raw there), else as the Finnish writes it. */
export function writeLike(value: number, finnish: string, like: string): string {
  const style = styleOf(like)
  const own = styleOf(finnish)
  const [whole, fraction] = String(value).split('.')
  const group = style.group ?? own.group ?? ''
  const decimal = style.decimal ?? own.decimal ?? ','
  const wholeText = group && whole!.length > 3 ? whole!.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole!
  return fraction === undefined ? wholeText : `${wholeText}${decimal}${fraction}`
}

/** Old value -> new number of the Finnish (by position), or null when the numbers cannot be paired. */
function pairs(was: NumberAt[], now: NumberAt[]): Map<number, NumberAt> | null {
  if (was.length !== now.length) return null
  const map = new Map<number, NumberAt>()
  for (let i = 0; i < was.length; i++) {
    const before = was[i]!.value
    const after = now[i]!
    if (before === after.value) continue
    const known = map.get(before)
    if (known && known.value !== after.value) return null
    map.set(before, after)
  }
  return map
}

/** The translation with the Finnish's changed numbers carried over (see the module comment). */
export function followNumbers(field: TranslatedText, finnishNow: string): FollowedNumbers {
  const same = { field, carried: false, unplaced: [] }
  if (field.from === finnishNow || !field.text.trim()) return same
  const was = numbersAt(field.from)
  const now = numbersAt(finnishNow)
  const onlyNumbers = shape(field.from, was) === shape(finnishNow, now)
  const map = pairs(was, now)
  if (!map?.size) return same
  const own = numbersAt(field.text)
  const has = new Set(own.map((n) => n.value))
  const unplaced = [...map].filter(([before, after]) => !has.has(before) && !has.has(after.value))
  let text = ''
  let at = 0
  for (const n of own) {
    const after = map.get(n.value)
    if (!after) continue
    text += field.text.slice(at, n.start) + writeLike(after.value, after.raw, n.raw)
    at = n.end
  }
  text += field.text.slice(at)
  const carried = text !== field.text
  const current = onlyNumbers && unplaced.length === 0
  return {
    field: { from: current ? finnishNow : field.from, text },
    carried,
    unplaced: unplaced.map(([, after]) => after.raw),
  }
}

export interface FieldsFollowed<F extends TranslatedText> {
  fields: Record<string, F>
  /** The texts whose numbers were carried over. */
  carried: string[]
  /** By the Finnish text's pointer: the Finnish numbers its translation could not take. */
  unplaced: { pointer: string; numbers: string[] }[]
}

/** A translation file's fields with the numbers of each changed Finnish text carried over (`finnish`: pointer -> the Finnish now). */
export function followNumbersInFields<F extends TranslatedText>(
  fields: Readonly<Record<string, F>>,
  finnish: ReadonlyMap<string, string>,
): FieldsFollowed<F> {
  const out: Record<string, F> = {}
  const carried: string[] = []
  const unplaced: FieldsFollowed<F>['unplaced'] = []
  for (const [pointer, field] of Object.entries(fields)) {
    const now = finnish.get(pointer)
    const followed = now === undefined ? null : followNumbers(field, now)
    out[pointer] = followed ? { ...field, ...followed.field } : field
    if (followed?.carried || (followed && followed.field.from !== field.from)) carried.push(pointer)
    if (followed?.unplaced.length) unplaced.push({ pointer, numbers: followed.unplaced })
  }
  return { fields: out, carried, unplaced }
}
