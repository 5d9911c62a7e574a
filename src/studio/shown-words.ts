/**
 * Where a change shows, in the author's words (issue 43): "Näkyy myös: Palvelut, Espoo, valikko ja
 * alatunniste (kaikki sivut) – kielet: suomi, englanti, venäjä, ukraina." Each page by its Finnish
 * name; its languages once at the end when every place has the same, else after each place. Pure: the
 * save message in the browser reads it.
 */
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'
import type { ShownElsewhere } from './shown-elsewhere.js'
import { STUDIO_UI } from './strings.fi.js'

const UI = STUDIO_UI.shownAlso
const languageNames = (langs: readonly Lang[]) => langs.map((l) => LANGUAGE_INFO[l].finnishName).join(', ')

/** The sentence for a save's answer; '' when the document shows nowhere else. */
export function shownAlsoWords(shown: ShownElsewhere | undefined): string {
  if (!shown) return ''
  // By page (its file): the languages whose version of it lists the document.
  const places = new Map<string, { name: string; langs: Lang[] }>()
  for (const page of shown.pages) {
    const place = places.get(page.file) ?? { name: page.name, langs: [] }
    places.set(page.file, { ...place, langs: [...place.langs, page.lang] })
  }
  if (shown.menus.length) places.set('', { name: UI.menus, langs: [...shown.menus] })
  if (!places.size) return ''
  const all = [...places.values()]
  const onlyFinnish = (langs: Lang[]) => langs.length === 1 && langs[0] === 'fi'
  if (new Set(all.map((p) => p.langs.join(' '))).size === 1) {
    const names = all.map((p) => p.name).join(', ')
    const langs = all[0]!.langs
    return UI.lead(onlyFinnish(langs) ? names : `${names} – ${UI.languages(languageNames(langs))}`)
  }
  return UI.lead(all.map((p) => (onlyFinnish(p.langs) ? p.name : `${p.name} (${languageNames(p.langs)})`)).join(', '))
}
