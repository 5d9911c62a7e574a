/**
 * A visit's time in the visitor's language, in Helsinki time: "torstai 3. joulukuuta 2026 klo
 * 10.00–11.00", "Thursday 3 December 2026 at 10:00–11:00" (Intl, the language's own way; decision 285).
 */
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'
import { VISIT_ZONE } from './instant.js'

const formats = new Map<string, Intl.DateTimeFormat>()

const time = { hour: 'numeric', minute: '2-digit' } as const
const OPTIONS = {
  time,
  short: { weekday: 'long', day: 'numeric', month: 'long', ...time },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...time },
  day: { weekday: 'long', day: 'numeric', month: 'long' },
  dayShort: { weekday: 'short', day: 'numeric', month: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>

function format(lang: Lang, kind: keyof typeof OPTIONS): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`
  let f = formats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { timeZone: VISIT_ZONE, ...OPTIONS[kind] })
    formats.set(key, f)
  }
  return f
}

/** The start with its date and year and the end's time: the e-mail's "Aika" line. */
export function visitTimeText(start: number, end: number, lang: Lang): string {
  return `${format(lang, 'long').format(start)}–${format(lang, 'time').format(end)}`
}

/** The start without its year: subjects and the form's answer. */
export function visitStartText(start: number, lang: Lang): string {
  return format(lang, 'short').format(start)
}

/** The form's time picker: a day as its chip ("to 3.12."), the day in words ("torstai 3. joulukuuta"), a start's clock time ("10.00"). */
export function visitDayText(start: number, lang: Lang, kind: 'day' | 'dayShort'): string {
  return format(lang, kind).format(start)
}

export function visitClockText(start: number, lang: Lang): string {
  return format(lang, 'time').format(start)
}
