/**
 * Pages of the site in lists and menus (decision 350). A page carries what other pages show
 * of it: its name (`name`, else its breadcrumb, else its title), its card text (`description`), its
 * icon, its service group, its order and a menu label. A list names what it shows: one page by its id
 * (`services/keittion-remontti`, its file under pages-data/ without .json), every service of a group,
 * or every page of a folder; the menu and the cards are made here from the language's own pages, so a
 * page not translated into a language is in none of its lists, and a new service is in its group's
 * lists in the same build. Pure: the content build makes each language's index and menu.
 */
import type { Lang } from '../i18n/languages.js'
import type {
  ListFolder,
  Menu,
  MenuItemView,
  MenuLinkView,
  PageDocument,
  PageIndex,
  RoutedDocument,
} from './content-model.js'
import type { CardEntry, MenuEntry, MenuLink, Navigation, NavLink, Page } from './content-types.generated.js'

export type { ListFolder, Menu, MenuItemView, MenuLinkView, PageIndex }

const FOLDER_KINDS: Readonly<Record<ListFolder, PageDocument['kind']>> = {
  services: 'service',
  cities: 'city',
  calculators: 'calculator',
}

/** The folders whose pages a list may name whole, with the kind of their pages. */
const LIST_FOLDERS = Object.keys(FOLDER_KINDS) as ListFolder[]

/** A page's id, as lists name it: 'services/keittion-remontti' for pages-data/services/keittion-remontti.json. */
export function documentIdOf(file: string): string {
  return file.replace(/^pages-data\//, '').replace(/\.json$/, '')
}

/** The list folder whose whole list a document is in (a city's sub-page is in none); undefined for other kinds. */
export function listFolderOf(kind: string): ListFolder | undefined {
  return LIST_FOLDERS.find((folder) => FOLDER_KINDS[folder] === kind)
}

/** List order: `order` (lower first; pages without one after), then the file name. */
function byListOrder(a: PageDocument, b: PageDocument): number {
  const oa = a.data.order ?? Number.POSITIVE_INFINITY
  const ob = b.data.order ?? Number.POSITIVE_INFINITY
  if (oa !== ob) return oa < ob ? -1 : 1
  return a.file < b.file ? -1 : a.file > b.file ? 1 : 0
}

/** The index of a language's pages (its documents of that language; blog articles are listed by their own section). */
export function pageIndex(documents: readonly RoutedDocument[], lang: Lang): PageIndex {
  const byId = new Map<string, PageDocument>()
  const inFolder = new Map<ListFolder, PageDocument[]>(LIST_FOLDERS.map((folder) => [folder, []]))
  for (const doc of documents) {
    if (doc.kind === 'blogPost' || (doc.lang ?? 'fi') !== lang) continue
    byId.set(documentIdOf(doc.file), doc)
    const folder = listFolderOf(doc.kind)
    if (folder) inFolder.get(folder)!.push(doc)
  }
  for (const list of inFolder.values()) list.sort(byListOrder)
  return { byId, inFolder }
}

/** A page's name where other pages show it: the heading of its card. */
export const cardName = (page: Page): string => page.name ?? page.breadcrumb ?? page.title

/** A page's name in the header menu and the footer. */
const menuName = (page: Page): string => page.menuLabel ?? cardName(page)

/** The pages an entry names, in the language of the index: one page, a group's services or a folder's pages, in order. */
export function entryPages(index: PageIndex, entry: MenuEntry | CardEntry): readonly PageDocument[] {
  if ('page' in entry) {
    const doc = index.byId.get(entry.page)
    return doc ? [doc] : []
  }
  if ('group' in entry) return (index.inFolder.get('services') ?? []).filter((d) => d.data.group === entry.group)
  return index.inFolder.get(entry.collection) ?? []
}

const isWritten = (link: MenuLink): link is NavLink => 'href' in link

/** A list of the menu: its written links as they are, each entry's pages by their menu names, in the language. */
function menuLinks(links: readonly MenuLink[], index: PageIndex): MenuLinkView[] {
  return links.flatMap((link) =>
    isWritten(link)
      ? [{ label: link.label, href: link.href }]
      : entryPages(index, link).map((doc) => ({ label: menuName(doc.data), href: doc.route })),
  )
}

/** Where a menu's list shows: the header menu or the footer, both on every page. */
type MenuPlace = 'header' | 'footer'

/** navigation.json's lists that may name pages, by where they show: the header's columns and link lists, the footer's. */
function menuLists(navigation: Navigation): { place: MenuPlace; links: readonly MenuLink[] }[] {
  const header = navigation.header.flatMap((item) => [...(item.groups ?? []).map((g) => g.links), item.links ?? []])
  return [
    ...header.map((links) => ({ place: 'header' as const, links })),
    { place: 'footer', links: navigation.footer.services },
    { place: 'footer', links: navigation.footer.cities },
  ]
}

/**
 * The pages the menu lists in the language of the index (by entries, as menuOf fills them; a written link
 * is the menu's own words), by where: the header menu or the footer, which every page shows.
 */
export function menuPages(navigation: Navigation, index: PageIndex): Record<MenuPlace, PageDocument[]> {
  const out: Record<MenuPlace, PageDocument[]> = { header: [], footer: [] }
  for (const { place, links } of menuLists(navigation))
    for (const link of links) if (!isWritten(link)) out[place].push(...entryPages(index, link))
  return out
}

/**
 * The menu of one language: navigation.json's items, columns and written links in their order and words
 * (translated), each entry filled with the language's pages. A column left with no link in a language
 * is left out there.
 */
export function menuOf(navigation: Navigation, index: PageIndex): Menu {
  return {
    header: navigation.header.map((item) => {
      const view: MenuItemView = { label: item.label, href: item.href }
      if (item.allLink) view.allLink = { label: item.allLink.label, href: item.allLink.href }
      if (item.groups)
        view.groups = item.groups
          .map((g) => ({ title: g.title, links: menuLinks(g.links, index) }))
          .filter((g) => g.links.length > 0)
      if (item.links) view.links = menuLinks(item.links, index)
      return view
    }),
    footer: {
      services: menuLinks(navigation.footer.services, index),
      cities: menuLinks(navigation.footer.cities, index),
    },
  }
}
