/**
 * The interface strings of a language: one catalogue per language with the
 * keys of the Finnish one (src/ui/strings.fi.ts; the type is src/ui/catalogue-type.ts).
 * Server-side code picks the page's catalogue here; browser code must not (it
 * would bundle every language): islands get their own language's catalogue
 * through src/ui/load-strings.ts, the page script the consent strings the page serializes.
 */
import type { Lang } from '../i18n/languages.js'
import type { Strings } from './catalogue-type.js'
import * as en from './strings.en.js'
import * as fi from './strings.fi.js'
import * as ru from './strings.ru.js'
import * as uk from './strings.uk.js'

export type { Strings }

const pick = (c: Strings): Strings => ({ MAIN_ACTION: c.MAIN_ACTION, COOKIE_CONSENT_UI: c.COOKIE_CONSENT_UI, UI: c.UI })

const catalogues: Readonly<Record<Lang, Strings>> = { fi: pick(fi), en: pick(en), ru: pick(ru), uk: pick(uk) }

export function stringsFor(lang: Lang): Strings {
  return catalogues[lang]
}
