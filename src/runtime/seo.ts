/**
 * Structured data (JSON-LD) and head metadata derived from documents. No React.
 * Text in JSON-LD is plain: no tags, no HTML entities (Google reads it as is);
 * src/sections/json-ld.test.ts checks every page against tests/support/json-ld-rules.ts.
 */
import { decodeHTML } from 'entities'
import type { BlogPost, Page, Site } from './content-types.generated.js'
import type { Breadcrumb } from './routes.js'
import { homePath, type Lang } from '../i18n/languages.js'

export type JsonLd = Record<string, unknown>

const DAY_CODES: Record<string, string> = {
  Monday: 'Monday',
  Tuesday: 'Tuesday',
  Wednesday: 'Wednesday',
  Thursday: 'Thursday',
  Friday: 'Friday',
  Saturday: 'Saturday',
  Sunday: 'Sunday',
}

export function absoluteUrl(site: Site, path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`
}

/** The company's logo for search engines (a square PNG; public/logo.png, made from the favicon until the company supplies its own). */
const LOGO = { path: '/logo.png', width: 512, height: 512 } as const

function logoJsonLd(site: Site): JsonLd {
  return { '@type': 'ImageObject', url: absoluteUrl(site, LOGO.path), width: LOGO.width, height: LOGO.height }
}

/** The company as an Organization: who publishes the articles. */
function organizationJsonLd(site: Site, lang: Lang): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.brand,
    url: absoluteUrl(site, homePath(lang)),
    logo: logoJsonLd(site),
  }
}

/** The company as a local business; its url is the home page of the page's language (one @id in every language). */
export function businessJsonLd(site: Site, lang: Lang = 'fi'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site.url}/#business`,
    name: site.brand,
    ...(site.legalName ? { legalName: site.legalName } : {}),
    // The Y-tunnus: schema.org's taxID is the organisation's tax identifier.
    ...(site.businessId ? { taxID: site.businessId } : {}),
    url: absoluteUrl(site, homePath(lang)),
    logo: logoJsonLd(site),
    telephone: site.contacts.phone,
    email: site.contacts.email,
    areaServed: site.serviceAreas,
    knowsLanguage: site.languages,
    address: site.addresses.map((a) => ({
      '@type': 'PostalAddress',
      streetAddress: a.street,
      postalCode: a.postalCode,
      addressLocality: a.city,
      addressRegion: a.region,
      addressCountry: 'FI',
    })),
    openingHoursSpecification: site.openingHours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: h.days.map((d) => DAY_CODES[d]),
        opens: h.opens,
        closes: h.closes,
      })),
  }
}

export function breadcrumbJsonLd(site: Site, crumbs: Breadcrumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(site, c.href),
    })),
  }
}

export function serviceJsonLd(site: Site, page: Page, path: string, areaServed?: string[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.breadcrumb ?? page.title,
    description: page.metaDescription ?? page.description,
    url: absoluteUrl(site, path),
    areaServed: areaServed ?? site.serviceAreas,
    provider: { '@id': `${site.url}/#business` },
  }
}

export function blogPostingJsonLd(site: Site, post: BlogPost, path: string, lang: Lang = 'fi'): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: lang,
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    image: absoluteUrl(site, post.image.src),
    author: { '@type': 'Organization', name: post.author ?? site.brand },
    publisher: organizationJsonLd(site, lang),
    mainEntityOfPage: absoluteUrl(site, path),
    keywords: post.tags.join(', '),
  }
}

/**
 * Plain text of sanitised HTML: tags become spaces, entities their characters
 * (the sanitiser writes a no-break space as &nbsp;), runs of white space one space.
 * For the sections' structured data (the FAQ's answers, the reviews' words).
 */
export function htmlToText(html: string): string {
  return decodeHTML(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}
