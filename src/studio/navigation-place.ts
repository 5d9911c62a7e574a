/**
 * A new page's place in the menu (issue 21 point 9): the header's menus and
 * groups an author can choose from, and navigation.json's text with the new
 * page named there by its id (`{ "page": <its id> }`: its menu label comes
 * from the page, in each language, issue 43). A service needs none: its group's
 * column lists it. Pure: shared by the studio's server and tests.
 */
interface NavItem {
  label?: string
  groups?: { title: string; links: unknown[] }[]
  links?: unknown[]
}

/** The places a link can go: `key` ("2" = menu 2's links, "1/0" = menu 1's group 0) and a Finnish label path. */
export function menuPlaces(navigationText: string): { key: string; label: string }[] {
  const header = (JSON.parse(navigationText) as { header?: NavItem[] }).header ?? []
  return header.flatMap((item, i) =>
    item.groups
      ? item.groups.map((g, j) => ({ key: `${i}/${j}`, label: `${item.label} › ${g.title}` }))
      : item.links
        ? [{ key: String(i), label: item.label ?? '' }]
        : [],
  )
}

/** navigation.json's text with the page `id` named at the end of the place `key` (null when there is no such place). */
export function withMenuLink(navigationText: string, key: string, id: string): string | null {
  const nav = JSON.parse(navigationText) as { header?: NavItem[] }
  const [i, j] = key.split('/').map(Number)
  const item = nav.header?.[i ?? -1]
  const links = j === undefined ? item?.links : item?.groups?.[j]?.links
  if (!links) return null
  links.push({ page: id })
  return `${JSON.stringify(nav, null, 2)}\n`
}
