import type { PageContext } from 'vike/types'
import { pageLang } from '../src/i18n/page-lang.js'
import { hyphenateHtml } from '../src/runtime/hyphenation.js'

/**
 * Hyphenation points in the page's body (decision 277), on the server only: the
 * browser never loads the patterns. The <head> (title, meta, JSON-LD) is not in
 * pageHtmlString and stays as it is.
 */
export default function onAfterRenderHtml(pageContext: PageContext): void {
  const html = pageContext.pageHtmlString
  if (typeof html === 'string') pageContext.pageHtmlString = hyphenateHtml(html, pageLang(pageContext))
}
