/**
 * The public addresses of the pages a publish changed, in every language
 * (issue 29: "links to the changed pages in every language"): a Finnish
 * document's own page and its translations' pages, a translation file's page.
 */
import { LANGUAGES, TARGET_LANGS, type Lang } from '../../i18n/languages.js'
import { collectionFor } from '../../content-collections.js'
import { sourceOfTranslation, translationPath } from '../../runtime/translation-files.js'

export interface PageLink {
  lang: Lang
  route: string
  url: string
}

const rank = (lang: Lang) => LANGUAGES.indexOf(lang)

/**
 * `files` are repository paths (`pages-data/...`); `translationRoutes` maps each translation file to
 * its page (the validator's); `siteUrl` is the public site's address.
 */
export function pageLinks(
  files: string[],
  translationRoutes: ReadonlyMap<string, string>,
  siteUrl: string,
): PageLink[] {
  const links = new Map<string, PageLink>()
  const add = (lang: Lang, route: string | undefined) => {
    if (route) links.set(`${lang}|${route}`, { lang, route, url: new URL(route, siteUrl).href })
  }
  for (const file of files) {
    if (!file.startsWith('pages-data/')) continue
    const translation = sourceOfTranslation(file)
    const finnish = translation?.source ?? file
    const match = collectionFor(finnish)
    if (!translation) add('fi', match?.collection.route?.(match.slug, match.parent))
    for (const lang of translation ? [translation.lang] : TARGET_LANGS)
      add(lang, translationRoutes.get(translationPath(lang, finnish)))
  }
  return [...links.values()].sort((a, b) => rank(a.lang) - rank(b.lang) || a.route.localeCompare(b.route))
}
