/**
 * The site facts and navigation used by the shell (header, footer, 404 page). Every page, each
 * language's 404 page and the Finnish one (the error page) included, gets its language's shell with its
 * data (`shellFor`): the menu made from navigation.json and the language's pages (src/runtime/listings.ts).
 * The site facts are also imported statically, for the one page that may have no data: the server error
 * page, whose menu then has navigation.json's written links only. Validated by `npm run validate`.
 */
import siteJson from '../../pages-data/site.json'
import navigationJson from '../../pages-data/navigation.json'
import type { Navigation, Site } from '../runtime/content-types.generated.js'
import { type Menu, menuOf } from '../runtime/listings.js'
import type { SiteContent } from '../runtime/content-model.js'
import { buildTokens, formatOpeningHours, interpolateDeep, phoneHref, whatsappUrl } from '../runtime/tokens.js'
import { homePath, type Lang } from '../i18n/languages.js'
import { CONTACT_FORM_ID, CONTACT_PAGE_PATH } from '../contact/no-js-result.js'
import { deepFreeze } from '../runtime/deep-freeze.js'
import { PRIVACY_PATH } from '../runtime/site-paths.js'
import { stringsFor } from '../ui/strings.js'

const rawSite = siteJson as Site
const tokens = buildTokens(rawSite)

export const site: Site = interpolateDeep(rawSite, tokens)
/** The menu of a page without data (a server error): navigation.json's written links, none of its pages. */
const navigation: Menu = menuOf(interpolateDeep(navigationJson as Navigation, tokens), {
  byId: new Map(),
  inFolder: new Map(),
})

/** The contact links of the shell, from a language's site facts and its opening-hours line. */
function contactLinksOf(site: Site, openingHours: string) {
  return {
    /** Shown with no-break spaces so a number never wraps in the middle on a phone. */
    phone: site.contacts.phone.replace(/ /g, '\u00a0'),
    phoneHref: phoneHref(site.contacts.phone),
    email: site.contacts.email,
    emailHref: `mailto:${site.contacts.email}`,
    whatsappHref: whatsappUrl(site.contacts.whatsapp),
    openingHours,
  }
}

export const contactLinks = contactLinksOf(site, formatOpeningHours(site))

/** The pages the shell links to, in the shell's language (canonical addresses: no redirect on the way). */
interface ShellPaths {
  /** The privacy policy (footer, cookie banner and popup). */
  privacy: string
  /** The contact page's form, where an opener leads without JavaScript: '/yhteystiedot#lomake'. */
  contactForm: string
  /** The 404 page's way on: the catalogue's links (Finnish paths), each to its page in the language. */
  notFound: { label: string; href: string }[]
}

/** The shell's pages in a language: each page's version there, the Finnish page when it has none. */
function shellPaths(lang: Lang, versions: SiteContent['versions']): ShellPaths {
  const local = (path: string) => (path === '/' ? homePath(lang) : (versions.get(path)?.[lang] ?? path))
  return {
    privacy: local(PRIVACY_PATH),
    contactForm: `${local(CONTACT_PAGE_PATH)}#${CONTACT_FORM_ID}`,
    notFound: stringsFor(lang).UI.notFound.links.map((l) => ({ label: l.label, href: local(l.href) })),
  }
}

/** What the header, footer and action bar show of the content, in one language. */
export interface Shell {
  site: Site
  navigation: Menu
  contactLinks: typeof contactLinks
  paths: ShellPaths
}

/**
 * The shell of the page being rendered: its page view's (in the page's language: translated
 * navigation and labels, links to the same language's pages), else the Finnish one without the
 * content's pages (a server error page). Components call it with usePageContext().
 */
export function shellOf(pageContext: { data?: unknown } | undefined): Shell {
  return (
    (pageContext?.data as { shell?: Shell } | undefined)?.shell ?? {
      site,
      navigation,
      contactLinks,
      paths: shellPaths('fi', new Map()),
    }
  )
}

type ShellSource = Pick<SiteContent, 'site' | 'navigation' | 'tokens' | 'lang' | 'versions'>

/** Each language's shell, made once per built content (every page of the language shares it). */
const shells = new WeakMap<ShellSource, Shell>()

/** The shell of one language's content (its site facts, navigation and opening-hours line). */
export function shellFor(content: ShellSource): Shell {
  let shell = shells.get(content)
  if (!shell) {
    const { site, navigation, tokens } = content
    // What it adds to the content is frozen: shared by every page of the language, no page can change another's.
    shell = Object.freeze({
      site,
      navigation,
      contactLinks: Object.freeze(contactLinksOf(site, tokens.openingHours ?? formatOpeningHours(site))),
      paths: deepFreeze(shellPaths(content.lang, content.versions)),
    })
    shells.set(content, shell)
  }
  return shell
}
