import type { OpeningHours, Site } from './content-types.generated.js'
import { CLOSED_FI, taxDeductionFi } from '../ui/content-tokens.fi.js'
import { formatEuroFi, formatPercentFi } from './format-fi.js'

/** {name} where name is a fact or a built-in token of site.json. */
export const TOKEN_PATTERN = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g

export type TokenMap = Readonly<Record<string, string>>

/** Formats +358 40 123 4567 as a tel: href. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`
}

export function whatsappUrl(number: string): string {
  return `https://wa.me/${number}`
}

/** One row's hours: "8.00–17.00", or `closed` ("suljettu"; a page's catalogue gives its own) when the row has no times. */
export function formatHours(h: OpeningHours, closed: string = CLOSED_FI): string {
  const time = (t: string) => t.replace(/^0/, '').replace(':', '.')
  return h.opens && h.closes ? `${time(h.opens)}–${time(h.closes)}` : closed
}

/** Opening hours as one line: "Ma–Pe 8.00–17.00, La 9.00–15.00, Su suljettu". */
export function formatOpeningHours(site: Site, closed: string = CLOSED_FI): string {
  return site.openingHours.map((h) => `${h.label} ${formatHours(h, closed)}`).join(', ')
}

/** The one tax-deduction sentence every page uses. */
function taxDeductionText(site: Site): string {
  const t = site.taxDeduction
  return taxDeductionFi(
    formatPercentFi(t.rate),
    formatEuroFi(t.maxPerPerson),
    formatEuroFi(t.maxPerCouple),
    formatEuroFi(t.ownShare),
  )
}

export function buildTokens(site: Site): TokenMap {
  const t = site.taxDeduction
  return {
    taxDeduction: taxDeductionText(site),
    taxDeductionRate: formatPercentFi(t.rate),
    taxDeductionMax: formatEuroFi(t.maxPerPerson),
    taxDeductionMaxCouple: formatEuroFi(t.maxPerCouple),
    taxDeductionOwnShare: formatEuroFi(t.ownShare),
    taxDeductionYear: t.year,
    ...site.facts,
    brand: site.brand,
    legalName: site.legalName ?? site.brand,
    businessId: site.businessId ?? '',
    phone: site.contacts.phone,
    email: site.contacts.email,
    whatsappUrl: whatsappUrl(site.contacts.whatsapp),
    siteUrl: site.url,
    serviceAreas: site.serviceAreas.join(', '),
    languages: site.languages.join(', '),
    openingHours: formatOpeningHours(site),
  }
}

export function findUnknownTokens(text: string, tokens: TokenMap): string[] {
  const unknown: string[] = []
  for (const m of text.matchAll(TOKEN_PATTERN)) if (!(m[1]! in tokens)) unknown.push(m[1]!)
  return unknown
}

export function interpolate(text: string, tokens: TokenMap): string {
  return text.replace(TOKEN_PATTERN, (whole, name: string) => tokens[name] ?? whole)
}

/** Replaces tokens in every string of a JSON value; returns a new value. */
export function interpolateDeep<T>(value: T, tokens: TokenMap): T {
  if (typeof value === 'string') return interpolate(value, tokens) as T
  if (Array.isArray(value)) return value.map((v) => interpolateDeep(v, tokens)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '$schema' ? v : interpolateDeep(v, tokens)]),
    ) as T
  }
  return value
}

/** Visits every string with its JSON pointer. */
export function walkStrings(
  value: unknown,
  visit: (text: string, pointer: string, key: string) => void,
  pointer = '',
  key = '',
): void {
  if (typeof value === 'string') visit(value, pointer, key)
  else if (Array.isArray(value))
    value.forEach((v, i) => {
      walkStrings(v, visit, `${pointer}/${i}`, key)
    })
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      walkStrings(v, visit, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, k)
  }
}
