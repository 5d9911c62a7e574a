/**
 * Numbers, prices, percentages and dates in a language's locale (LANGUAGE_INFO's `locale`). Numbers,
 * prices and percentages are written by the language's number symbols (LANGUAGE_INFO's `numbers`),
 * exactly as Intl.NumberFormat writes them in Node (src/runtime/format-locale.test.ts holds every
 * language to it): the browser then never makes a NumberFormat, whose first one costs a phone
 * 60-100 ms of a single task (decision 373), and the islands print what the server printed, whatever
 * the browser's own locale data. Dates and times go through Intl. The Finnish output: no-break
 * spaces, "1 600 €", "35 %", "15.3.2026". Pure: browser and server share it.
 */
import { LANGUAGE_INFO, type Lang, type NumberSymbols } from '../i18n/languages.js'

const cache = new Map<string, Intl.DateTimeFormat>()

/**
 * The digits of `abs` rounded to `fractionDigits`, before and after the decimal sign, as Intl rounds:
 * the number's shortest decimal form (what String(2.15) shows, not the binary 2.1499…), to the nearest,
 * a tie away from zero. toFixed rounds the binary value instead ("2.1"), so it is not used.
 */
function roundedDigits(abs: number, fractionDigits: number): [int: string, frac: string] {
  const [mantissa = '0', exponent = '0'] = abs.toExponential().split('e')
  const digits = mantissa.replace('.', '')
  // The digits to drop (negative: zeros to add) for `fractionDigits` after the decimal sign.
  const drop = digits.length - (Number(exponent) + 1) - fractionDigits
  let n = BigInt(digits)
  if (drop > 0) {
    const unit = 10n ** BigInt(drop)
    n = n / unit + (2n * (n % unit) >= unit ? 1n : 0n)
  } else n *= 10n ** BigInt(-drop)
  const all = n.toString().padStart(fractionDigits + 1, '0')
  return [all.slice(0, all.length - fractionDigits), all.slice(all.length - fractionDigits)]
}

/**
 * `value` rounded to `fractionDigits` as the locale writes it, with `before` and `after` its digits (a
 * currency sign, a percent sign) and the minus first; a negative that rounds to zero keeps its minus, as in Intl.
 */
function written(symbols: NumberSymbols, value: number, fractionDigits: number, before = '', after = ''): string {
  if (!Number.isFinite(value)) return String(value)
  const [int, frac] = roundedDigits(Math.abs(value), fractionDigits)
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group)
  const sign = value < 0 || Object.is(value, -0) ? symbols.minus : ''
  return `${sign}${before}${frac ? `${grouped}${symbols.decimal}${frac}` : grouped}${after}`
}

export interface Formats {
  number: (value: number, fractionDigits?: number) => string
  euro: (value: number) => string
  /** A share (0.35) as a percentage: one decimal when it has one ("25,5 %"). */
  percent: (share: number) => string
  /** An ISO date (2026-03-15) as the language writes it, no time zone involved. */
  date: (isoDate: string) => string
  /** A time of day ("08:00") as the language writes it ("08:00" in English): one formatter per language, kept. */
  time: (hhmm: string) => string
}

function formatDate(lang: Lang, isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number)
  let format = cache.get(`${lang}:date`)
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }
    format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, options)
    cache.set(`${lang}:date`, format)
  }
  const date = new Date(Date.UTC(y!, m! - 1, d!))
  // Not a date (a gallery's made-up example, a half-typed preview): shown as written, never a thrown render.
  return Number.isNaN(date.getTime()) ? isoDate : format.format(date)
}

function formatTime(lang: Lang, hhmm: string): string {
  let format = cache.get(`${lang}:time`)
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }
    format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, options)
    cache.set(`${lang}:time`, format)
  }
  return format.format(new Date(`1970-01-01T${hhmm}:00Z`))
}

export function formatsFor(lang: Lang): Formats {
  const symbols = LANGUAGE_INFO[lang].numbers
  const [euroBefore, euroAfter] = symbols.euro
  return {
    number: (value, fractionDigits = 0) => written(symbols, value, fractionDigits),
    euro: (value) => written(symbols, value, 0, euroBefore, euroAfter),
    percent: (share) => {
      const pct = Math.round(share * 1000) / 10
      return written(symbols, pct, Number.isInteger(pct) ? 0 : 1, '', symbols.percent)
    },
    date: (isoDate) => formatDate(lang, isoDate),
    time: (hhmm) => formatTime(lang, hhmm),
  }
}
