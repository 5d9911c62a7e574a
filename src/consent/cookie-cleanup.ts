/** Deleting the cookies of categories without consent (imported on demand by consent-apply.ts). */
import type { ConsentPreferences } from '../rules/consent-record.js'
import { cookieDomainsFor, cookieNames, cookiesToRemove } from './cookie-lists.js'

/** Deletes the cookies of every category that is off, on the host and its parent domains; returns their names. */
export function removeCookiesOutside(preferences: ConsentPreferences): string[] {
  const names = cookiesToRemove(cookieNames(document.cookie), preferences)
  const domains = cookieDomainsFor(window.location.hostname)
  for (const name of names) {
    for (const domain of domains) {
      // biome-ignore lint/suspicious/noDocumentCookie: deleting must work now and everywhere; the Cookie Store API is async and missing in older Safari
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`
    }
  }
  return names
}
