import { blogListExtra } from '../../runtime/blog-index.js'
import { defineSection } from '../define-section.js'

/** The blog's article cards, newest first. */
export default defineSection({
  type: 'blog-list',
  resolve: (section, content) => blogListExtra(content.documents, section.limit),
  // The listed articles by their files (an article's route is its document's in the language).
  shows: (section, content) => {
    const shown = new Set(blogListExtra(content.documents, section.limit).posts.map((p) => p.href))
    return content.documents.filter((d) => d.kind === 'blogPost' && shown.has(d.route)).map((d) => d.file)
  },
  labels: { type: 'Blogikirjoitukset', description: 'Uusimmat blogikirjoitukset listana.' },
})
