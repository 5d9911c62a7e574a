import type { PageContext } from 'vike/types'
import { site } from '../../src/sections/shell-data.js'
import { pageLang } from '../../src/i18n/page-lang.js'
import { stringsFor } from '../../src/ui/strings.js'

export function title(pageContext: PageContext) {
  return `${stringsFor(pageLang(pageContext)).UI.notFound.documentTitle} | ${site.brand}`
}
