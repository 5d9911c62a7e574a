/**
 * Server-side data for sections that need more than their own fields (a list
 * of blog posts, work examples...). Runs in +data; its result reaches the
 * component as `extra`. No React here.
 */
import type { SectionResolvers } from '../runtime/page-view.js'
import { resolveCalculator } from '../calculators/section-data.js'
import { blogListExtra } from '../runtime/blog-index.js'
import { examplesExtra } from '../runtime/work-examples.js'

export const resolvers: SectionResolvers = {
  calculator: resolveCalculator,
  examples: (section, content) => examplesExtra(content.workExamples, section.limit, (path) => content.routes.pages.has(path)),
  'blog-list': (section, content) => blogListExtra(content.documents, section.limit),
}
