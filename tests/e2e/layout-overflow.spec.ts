/**
 * Layout that holds: no text runs out of its box at any
 * width from 320 to 1920 px, and no page scrolls sideways. Every prerendered
 * page (so the ones with the longest words: "kunnossapitovastuutaulukosta" in
 * a FAQ answer, "Kylpyhuoneremontti" in a hero title and a pricing table,
 * "Huonekalukuljetukset" in a card title) plus three filtered work-example views,
 * with every <details> open, measured in the browser (layout-measure.ts) at
 * each width; from 1024 px up no word of a heading may be split over two lines (headings turn hyphenation
 * off there, decision 277). A page of each type is measured in every other language too.
 * In the same walk, every card list (service cards, work examples, blog posts;
 * filtered work examples too) must not leave a short last row at the side
 * (decision 153). One page load per page; the viewport is resized between widths.
 */
import { expect, test } from './fixtures.js'
import {
  BOX_SELECTOR,
  CARD_LISTS,
  findStranded,
  MEASURED_SELECTOR,
  measureOverflow,
  type OverflowProblem,
} from './layout-measure.js'
import { TARGET_LANGS } from '../../src/i18n/languages.js'
import { finnishRoutes, longestWordRoutes, otherLanguageVersions, PAGE_TYPES } from './prerendered-routes.js'

const WIDTHS = [320, 375, 390, 768, 1024, 1280, 1366, 1920]
/**
 * Every prerendered Finnish page, the work examples' category pages among them (3 cards, 4 and 1:
 * /esimerkit/katot...), and in every other published language a page of each type
 * and the page holding its longest word (the long Russian and Ukrainian compounds at 320 px).
 */
const TRANSLATED = otherLanguageVersions(PAGE_TYPES)
const ROUTES = [...new Set([...finnishRoutes(), ...[...TRANSLATED.values()].flat(), ...longestWordRoutes()])]
/** Pages per test: the tests run in parallel, each one loads its pages once. */
const CHUNK = 7

test('the routes to measure include the pages with the longest words', () => {
  expect(ROUTES).toEqual(
    expect.arrayContaining([
      '/',
      '/palvelu',
      '/esimerkit',
      '/esimerkit/katot',
      '/esimerkit/piha-ja-ulkotyot',
      '/blogi',
      '/palvelu/kuljetuspalvelu',
      '/palvelu/kylpyhuone-remontti',
      '/palvelu/vantaa',
      '/tietosuoja',
      '/laskuri',
      '/blogi/saunan-remontti',
    ]),
  )
})

test('every page type is measured in every language', () => {
  for (const lang of TARGET_LANGS) expect(TRANSLATED.get(lang)?.length, lang).toBe(PAGE_TYPES.length)
})

for (let i = 0; i < ROUTES.length; i += CHUNK) {
  const routes = ROUTES.slice(i, i + CHUNK)
  test(`no text overflows its box, no page scrolls sideways and no card list strands a short last row at ${WIDTHS[0]}–${WIDTHS.at(-1)} px: ${routes.join(', ')}`, async ({
    page,
  }) => {
    // Seven pages at eight widths: about 20 s on a quiet machine, more while others run.
    test.setTimeout(120_000)
    const problems: string[] = []
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 })
      await page.goto(route)
      // FAQ answers and other folded text are read too.
      await page.evaluate(() =>
        document.querySelectorAll('details').forEach((d) => {
          d.open = true
        }),
      )
      // The home page holds every kind of card list: the row check below has something to read.
      if (route === '/')
        for (const list of CARD_LISTS.split(', ')) expect(await page.locator(list).count(), list).toBeGreaterThan(0)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        // On phones a heading's long word may have to break; from 1024 px up every heading word fits whole.
        const found: OverflowProblem[] = await page.evaluate(measureOverflow, {
          boxSelector: BOX_SELECTOR,
          measuredSelector: MEASURED_SELECTOR,
          wholeWords: width >= 1024,
        })
        for (const p of found)
          problems.push(`${route} at ${width} px: ${p.kind} by ${p.by} px: ${p.element} "${p.text}"`)
        for (const s of await page.evaluate(findStranded, CARD_LISTS))
          problems.push(
            `${route} at ${width} px: ${s.list} rows ${s.rows.join('+')}, ${s.off ? `the last row ${s.off} px off centre` : 'a short row before the last'}`,
          )
      }
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
}
