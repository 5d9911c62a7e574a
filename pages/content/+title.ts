import type { PageContext } from 'vike/types'
import type { Data } from './+data.js'

import { UI } from '../../src/ui/strings.fi.js'

/** The page's title; on the result page of a contact form sent without JavaScript, the result first. */
export function title(pageContext: PageContext<Data>) {
  const result = pageContext.contactResult
  if (!result) return pageContext.data.head.title
  return `${result.kind === 'sent' ? UI.contact.sentTitle : UI.contact.errorTitle} – ${pageContext.data.head.title}`
}
