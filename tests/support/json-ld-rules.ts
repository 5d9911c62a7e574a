/**
 * Google's structured-data rules that the site's JSON-LD must pass, as a
 * checker the tests run on every page (unit: every route's page view; e2e:
 * every prerendered HTML file). Required properties per type follow Google
 * Search Central (Article, Breadcrumb, FAQ, Local business, Review snippet,
 * Carousel) and schema.org's value types.
 */
type Node = Record<string, unknown>

const ENTITY = /&(?:[a-z][a-z0-9]*|#[0-9]+|#x[0-9a-f]+);/i
const TAG = /<\/?[a-z][^>]*>/i
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/
const URL_KEYS = new Set(['url', 'item', 'image', 'mainEntityOfPage'])

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown) => typeof v === 'string' && v.trim().length > 0
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v])

function checkNode(node: Node, where: string, problems: string[]) {
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${where}: ${what}`)
  }
  const type = node['@type']
  switch (type) {
    case 'BreadcrumbList': {
      const items = list(node.itemListElement)
      need(items.length > 0, 'BreadcrumbList needs itemListElement')
      for (const [i, it] of items.entries())
        need(
          isNode(it) && it.position === i + 1 && text(it.name) && (i === items.length - 1 || text(it.item)),
          `ListItem ${i + 1} needs position, name and item`,
        )
      break
    }
    case 'FAQPage':
      need(list(node.mainEntity).length > 0, 'FAQPage needs mainEntity')
      for (const q of list(node.mainEntity))
        need(
          isNode(q) &&
            q['@type'] === 'Question' &&
            text(q.name) &&
            isNode(q.acceptedAnswer) &&
            text(q.acceptedAnswer.text),
          'Question needs name and acceptedAnswer.text',
        )
      break
    case 'BlogPosting':
    case 'Article': {
      need(text(node.headline) && String(node.headline).length <= 110, 'headline (at most 110 characters)')
      need(text(node.image) || list(node.image).length > 0, 'image')
      need(text(node.datePublished), 'datePublished')
      need(
        list(node.author).some((a) => isNode(a) && text(a.name)),
        'author with a name',
      )
      const publisher = node.publisher
      need(
        isNode(publisher) && ['Organization', 'Person'].includes(String(publisher['@type'])) && text(publisher.name),
        'publisher (Organization with a name)',
      )
      need(
        isNode(publisher) &&
          isNode(publisher.logo) &&
          publisher.logo['@type'] === 'ImageObject' &&
          text(publisher.logo.url),
        'publisher.logo (ImageObject with url)',
      )
      break
    }
    case 'HomeAndConstructionBusiness':
    case 'LocalBusiness':
      need(text(node.name), 'name')
      need(
        list(node.address).length > 0 &&
          list(node.address).every((a) => isNode(a) && text(a.streetAddress) && text(a.addressLocality)),
        'address (PostalAddress with streetAddress and addressLocality)',
      )
      break
    case 'Review':
      need(isNode(node.author) && text(node.author.name), 'Review author with a name')
      need(text(node.reviewBody) || isNode(node.reviewRating), 'Review needs reviewBody or reviewRating')
      break
    case 'Rating':
    case 'AggregateRating': {
      const value = Number(node.ratingValue)
      const best = Number(node.bestRating ?? 5)
      const worst = Number(node.worstRating ?? 1)
      need(
        Number.isFinite(value) && value >= worst && value <= best,
        `${String(type)} ratingValue within ${worst}-${best}`,
      )
      if (type === 'AggregateRating')
        need(Number(node.ratingCount ?? node.reviewCount) > 0, 'AggregateRating needs ratingCount or reviewCount')
      break
    }
    case 'Service':
      need(text(node.name), 'name')
      need(isNode(node.provider), 'provider')
      break
    case 'ItemList':
      for (const [i, it] of list(node.itemListElement).entries())
        need(isNode(it) && it.position === i + 1, `ItemList element ${i + 1} needs its position`)
      break
  }
}

function walk(value: unknown, where: string, problems: string[], key = '') {
  if (typeof value === 'string') {
    if (ENTITY.test(value)) problems.push(`${where}: HTML entity in text: ${JSON.stringify(value.match(ENTITY)![0])}`)
    if (TAG.test(value)) problems.push(`${where}: HTML tag in text: ${JSON.stringify(value.match(TAG)![0])}`)
    if (/^date/.test(key) && !ISO_DATE.test(value))
      problems.push(`${where}: ${key} is not an ISO 8601 date: ${JSON.stringify(value)}`)
    if (URL_KEYS.has(key) && !/^https:\/\//.test(value))
      problems.push(`${where}: ${key} is not an absolute https URL: ${JSON.stringify(value)}`)
    return
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      walk(v, `${where}/${i}`, problems, key)
    })
    return
  }
  if (!isNode(value)) return
  if (value['@type'] !== undefined) checkNode(value, where, problems)
  for (const [k, v] of Object.entries(value)) walk(v, `${where}/${k}`, problems, k)
}

/** Every rule a page's JSON-LD breaks ('' when none), each as "where: what". */
export function jsonLdProblems(items: readonly unknown[]): string[] {
  const problems: string[] = []
  items.forEach((item, i) => {
    if (!isNode(item) || item['@context'] !== 'https://schema.org' || item['@type'] === undefined)
      problems.push(`#${i}: needs @context https://schema.org and @type`)
    walk(item, `#${i} ${isNode(item) ? String(item['@type']) : ''}`, problems)
  })
  return problems
}

/** The JSON-LD blocks of an HTML page (as the prerenderer wrote them). */
export function jsonLdOfHtml(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  )
}
