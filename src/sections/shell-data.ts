/**
 * The site facts and navigation used by the shell (header, footer, 404 page).
 * Imported statically so every page, the error page included, has them without
 * a data request. Validated by `npm run validate` (part of every build).
 */
import siteJson from '../../pages-data/site.json'
import navigationJson from '../../pages-data/navigation.json'
import type { Navigation, Site } from '../runtime/content-types.generated.js'
import { buildTokens, formatOpeningHours, interpolateDeep, phoneHref, whatsappUrl } from '../runtime/tokens.js'

const rawSite = siteJson as Site
const tokens = buildTokens(rawSite)

export const site: Site = interpolateDeep(rawSite, tokens)
export const navigation: Navigation = interpolateDeep(navigationJson as Navigation, tokens)

export const contactLinks = {
  /** Shown with no-break spaces so a number never wraps in the middle on a phone. */
  phone: site.contacts.phone.replace(/ /g, '\u00a0'),
  phoneHref: phoneHref(site.contacts.phone),
  email: site.contacts.email,
  emailHref: `mailto:${site.contacts.email}`,
  whatsappHref: whatsappUrl(site.contacts.whatsapp),
  openingHours: formatOpeningHours(site),
}
