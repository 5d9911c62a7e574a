/**
 * Each language's pages kept between builds (localized-content.ts): a Finnish document that did
 * not change, with the same translation, route, tokens and link targets, is the same page object on the
 * next build; an edited one, or one whose link now leads elsewhere, is made again. The content is the
 * same as that of a build from texts never seen.
 */
import { describe, expect, it } from 'vitest'
import { sitePasses } from '../content-passes.js'
import { buildContent, type ContentFile, type SiteContent } from './build-content.js'
import { readContentFiles, readSchemas } from './content-source.node.js'

const schemas = readSchemas()
const files = readContentFiles()
const passes = sitePasses()
const KITCHEN = 'pages-data/services/keittion-remontti.json'
const WC = 'pages-data/services/wc-remontti.json'

function build(input: ContentFile[]): SiteContent {
  const { content, diagnostics } = buildContent(input, schemas, { passes })
  if (!content) throw new Error(diagnostics.map((d) => `${d.file} ${d.message}`).join('\n'))
  return content
}

const pageOf = (content: SiteContent, lang: 'en' | 'ru', file: string) =>
  content.languages[lang]!.documents.find((d) => d.file === file && d.lang === lang)!
const edit = (input: ContentFile[], file: string, from: string, to: string) =>
  input.map((f) => (f.path === file ? { ...f, text: f.text.replace(from, to) } : f))
/** Documents without their identity. */
const plain = (content: SiteContent, lang: 'en' | 'ru') => JSON.stringify(content.languages[lang]!.documents)

describe("a language's pages between builds", () => {
  it('gives an unchanged page again, and makes an edited one anew', () => {
    const first = build(files)
    const edited = edit(files, KITCHEN, '"title": "', '"title": "Uusi ')
    const second = build(edited)
    expect(pageOf(second, 'en', WC)).toBe(pageOf(first, 'en', WC))
    expect(pageOf(second, 'en', KITCHEN)).not.toBe(pageOf(first, 'en', KITCHEN))
    const fresh = build(edited.map((f) => ({ ...f, text: `${f.text}\n` })))
    for (const lang of ['en', 'ru'] as const) expect(plain(second, lang)).toBe(plain(fresh, lang))
  })

  it("makes a page anew when a page it links to moved in the language (its link's target changed)", () => {
    const first = build(files)
    const en = first.languages.en!.documents.filter((d) => d.lang === 'en')
    // A page that links to another translated page (a service's address in English, /en/x/y).
    const pair = en
      .flatMap((from) => en.filter((to) => to !== from && to.route.split('/').length > 3).map((to) => ({ from, to })))
      .find(({ from, to }) => JSON.stringify(from.data).includes(`${to.route}\\"`))
    expect(pair).toBeDefined()
    const { from, to: target } = pair!
    const wc = pageOf(first, 'en', from.file)
    const translation = `pages-data/translations/en/${target.file.replace(/^pages-data\//, '').replace(/\.md$/, '.json')}`
    const slug = target.route.split('/').pop()!
    const moved = build(edit(files, translation, `"slug": "${slug}"`, `"slug": "${slug}-moved"`))
    const again = pageOf(moved, 'en', from.file)
    expect(again).not.toBe(wc)
    expect(JSON.stringify(again.data)).toContain(`${slug}-moved`)
  })
})
