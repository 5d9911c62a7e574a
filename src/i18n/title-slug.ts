/**
 * A slug suggested from a title (issue 31): the Finnish title written the way
 * the site's addresses are (ä → a, ö → o, small letters a–z, digits and
 * hyphens), or a translated title by its language's transliteration
 * (src/i18n/slug.ts), made unique among the slugs already taken (-2, -3 …).
 * Pure: the studio's new-page form and translations, and the validator's
 * suggestion use it.
 */
import type { TargetLang } from './languages.js'
import { slugFor } from './slug.js'

/** The slug of a Finnish title: "Keittiöremontti Espoossa" → "keittioremontti-espoossa". */
function finnishSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** `base`, else `base-2`, `base-3` … : the first one not taken ('' stays ''). */
function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!base || !taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** A slug for a title in a language (Finnish or a translation's), unique among `taken`. */
export function suggestSlug(lang: TargetLang | 'fi', title: string, taken: ReadonlySet<string>): string {
  return uniqueSlug(lang === 'fi' ? finnishSlug(title) : slugFor(lang, title), taken)
}
