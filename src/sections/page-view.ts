/**
 * Server side: turns a routed document into everything a page needs to render
 * (sanitised sections, head tags, breadcrumbs, JSON-LD). What it returns is
 * serialised to the browser as the page's data. The sections' part comes from
 * their server halves (definitions.ts): each one's resolver, structured data
 * and sharing picture. No React.
 */
import type { BlogPost, Page } from '../runtime/content-types.generated.js'
import { type Area, areaOfRegion } from '../booking/areas.js'
import type { BlogDocument, RoutedDocument, SiteContent, Subpage } from '../runtime/build-content.js'
import { RICH_TEXT_KEYS } from '../runtime/collections.js'
import { markdownToHtml, sanitizeHtml } from '../runtime/rich-text.js'
import { keepTogether, keepTogetherInHtml } from '../runtime/typography.js'
import { mapFields } from '../runtime/map-fields.js'
import { breadcrumbsFor, type Breadcrumb, normalizePath, resolveRoute } from '../runtime/routes.js'
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  serviceJsonLd,
  type JsonLd,
} from '../runtime/seo.js'
import { stringsFor } from '../ui/strings.js'
import { LANGUAGE_INFO, type Lang } from '../i18n/languages.js'
import { type Alternate, alternatesOf, versionsOfPath } from '../runtime/alternates.js'
import { contentIn } from '../runtime/localized-content.js'
import { type Shell, shellFor } from './shell-data.js'
import { examplesOf } from './examples/collection.js'
import { localizeLinks } from '../runtime/translation-routes.js'
import { type ResolvedSection, resolveSection, sectionsJsonLd, sectionsPageImage } from './definitions.js'
import type { SectionRequest } from './define-section.js'

export type { ResolvedSection }

interface PageHead {
  /** Full <title>: "Page title | Brand". */
  title: string
  description: string
  canonical: string
  /** <link rel="alternate" hreflang> to every published version, this one included, then x-default (the Finnish page). */
  alternates: Alternate[]
  ogType: 'website' | 'article'
  ogImage?: string
  keywords?: string[]
}

interface ViewBase {
  path: string
  /** The header's, footer's and action bar's content in the page's language (read it with shellOf of src/sections/shell-data.ts). */
  shell: Shell
  /** The page's language (src/i18n/languages.ts). */
  lang: Lang
  /** The path of each published version of this page, its own included (the language switcher and hreflang). */
  versions: Partial<Record<Lang, string>>
  kind: RoutedDocument['kind']
  head: PageHead
  breadcrumbs: Breadcrumb[]
  jsonLd: JsonLd[]
}

export type PageView =
  | (ViewBase & {
      body: 'sections'
      page: Omit<Page, 'sections' | '$schema'> & { sections: ResolvedSection[] }
      /** A city's page and its service pages: the area whose free site visits the page's forms offer first. */
      visitArea?: Area
    })
  | (ViewBase & {
      body: 'post'
      post: BlogPost
      html: string /** The blog's page in the article's language. */
      blogHref: string
    })

/** Fields that name things (addresses, ids, enum values) rather than show text: typography leaves them alone. */
const NOT_TEXT_KEYS: ReadonlySet<string> = new Set([
  'href',
  'src',
  'id',
  'type',
  'kind',
  'icon',
  'category',
  'slug',
  '$schema',
])

/** Rich text sanitised; every shown text with its numbers, units and ranges kept on one line. */
function sanitizeDeep<T>(value: T, key = ''): T {
  if (typeof value === 'string') {
    if (RICH_TEXT_KEYS.has(key)) return keepTogetherInHtml(sanitizeHtml(value)) as T
    return (NOT_TEXT_KEYS.has(key) ? value : keepTogether(value)) as T
  }
  if (Array.isArray(value)) return value.map((v) => sanitizeDeep(v, key)) as T
  if (value && typeof value === 'object') return mapFields(value, sanitizeDeep)
  return value
}

/** A subpage of a document (a category page, /esimerkit/katot of /esimerkit): its address, what it narrows to, its name. */
export type PageVariant = Pick<Subpage, 'path' | 'key' | 'label'>

/** What every view of a page shares: its language, versions, breadcrumbs and the JSON-LD they give. */
function viewBase(content: SiteContent, document: RoutedDocument, variant: PageVariant | undefined) {
  const lang = document.lang ?? 'fi'
  const local = contentIn(content, lang)
  const path = variant?.path ?? document.route
  const home = LANGUAGE_INFO[lang].prefix || '/'
  const breadcrumbs = breadcrumbsFor(local.routes, document.route, stringsFor(lang).UI.breadcrumbs.home, home)
  if (variant) breadcrumbs.push({ label: variant.label, href: variant.path })
  const versions = versionsOfPath(content, path)
  const finnish = content.versions.get(document.route)?.fi ?? document.route
  const jsonLd: JsonLd[] = []
  if (!variant && (finnish === '/' || finnish === '/yhteystiedot')) jsonLd.push(businessJsonLd(local.site, lang))
  if (breadcrumbs.length) jsonLd.push(breadcrumbJsonLd(local.site, breadcrumbs))
  const canonical = absoluteUrl(local.site, path)
  const shell = shellFor(local)
  return {
    shell,
    lang,
    local,
    path,
    home,
    breadcrumbs,
    versions,
    jsonLd,
    canonical,
    alternates: alternatesOf(local.site, versions),
  }
}

/** A blog article's view. */
function postView(base: ReturnType<typeof viewBase>, document: BlogDocument): PageView {
  const { shell, path, lang, versions, breadcrumbs, jsonLd, canonical, alternates } = base
  const { site } = base.local
  const post = document.data
  jsonLd.push(blogPostingJsonLd(site, post, path, lang))
  return {
    shell,
    path,
    lang,
    versions,
    kind: document.kind,
    breadcrumbs,
    jsonLd,
    body: 'post',
    post,
    html: markdownToHtml(document.body),
    blogHref: breadcrumbs.at(-2)?.href ?? base.home,
    head: {
      title: `${post.title} | ${site.brand}`,
      description: post.metaDescription,
      canonical,
      alternates,
      ogType: 'article',
      ogImage: absoluteUrl(site, post.image.src),
      keywords: post.tags,
    },
  }
}

/** A node of `node`'s `@id` already in the list takes its fields (the same thing, said once); another is added. */
function addJsonLd(list: JsonLd[], node: JsonLd): void {
  const same = node['@id'] === undefined ? -1 : list.findIndex((n) => n['@id'] === node['@id'])
  if (same === -1) list.push(node)
  else list[same] = { ...list[same], ...node }
}

/**
 * The free site visits' area of a city's page and of its service pages: the city
 * document's `region`, declared once there; other pages have none (the postal code tells).
 */
function visitAreaOf(content: SiteContent, document: RoutedDocument): Area | undefined {
  const city =
    document.kind === 'city'
      ? document
      : document.kind === 'citySub'
        ? content.documents.find((d) => d.kind === 'city' && d.slug === document.parent)
        : undefined
  const region = (city?.data as Page | undefined)?.region
  return (region && areaOfRegion(region)) || undefined
}

export function buildPageView(content: SiteContent, document: RoutedDocument, variant?: PageVariant): PageView {
  const base = viewBase(content, document, variant)
  const { shell, lang, local, path, home, breadcrumbs, versions, jsonLd, canonical, alternates } = base
  const { site } = local

  if (document.kind === 'blogPost') return postView(base, document)
  const { $schema: _schema, sections, ...page } = document.data
  const request: SectionRequest = { path: document.route, category: variant?.key }
  // Resolvers add links of their own (cards, actions): each is mapped to the page's language like the content's.
  const map = { versions: content.versions, redirects: content.routes.redirects }
  const resolved: ResolvedSection[] = sections.map((s) =>
    localizeLinks(resolveSection(sanitizeDeep(s), local, request), lang, map),
  )
  if (document.kind === 'service' || document.kind === 'citySub') jsonLd.push(serviceJsonLd(site, document.data, path))
  for (const node of sectionsJsonLd(resolved, { site, content: local, path })) addJsonLd(jsonLd, node)
  const image = page.image ?? sectionsPageImage(resolved)
  const visitArea = visitAreaOf(content, document)
  return {
    ...(visitArea ? { visitArea } : {}),
    shell,
    path,
    lang,
    versions,
    kind: document.kind,
    breadcrumbs,
    jsonLd,
    body: 'sections',
    page: { ...page, sections: resolved },
    head: {
      title: pageTitle(
        site.brand,
        path === home,
        variant ? `${variant.label} – ${page.breadcrumb ?? page.title}` : page.title,
      ),
      description: variant ? categoryDescription(local, variant) : (page.metaDescription ?? page.description),
      canonical,
      alternates,
      ogType: 'website',
      ogImage: image ? absoluteUrl(site, image.src) : undefined,
      keywords: page.keywords,
    },
  }
}

/** "Page | Brand"; the home page "Brand – Page". */
function pageTitle(brand: string, isHome: boolean, title: string): string {
  return isHome ? `${brand} – ${title}` : `${title} | ${brand}`
}

/** The meta description of a work examples category page: the category and how many examples it has. */
function categoryDescription(content: SiteContent, variant: PageVariant): string {
  const count = examplesOf(content).workExamples.filter((e) => e.category === variant.key).length
  return stringsFor(content.lang).UI.examples.categoryDescription(variant.label, count)
}

/** What an address shows: a page's view, a redirect, or nothing (a 404). */
export type PageAt = { kind: 'page'; view: PageView } | { kind: 'redirect'; location: string } | { kind: 'missing' }

/**
 * The view of the page at `pathname`, as the prerender's +data hook and the incremental build both
 * read it (a page's HTML is a function of its address and this view, decision 321).
 */
export function pageAt(content: SiteContent, pathname: string): PageAt {
  const match = resolveRoute(content.routes, pathname)
  if (match?.type === 'redirect') return { kind: 'redirect', location: match.location }
  if (match) return { kind: 'page', view: buildPageView(content, match.document) }
  // A subpage (a work-example category's page, /esimerkit/katot): the examples page, narrowed to it.
  const sub = content.subpages.get(normalizePath(pathname))
  const document = sub && content.routes.pages.get(sub.base)
  if (!sub || !document) return { kind: 'missing' }
  return { kind: 'page', view: buildPageView(content, document, sub) }
}
