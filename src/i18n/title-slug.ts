/**
 * A slug suggested from a title: the Finnish title written the way
 * the site's addresses are (ä → a, ö → o, small letters a–z, digits and
 * hyphens), or a translated title by its language's transliteration
 * (src/i18n/slug.ts), made unique among the slugs already taken (-2, -3 …).
 * Pure: the studio's new-page form and translations, and the validator's
 * suggestion use it.
 */
import type { TargetLang } from './languages.js'
import { type SlugTerm, slugFor, withSlugForms } from './slug.js'

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

/**
 * A slug for a title in a language (Finnish or a translation's), unique among `taken`. Only the title's
 * head counts, up to a colon or question mark: "Ремонт сауны: когда и как?" → `remont-sauny`; the
 * language's glossary terms with a slug form keep it (a Latin place name: "Ремонт в Хельсинки" →
 * `remont-v-helsinki`).
 */
export function suggestSlug(
  lang: TargetLang | 'fi',
  title: string,
  taken: ReadonlySet<string>,
  terms: readonly SlugTerm[] = [],
): string {
  const head = title.split(/[:?!]/)[0]?.trim() || title
  return uniqueSlug(lang === 'fi' ? finnishSlug(head) : slugFor(lang, withSlugForms(head, terms)), taken)
}
