/** Structured data (JSON-LD) and head metadata derived from documents. No React. */
import type { BlogPost, Page, Site } from './content-types.generated.js'
import type { Breadcrumb } from './routes.js'

export type JsonLd = Record<string, unknown>

const DAY_CODES: Record<string, string> = {
  Monday: 'Monday', Tuesday: 'Tuesday', Wednesday: 'Wednesday', Thursday: 'Thursday', Friday: 'Friday', Saturday: 'Saturday', Sunday: 'Sunday',
}

export function absoluteUrl(site: Site, path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`
}

export function businessJsonLd(site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site.url}/#business`,
    name: site.brand,
    url: `${site.url}/`,
    telephone: site.contacts.phone,
    email: site.contacts.email,
    areaServed: site.serviceAreas,
    knowsLanguage: site.languages,
    address: site.addresses.map((a) => ({ '@type': 'PostalAddress', streetAddress: a.street, postalCode: a.postalCode, addressLocality: a.city, addressRegion: a.region, addressCountry: 'FI' })),
    openingHoursSpecification: site.openingHours
      .filter((h) => h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days.map((d) => DAY_CODES[d]), opens: h.opens, closes: h.closes })),
  }
}

export function breadcrumbJsonLd(site: Site, crumbs: Breadcrumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.label, item: absoluteUrl(site, c.href) })),
  }
}

export function serviceJsonLd(site: Site, page: Page, path: string, areaServed?: string[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.breadcrumb ?? page.title,
    description: page.metaDescription,
    url: absoluteUrl(site, path),
    areaServed: areaServed ?? site.serviceAreas,
    provider: { '@id': `${site.url}/#business` },
  }
}

export function faqJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: stripTags(i.answer) } })),
  }
}

export function blogPostingJsonLd(site: Site, post: BlogPost, path: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.metaDescription,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt ?? post.publishedAt,
    image: absoluteUrl(site, post.image.src),
    author: { '@type': 'Organization', name: post.author ?? site.brand },
    publisher: { '@id': `${site.url}/#business` },
    mainEntityOfPage: absoluteUrl(site, path),
    keywords: post.tags.join(', '),
  }
}

export function stripTags(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
}
