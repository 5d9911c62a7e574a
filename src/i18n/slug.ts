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

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Letters, digits and combining marks: what a word is made of in every script. */
export const WORD = '[\\p{L}\\p{N}\\p{M}]'

/** A phrase as a pattern: its spaces match any run of white space (a no-break space too). */
export const phrasePattern = (phrase: string) => phrase.trim().split(/\s+/).map(escapeRegExp).join('[\\s\\u00a0]+')

/** What the slug rule reads of a glossary term (schemas/glossary.schema.json): its words and its Latin slug form. */
export interface SlugTerm {
  use: string
  forms?: readonly string[]
  slug?: string
}

/**
 * The glossary's slug forms in a title, put in place before it is transliterated: "Ремонт в Хельсинки" with
 * Helsinki's `slug` becomes "Ремонт в helsinki" (its `use` and every form of as many words, whole words, any case), so a
 * Latin place name is kept as it is instead of transliterated back (khelsinki).
 */
export function withSlugForms(title: string, terms: readonly SlugTerm[] = []): string {
  let out = title
  for (const term of terms) {
    if (!term.slug) continue
    // Only forms as long as the term ("Хельсинки", "Кераве"), not phrases around it ("в Хельсинки").
    const length = term.use.trim().split(/\s+/).length
    const words = [term.use, ...(term.forms ?? [])]
      .filter((w) => w.trim().split(/\s+/).length === length)
      .sort((a, b) => b.length - a.length)
      .map(phrasePattern)
    out = out.replace(new RegExp(`(?<!${WORD})(?:${words.join('|')})(?!${WORD})`, 'giu'), ` ${term.slug} `)
  }
  return out
}
