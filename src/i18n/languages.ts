/**
 * The languages the site is published in. Finnish is the source of every
 * document and keeps the unprefixed routes; the others live under /<code>/
 * (decision 194). Pure data, no DOM: the server, the build, the studio and
 * the browser share it.
 */
export const LANGUAGES = ['fi', 'en', 'ru', 'uk'] as const
export type Lang = (typeof LANGUAGES)[number]
/** The languages translated from Finnish (every language but the source). */
export type TargetLang = Exclude<Lang, 'fi'>

export const SOURCE_LANG: Lang = 'fi'
export const TARGET_LANGS: readonly TargetLang[] = ['en', 'ru', 'uk']

interface LanguageInfo {
  /** The language's own name, as the switcher shows it (Intl.DisplayNames' autonym). */
  autonym: string
  /** The language's name in Finnish, for the company (the Telegram message: "Kieli: venäjä"). */
  finnishName: string
  /** The locale Intl formats numbers, prices and dates with. */
  locale: string
  /** The path prefix of its pages: '' for Finnish, '/en' and so on. */
  prefix: string
}

export const LANGUAGE_INFO: Readonly<Record<Lang, LanguageInfo>> = {
  fi: { autonym: 'suomi', finnishName: 'suomi', locale: 'fi-FI', prefix: '' },
  en: { autonym: 'English', finnishName: 'englanti', locale: 'en-GB', prefix: '/en' },
  ru: { autonym: 'русский', finnishName: 'venäjä', locale: 'ru-RU', prefix: '/ru' },
  uk: { autonym: 'українська', finnishName: 'ukraina', locale: 'uk-UA', prefix: '/uk' },
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** A language's home page, in its canonical form (no trailing slash but the root's): '/', '/ru'. */
export function homePath(lang: Lang): string {
  return LANGUAGE_INFO[lang].prefix || '/'
}

/** The language of a site path: its first segment when that is a target language's code, else Finnish. */
export function langOfPath(path: string): Lang {
  const first = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1]
  return first && first !== 'fi' && isLang(first) ? first : 'fi'
}
