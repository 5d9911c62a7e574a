/**
 * Where a saved or published change shows besides its own page (issue 43): the pages whose lists render
 * otherwise after it, and the menus, by src/sections/where-shown.ts on the sites the studio built before
 * and after the change. Node side; the words are src/studio/shown-words.ts.
 */
import type { Navigation } from '../runtime/content-types.generated.js'
import { changedListings, type SiteState, type WhereShown, whereShown } from '../sections/where-shown.js'
import type { ContentSource } from './validate-document.js'

/** What a save answers and a publish keeps of where a change shows (the pages, and the menus that changed). */
export type ShownElsewhere = WhereShown

const NAVIGATION = 'pages-data/navigation.json'

/** A source's site and menu document; null while it does not build. */
function stateOf(source: ContentSource): SiteState | null {
  const text = source.files.find((f) => f.path === NAVIGATION)?.text
  return source.content && text !== undefined
    ? { content: source.content, navigation: JSON.parse(text) as Navigation }
    : null
}

/**
 * Where the change of `file` from `before` to `after` shows besides its own page: the lists that render
 * otherwise; when the content before did not build, every list that shows it now. Nothing when the
 * content after does not build.
 */
export function shownElsewhere(file: string, before: ContentSource, after: ContentSource): ShownElsewhere {
  const now = stateOf(after)
  if (!now) return { pages: [], menus: [] }
  const then = stateOf(before)
  return then ? changedListings(then, now, file) : whereShown(now.content, now.navigation, file)
}
