/**
 * A visit's time in the visitor's language, in Helsinki time: "torstai 3. joulukuuta 2026 klo
 * 10.00–11.00", "Thursday 3 December 2026 at 10:00–11:00" (Intl, the language's own way; decision 285).
 */
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'
import { VISIT_ZONE } from './helsinki-clock.js'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(lang: Lang, kind: 'long' | 'short' | 'time'): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`
  let f = formats.get(key)
  if (!f) {
    const time = { hour: 'numeric', minute: '2-digit' } as const
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? time
        : kind === 'short'
          ? { weekday: 'long', day: 'numeric', month: 'long', ...time }
          : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...time }
    f = new Intl.DateTimeFormat(LANGUAGE_INFO[lang].locale, { timeZone: VISIT_ZONE, ...options })
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
