/**
 * The browser's way to a catalogue: one lazy chunk per language, so an
 * island on a Russian page fetches the Russian strings and no other
 * language's (the bench checks it). The server uses src/ui/strings.ts.
 * The loaders are listed by `npm run generate` from the table of languages.
 */
import type { Lang } from '../i18n/languages.js'
import type { Strings } from './catalogue-type.js'
import { CATALOGUE_LOADERS } from './catalogue-loaders.generated.js'

export function loadStrings(lang: Lang): Promise<Strings> {
  return CATALOGUE_LOADERS[lang]()
}
