/**
 * The studio's preview: a document of the (unsaved) site content rendered by
 * the real page pipeline and section components — buildPageView (sanitising,
 * the sections' server halves of src/sections/definitions.ts) then <ContentPage>,
 * the body of every content route. Loaded by the studio server through Vite's
 * SSR loader, like the dev server loads the pages.
 *
 * A keystroke changes one section: each section's HTML is kept, keyed by its
 * resolved form (its fields and everything its resolver read from the other
 * documents) and whether it opens the page, and only a section whose key
 * changed is rendered again (decision 125). The page is the same string a
 * whole render gives (a test compares them on every document).
 */
import { withStrings } from '../ui/with-strings.js'
import { renderToString } from 'react-dom/server'
import type { SiteContent } from '../runtime/build-content.js'
import { contentIn } from '../runtime/localized-content.js'
import { sourceOfTranslation } from '../runtime/translation-files.js'
import { buildPageView, type PageView } from '../sections/page-view.js'
import { sectionDefinitions } from '../sections/definitions.js'
import type { SectionRenderer } from '../sections/PageRenderer.js'
import { renderSection } from '../sections/registry.js'
import { ContentPage } from '../views/ContentPage.js'

/** The section types in the order of src/sections/definitions.ts (the studio calls it on the loaded module). @public */
export function sectionTypeNames(): string[] {
  return sectionDefinitions.map((d) => d.type)
}

/**
 * The page of a document, or of a translation file (pages-data/translations/ru/…): its Finnish
 * document's page in that language, with the translation as edited.
 */
function viewOf(content: SiteContent, file: string): PageView | null {
  const translation = sourceOfTranslation(file)
  const document = translation
    ? contentIn(content, translation.lang).documents.find(
        (d) => d.file === translation.source && d.lang === translation.lang,
      )
    : content.documents.find((d) => d.file === file)
  return document ? buildPageView(content, document) : null
}

const page = (view: PageView, render?: SectionRenderer) =>
  renderToString(
    withStrings(
      <main id="main" data-page-kind={view.kind}>
        <ContentPage view={view} renderSection={render} />
      </main>,
      view.lang,
    ),
  )

/** HTML of the document's page body rendered whole, or null when the file has no page of its own (site facts, a pricing model, a translation of one...). */
export function renderPreviewWhole(content: SiteContent, file: string): string | null {
  const view = viewOf(content, file)
  return view && page(view)
}

/** Per document: each section's HTML by its key, as of the document's last preview. */
const sectionHtml = new Map<string, Map<string, string>>()

/** HTML of the document's page body (unchanged sections' HTML reused), or null when the file has no page of its own. */
export function renderPreview(content: SiteContent, file: string): string | null {
  const view = viewOf(content, file)
  if (!view) return null
  if (view.body !== 'sections') return page(view)
  const previous = sectionHtml.get(file) ?? new Map<string, string>()
  const kept = new Map<string, string>()
  const parts = view.page.sections.map((section, i) => {
    const key = JSON.stringify([i === 0, section])
    const html =
      kept.get(key) ?? previous.get(key) ?? renderToString(withStrings(renderSection(section, i === 0), view.lang))
    kept.set(key, html)
    return html
  })
  sectionHtml.set(file, kept)
  // The page around the sections, each section a slot filled with its HTML.
  const shell = page(view, () => <template data-studio-section="" />)
  // React hoists resource hints (an eager image's preload) to the front of what it renders: the sections' join the shell's, once each.
  const hints = new Set<string>()
  const body = (html: string) => {
    const lead = LEADING_HINTS.exec(html)?.[0] ?? ''
    for (const hint of lead.match(HINT) ?? []) hints.add(hint)
    return html.slice(lead.length)
  }
  const main = body(shell)
  let n = 0
  const filled = main.replace(/<template data-studio-section=""><\/template>/g, () => body(parts[n++] ?? ''))
  return [...hints].join('') + filled
}

const HINT = /<link [^>]*\/>/g
const LEADING_HINTS = /^(?:<link [^>]*\/>)+/
