import type { PageContext } from 'vike/types'
import type { Data } from './+data.js'

export function image(pageContext: PageContext<Data>) {
  return pageContext.data.head.ogImage ?? null
}
