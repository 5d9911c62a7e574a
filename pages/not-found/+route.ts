import type { PageContext } from 'vike/types'
import { NOT_FOUND_PAGE } from '../../src/i18n/not-found.js'

// Each language's own 404 page (/ru/404, written to dist/client/ru/404.html by the build): the
// servers answer it for an unknown address under that language's prefix. The Finnish one is the
// error page (pages/_error).
export default function route(pageContext: Pick<PageContext, 'urlPathname'>) {
  return NOT_FOUND_PAGE.test(pageContext.urlPathname) ? { precedence: 10 } : false
}
