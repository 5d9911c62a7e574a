/**
 * Grids don't strand a lone card (issue 12, point 5): in every list of cards
 * (service cards, work examples, blog posts) on every prerendered page, and
 * in the work examples filtered to a category, a short last row (at most half
 * as many cards as the first: 3+1, 4+2, 4+1) is centred under the full ones,
 * at 320–1920 px. Rows are read
 * from the cards' boxes in the browser; one page load per page, the viewport
 * resized between widths.
 */
import { expect, test } from './fixtures.js'
import { prerenderedRoutes } from './prerendered-routes.js'

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1920]
/** Two filtered views: a category of 4 cards (3 + 1 at three columns) and one of 1. */
const ROUTES = [...prerenderedRoutes(), '/esimerkit?kategoria=Piha-%20ja%20ulkotyöt', '/esimerkit?kategoria=Katot']
const LISTS = '.cards, .examples__list, .post-cards'
const CHUNK = 14

interface Stranded {
  list: string
  rows: number[]
  /** How far the last row's centre is from the list's centre, px. */
  off: number
}

/** Runs in the page: every card list whose last row holds at most half of the first row's cards and is not centred. */
function findStranded(selector: string): Stranded[] {
  const found: Stranded[] = []
  for (const list of document.querySelectorAll<HTMLElement>(selector)) {
    const cards = [...list.children].filter((c) => (c as HTMLElement).offsetParent !== null) as HTMLElement[]
    if (cards.length < 2) continue
    const rows = new Map<number, DOMRect[]>()
    for (const card of cards) {
      const box = card.getBoundingClientRect()
      const top = Math.round(box.top)
      rows.set(top, [...(rows.get(top) ?? []), box])
    }
    const sizes = [...rows.keys()].sort((a, b) => a - b).map((top) => rows.get(top)!)
    const last = sizes.at(-1)!
    if (sizes.length < 2 || last.length > sizes[0]!.length / 2) continue
    const listBox = list.getBoundingClientRect()
    const style = getComputedStyle(list)
    const centre = listBox.left + parseFloat(style.paddingLeft) + (listBox.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / 2
    const off = Math.abs((last[0]!.left + last.at(-1)!.right) / 2 - centre)
    if (off > 2) found.push({ list: `${list.tagName.toLowerCase()}.${[...list.classList].join('.')}`, rows: sizes.map((r) => r.length), off: Math.round(off) })
  }
  return found
}

test('the routes include every kind of card list, filtered work examples too', () => {
  expect(ROUTES).toEqual(expect.arrayContaining(['/', '/palvelu', '/esimerkit', '/blogi', '/palvelu/kuljetuspalvelu']))
})

for (let i = 0; i < ROUTES.length; i += CHUNK) {
  const routes = ROUTES.slice(i, i + CHUNK)
  test(`no short last row of a card list is stranded at the side at ${WIDTHS[0]}–${WIDTHS.at(-1)} px: ${routes.length} pages from ${routes[0]}`, async ({ page }) => {
    const problems: string[] = []
    let measured = 0
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
      await page.goto(route)
      measured += await page.locator(LISTS).count()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        for (const s of await page.evaluate(findStranded, LISTS)) problems.push(`${route} at ${width} px: ${s.list} rows ${s.rows.join('+')}, the last row ${s.off} px off centre`)
      }
    }
    expect(measured, 'these pages have card lists to measure').toBeGreaterThan(0)
    expect(problems, problems.join('\n')).toEqual([])
  })
}
