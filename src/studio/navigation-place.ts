/**
 * A new page's place in the menu (issue 21 point 9): the header's menus and
 * groups an author can choose from, and navigation.json's text with the new
 * page's link added there. Pure: shared by the studio's server and tests.
 */
interface NavLink {
  label: string
  href: string
}
interface NavItem extends Partial<NavLink> {
  groups?: { title: string; links: NavLink[] }[]
  links?: NavLink[]
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

/** navigation.json's text with `link` at the end of the place `key` (null when there is no such place). */
export function withMenuLink(navigationText: string, key: string, link: NavLink): string | null {
  const nav = JSON.parse(navigationText) as { header?: NavItem[] }
  const [i, j] = key.split('/').map(Number)
  const item = nav.header?.[i ?? -1]
  const links = j === undefined ? item?.links : item?.groups?.[j]?.links
  if (!links) return null
  links.push(link)
  return `${JSON.stringify(nav, null, 2)}\n`
}
