/**
 * Server-side only: sanitises HTML from content with DOMPurify and renders
 * Markdown. The browser receives the already clean HTML, so DOMPurify is
 * never shipped to visitors.
 */
import DOMPurify from 'isomorphic-dompurify'
import { marked } from 'marked'
import { RICH_TEXT_TAGS } from './rich-text-tags.js'
import { memoized } from './build-memo.js'

const ALLOWED_ATTR = ['href', 'title', 'id', 'scope', 'colspan', 'rowspan', 'lang']

/**
 * DOMPurify tests every attribute value against this: values with a scheme must
 * be https:, mailto: or tel:; values without one ("col", "/palvelu", "#faq") pass.
 */
const ALLOWED_URI_REGEXP = /^(?:(?:https|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i

export function sanitizeHtml(html: string): string {
  return memoized(html, purify)
}

function purify(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR, ALLOWED_URI_REGEXP })
}

export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }))
}
