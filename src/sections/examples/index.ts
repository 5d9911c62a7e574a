import { examplesExtra } from '../../runtime/work-examples.js'
import { defineSection } from '../define-section.js'
import { ExamplesSection } from './ExamplesSection.js'

/** The work examples (all, or the newest `limit`), with links only to pages that exist; the category filter needs script. */
export default defineSection({
  type: 'examples',
  resolve: (section, content) => examplesExtra(content.workExamples, section.limit, (path) => content.routes.pages.has(path)),
  Component: ExamplesSection,
  hydrate: 'visible',
})
