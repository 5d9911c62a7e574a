import type { PageContextServer } from 'vike/types'
import { langOfPath } from '../../src/i18n/languages.js'
import { sitePasses } from '../../src/content-passes.js'
import { getContent } from '../../src/runtime/content-source.vite.js'
import { contentIn } from '../../src/runtime/localized-content.js'
import { shellFor } from '../../src/sections/shell-data.js'

/** A language's 404 page: its language and its shell (the language's navigation). */
export function data(pageContext: PageContextServer) {
  const lang = langOfPath(pageContext.urlPathname)
  return { lang, shell: shellFor(contentIn(getContent(sitePasses()), lang)) }
}
