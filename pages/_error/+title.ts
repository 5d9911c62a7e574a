import type { PageContext } from 'vike/types'
import { site } from '../../src/sections/shell-data.js'
import { langOfPath } from '../../src/i18n/languages.js'
import { stringsFor } from '../../src/ui/strings.js'

export function title(pageContext: PageContext) {
  const { UI } = stringsFor(langOfPath(pageContext.urlPathname))
  return `${pageContext.is404 ? UI.notFound.documentTitle : UI.serverError.title} | ${site.brand}`
}
