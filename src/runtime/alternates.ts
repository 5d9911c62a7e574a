/**
 * The language versions of a page and its hreflang alternates (Google's
 * rules: every published version, the page itself included, absolute URLs,
 * and x-default to the Finnish page). The head and the sitemap both use
 * these, so they always agree. Pure.
 */
import { LANGUAGES, langOfPath } from '../i18n/languages.js'
import type { Site } from './content-types.generated.js'
import type { SiteContent } from './content-model.js'
import { categoryPath, categoryViews } from './example-categories.js'
import { absoluteUrl } from './seo.js'
import type { Versions } from './content-model.js'

export interface Alternate {
  /** A language code, or x-default. */
  hreflang: string
  /** Absolute URL. */
  href: string
}

type AlternateContent = Pick<SiteContent, 'versions' | 'routes' | 'workExamples' | 'lang' | 'languages'>

/** The path of each published version of the page at path (a category page follows its examples page, where that language has the category). */
export function versionsOfPath(content: AlternateContent, path: string): Versions {
  const own = content.versions.get(path)
  if (own) return own
  const views = categoryViews(content)
  const view = views.find((v) => v.path === path)
  if (!view) return { [langOfPath(path)]: path }
  const published = new Set(views.map((v) => v.path))
  const base = content.versions.get(view.base) ?? { [view.lang]: view.base }
  const out: Versions = {}
  for (const lang of LANGUAGES) {
    const candidate = base[lang] && categoryPath(base[lang], view.category)
    if (candidate && published.has(candidate)) out[lang] = candidate
  }
  return out
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
