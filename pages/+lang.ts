import type { PageContext } from 'vike/types'
import { pageLang } from '../src/i18n/page-lang.js'

/** <html lang> of every page: its view's language, else its address's (the 404 pages under /en, /ru, /uk). */
export default function lang(pageContext: PageContext): string {
  return pageLang(pageContext)
}
