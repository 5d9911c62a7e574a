/**
 * Layout that holds (issue 12, point 5): no text runs out of its box at any
 * width from 320 to 1920 px, and no page scrolls sideways. Every prerendered
 * page (so the ones with the longest words: "kunnossapitovastuutaulukosta" in
 * a FAQ answer, "Kylpyhuoneremontti" in a hero title and a pricing table,
 * "Huonekalukuljetukset" in a card title) plus a filtered work examples view,
 * with every <details> open, measured in the browser (layout-measure.ts) at
 * each width; from 1024 px up no word of a heading may be split over two lines. One page load per page; the viewport is resized between widths.
 */
import { expect, test } from './fixtures.js'
import { BOX_SELECTOR, MEASURED_SELECTOR, measureOverflow, type OverflowProblem } from './layout-measure.js'
import { prerenderedRoutes } from './prerendered-routes.js'

const WIDTHS = [320, 375, 390, 768, 1024, 1280, 1366, 1920]
const ROUTES = [...prerenderedRoutes(), '/esimerkit?kategoria=Kylpyhuoneet%20ja%20saunat']
/** Pages per test: the tests run in parallel, each one loads its pages once. */
const CHUNK = 7

test('the routes to measure include the pages with the longest words', () => {
  expect(ROUTES).toEqual(expect.arrayContaining(['/', '/palvelu/kuljetuspalvelu', '/palvelu/kylpyhuone-remontti', '/palvelu/vantaa', '/tietosuoja', '/laskuri', '/blogi/saunan-remontti']))
})

for (let i = 0; i < ROUTES.length; i += CHUNK) {
  const routes = ROUTES.slice(i, i + CHUNK)
  test(`no text overflows its box and no page scrolls sideways at ${WIDTHS[0]}–${WIDTHS.at(-1)} px: ${routes.join(', ')}`, async ({ page }) => {
    const problems: string[] = []
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
      await page.goto(route)
      // FAQ answers and other folded text are read too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true }))
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        // On phones a heading's long word may have to break; from 1024 px up every heading word fits whole.
        const found: OverflowProblem[] = await page.evaluate(measureOverflow, { boxSelector: BOX_SELECTOR, measuredSelector: MEASURED_SELECTOR, wholeWords: width >= 1024 })
        for (const p of found) problems.push(`${route} at ${width} px: ${p.kind} by ${p.by} px: ${p.element} "${p.text}"`)
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
}
