import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveSection, sectionDefinitions, sectionsJsonLd } from './definitions.js'
import { buildPageView } from './page-view.js'
import type { Section } from '../runtime/content-types.generated.js'
import { blogPostingJsonLd, breadcrumbJsonLd, businessJsonLd, serviceJsonLd } from '../runtime/seo.js'
import { siteContent } from '../../tests/support/render-section.js'
import { jsonLdProblems } from '../../tests/support/json-ld-rules.js'

const content = siteContent()

/** Every schema.org type named in a structured-data node, nested nodes included. */
function typesIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) typesIn(n, into)
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '@type' && typeof value === 'string') into.add(value)
      else typesIn(value, into)
    }
  return into
}

/** The engine's modules (src/runtime/, not tests), each with its text. */
const engineFiles = (dir = 'src/runtime'): [string, string][] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e): [string, string][] => {
    const file = path.join(dir, e.name)
    if (e.isDirectory()) return engineFiles(file)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [[file, readFileSync(file, 'utf8')]] : []
  })

describe('structured data of every page', () => {
  it('passes Google’s rules: required properties per type, no HTML entities or tags in text, ISO dates, absolute URLs', () => {
    const problems = content.documents.flatMap((doc) =>
      jsonLdProblems(buildPageView(content, doc).jsonLd).map((p) => `${doc.route} ${p}`),
    )
    expect(problems).toEqual([])
    expect(content.documents.length).toBeGreaterThan(30)
  })

  it('the checker catches an entity, a tag, a publisher without a logo and a made-up date', () => {
    expect(
      jsonLdProblems([
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [
            { '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer', text: '24&nbsp;h <b>x</b>' } },
          ],
        },
      ]),
    ).toEqual([
      '#0 FAQPage/mainEntity/0/acceptedAnswer/text: HTML entity in text: "&nbsp;"',
      '#0 FAQPage/mainEntity/0/acceptedAnswer/text: HTML tag in text: "<b>"',
    ])
    expect(
      jsonLdProblems([
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: 'H',
          image: 'https://x.fi/a.svg',
          datePublished: 'Kevät 2025',
          author: { '@type': 'Organization', name: 'A' },
          publisher: { '@id': 'https://x.fi/#business' },
        },
      ]),
    ).toEqual([
      '#0 BlogPosting: publisher (Organization with a name)',
      '#0 BlogPosting: publisher.logo (ImageObject with url)',
      '#0 BlogPosting/datePublished: datePublished is not an ISO 8601 date: "Kevät 2025"',
    ])
  })

  it('a blog post names its publisher with a logo; the business carries the Y-tunnus', () => {
    const post = content.documents.find((d) => d.kind === 'blogPost')!
    const ld = buildPageView(content, post).jsonLd.find((j) => j['@type'] === 'BlogPosting')!
    expect(ld.publisher).toEqual({
      '@type': 'Organization',
      '@id': `${content.site.url}/#organization`,
      name: content.site.brand,
      url: `${content.site.url}/`,
      logo: { '@type': 'ImageObject', url: `${content.site.url}/logo.png`, width: 512, height: 512 },
    })
    expect(businessJsonLd(content.site)).toMatchObject({ taxID: '0000000-0', legalName: content.site.legalName })
  })

  it('a section type’s own structured data is built in its folder: the engine names none of its schema.org types', () => {
    const { site } = content
    const post = content.documents.find((d) => d.kind === 'blogPost')!
    const service = content.documents.find((d) => d.kind === 'service')!
    const engines = typesIn([
      businessJsonLd(site),
      breadcrumbJsonLd(site, [{ label: 'Etusivu', href: '/' }]),
      service.kind === 'service' ? serviceJsonLd(site, service.data, service.route) : {},
      post.kind === 'blogPost' ? blogPostingJsonLd(site, post.data, post.route) : {},
    ])
    // Every schema's examples, and the full list of work examples (an ItemList; the example is a teaser).
    const examples = sectionDefinitions.flatMap((d) => {
      const schema = JSON.parse(readFileSync(d.schema, 'utf8')) as { examples?: Section[] }
      return (schema.examples ?? []).map((s) => resolveSection(s, content))
    })
    examples.push(resolveSection({ id: 'kaikki', type: 'examples' }, content))
    const sections = [...typesIn(sectionsJsonLd(examples, { site, content, path: '/' }))].filter((t) => !engines.has(t))
    expect(sections).toEqual(
      expect.arrayContaining(['FAQPage', 'Question', 'Answer', 'Review', 'Rating', 'AggregateRating', 'ItemList']),
    )
    const named = engineFiles().flatMap(([file, text]) =>
      sections.filter((t) => text.includes(`'@type': '${t}'`)).map((t) => `${file}: ${t}`),
    )
    expect(named).toEqual([])
  })
})
