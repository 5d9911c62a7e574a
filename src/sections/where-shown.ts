/**
 * Where a document shows besides its own page ("the studio says where a change shows"): the
 * pages whose lists show it, in each language (a list in English shows the English translation), and
 * whether the header menu or the footer, on every page, lists it. Made by the renderer's own queries:
 * each section's `shows` (the query its resolver runs: src/sections/define-section.ts) and the menu's
 * entries (src/runtime/listings.ts); and, of two states of the site, the lists among them that render
 * otherwise (a new card text does; a new hero title of the service does not). Pure: the studio's save
 * answer and the publish result read it.
 */
import { LANGUAGES, type Lang } from '../i18n/languages.js'
import type { RoutedDocument, SiteContent } from '../runtime/build-content.js'
import type { Navigation, Section } from '../runtime/content-types.generated.js'
import { cardName, menuPages } from '../runtime/listings.js'
import { sourceOfTranslation } from '../runtime/translation-files.js'
import type { SectionRequest } from './define-section.js'
import { definitionFor, resolveSection } from './definitions.js'

/** A page that shows the document in one of its lists. */
export interface ShownPage {
  /** The page's Finnish file (pages-data/pages/palvelu.json), which stands for its translations. */
  file: string
  /** Its Finnish name where other pages name it (its breadcrumb, say: "Palvelut"). */
  name: string
  lang: Lang
  /** Its address in that language. */
  route: string
}

export interface WhereShown {
  /** The pages other than its own that list it, in the order of the languages, then of the routes. */
  pages: ShownPage[]
  /** The languages whose header menu or footer (on every page) lists it. */
  menus: Lang[]
}

/** The documents a section lists, by the query of its resolver (none for a section that lists none). */
function sectionShows<K extends Section['type']>(
  section: Extract<Section, { type: K }>,
  content: SiteContent,
  request: SectionRequest,
) {
  return definitionFor<K>(section.type as K).shows?.(section, content, request) ?? []
}

const sectionsOf = (doc: RoutedDocument): readonly Section[] => (doc.kind === 'blogPost' ? [] : doc.data.sections)

/**
 * Where `file` (a Finnish document, or a translation: then only in its language) shows besides its own
 * page, in `content` (the whole site, every language) with the menu of `navigation` (navigation.json:
 * its entries are every language's; a translation changes only its words).
 */
export function whereShown(content: SiteContent, navigation: Navigation, file: string): WhereShown {
  const translation = sourceOfTranslation(file)
  const target = translation?.source ?? file
  const langs = translation ? [translation.lang] : LANGUAGES.filter((lang) => content.languages[lang])
  const names = new Map(content.documents.map((d) => [d.file, d.kind === 'blogPost' ? d.data.title : cardName(d.data)]))
  const pages: ShownPage[] = []
  const menus: Lang[] = []
  for (const lang of langs) {
    const local = content.languages[lang]
    if (!local) continue
    const found: ShownPage[] = []
    for (const doc of local.documents) {
      if (doc.file === target || (doc.lang ?? 'fi') !== lang) continue
      const request = { path: doc.route }
      if (sectionsOf(doc).some((section) => sectionShows(section, local, request).includes(target)))
        found.push({ file: doc.file, name: names.get(doc.file) ?? doc.route, lang, route: doc.route })
    }
    pages.push(...found.sort((a, b) => a.route.localeCompare(b.route)))
    const menu = menuPages(navigation, local.listed)
    if ([...menu.header, ...menu.footer].some((d) => d.file === target)) menus.push(lang)
  }
  return { pages, menus }
}

/** A state of the site: its content and its menu document (navigation.json). */
export interface SiteState {
  content: SiteContent
  navigation: Navigation
}

/** The page `file` in `lang` of a state, if it has one. */
const pageOf = (state: SiteState, lang: Lang, file: string) =>
  state.content.languages[lang]?.documents.find((d) => d.file === file && (d.lang ?? 'fi') === lang)

/** What a page's lists that show `target` render, as text (its sections that list it, resolved as the page resolves them). */
function listsOf(state: SiteState, page: ShownPage, target: string): string | undefined {
  const local = state.content.languages[page.lang]
  const doc = pageOf(state, page.lang, page.file)
  if (!local || !doc) return undefined
  const request = { path: doc.route }
  const lists = sectionsOf(doc).filter((section) => sectionShows(section, local, request).includes(target))
  return JSON.stringify(lists.map((section) => resolveSection(section, local, request)))
}

/**
 * The pages other than its own whose lists render otherwise after a change of `file` (those that show it
 * before or after the change: a service that left a group has changed that group's lists too), and the
 * languages whose menu renders otherwise.
 */
export function changedListings(before: SiteState, after: SiteState, file: string): WhereShown {
  const then = whereShown(before.content, before.navigation, file)
  const now = whereShown(after.content, after.navigation, file)
  const target = sourceOfTranslation(file)?.source ?? file
  const pages = new Map<string, ShownPage>()
  for (const page of [...now.pages, ...then.pages]) {
    const key = `${page.lang} ${page.route}`
    if (!pages.has(key) && listsOf(before, page, target) !== listsOf(after, page, target)) pages.set(key, page)
  }
  const rank = (lang: Lang) => LANGUAGES.indexOf(lang)
  const menus = LANGUAGES.filter(
    (lang) =>
      (then.menus.includes(lang) || now.menus.includes(lang)) &&
      JSON.stringify(before.content.languages[lang]?.navigation) !==
        JSON.stringify(after.content.languages[lang]?.navigation),
  )
  return {
    pages: [...pages.values()].sort((a, b) => rank(a.lang) - rank(b.lang) || a.route.localeCompare(b.route)),
    menus,
  }
}
