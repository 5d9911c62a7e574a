/**
 * The interface strings of a language: one catalogue per language with the
 * keys of the Finnish one (src/ui/strings.fi.ts). Server-side code picks the
 * page's catalogue here; browser code must not (it would bundle every
 * language): islands get their own language's messages only.
 */
import type { Lang } from '../i18n/languages.js'
import * as fi from './strings.fi.js'

export type Strings = Pick<typeof fi, 'MAIN_ACTION' | 'COOKIE_CONSENT_UI' | 'UI'>

// The English, Russian and Ukrainian catalogues replace these entries (issue 20, interface strings).
const catalogues: Readonly<Record<Lang, Strings>> = { fi, en: fi, ru: fi, uk: fi }

export function stringsFor(lang: Lang): Strings {
  return catalogues[lang]
}
