import { blogListExtra } from '../../runtime/blog-index.js'
import { defineSection } from '../define-section.js'

/** The blog's article cards, newest first. */
export default defineSection({
  type: 'blog-list',
  resolve: (section, content) => blogListExtra(content.documents, section.limit),
  labels: { type: 'Blogikirjoitukset' },
})
