/**
 * Server-side only: sanitises HTML from content with DOMPurify and renders
 * Markdown. The browser receives the already clean HTML, so DOMPurify is
 * never shipped to visitors (the studio's editor runs it in the author's browser).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify'
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

let purifier: Pick<DOMPurify, 'sanitize'> | undefined

/**
 * DOMPurify over a DOM: the page's in a browser; on the server isomorphic-dompurify's (a jsdom
 * window), loaded at the first HTML to clean, not at import: a build whose memo already holds every
 * HTML it meets never loads jsdom, 1.2 s of its start (decision 324).
 */
function domPurify(): Pick<DOMPurify, 'sanitize'> {
  if (purifier) return purifier
  if (typeof window !== 'undefined') purifier = createDOMPurify(window)
  else {
    const { createRequire } = process.getBuiltinModule('node:module')
    purifier = createRequire(import.meta.url)('isomorphic-dompurify') as Pick<DOMPurify, 'sanitize'>
  }
  return purifier
}

function purify(html: string): string {
  return domPurify().sanitize(html, { ALLOWED_TAGS: [...RICH_TEXT_TAGS], ALLOWED_ATTR, ALLOWED_URI_REGEXP })
}

export function markdownToHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }))
}
