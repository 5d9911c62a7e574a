/**
 * Where a document shows: on the repository's own content, the pages `whereShown` names for a
 * service are exactly the pages whose rendered sections change when the service's name changes, in each
 * language (the name is on every card that lists it, a city's own card text or not), and the menus are
 * those whose links change. The oracle is the renderer's output, not the rules.
 */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../content-passes.js'
import { type Lang, TARGET_LANGS } from '../i18n/languages.js'
import { type BuildResult, buildContent, type ContentFile, type SiteContent } from '../runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas } from '../runtime/content-source.node.js'
import type { Navigation } from '../runtime/content-types.generated.js'
import { formatReport } from '../runtime/diagnostics.js'
import { translationPath } from '../runtime/translation-files.js'
import { pageAt } from './page-view.js'
import { changedListings, whereShown } from './where-shown.js'

const schemas = readSchemas()
const repository = readContentFiles()
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const navigation = JSON.parse(repository.find((f) => f.path === 'pages-data/navigation.json')!.text) as Navigation

function build(files: ContentFile[]): SiteContent {
  const result: BuildResult = buildContent(files, schemas, { ...publicFileChecks(), passes: sitePasses() })
  if (!result.content) throw new Error(formatReport(result.diagnostics.filter((d) => d.severity === 'error')))
  return result.content
}

/** A service page or a translation, as these tests change them. */
interface Edited {
  description: string
  breadcrumb: string
  sections: { title?: string }[]
  fields: Record<string, { text: string }>
}

/** The files with `path`'s JSON changed by `edit`. */
function edited(path: string, edit: (data: Edited) => void, files = repository): ContentFile[] {
  return files.map((f) => {
    if (f.path !== path) return f
    const data = JSON.parse(f.text) as Edited
    edit(data)
    return { path, text: JSON.stringify(data, null, 2) }
  })
}

const marker = (lang: Lang) => `Merkki${lang}Xq`

/**
 * The kitchen service's short name (its breadcrumb, what cards and menus show) replaced by a marker in
 * Finnish, and in each translation's own text (its `from` kept, so the translation stays current).
 */
const marked = build(
  TARGET_LANGS.reduce(
    (files, lang) =>
      edited(
        translationPath(lang, KITCHEN),
        (t) => {
          t.fields['/breadcrumb']!.text = marker(lang)
        },
        files,
      ),
    edited(KITCHEN, (d) => {
      d.breadcrumb = marker('fi')
    }),
  ),
)

/** The pages (lang and route) whose sections, as rendered, show the language's marker; and the languages whose menu does. */
function renderedWithMarker(content: SiteContent) {
  const pages: string[] = []
  const menus: Lang[] = []
  for (const [lang, local] of Object.entries(content.languages) as [Lang, SiteContent][]) {
    for (const doc of local.documents) {
      if (doc.file === KITCHEN || (doc.lang ?? 'fi') !== lang) continue
      const at = pageAt(content, doc.route)
      if (at.kind !== 'page' || at.view.body !== 'sections') continue
      if (JSON.stringify(at.view.page.sections).includes(marker(lang))) pages.push(`${lang} ${doc.route}`)
    }
    if (JSON.stringify(local.navigation).includes(marker(lang))) menus.push(lang)
  }
  return { pages: pages.sort(), menus: menus.sort() }
}

/** The Finnish pages (but `file`'s own) whose rendered sections hold `text`. */
function finnishPagesShowing(content: SiteContent, file: string, text: string): string[] {
  return content.documents
    .filter((doc) => doc.file !== file)
    .filter((doc) => {
      const at = pageAt(content, doc.route)
      return at.kind === 'page' && at.view.body === 'sections' && JSON.stringify(at.view.page.sections).includes(text)
    })
    .map((doc) => doc.route)
    .sort()
}

/** The files with `path`'s text changed by `edit`. */
const replaced = (path: string, edit: (text: string) => string) =>
  repository.map((f) => (f.path === path ? { path, text: edit(f.text) } : f))

describe('whereShown', () => {
  const rendered = renderedWithMarker(marked)
  const site = build(repository)
  const shown = whereShown(site, navigation, KITCHEN)

  it('names exactly the pages whose lists render the service, in every language, and the menus that list it', () => {
    // The oracle found something to compare with: the kitchen service is listed somewhere in each language.
    expect(rendered.pages.length).toBeGreaterThan(3)
    expect(shown.pages.map((p) => `${p.lang} ${p.route}`).sort()).toEqual(rendered.pages)
    expect([...shown.menus].sort()).toEqual(rendered.menus)
  })

  it('names "Kaikki palvelut" (/palvelu) by its Finnish name, and its translations by their addresses', () => {
    const services = JSON.parse(repository.find((f) => f.path === 'pages-data/pages/palvelu.json')!.text)
    const listing = shown.pages.filter((p) => p.file === 'pages-data/pages/palvelu.json')
    expect(listing.find((p) => p.lang === 'fi')).toEqual({
      file: 'pages-data/pages/palvelu.json',
      name: services.breadcrumb,
      lang: 'fi',
      route: '/palvelu',
    })
    // Kaikki palvelut is translated into every language, and its group lists show the service in each.
    expect(listing.map((p) => p.lang)).toEqual(['fi', 'en', 'ru', 'uk'])
  })

  it('a translation shows only in its own language', () => {
    const english = whereShown(site, navigation, translationPath('en', KITCHEN))
    expect(english.pages.length).toBeGreaterThan(0)
    expect(new Set(english.pages.map((p) => p.lang))).toEqual(new Set(['en']))
    expect(english.pages).toEqual(shown.pages.filter((p) => p.lang === 'en'))
  })

  it('a blog post and a work example: the pages whose article and example lists render them', () => {
    const POST = 'pages-data/blog/lattian-tasoitus.md'
    const EXAMPLE = 'pages-data/examples/kiveys-myyrmaki.json'
    const post = build(replaced(POST, (t) => t.replace(/^title: ".*"$/m, `title: "${marker('fi')}"`)))
    const example = build(replaced(EXAMPLE, (t) => t.replace(/"title": "[^"]*"/, `"title": "${marker('fi')}"`)))
    const finnish = (file: string) =>
      whereShown(site, navigation, file)
        .pages.filter((p) => p.lang === 'fi')
        .map((p) => p.route)
        .sort()
    const postPages = finnishPagesShowing(post, POST, marker('fi'))
    expect(postPages).toContain('/blogi')
    expect(finnish(POST)).toEqual(postPages)
    const examplePages = finnishPagesShowing(example, EXAMPLE, marker('fi'))
    expect(examplePages).toContain('/esimerkit')
    expect(finnish(EXAMPLE)).toEqual(examplePages)
  })

  it('of two states, only the lists that render the change: a card text is on some, a hero title on none', () => {
    const state = (content: SiteContent) => ({ content, navigation })
    // A card text with its number kept (the translations say it too): Finnish lists only, and no menu.
    const text = (d: Edited) => `${d.description} ${marker('fi')}`
    const described = build(edited(KITCHEN, (d) => (d.description = text(d))))
    const changed = changedListings(state(site), state(described), KITCHEN)
    expect(changed.pages.map((p) => `${p.lang} ${p.route}`)).toEqual(
      finnishPagesShowing(described, KITCHEN, marker('fi')).map((r) => `fi ${r}`),
    )
    expect(changed.pages.length).toBeGreaterThan(0)
    expect(changed.menus).toEqual([])
    const hero = build(
      edited(KITCHEN, (d) => {
        d.sections[0]!.title = marker('fi')
      }),
    )
    expect(changedListings(state(site), state(hero), KITCHEN)).toEqual({ pages: [], menus: [] })
  })

  it('a page that no list names shows nowhere else', () => {
    expect(whereShown(site, navigation, 'pages-data/pages/tietosuoja.json')).toEqual({ pages: [], menus: [] })
  })
})
