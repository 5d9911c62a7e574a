import type { PageContext } from 'vike/types'

// /__sections exists only under `npm run dev`: in a build this is `false`, the
// catch-all content page answers the path, and its route table has no such page (404).
export default function route(pageContext: Pick<PageContext, 'urlPathname'>): boolean {
  return import.meta.env.DEV && pageContext.urlPathname === '/__sections'
}
