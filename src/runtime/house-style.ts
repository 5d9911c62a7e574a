/**
 * The house style of each language (decision 400; the style sheets:
 * docs/style/<language>.md) as rules a text can be checked against: a currency
 * code where the style writes "€", the other apostrophe, straight or foreign
 * quotes, spaced dashes in a numeric range, the wrong dash between words, a date or a time in another
 * language's form, and a claim that the site's texts exist only in Finnish.
 * Each rule is a pure function of a text and its language and returns its
 * findings: where (index in the text), what it found and what to write
 * instead. Words inside HTML tags (an address, an attribute) are not text. No
 * Node, no DOM: the validator's pass (src/runtime/pipeline/house-style.ts) and
 * its tests call them.
 */
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'

export type StyleRule =
  | 'currencyCode'
  | 'apostrophe'
  | 'quotes'
  | 'rangeDash'
  | 'wordDash'
  | 'dateFormat'
  | 'timeFormat'

export interface StyleFinding {
  rule: StyleRule | 'onlyInFinnish'
  /** Index in the text of the finding's first character. */
  index: number
  /** What the text writes. */
  found: string
  /** What the style writes instead ('' when the words should go). */
  fix: string
}

/** One language's house style, as the rules apply it (the style sheets say the same in words). */
interface HouseStyle {
  /** The apostrophe inside a word (Ukrainian м’ята, English don’t). */
  apostrophe: string
  /** Whether the apostrophe also ends a word after an s (English plural possessive: the customers’ keys). */
  possessiveAfterS?: boolean
  /** Outer quotes, opening and closing. */
  quotes: readonly [string, string]
  /** Quote marks that belong to other languages' styles (or to none). */
  foreignQuotes: RegExp
  /** A date from its day, month and year. */
  date: (d: number, m: number, y: number) => string
  /** Dates of the style written another way that are accepted as they are (Finnish 02.09.2026 as well as 2.9.2026). */
  dateAlso?: (d: number, m: number, y: number) => string
  /** A time from its hours and minutes. */
  time: (h: number, m: string) => string
  /** Words just before a time (so "at 8.00" is a time in English, where 1.50 is a number). */
  timeWords: RegExp
  /** The dash between words, spaced ("зайняли — оберіть"), where the style has one; a spaced "–" or "-" there is the wrong mark (decisions 407, 408). */
  wordDash?: string
  /** Hours without minutes the style writes as times: Russian "с 22 до 7 часов" (hours, minutes "00"). */
  hoursOnly?: RegExp
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Russian and Ukrainian write these alike (docs/style/ru.md, uk.md); their time words differ. */
const CYRILLIC: Omit<HouseStyle, 'timeWords'> = {
  apostrophe: '’',
  quotes: ['«', '»'],
  foreignQuotes: /["”]/g,
  date: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
  time: (h, m) => `${pad(h)}:${m}`,
}

/**
 * Each language's style (docs/style/fi.md, en.md, ru.md, uk.md). A language added to the table without
 * a style sheet yet gets no style checks until its row is here (house-style.test.ts holds every
 * language of the site to having one).
 */
export const HOUSE_STYLES: Readonly<Partial<Record<Lang, HouseStyle>>> = {
  fi: {
    apostrophe: '’',
    quotes: ['”', '”'],
    foreignQuotes: /["“«»„]/g,
    date: (d, m, y) => `${d}.${m}.${y}`,
    dateAlso: (d, m, y) => `${pad(d)}.${pad(m)}.${y}`,
    time: (h, m) => `${h}.${m}`,
    timeWords: /(?:klo|kello)\s$/iu,
  },
  en: {
    apostrophe: '’',
    possessiveAfterS: true,
    quotes: ['“', '”'],
    foreignQuotes: /["«»„]/g,
    date: (d, m, y) => `${pad(d)}/${pad(m)}/${y}`,
    time: (h, m) => `${pad(h)}:${m}`,
    timeWords: /(?:at|from|until|till|to|by|before|after)\s$/iu,
  },
  ru: {
    ...CYRILLIC,
    timeWords: /(?:в|с|до|после|к|по|от)\s$/iu,
    wordDash: '—',
    hoursOnly: /(?<!\p{L})с[ \u00a0](\d{1,2})[ \u00a0]до[ \u00a0](\d{1,2})[ \u00a0](?:часов|часа|час|ч)(?!\p{L})/dgu,
  },
  uk: { ...CYRILLIC, timeWords: /(?:о|об|з|із|до|після|по|від)\s$/iu, wordDash: '—' },
}

/** The text with every HTML tag blanked out (same length, so indices stay): words in tags are not text. */
function visibleText(text: string): string {
  return text.includes('<') ? text.replace(/<[^>]*>/g, (tag) => ' '.repeat(tag.length)) : text
}

const finding = (rule: StyleFinding['rule'], index: number, found: string, fix: string): StyleFinding => ({
  rule,
  index,
  found,
  fix,
})

/** A sum in euros from its digits as written ("1 600"), as the site's formatter writes it (LANGUAGE_INFO's `numbers`). */
function euroWritten(lang: Lang, digits: string): string {
  const { group, euro } = LANGUAGE_INFO[lang].numbers
  return `${euro[0]}${digits.replace(/[\s\u00a0]/g, group)}${euro[1]}`
}

/** "EUR" where the style writes "€": "1 600 EUR" → "1 600 €" (English "€1,600"). */
export function currencyCodeRule(text: string, lang: Lang): StyleFinding[] {
  const style = HOUSE_STYLES[lang]
  if (!style) return []
  const out: StyleFinding[] = []
  const pattern =
    /(\d[\d \u00a0]*\d|\d)[ \u00a0]?EUR(?!\p{L})|(?<!\p{L})EUR[ \u00a0]?(\d[\d \u00a0]*\d|\d)|(?<![\p{L}\d])EUR(?!\p{L})/gu
  for (const m of visibleText(text).matchAll(pattern)) {
    const digits = m[1] ?? m[2]
    out.push(finding('currencyCode', m.index, m[0], digits ? euroWritten(lang, digits) : '€'))
  }
  return out
}

/**
 * An apostrophe inside a word that is not the style's (Ukrainian м'ята or мʼята → м’ята, English don't →
 * don’t), and in English one that ends a plural possessive (veterans' houses → veterans’ houses).
 */
export function apostropheRule(text: string, lang: Lang): StyleFinding[] {
  const style = HOUSE_STYLES[lang]
  if (!style) return []
  const { apostrophe } = style
  const out: StyleFinding[] = []
  const pattern = style.possessiveAfterS
    ? /(?<=\p{L})['’ʼ`](?=\p{L})|(?<=s)['ʼ`](?![\p{L}\d])/gu
    : /(?<=\p{L})['’ʼ`](?=\p{L})/gu
  for (const m of visibleText(text).matchAll(pattern))
    if (m[0] !== apostrophe) out.push(finding('apostrophe', m.index, m[0], apostrophe))
  return out
}

/** A straight or another language's quote mark: Russian "дышат" → «дышат», Finnish "sana" → ”sana”. */
export function quotesRule(text: string, lang: Lang): StyleFinding[] {
  const style = HOUSE_STYLES[lang]
  if (!style) return []
  const { quotes, foreignQuotes } = style
  const visible = visibleText(text)
  const out: StyleFinding[] = []
  let open = false
  for (const m of visible.matchAll(/["“”«»„]/g)) {
    const opening = !open
    open = !open
    foreignQuotes.lastIndex = 0
    if (foreignQuotes.test(m[0])) out.push(finding('quotes', m.index, m[0], opening ? quotes[0] : quotes[1]))
  }
  return out
}

/** Spaces around the dash of a numeric range: "500 – 2 000 €" → "500–2 000 €" (a hyphen or em dash too). */
export function rangeDashRule(text: string, _lang: Lang): StyleFinding[] {
  const out: StyleFinding[] = []
  const pattern = /(?<=\d)(?:[ \u00a0]+[–—-][ \u00a0]*|[ \u00a0]*[–—-][ \u00a0]+)(?=\d)/g
  for (const m of visibleText(text).matchAll(pattern)) out.push(finding('rangeDash', m.index, m[0], '–'))
  return out
}

/**
 * A spaced en dash or hyphen standing as the dash between words where the style writes another
 * (Ukrainian "Цей час щойно зайняли – оберіть інший" → "—"); between two numbers it is a range
 * (rangeDashRule's), a hyphen at a line's start is a Markdown list, and one between symbols is
 * itself a symbol ("символи + - ( )").
 */
export function wordDashRule(text: string, lang: Lang): StyleFinding[] {
  const dash = HOUSE_STYLES[lang]?.wordDash
  if (!dash) return []
  const out: StyleFinding[] = []
  const pattern = /(?<=([\p{L}\p{N}»”’)\]}.,!?…])[ \u00a0])[–-](?=[ \u00a0]([\p{L}\p{N}«„({$]))/gu
  for (const m of visibleText(text).matchAll(pattern)) {
    if (/\d/.test(m[1]!) && /\d/.test(m[2]!)) continue
    out.push(finding('wordDash', m.index, m[0], dash))
  }
  return out
}

/** A date written as another language writes it: English 27.11.2026 → 27/11/2026, Russian 2.12.2026 → 02.12.2026. */
export function dateFormatRule(text: string, lang: Lang): StyleFinding[] {
  const style = HOUSE_STYLES[lang]
  if (!style) return []
  const out: StyleFinding[] = []
  for (const m of visibleText(text).matchAll(/(?<![\d.,/])(\d{1,2})([./])(\d{1,2})\2((?:19|20)\d{2})(?![\d])/g)) {
    const [d, mo, y] = [Number(m[1]), Number(m[3]), Number(m[4])]
    if (d < 1 || d > 31 || mo < 1 || mo > 12) continue
    const right = style.date(d, mo, y)
    if (m[0] !== right && m[0] !== style.dateAlso?.(d, mo, y)) out.push(finding('dateFormat', m.index, m[0], right))
  }
  return out
}

/** A time of day: hours and minutes joined by "." or ":", and whether it stands as a time (in a range or after a time word). */
const TIME = /(?<![\d.,:/])([01]?\d|2[0-4])([.:])([0-5]\d)(?![\d]|[.:]\d)/g

/** A time written as another language writes it: Finnish 08:00 → 8.00 and 07.00 → 7.00, English or Russian 22.00 → 22:00. */
export function timeFormatRule(text: string, lang: Lang): StyleFinding[] {
  const style = HOUSE_STYLES[lang]
  if (!style) return []
  const visible = visibleText(text)
  const out: StyleFinding[] = []
  for (const m of visible.matchAll(TIME)) {
    const right = style.time(Number(m[1]), m[3]!)
    if (m[0] === right) continue
    const sep = right.includes(':') ? ':' : '.'
    // A colon is never a decimal mark; a point, or the style's mark with another leading zero (Finnish 07.00 → 7.00),
    // is a time only in a range of times or after a time word.
    const before = visible.slice(Math.max(0, m.index - 12), m.index)
    const after = visible.slice(m.index + m[0].length, m.index + m[0].length + 7)
    const inRange = /[–-]\s?$/.test(before)
      ? /\d[.:]\d\d[–-]\s?$/.test(before)
      : /^\s?[–-]\s?\d{1,2}[.:]\d\d/.test(after)
    if ((m[2] === ':' && sep !== ':') || inRange || style.timeWords.test(before))
      out.push(finding('timeFormat', m.index, m[0], right))
  }
  return [...out, ...hoursOnlyFindings(visible, style)]
}

/** Hours without minutes where the style writes times (Russian "с 22 до 7 часов" → "с 22:00 до 07:00"). */
function hoursOnlyFindings(visible: string, style: HouseStyle): StyleFinding[] {
  if (!style.hoursOnly) return []
  return [...visible.matchAll(style.hoursOnly)].flatMap((m) => {
    const [first, second] = [m.indices?.[1], m.indices?.[2]]
    if (!first || !second || Number(m[1]) > 24 || Number(m[2]) > 24) return []
    // The match up to its second hour, each hour as the style's time ("с 22 до 7 часов" → "с 22:00 до 07:00").
    const at = (i: number) => i - m.index
    const fix = `${m[0].slice(0, at(first[0]))}${style.time(Number(m[1]), '00')}${m[0].slice(at(first[1]), at(second[0]))}${style.time(Number(m[2]), '00')}`
    return [finding('timeFormat', m.index, m[0], fix)]
  })
}

/** The rules of what a text writes (the claims about languages need to know which pages exist: `onlyInFinnishClaims`). */
const STYLE_RULES: Readonly<Record<StyleRule, (text: string, lang: Lang) => StyleFinding[]>> = {
  currencyCode: currencyCodeRule,
  apostrophe: apostropheRule,
  quotes: quotesRule,
  rangeDash: rangeDashRule,
  wordDash: wordDashRule,
  dateFormat: dateFormatRule,
  timeFormat: timeFormatRule,
}

/** Every finding of the rules in a text, in order of place. */
export function styleFindings(text: string, lang: Lang): StyleFinding[] {
  return Object.values(STYLE_RULES)
    .flatMap((rule) => rule(text, lang))
    .sort((a, b) => a.index - b.index)
}

/** How each language says that a text is only in Finnish ("The articles are in Finnish", "(фінською мовою)"). */
const ONLY_IN_FINNISH: Readonly<Partial<Record<Lang, RegExp>>> = {
  en: /\s?\(in Finnish\)|(?:(?:are|is)\s+(?:(?:only|currently|still|all|written)\s+)*(?:available\s+)?|only\s+)in\s+Finnish\b(?![,\p{L}])/giu,
  ru: /\s?\(на\s+финском\s+языке\)|(?:(?:пока\s+)?(?:доступны\s+)?(?:только\s+)?|—\s+)на\s+финском\s+языке/giu,
  uk: /\s?\(фінською\s+мовою\)|(?:(?:доступні\s+)?(?:лише|тільки)\s+|—\s+)?фінською\s+мовою/giu,
}

/**
 * A claim that the texts are available only in Finnish ("All articles (in Finnish)", "Статьи на финском
 * языке"): false wherever the pages it speaks of exist in the text's language, which the caller knows.
 */
export function onlyInFinnishClaims(text: string, lang: Lang): StyleFinding[] {
  const pattern = ONLY_IN_FINNISH[lang]
  if (!pattern) return []
  return [...visibleText(text).matchAll(pattern)].map((m) => finding('onlyInFinnish', m.index, m[0], ''))
}
