/**
 * The one table of the site's languages (decision 276). Every other
 * list of languages derives from it: the routes and their prefixes, the
 * translations' folder pattern (src/runtime/collections.ts), the schemas'
 * language enum and the catalogue modules (written by `npm run generate`:
 * schemas/languages.generated.schema.json, src/ui/catalogues.generated.ts,
 * src/ui/catalogue-loaders.generated.ts), the nginx 404 blocks
 * (deploy/render-nginx.ts), the studio's language buttons, the validator's
 * messages, the lead's language, the studio's language names and its people
 * view, and the hyphenation patterns (src/runtime/hyphenation.ts). Adding a
 * language is a row here (its hyphenation required: decision 418), its
 * catalogue (src/ui/strings.<code>.ts) and its content; no other file lists
 * languages (tests/repo/language-lists.test.ts fails on one). Finnish, the first
 * row, is the source of every document and keeps the unprefixed routes; the
 * others live under /<code>/ (decision 194). Pure data, no DOM: the server,
 * the build, the studio and the browser share it.
 */

/** How a language's page slugs are written in ASCII (src/i18n/slug.ts, decision 195). */
export type SlugScheme = 'latin' | 'icao-doc-9303' | 'ua-kmu-55-2010'

interface LanguageRow {
  /** ISO 639-1 code: the path prefix, <html lang>, hreflang, the translations folder. */
  code: string
  /** The language's own name, as the switcher shows it (Intl.DisplayNames' autonym). */
  autonym: string
  /** The language's name in Finnish, for the company (the Telegram message: "Kieli: venäjä"). */
  finnishName: string
  /** The language's name in English, for the validator's messages. */
  englishName: string
  /** The locale Intl formats numbers, prices and dates with. */
  locale: string
  /** How its slugs become ASCII. */
  slugs: SlugScheme
  /**
   * How `locale` writes a number, a price in euros and a percentage: what Intl.NumberFormat prints
   * for it (src/runtime/format.ts formats by these, so the browser makes no NumberFormat: decision 373;
   * format-locale.test.ts holds them to Intl's output).
   */
  numbers: NumberSymbols
  /**
   * How its long words get soft hyphens (src/runtime/hyphenation.ts, decisions 277 and 418): the `hyphen`
   * package's patterns and the script the language is written in; `null` leaves its text unhyphenated.
   * Required, so a new row decides it.
   */
  hyphenation: Hyphenation | null
}

/** The scripts the site's languages are written in (a word's script picks the patterns: src/runtime/hyphenation.ts). */
export type Script = 'latin' | 'cyrillic'

/** A language's hyphenation: the patterns module of the `hyphen` package (`hyphen/fi`) and its script. */
interface Hyphenation {
  patterns: `hyphen/${string}`
  script: Script
}

/** A locale's number symbols: the thousands separator, the decimal sign, the minus, and what goes around a price or a percentage. */
export interface NumberSymbols {
  group: string
  decimal: string
  minus: string
  /** Before and after a sum in euros ("€" before in English, "\u00a0€" after in Finnish). */
  euro: readonly [before: string, after: string]
  /** After a percentage ("\u00a0%" or "%"). */
  percent: string
}

const NBSP = '\u00a0'

const LANGUAGE_TABLE = [
  {
    code: 'fi',
    autonym: 'suomi',
    finnishName: 'suomi',
    englishName: 'Finnish',
    locale: 'fi-FI',
    slugs: 'latin',
    numbers: { group: NBSP, decimal: ',', minus: '\u2212', euro: ['', `${NBSP}€`], percent: `${NBSP}%` },
    hyphenation: { patterns: 'hyphen/fi', script: 'latin' },
  },
  {
    code: 'en',
    autonym: 'English',
    finnishName: 'englanti',
    englishName: 'English',
    locale: 'en-GB',
    slugs: 'latin',
    numbers: { group: ',', decimal: '.', minus: '-', euro: ['€', ''], percent: '%' },
    hyphenation: { patterns: 'hyphen/en', script: 'latin' },
  },
  {
    code: 'ru',
    autonym: 'русский',
    finnishName: 'venäjä',
    englishName: 'Russian',
    locale: 'ru-RU',
    slugs: 'icao-doc-9303',
    numbers: { group: NBSP, decimal: ',', minus: '-', euro: ['', `${NBSP}€`], percent: `${NBSP}%` },
    hyphenation: { patterns: 'hyphen/ru', script: 'cyrillic' },
  },
  {
    code: 'uk',
    autonym: 'українська',
    finnishName: 'ukraina',
    englishName: 'Ukrainian',
    locale: 'uk-UA',
    slugs: 'ua-kmu-55-2010',
    numbers: { group: NBSP, decimal: ',', minus: '-', euro: ['', `${NBSP}€`], percent: '%' },
    hyphenation: { patterns: 'hyphen/uk', script: 'cyrillic' },
  },
] as const satisfies readonly LanguageRow[]

export type Lang = (typeof LANGUAGE_TABLE)[number]['code']
/** The languages translated from Finnish (every language but the source). */
export type TargetLang = Exclude<Lang, 'fi'>

export const SOURCE_LANG = 'fi' satisfies Lang
export const LANGUAGES: readonly Lang[] = LANGUAGE_TABLE.map((row) => row.code)
export const TARGET_LANGS: readonly TargetLang[] = LANGUAGES.filter((l): l is TargetLang => l !== SOURCE_LANG)

interface LanguageInfo extends Omit<LanguageRow, 'code'> {
  /** The path prefix of its pages: '' for Finnish, '/en' and so on. */
  prefix: string
}

export const LANGUAGE_INFO: Readonly<Record<Lang, LanguageInfo>> = Object.fromEntries(
  LANGUAGE_TABLE.map(({ code, ...row }): [Lang, LanguageInfo] => [
    code,
    { ...row, prefix: code === SOURCE_LANG ? '' : `/${code}` },
  ]),
) as Record<Lang, LanguageInfo>

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** A language's home page, in its canonical form (no trailing slash but the root's): '/', '/ru'. */
export function homePath(lang: Lang): string {
  return LANGUAGE_INFO[lang].prefix || '/'
}

/** The language of a site path: its first segment when that is a target language's code, else Finnish. */
export function langOfPath(path: string): Lang {
  const first = /^\/([^/?#]+)/.exec(path)?.[1]
  return first && first !== SOURCE_LANG && isLang(first) ? first : SOURCE_LANG
}
