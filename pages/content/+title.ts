import type { PageContext } from 'vike/types'
import type { Data } from './+data.js'

import { stringsFor } from '../../src/ui/strings.js'

/** The page's title; on the result page of a contact form sent without JavaScript, the result first. */
export function title(pageContext: PageContext<Data>) {
  const result = pageContext.contactResult
  if (!result) return pageContext.data.head.title
  const { UI } = stringsFor(pageContext.data.lang)
  return `${result.kind === 'sent' ? UI.contact.sentTitle : UI.contact.errorTitle} – ${pageContext.data.head.title}`
}
