/**
 * Numbers, prices, percentages and dates in a language's locale (Intl;
 * LANGUAGE_INFO's `locale`). The Finnish output is byte-identical to
 * src/runtime/format-fi.ts and src/runtime/format-date.ts (src/runtime/format-locale.test.ts):
 * no-break spaces, "1 600 €", "35 %", "15.3.2026". Pure: browser and server share it.
 */
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function numberFormat(lang: Lang, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${lang}:${key}`
  let format = cache.get(id) as Intl.NumberFormat | undefined
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, options)
    cache.set(id, format)
  }
  return format
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
  let format = cache.get(`${lang}:date`) as Intl.DateTimeFormat | undefined
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
  let format = cache.get(`${lang}:time`) as Intl.DateTimeFormat | undefined
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }
    format = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, options)
    cache.set(`${lang}:time`, format)
  }
  return format.format(new Date(`1970-01-01T${hhmm}:00Z`))
}

export function formatsFor(lang: Lang): Formats {
  const digits = (n: number) => ({ minimumFractionDigits: n, maximumFractionDigits: n, useGrouping: true })
  return {
    number: (value, fractionDigits = 0) =>
      numberFormat(lang, `n${fractionDigits}`, digits(fractionDigits)).format(value),
    euro: (value) =>
      numberFormat(lang, 'eur', {
        style: 'currency',
        currency: 'EUR',
        currencyDisplay: 'narrowSymbol',
        ...digits(0),
      }).format(value),
    percent: (share) => {
      const pct = Math.round(share * 1000) / 10
      const d = Number.isInteger(pct) ? 0 : 1
      return numberFormat(lang, `p${d}`, { style: 'percent', ...digits(d) }).format(pct / 100)
    },
    date: (isoDate) => formatDate(lang, isoDate),
    time: (hhmm) => formatTime(lang, hhmm),
  }
}
