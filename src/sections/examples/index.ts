import { defineSection } from '../define-section.js'
import { ExamplesSection, type ExamplesSectionExtra } from './ExamplesSection.js'
import { filterFor } from './filter.js'
import { examplesExtra } from './work-examples.js'

/** The work examples (all, or the newest `limit`), with links only to pages that exist; and the category of a category page (/esimerkit/katot). */
export default defineSection({
  type: 'examples',
  resolve: (section, content, request): ExamplesSectionExtra => {
    const extra = examplesExtra(content, section.limit, request.path)
    return { ...extra, filter: filterFor(extra.categories, request) }
  },
  Component: ExamplesSection,
  // The full list filters in the browser; a teaser (with a limit) is static HTML.
  hydrate: (section) => (section.limit === undefined ? 'visible' : 'none'),
})
