/**
 * One section type = one folder, src/sections/<type>/, the whole section:
 * - <type>.schema.json, its fields (with `examples`);
 * - index.ts, its server half: `defineSection({ type, resolve?, jsonLd?, pageImage?, hydrate?, needs?, labels })`
 *   (no React, no CSS: the page view, the studio and the validator's scripts import it), with the
 *   builders of its structured data (src/runtime/seo.ts has only the page's own: business, breadcrumbs,
 *   service, article; decision 314);
 * - <Type>Section.tsx, its component (a module of its own, found by its folder: the renderer and the
 *   island loader import it by that name), whose props `SectionProps<'<type>'>` take the resolver's
 *   result as `extra` (src/sections/definitions.ts derives it, so the two cannot disagree);
 * - <type>.client.ts, when it has one, its browser half in plain DOM (`mountIsland`): the island loader
 *   takes the section's server HTML over with it instead of hydrating the component (decision 370);
 * - <type>.css, its styles (in the site's one stylesheet: src/styles/sections.generated.css);
 * - <type>.test.tsx, its tests.
 * What the section needs of the page's response headers (an embed's frame origins, the browser features it
 * uses, the consent it waits for) is its definition's `needs`: src/sections/page-needs.ts joins them into
 * the site's and the studio's policies (decision 423).
 * The folder's line in src/sections/definitions.ts makes it a section type.
 */
import type { Hydration } from '../islands/hydration.js'
import type { SiteContent } from '../runtime/build-content.js'
import type { Image, Section, Site } from '../runtime/content-types.generated.js'
import type { JsonLd } from '../runtime/seo.js'
import type { OptionalConsentCategory } from '../rules/consent-record.js'

export type SectionType = Section['type']

/** The generated content type of one section type. */
export type SectionOf<K extends SectionType> = Extract<Section, { type: K }>

/** What a resolver may know of the page being made: the document's path, and the category of a category page (/esimerkit/katot). */
export interface SectionRequest {
  path: string
  category?: string
}

/** What a section's structured data may read of its page: the page's language's site facts and content, its path. */
export interface JsonLdPage {
  site: Site
  content: SiteContent
  path: string
}

/** The studio's Finnish words for a section (src/studio/labels.fi.ts reads them). */
export interface SectionLabels {
  /** The section type as the author calls it ("Usein kysytyt kysymykset"). */
  type: string
  /** One line on what the section shows, in her words: the studio's "Lisää osio" lists it beside the name. */
  description: string
  /**
   * Labels of this section's own fields, by path (`items`, `items[]` for one item of a list,
   * `data.start`): only what the shared labels by field name do not say, or say otherwise here.
   */
  fields?: Readonly<Record<string, string | { label: string; help?: string }>>
  /** The Finnish names of the choices of this section's select fields, by field name. */
  choices?: Readonly<Record<string, Readonly<Record<string, string>>>>
}

/** An origin a section frames: https, a host, no path (`https://www.youtube-nocookie.com`). */
export type FrameOrigin = `https://${string}`

/**
 * Permissions-Policy features a section may ask for: the names browsers know, so a misspelt one does
 * not compile. The site denies most of them (server/headers.ts); a section's need allows one.
 */
export type PolicyFeature =
  | 'accelerometer'
  | 'autoplay'
  | 'camera'
  | 'clipboard-write'
  | 'display-capture'
  | 'encrypted-media'
  | 'fullscreen'
  | 'geolocation'
  | 'gyroscope'
  | 'magnetometer'
  | 'microphone'
  | 'midi'
  | 'payment'
  | 'picture-in-picture'
  | 'screen-wake-lock'
  | 'web-share'
  | 'xr-spatial-tracking'

/**
 * What a section needs of the page's response headers, site-wide (every page sends the same policy).
 * A section that frames another site names the consent category the visitor gives before the frame
 * loads (the frame sets that site's cookies): frames without a consent category do not compile.
 */
export type SectionNeeds = {
  /** Features the section (or its frames) uses: allowed to the page and to its frames' origins instead of denied. */
  readonly features?: readonly PolicyFeature[]
} & (
  | { readonly frames?: undefined; readonly consent?: OptionalConsentCategory }
  | {
      /** The origins of the frames it embeds: the CSP's frame-src lists them (and only them, on the site). */
      readonly frames: readonly [FrameOrigin, ...FrameOrigin[]]
      /** The consent category the visitor must have given before a frame loads. */
      readonly consent: OptionalConsentCategory
    }
)

/** The data one section needs from the rest of the content, on the server: its component's `extra`. No React. */
type Resolver<K extends SectionType, Extra> = (
  section: SectionOf<K>,
  content: SiteContent,
  request: SectionRequest,
) => Extra

/** A section after its resolver: its fields and what the resolver returned. */
export type Resolved<K extends SectionType, Extra> = SectionOf<K> & { extra: Extra }

/** A constant, or decided by the section's fields (a teaser may stay static where the full list filters). */
type HydrationInput<K extends SectionType> = Hydration | ((section: SectionOf<K>) => Hydration)

/** The server half of a section type. */
export interface SectionDefinition<K extends SectionType, Extra> {
  readonly type: K
  /** The schema file, from the repository root: src/sections/<type>/<type>.schema.json. */
  readonly schema: string
  /** Its server data; a section without a resolver gets one that returns undefined. */
  readonly resolve: Resolver<K, Extra>
  /** Whether the folder declared a resolver. */
  readonly hasResolver: boolean
  /**
   * The documents this section lists in the page's language, by their Finnish file, made by the same query
   * as its resolver: where a change of one of them shows besides its own page (src/sections/where-shown.ts,
   * the studio's "Näkyy myös"). A section that lists no documents has none.
   */
  readonly shows?: Resolver<K, readonly string[]>
  /**
   * The page's structured data this type gives, from every section of the type on the page (one FAQPage
   * for all questions): nodes added after the page's own; a node with the `@id` of one already there
   * extends it (the reviews extend the business).
   */
  readonly jsonLd?: (sections: readonly Resolved<K, Extra>[], page: JsonLdPage) => JsonLd[]
  /** The picture this section offers the page for sharing (og:image) when the page names none; the first section's wins. */
  readonly pageImage?: (section: SectionOf<K>) => Image | undefined
  /** When it opens the page, this section carries the page's h1 (the page then gets no separate header). */
  readonly carriesPageTitle: boolean
  /**
   * How this section (with these fields) comes alive in the browser (src/islands/hydration.ts): not at
   * all (static HTML, no JavaScript; the default), when scrolled into view, when the browser is idle, or
   * on the visitor's first interaction. Anything but 'none' makes the whole section an island: its props
   * are serialised into the page, so they must be JSON. A static section may still hold an island of its
   * own (the contact form of 'cta' and 'contact-form').
   */
  readonly hydrate: (section: SectionOf<K>) => Hydration
  /** What it needs of the response headers (frames, browser features, consent); most sections need nothing. */
  readonly needs?: SectionNeeds
  readonly labels: SectionLabels
}

/** What a folder declares; `resolve` gives the type of its component's `extra` (undefined without one). */
interface SectionInput<K extends SectionType, Extra> {
  type: K
  /** The data one section needs from the rest of the content (a list of posts, a pricing model...). */
  resolve?: Resolver<K, Extra>
  /** The documents it lists, by their Finnish file (see SectionDefinition). */
  shows?: Resolver<K, readonly string[]>
  jsonLd?: (sections: readonly Resolved<K, Extra>[], page: JsonLdPage) => JsonLd[]
  pageImage?: (section: SectionOf<K>) => Image | undefined
  carriesPageTitle?: boolean
  hydrate?: HydrationInput<K>
  needs?: SectionNeeds
  labels: SectionLabels
}

/** Where a section type's schema lives, from the repository root. */
const sectionSchemaFile = (type: string): string => `src/sections/${type}/${type}.schema.json`

/** A section type's server half: what its folder declares, with the defaults filled in. */
export function defineSection<K extends SectionType, Extra = undefined>(
  input: SectionInput<K, Extra>,
): SectionDefinition<K, Extra> {
  const declared = input.hydrate ?? 'none'
  return {
    type: input.type,
    schema: sectionSchemaFile(input.type),
    // Without a resolver, Extra is undefined (its default): the component gets `extra: undefined`.
    resolve: input.resolve ?? (() => undefined as Extra),
    hasResolver: input.resolve !== undefined,
    shows: input.shows,
    jsonLd: input.jsonLd,
    pageImage: input.pageImage,
    carriesPageTitle: input.carriesPageTitle ?? false,
    hydrate: typeof declared === 'function' ? declared : () => declared,
    needs: input.needs,
    labels: input.labels,
  }
}
