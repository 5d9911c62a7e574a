/**
 * The browser's way to a catalogue: one lazy chunk per language, so an
 * island on a Russian page fetches the Russian strings and no other
 * language's (the bench checks it). The server uses src/ui/strings.ts.
 */
import type { Lang } from '../i18n/languages.js'
import type { Strings } from './catalogue-type.js'

const loaders: Record<Lang, () => Promise<Strings>> = {
  fi: () => import('./strings.fi.js'),
  en: () => import('./strings.en.js'),
  ru: () => import('./strings.ru.js'),
  uk: () => import('./strings.uk.js'),
}

export function loadStrings(lang: Lang): Promise<Strings> {
  return loaders[lang]()
}
