/**
 * The interface strings of a language: one catalogue per language with the
 * keys of the Finnish one (src/ui/strings.fi.ts; the type is src/ui/catalogue-type.ts).
 * Server-side code picks the page's catalogue here; browser code must not (it
 * would bundle every language): islands get their own language's catalogue
 * through src/ui/load-strings.ts, the page script the consent strings the page serializes.
 * The modules are listed by `npm run generate` from the table of languages (src/ui/catalogues.generated.ts).
 * What only the server says (SERVER_UI) comes from serverStringsFor of src/ui/server-strings.ts.
 */
import type { Lang } from '../i18n/languages.js'
import type { Strings } from './catalogue-type.js'
import { CATALOGUE_MODULES } from './catalogues.generated.js'

export type { Strings }

export function stringsFor(lang: Lang): Strings {
  return CATALOGUE_MODULES[lang]
}
