/**
 * The studio's preview: a document of the (unsaved) site content rendered by
 * the real page pipeline and section components — buildPageView (sanitising,
 * the section resolvers of src/sections/definitions.ts) then <ContentPage>,
 * the body of every content route. Loaded by the studio server through Vite's
 * SSR loader, like the dev server loads the pages.
 */
import { renderToString } from 'react-dom/server'
import type { SiteContent } from '../runtime/build-content.js'
import { buildPageView } from '../sections/page-view.js'
import { resolveSection, sectionDefinitions } from '../sections/definitions.js'
import { ContentPage } from '../views/ContentPage.js'

/** The section types in the order of src/sections/definitions.ts. */
export function sectionTypeNames(): string[] {
  return sectionDefinitions.map((d) => d.type)
}

/** HTML of the document's page body, or null when the file has no page of its own (site facts, a pricing model...). */
export function renderPreview(content: SiteContent, file: string): string | null {
  const document = content.documents.find((d) => d.file === file)
  if (!document) return null
  const view = buildPageView(content, document, resolveSection)
  return renderToString(<main id="main" data-page-kind={view.kind}><ContentPage view={view} /></main>)
}
