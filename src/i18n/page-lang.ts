/**
 * The language of a rendered page: its page view's `lang` (src/sections/page-view.ts), else the
 * language of its address (a 404 page under /ru is Russian). Pure.
 */
import { isLang, type Lang, langOfPath } from './languages.js'

export function pageLang(pageContext: { data?: unknown; urlPathname: string }): Lang {
  const lang = (pageContext.data as { lang?: unknown } | undefined)?.lang
  return isLang(lang) ? lang : langOfPath(pageContext.urlPathname)
}
