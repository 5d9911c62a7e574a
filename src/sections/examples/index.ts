import { stringsFor } from '../../ui/strings.js'
import { defineSection } from '../define-section.js'
import { examplesOf, workExampleCollection } from './collection.js'
import { filterFor } from './filter.js'
import { examplesExtra, examplesItemListJsonLd, listsAllExamples } from './work-examples.js'

/**
 * The work examples (all, or the newest `limit`), with links only to pages that exist; and the category of
 * a category page (/esimerkit/katot). The full list is an ItemList in the page's structured data, named in
 * the page's language and pointing at its examples page there.
 */
export default defineSection({
  type: 'examples',
  resolve: (section, content, request) => {
    const extra = examplesExtra({ ...content, ...examplesOf(content) }, section.limit, request.path)
    return { ...extra, filter: filterFor(extra.categories, request) }
  },
  // An example's id is its file's name (the examples pass checks it).
  shows: (section, content, request) =>
    examplesExtra({ ...content, ...examplesOf(content) }, section.limit, request.path).examples.map(
      (e) => `${workExampleCollection.folder}${e.id}.json`,
    ),
  jsonLd: (sections, { site, content, path }) => {
    if (!sections.some((s) => s.limit === undefined)) return []
    const list = content.documents.find(listsAllExamples)?.route ?? path
    const name = stringsFor(content.lang).UI.examples.defaultTitle
    return [examplesItemListJsonLd(site, examplesOf(content), name, list)]
  },
  // The full list filters in the browser; a teaser (with a limit) is static HTML.
  hydrate: (section) => (section.limit === undefined ? 'visible' : 'none'),
  labels: { type: 'Työesimerkit', description: 'Työesimerkkejä kuvineen tehdyistä remonteista.' },
})
