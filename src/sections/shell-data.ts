/**
 * The site facts and navigation used by the shell (header, footer, 404 page).
 * Imported statically so every page, the error page included, has them without
 * a data request. Validated by `npm run validate` (part of every build).
 */
import siteJson from '../../pages-data/site.json'
import navigationJson from '../../pages-data/navigation.json'
import type { Navigation, Site } from '../runtime/content-types.generated.js'
import type { SiteContent } from '../runtime/content-model.js'
import { buildTokens, formatOpeningHours, interpolateDeep, phoneHref, whatsappUrl } from '../runtime/tokens.js'

const rawSite = siteJson as Site
const tokens = buildTokens(rawSite)

export const site: Site = interpolateDeep(rawSite, tokens)
const navigation: Navigation = interpolateDeep(navigationJson as Navigation, tokens)

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

/** What the header, footer and action bar show of the content, in one language. */
export interface Shell {
  site: Site
  navigation: Navigation
  contactLinks: typeof contactLinks
}

/**
 * The shell of the page being rendered: its page view's (in the page's language: translated
 * navigation and labels, links to the same language's pages), else the Finnish one (the Finnish
 * 404 page). Components call it with usePageContext().
 */
export function shellOf(pageContext: { data?: unknown } | undefined): Shell {
  return (pageContext?.data as { shell?: Shell } | undefined)?.shell ?? { site, navigation, contactLinks }
}

/** The shell of one language's content (its site facts, navigation and opening-hours line). */
export function shellFor(content: Pick<SiteContent, 'site' | 'navigation' | 'tokens'>): Shell {
  const { site, navigation, tokens } = content
  return { site, navigation, contactLinks: contactLinksOf(site, tokens.openingHours ?? formatOpeningHours(site)) }
}
