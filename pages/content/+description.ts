import type { PageContext } from 'vike/types'
import type { Data } from './+data.js'

export function description(pageContext: PageContext<Data>) {
  return pageContext.data.head.description
}
