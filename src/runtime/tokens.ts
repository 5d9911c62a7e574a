import type { OpeningHours, Site } from './content-types.generated.js'
import { CLOSED_FI, taxDeductionFi } from '../ui/content-tokens.fi.js'
import { formatEuroFi, formatPercentFi } from './format-fi.js'
import { formatsFor } from './format.js'
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'
import { deepFreeze } from './deep-freeze.js'
import { mapFields } from './map-fields.js'

/** The texts tokens are made with: a language's UI catalogue (src/ui/strings.ts; the Finnish one by default). */
interface TokenStrings {
  openingHours: { closed: string }
  taxDeduction: typeof taxDeductionFi
}
/** The Finnish texts, without the whole Finnish catalogue (tokens reach the browser through the shell's data). */
const FINNISH: TokenStrings = { openingHours: { closed: CLOSED_FI }, taxDeduction: taxDeductionFi }

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

/**
 * One row's hours: in Finnish "8.00–17.00" (byte-identical to the spec), in another language the
 * locale's time ("08:00–17:00"); the catalogue's "closed" when the row has no times.
 */
export function formatHours(h: OpeningHours, lang: Lang = 'fi', strings: TokenStrings = FINNISH): string {
  if (!h.opens || !h.closes) return strings.openingHours.closed
  if (lang === 'fi') {
    const time = (t: string) => t.replace(/^0/, '').replace(':', '.')
    return `${time(h.opens)}–${time(h.closes)}`
  }
  // The locale's formatter is made once (src/runtime/format.ts): every page's footer shows the hours.
  const { time } = formatsFor(lang)
  return `${time(h.opens)}–${time(h.closes)}`
}

/** Opening hours as one line: "Ma–Pe 8.00–17.00, La 9.00–15.00, Su suljettu" (labels from site.json, translated with it). */
export function formatOpeningHours(site: Site, lang: Lang = 'fi', strings: TokenStrings = FINNISH): string {
  return site.openingHours.map((h) => `${h.label} ${formatHours(h, lang, strings)}`).join(', ')
}

/** A sum in euros: Finnish "1 600 €" exactly as before, another language by Intl ("€1,600"; the sign, never Ukrainian "EUR": docs/style/uk.md). */
function formatEuro(lang: Lang, value: number): string {
  if (lang === 'fi') return formatEuroFi(value)
  const options = {
    style: 'currency',
    currency: 'EUR',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  } as const
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, options).format(value)
}

/** A share as a percentage: Finnish "35 %" exactly as before, another language by Intl ("35%"). */
function formatPercent(lang: Lang, share: number): string {
  if (lang === 'fi') return formatPercentFi(share)
  return new Intl.NumberFormat(LANGUAGE_INFO[lang].locale, { style: 'percent', maximumFractionDigits: 1 }).format(share)
}

/**
 * The tokens of site.json in a language: its facts (already translated by the overlay), its figures
 * formatted for the language, and the sentence tokens ({taxDeduction}) from the language's catalogue.
 */
export function buildTokens(site: Site, lang: Lang = 'fi', strings: TokenStrings = FINNISH): TokenMap {
  const t = site.taxDeduction
  const euro = (value: number) => formatEuro(lang, value)
  return {
    taxDeduction: strings.taxDeduction(
      formatPercent(lang, t.rate),
      euro(t.maxPerPerson),
      euro(t.maxPerCouple),
      euro(t.ownShare),
    ),
    taxDeductionRate: formatPercent(lang, t.rate),
    taxDeductionMax: euro(t.maxPerPerson),
    taxDeductionMaxCouple: euro(t.maxPerCouple),
    taxDeductionOwnShare: euro(t.ownShare),
    taxDeductionYear: t.year,
    ...site.facts,
    brand: site.brand,
    legalName: site.legalName ?? site.brand,
    businessId: site.businessId ?? '',
    // The inbox keeps a lead with an offer or an order this many months (src/leads/stages.ts has the same default).
    leadKeepMonths: String(site.leads?.keepOfferMonths ?? 36),
    phone: site.contacts.phone,
    email: site.contacts.email,
    whatsappUrl: whatsappUrl(site.contacts.whatsapp),
    siteUrl: site.url,
    serviceAreas: site.serviceAreas.join(', '),
    languages: site.languages.join(', '),
    openingHours: formatOpeningHours(site, lang, strings),
  }
}

export function findUnknownTokens(text: string, tokens: TokenMap): string[] {
  const unknown: string[] = []
  for (const m of text.matchAll(TOKEN_PATTERN)) if (!(m[1]! in tokens)) unknown.push(m[1]!)
  return unknown
}

export function interpolate(text: string, tokens: TokenMap): string {
  // Most texts have no token: no regular expression for them (every page's data passes here).
  if (!text.includes('{')) return text
  return text.replace(TOKEN_PATTERN, (whole, name: string) => tokens[name] ?? whole)
}

function interpolateValue<T>(value: T, tokens: TokenMap): T {
  if (typeof value === 'string') return interpolate(value, tokens) as T
  if (Array.isArray(value)) return value.map((v) => interpolateValue(v, tokens)) as T
  if (value && typeof value === 'object')
    return mapFields(value, (v, k) => (k === '$schema' ? v : interpolateValue(v, tokens)))
  return value
}

/** Each token map's content as text: the builds of one site make equal maps, not the same object. */
const tokenSignatures = new WeakMap<TokenMap, string>()
/** A frozen document interpolated with the tokens of a signature, frozen (decision 221: kept between builds). */
const interpolatedOf = new WeakMap<object, Map<string, unknown>>()

/**
 * Replaces tokens in every string of a JSON value; returns a new value. A frozen document (kept
 * between builds) gives the same frozen result for equal tokens, made once.
 */
export function interpolateDeep<T>(value: T, tokens: TokenMap): T {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return interpolateValue(value, tokens)
  let signature = tokenSignatures.get(tokens)
  if (signature === undefined) {
    signature = JSON.stringify(tokens)
    tokenSignatures.set(tokens, signature)
  }
  let byTokens = interpolatedOf.get(value)
  if (!byTokens) {
    byTokens = new Map()
    interpolatedOf.set(value, byTokens)
  }
  if (!byTokens.has(signature)) byTokens.set(signature, deepFreeze(interpolateValue(value, tokens)))
  return byTokens.get(signature) as T
}

/** Visits every string with its JSON pointer. */
function walk(
  value: unknown,
  visit: (text: string, pointer: string, key: string) => void,
  pointer: string,
  key: string,
) {
  if (typeof value === 'string') visit(value, pointer, key)
  else if (Array.isArray(value))
    value.forEach((v, i) => {
      walk(v, visit, `${pointer}/${i}`, key)
    })
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      walk(v, visit, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, k)
  }
}

/** The strings of each frozen document walked so far, with their JSON pointers and field names. */
const frozenStrings = new WeakMap<object, [string, string, string][]>()

/**
 * Visits every string with its JSON pointer and the name of the field that holds it. A frozen
 * document (kept between builds, decision 221) is walked once; its strings and places are kept.
 */
export function walkStrings(value: unknown, visit: (text: string, pointer: string, key: string) => void): void {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) {
    walk(value, visit, '', '')
    return
  }
  let strings = frozenStrings.get(value)
  if (!strings) {
    const found: [string, string, string][] = []
    walk(value, (t, p, k) => found.push([t, p, k]), '', '')
    strings = found
    frozenStrings.set(value, strings)
  }
  for (const [t, p, k] of strings) visit(t, p, k)
}
