/**
 * One fact, one place: the site's lists and menus are made from the pages they show, in
 * each language, on the repository's own content with one document changed or added.
 */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../content-passes.js'
import { translatableTexts } from '../i18n/translatable.js'
import type { CardView } from '../sections/services/index.js'
import { pageAt } from '../sections/page-view.js'
import { type BuildResult, buildContent, type ContentFile, type SiteContent } from './build-content.js'
import { publicFileChecks, readContentFiles, readSchemas } from './content-source.node.js'
import { formatReport } from './diagnostics.js'
import type { MenuLinkView } from './listings.js'
import { templateDocument } from './new-document.js'
import { sitemapXml } from './static-host.js'
import { translationPath, translationSchemaRef } from './translation-files.js'
import { keepTogether } from './typography.js'

const schemas = readSchemas()
const repository = readContentFiles()

function build(files: ContentFile[]): SiteContent {
  const result: BuildResult = buildContent(files, schemas, { ...publicFileChecks(), passes: sitePasses() })
  if (!result.content) throw new Error(formatReport(result.diagnostics.filter((d) => d.severity === 'error')))
  return result.content
}

/** The repository's files with `path`'s JSON changed by `edit` (or a file added). */
function edited(path: string, edit: (data: Record<string, unknown>) => void, files = repository): ContentFile[] {
  return files.map((f) => {
    if (f.path !== path) return f
    const data = JSON.parse(f.text) as Record<string, unknown>
    edit(data)
    return { path, text: JSON.stringify(data, null, 2) }
  })
}

/** The cards of the services sections of the page at `path`, as the page renders them. */
function cardsAt(content: SiteContent, path: string, sectionId?: string): CardView[] {
  const at = pageAt(content, path)
  if (at.kind !== 'page' || at.view.body !== 'sections') throw new Error(`no page at ${path}`)
  return at.view.page.sections.flatMap((s) =>
    s.type === 'services' && (!sectionId || s.id === sectionId) ? (s.extra as CardView[]) : [],
  )
}

/** The links of the header column titled `title` in the content's language, or undefined when it has none. */
function column(content: SiteContent, title: string): MenuLinkView[] | undefined {
  return content.navigation.header.flatMap((item) => item.groups ?? []).find((g) => g.title === title)?.links
}

/** A new service as `npm run new` writes it (src/runtime/new-document.ts). */
function newService(slug: string, title: string, group: 'outdoor'): ContentFile {
  const { file, text } = templateDocument({ kind: 'service', slug, title, group, today: '2026-12-01' })
  return { path: file, text }
}

/** An English translation of a Finnish document: every translatable text, in "English". */
function englishOf(file: ContentFile, slug: string): ContentFile {
  const data = JSON.parse(file.text) as unknown
  const path = translationPath('en', file.path)
  const fields = Object.fromEntries(
    translatableTexts(schemas, 'schemas/page.schema.json', data).map((t) => [
      t.pointer,
      { from: t.text, text: `${t.text} (EN)` },
    ]),
  )
  return {
    path,
    text: JSON.stringify({ $schema: translationSchemaRef(path), slug, fields }),
  }
}

describe('a page is listed from its own document', { timeout: 120_000 }, () => {
  it("shows a service's changed card text on Kaikki palvelut: the listing reads the service", () => {
    const text = 'Keittiöt pintaremontista avaimet käteen -remonttiin, tarjous 24 tunnissa.'
    const content = build(
      edited('pages-data/services/keittion-remontti.json', (d) => {
        d.description = text
      }),
    )
    const card = cardsAt(content, '/palvelu').find((c) => c.href === '/palvelu/keittion-remontti')
    expect(card?.description).toBe(keepTogether(text))
    expect(card?.title).toBe('Keittiöremontti')
  })

  it('puts a new service of a group in its menu column, its listing and the sitemap in Finnish only', () => {
    const added = newService('parvekeremontti', 'Parvekeremontti', 'outdoor')
    const content = build([...repository, added])
    const link = { label: 'Parvekeremontti', href: '/palvelu/parvekeremontti' }
    expect(column(content, 'Ulko- ja muut työt')).toContainEqual(link)
    expect(column(content, 'Erilliset tilat')).not.toContainEqual(link)
    expect(cardsAt(content, '/palvelu', 'ulkotyot').map((c) => c.href)).toContain('/palvelu/parvekeremontti')
    expect(sitemapXml(content)).toContain('/palvelu/parvekeremontti</loc>')
    // Not translated: in no English list or menu, and no English page.
    const english = content.languages.en!
    const everyLink = JSON.stringify(english.navigation)
    expect(everyLink).not.toContain('parvekeremontti')
    expect(cardsAt(content, '/en/services').map((c) => c.href)).not.toContain('/palvelu/parvekeremontti')
    expect(content.versions.get('/palvelu/parvekeremontti')).toEqual({ fi: '/palvelu/parvekeremontti' })
  })

  it('lists the new service in every English list the day its English translation lands', () => {
    const added = newService('parvekeremontti', 'Parvekeremontti', 'outdoor')
    const content = build([...repository, added, englishOf(added, 'balcony-renovation')])
    const english = content.languages.en!
    const href = '/en/services/balcony-renovation'
    expect(column(english, 'Outdoor and other work')?.map((l) => l.href)).toContain(href)
    expect(cardsAt(content, '/en/services').find((c) => c.href === href)?.title).toBe('Parvekeremontti (EN)')
    expect(sitemapXml(content)).toContain(`${href}</loc>`)
  })

  it("orders a group's services by their `order`, wherever the group is listed", () => {
    const content = build(
      edited('pages-data/services/saunaremontit.json', (d) => {
        d.order = 1
      }),
    )
    expect(column(content, 'Erilliset tilat')?.[0]?.href).toBe('/palvelu/saunaremontit')
    expect(cardsAt(content, '/palvelu', 'erilliset-tilat')[0]?.href).toBe('/palvelu/saunaremontit')
  })

  it("a service's shorter menu label is its name in the menu, not on its card", () => {
    let files = edited('pages-data/services/keittion-remontti.json', (d) => {
      d.menuLabel = 'Keittiö'
    })
    for (const lang of ['en', 'ru', 'uk'])
      files = edited(
        `pages-data/translations/${lang}/services/keittion-remontti.json`,
        (t) => {
          ;(t.fields as Record<string, unknown>)['/menuLabel'] = { from: 'Keittiö', text: `Keittiö (${lang})` }
        },
        files,
      )
    const content = build(files)
    expect(column(content.languages.en!, 'Individual rooms')?.map((l) => l.label)).toContain('Keittiö (en)')
    expect(column(content, 'Erilliset tilat')).toContainEqual({ label: 'Keittiö', href: '/palvelu/keittion-remontti' })
    expect(cardsAt(content, '/palvelu').find((c) => c.href === '/palvelu/keittion-remontti')?.title).toBe(
      'Keittiöremontti',
    )
  })

  it("a page's card text is its search description when it gives none", () => {
    const added = newService('parvekeremontti', 'Parvekeremontti', 'outdoor')
    const data = JSON.parse(added.text) as Record<string, unknown>
    delete data.metaDescription
    const content = build([...repository, { path: added.path, text: JSON.stringify(data) }])
    const at = pageAt(content, '/palvelu/parvekeremontti')
    expect(at.kind === 'page' && at.view.head.description).toBe(data.description)
  })
})
