/**
 * The language versions of a page and its hreflang alternates (Google's
 * rules: every published version, the page itself included, absolute URLs,
 * and x-default to the Finnish page). The head and the sitemap both use
 * these, so they always agree. Pure.
 */
import { LANGUAGES, langOfPath } from '../i18n/languages.js'
import type { Site } from './content-types.generated.js'
import type { SiteContent } from './content-model.js'
import { absoluteUrl } from './seo.js'
import type { Versions } from './content-model.js'

export interface Alternate {
  /** A language code, or x-default. */
  hreflang: string
  /** Absolute URL. */
  href: string
}

/** The path of each published version of the page (or subpage, such as a category page) at path. */
export function versionsOfPath(content: Pick<SiteContent, 'versions'>, path: string): Versions {
  return content.versions.get(path) ?? { [langOfPath(path)]: path }
}

/** Each version as an absolute hreflang alternate in the order fi, en, ru, uk, then x-default (the Finnish page). */
export function alternatesOf(site: Site, versions: Versions): Alternate[] {
  const out: Alternate[] = LANGUAGES.flatMap((lang) => {
    const path = versions[lang]
    return path ? [{ hreflang: lang, href: absoluteUrl(site, path) }] : []
  })
  if (versions.fi) out.push({ hreflang: 'x-default', href: absoluteUrl(site, versions.fi) })
  return out
}
