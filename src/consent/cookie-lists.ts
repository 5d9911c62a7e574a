/**
 * Which cookies belong to which consent category: the one list. The browser
 * side (consent-browser-actor.ts) deletes the cookies of every category that is off.
 * Pure: no DOM.
 */
import type { ConsentPreferences, OptionalConsentCategory } from '../rules/consent-record.js'

export interface CookiePattern {
  /** Exact cookie name, or a prefix when it ends with '*'. */
  name: string
  purpose: string
}

export const CONSENT_COOKIES: Record<OptionalConsentCategory, readonly CookiePattern[]> = {
  analytics: [
    { name: '_ga', purpose: 'Google Analytics: visitor id' },
    { name: '_ga_*', purpose: 'Google Analytics 4: session state' },
    { name: '_gid', purpose: 'Google Analytics: visitor id for 24 h' },
    { name: '_gat', purpose: 'Google Analytics: request throttling' },
    { name: '_gat_*', purpose: 'Google Analytics: request throttling' },
    { name: '__utm*', purpose: 'Universal Analytics (legacy)' },
  ],
  marketing: [
    { name: '_gcl_*', purpose: 'Google Ads conversion linker (_gcl_au, _gcl_aw, _gcl_dc)' },
    { name: '_fbp', purpose: 'Meta pixel: browser id' },
    { name: '_fbc', purpose: 'Meta pixel: click id' },
    { name: 'IDE', purpose: 'Google Ads / DoubleClick' },
    { name: 'test_cookie', purpose: 'DoubleClick cookie test' },
  ],
  // Nothing functional is set by the site today; the category exists for Consent Mode.
  functional: [],
}

function matchesCookie(pattern: string, cookieName: string): boolean {
  return pattern.endsWith('*') ? cookieName.startsWith(pattern.slice(0, -1)) : cookieName === pattern
}

/** Names among `present` that belong to a category the visitor has not accepted. */
export function cookiesToRemove(present: readonly string[], preferences: ConsentPreferences): string[] {
  const patterns = (Object.keys(CONSENT_COOKIES) as OptionalConsentCategory[])
    .filter((category) => !preferences[category])
    .flatMap((category) => CONSENT_COOKIES[category].map((p) => p.name))
  return present.filter((name) => patterns.some((p) => matchesCookie(p, name)))
}

/**
 * The domains a cookie may have been set on from this host: '' (host-only),
 * the host, and each parent domain above the registrable one
 * (www.a.example.fi -> a.example.fi, example.fi). IP addresses and single-label
 * hosts (localhost) only get ''.
 */
export function cookieDomainsFor(hostname: string): string[] {
  if (!hostname?.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return ['']
  const labels = hostname.split('.')
  const domains = ['']
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'))
  return domains
}

/** Names of the cookies in a document.cookie string. */
export function cookieNames(cookieHeader: string): string[] {
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name.length > 0)
}
