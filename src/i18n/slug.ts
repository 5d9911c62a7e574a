/**
 * Slugs for translated pages, in ASCII (decision 195). Russian follows ICAO
 * Doc 9303 (the scheme of Russian passports since 2014), through iuliia;
 * Ukrainian the national system of the Cabinet of Ministers' resolution 55
 * of 2010, through cyrillic-to-translit-js's "uk" preset. English is
 * lowercased and stripped of accents. Used by `npm run translate` to
 * suggest a slug and by the validator's suggestion; an author may choose
 * another slug as long as it is ASCII.
 */
import CyrillicToTranslit from 'cyrillic-to-translit-js'
import { ICAO_DOC_9303, translate } from 'iuliia'
import { LANGUAGE_INFO, type SlugScheme, type TargetLang } from './languages.js'

const ukrainian = CyrillicToTranslit({ preset: 'uk' })

/** Each scheme of the table of languages (src/i18n/languages.ts): text in, Latin letters out. */
const SCHEMES: Record<SlugScheme, (text: string) => string> = {
  latin: (text) => text,
  'icao-doc-9303': (text) => translate(text, ICAO_DOC_9303),
  'ua-kmu-55-2010': (text) => ukrainian.transform(text),
}

/** The text in Latin letters by the language's scheme. */
export function transliterate(lang: TargetLang, text: string): string {
  return SCHEMES[LANGUAGE_INFO[lang].slugs](text)
}

/** A URL segment from a title: transliterated, lowercase a-z, 0-9 and single hyphens. */
export function slugFor(lang: TargetLang, title: string): string {
  return transliterate(lang, title)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
