/**
 * Which service and which city a lead's page is about (filters and
 * counts by service and city), read from the content itself: every page of
 * every language maps to its Finnish page (the content's `versions`), whose
 * kind says it: a service page (/palvelu/keittion-remontti), a city page
 * (/palvelu/helsinki) or a city's service page (/palvelu/helsinki/keittion-remontti).
 * A Russian visitor's /ru/… page counts for the same service as the Finnish one.
 * A service or city goes by its name as the site's menus and breadcrumb trail say it (the
 * Finnish page's `breadcrumb`: "Helsinki", "Keittiöremontti"), not by its page's title
 * ("Remontit Helsingissä", "Keittiöremontti kiinteään hintaan").
 */
import type { SiteContent } from '../runtime/build-content.js'
import type { RoutedDocument } from '../runtime/content-model.js'

export interface Named {
  slug: string
  /** What a person calls it: the page's short label (breadcrumb), else its title, else its slug. */
  name: string
}

interface PageOrigin {
  /** The Finnish page's title ('' for a page the content no longer has). */
  title: string
  service: Named | null
  city: Named | null
}

export interface OriginIndex {
  of(page: string): PageOrigin
  services: Named[]
  cities: Named[]
  /** Every page (all languages) of a service, a city, or both. */
  pagesOf(choice: { service?: string; city?: string }): string[]
}

const NONE: PageOrigin = { title: '', service: null, city: null }

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'fi')

/** The page's short label, as the breadcrumb trail and menus have it (src/runtime/routes.ts). */
function nameOf(doc: RoutedDocument): Named {
  const data = doc.data as { title?: string; breadcrumb?: string }
  return { slug: doc.slug, name: data.breadcrumb || data.title || doc.slug }
}

export function originIndex(content: SiteContent): OriginIndex {
  const pages = content.routes.pages
  const services = new Map<string, Named>()
  const cities = new Map<string, Named>()
  for (const doc of pages.values()) {
    if (doc.lang) continue
    const named = nameOf(doc)
    if (doc.kind === 'service') services.set(doc.slug, named)
    if (doc.kind === 'city') cities.set(doc.slug, named)
  }
  const origins = new Map<string, PageOrigin>()
  for (const [path, doc] of pages) {
    const finnishPath = content.versions.get(path)?.fi ?? path
    const fi = pages.get(finnishPath) ?? doc
    const title = String(fi.data.title ?? '')
    const slug = fi.slug
    if (fi.kind === 'service') origins.set(path, { title, service: services.get(slug) ?? null, city: null })
    else if (fi.kind === 'city') origins.set(path, { title, service: null, city: cities.get(slug) ?? null })
    else if (fi.kind === 'citySub')
      origins.set(path, {
        title,
        service: services.get(slug) ?? nameOf(fi),
        city: cities.get(fi.parent ?? '') ?? null,
      })
    else origins.set(path, { title, service: null, city: null })
  }
  return {
    of: (page) => origins.get(page) ?? NONE,
    services: [...services.values()].sort(byName),
    cities: [...cities.values()].sort(byName),
    pagesOf: ({ service, city }) =>
      [...origins]
        .filter(([, o]) => (!service || o.service?.slug === service) && (!city || o.city?.slug === city))
        .map(([path]) => path),
  }
}
