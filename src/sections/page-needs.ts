/**
 * What the response headers owe the sections (decision 423): the union of every section type's `needs`
 * (src/sections/define-section.ts) and the two policies made from it. The site's headers
 * (server/headers.ts: the Express server, the build's _headers and the nginx configuration rendered
 * from that file) and the studio's, whose preview renders the same sections
 * (src/studio/security-headers.ts), each pass their own base policy through the same two functions.
 * With no section needing anything, both policies are exactly their base. Pure: no React, no DOM.
 */
import type { OptionalConsentCategory } from '../rules/consent-record.js'
import type { FrameOrigin, PolicyFeature, SectionNeeds } from './define-section.js'
import { sectionDefinitions } from './definitions.js'

/** The needs of all section types together. */
export interface PageNeeds {
  /** Every origin a section frames, sorted, each once. */
  readonly frames: readonly FrameOrigin[]
  /** Each feature a section needs, with the origins (sorted) of the frames of the sections that need it. */
  readonly features: ReadonlyMap<PolicyFeature, readonly FrameOrigin[]>
  /** Each consent category an embed waits for, with the origins (sorted) it covers. */
  readonly consent: ReadonlyMap<OptionalConsentCategory, readonly FrameOrigin[]>
}

/** What the union reads of a definition. */
interface Declared {
  readonly type: string
  readonly needs?: SectionNeeds
}

export class SectionNeedsError extends Error {
  constructor(type: string, message: string) {
    super(`Section type "${type}": ${message} (its needs in src/sections/${type}/index.ts).`)
    this.name = 'SectionNeedsError'
  }
}

const FEATURE = /^[a-z][a-z-]*[a-z]$/
/** A host name as the URL parser writes it (lower case, punycode), without wildcards. */
const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/

/** An https origin as the CSP and Permissions-Policy take it: no path, no wildcard, nothing to break a header. */
function checkOrigin(type: string, origin: string): FrameOrigin {
  let url: URL | undefined
  try {
    url = new URL(origin)
  } catch {
    url = undefined
  }
  if (url?.protocol !== 'https:' || url.origin !== origin || !HOST.test(url.hostname))
    throw new SectionNeedsError(type, `"${origin}" is not an https origin (https://host, no path, no slash at the end)`)
  return origin as FrameOrigin
}

function addTo<K>(map: Map<K, Set<FrameOrigin>>, key: K, origins: readonly FrameOrigin[]): void {
  const set = map.get(key) ?? new Set<FrameOrigin>()
  for (const origin of origins) set.add(origin)
  map.set(key, set)
}

const sorted = <T extends string>(values: Iterable<T>): T[] => [...values].sort()

const sortedMap = <K extends string>(map: Map<K, Set<FrameOrigin>>): ReadonlyMap<K, readonly FrameOrigin[]> =>
  new Map(sorted(map.keys()).map((key) => [key, sorted(map.get(key) ?? [])]))

/** The union of the definitions' needs; throws on frames without a consent category or on an origin that is not one. */
export function unionOfNeeds(definitions: readonly Declared[]): PageNeeds {
  const frames = new Set<FrameOrigin>()
  const features = new Map<PolicyFeature, Set<FrameOrigin>>()
  const consent = new Map<OptionalConsentCategory, Set<FrameOrigin>>()
  for (const { type, needs } of definitions) {
    if (!needs) continue
    const origins = (needs.frames ?? []).map((origin) => checkOrigin(type, origin))
    if (origins.length && !needs.consent)
      throw new SectionNeedsError(type, 'it frames another site but names no consent category')
    for (const origin of origins) frames.add(origin)
    for (const feature of needs.features ?? []) {
      if (!FEATURE.test(feature)) throw new SectionNeedsError(type, `"${feature}" is not a feature name`)
      addTo(features, feature, origins)
    }
    if (needs.consent) addTo(consent, needs.consent, origins)
  }
  return { frames: sorted(frames), features: sortedMap(features), consent: sortedMap(consent) }
}

/** The needs of today's section types (src/sections/definitions.ts). */
export const PAGE_NEEDS: PageNeeds = unionOfNeeds(sectionDefinitions)

/**
 * A Content-Security-Policy: the base directives in their order, and when a section frames another
 * site, its origins in frame-src (added after the base's own sources, or as a last directive of only
 * those origins when the base has none).
 */
export function contentSecurityPolicy(
  directives: Readonly<Record<string, readonly string[]>>,
  needs: PageNeeds,
): string {
  const all = needs.frames.length
    ? { ...directives, 'frame-src': [...(directives['frame-src'] ?? []), ...needs.frames] }
    : directives
  return Object.entries(all)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * A Permissions-Policy: each of the base's denied features `name=()`, unless a section needs it; a
 * needed feature is allowed to the page itself and to the origins of the frames that need it
 * (`fullscreen=(self "https://www.youtube-nocookie.com")`), in the base's place or after its list.
 */
export function permissionsPolicy(denied: readonly string[], needs: PageNeeds): string {
  const allowed: ReadonlyMap<string, readonly FrameOrigin[]> = needs.features
  const allow = (feature: string, origins: readonly FrameOrigin[]) =>
    `${feature}=(${['self', ...origins.map((origin) => `"${origin}"`)].join(' ')})`
  const base = denied.map((feature) => {
    const origins = allowed.get(feature)
    return origins ? allow(feature, origins) : `${feature}=()`
  })
  const added = [...allowed].filter(([feature]) => !denied.includes(feature))
  return [...base, ...added.map(([feature, origins]) => allow(feature, origins))].join(', ')
}
