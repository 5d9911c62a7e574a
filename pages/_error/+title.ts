import type { PageContext } from 'vike/types'
import { site } from '../../src/sections/shell-data.js'
import { UI } from '../../src/ui/strings.fi.js'

export function title(pageContext: PageContext) {
  return `${pageContext.is404 ? UI.notFound.documentTitle : UI.serverError.title} | ${site.brand}`
}
