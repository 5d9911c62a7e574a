/**
 * The public addresses of the pages a publish changed, in every language
 * (issue 29: "links to the changed pages in every language"): a Finnish
 * document's own page and its translations' pages, a translation file's page;
 * and the pages whose lists show them, and the menus (issue 43).
 */
import { LANGUAGES, TARGET_LANGS, type Lang } from '../../i18n/languages.js'
import { collectionFor } from '../../content-collections.js'
import { sourceOfTranslation, translationPath } from '../../runtime/translation-files.js'
import { shownElsewhere } from '../shown-elsewhere.js'
import type { ContentSource } from '../validate-document.js'

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

/** A page whose lists show a published document, by its Finnish name ("Palvelut"). */
interface ShownLink extends PageLink {
  name: string
}

/** What a publish reached through lists: the pages (besides the changed pages themselves) and the languages whose menus changed. */
export interface ShownLinks {
  links: ShownLink[]
  menus: Lang[]
}

/**
 * The pages whose lists the published `files` changed, from `before` (the live content) to `after` (the
 * content as published), each once and none of `own` (the changed pages' own links), in the order of the
 * languages, then of the addresses.
 */
export function shownLinks(
  files: string[],
  { before, after }: { before: ContentSource; after: ContentSource },
  siteUrl: string,
  own: PageLink[],
): ShownLinks {
  const links = new Map<string, ShownLink>()
  const menus = new Set<Lang>()
  const mine = new Set(own.map((l) => `${l.lang}|${l.route}`))
  for (const file of files) {
    if (!file.startsWith('pages-data/')) continue
    const shown = shownElsewhere(file, before, after)
    for (const lang of shown.menus) menus.add(lang)
    for (const { lang, route, name } of shown.pages)
      if (!mine.has(`${lang}|${route}`))
        links.set(`${lang}|${route}`, { lang, route, name, url: new URL(route, siteUrl).href })
  }
  return {
    links: [...links.values()].sort((a, b) => rank(a.lang) - rank(b.lang) || a.route.localeCompare(b.route)),
    menus: LANGUAGES.filter((l) => menus.has(l)),
  }
}
