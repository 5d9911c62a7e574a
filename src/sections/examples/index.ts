import { examplesExtra, examplesItemListJsonLd } from '../../runtime/work-examples.js'
import { defineSection } from '../define-section.js'
import { filterFor } from './filter.js'

/**
 * The work examples (all, or the newest `limit`), with links only to pages that exist; and the category of
 * a category page (/esimerkit/katot). The full list is an ItemList in the page's structured data.
 */
export default defineSection({
  type: 'examples',
  resolve: (section, content, request) => {
    const extra = examplesExtra(content.workExamples, section.limit, (path) => content.routes.pages.has(path))
    return { ...extra, filter: filterFor(extra.categories, request) }
  },
  jsonLd: (sections, { site, content }) =>
    sections.some((s) => s.limit === undefined) ? [examplesItemListJsonLd(site, content.workExamples)] : [],
  // The full list filters in the browser; a teaser (with a limit) is static HTML.
  hydrate: (section) => (section.limit === undefined ? 'visible' : 'none'),
  labels: { type: 'Työesimerkit' },
})
