/**
 * The header fits every language: from 1024 to 1440 px each language's menu items,
 * the logo and the header's actions stand on one line, and no menu label wraps onto a second line
 * ("Примеры работ" over two lines in Russian and Ukrainian at 1280 and 1440 px before).
 */
import { LANGUAGE_INFO, LANGUAGES } from '../../src/i18n/languages.js'
import { expect, test } from './fixtures.js'

const WIDTHS = [1024, 1280, 1366, 1440]

for (const lang of LANGUAGES) {
  test(`the ${lang} header stands on one line at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    const problems: string[] = []
    await page.goto(LANGUAGE_INFO[lang].prefix || '/')
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 })
      const found = await page.evaluate(() => {
        const out: string[] = []
        const lineHeight = (el: Element) => Number.parseFloat(getComputedStyle(el).lineHeight) || 24
        const links = [...document.querySelectorAll<HTMLElement>('.header .nav__list > .nav__item > .nav__link')]
        if (!links.length) out.push('no menu links')
        // Below the menu's breakpoint the menu opens from its button: then the button must show.
        const button = document.querySelector<HTMLElement>('.header__menu-button')
        const collapsed = links.every((a) => a.getBoundingClientRect().width === 0)
        if (collapsed && !button?.getBoundingClientRect().width) out.push('neither the menu nor its button shows')
        for (const a of collapsed ? [] : links) {
          if (a.getBoundingClientRect().width === 0) out.push(`"${a.textContent?.trim()}" is hidden`)
          // One line of text: the rects of its words share one top.
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT)
          const tops = new Set<number>()
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const r of range.getClientRects()) if (r.width > 1) tops.add(Math.round(r.top))
          }
          if (tops.size > 1) out.push(`"${a.textContent?.trim()}" wraps onto ${tops.size} lines`)
        }
        // Every item on the same row: their tops within half a line of each other.
        const tops = collapsed ? [] : links.map((a) => a.getBoundingClientRect().top)
        if (tops.length && Math.max(...tops) - Math.min(...tops) > lineHeight(links[0]!) / 2)
          out.push(`the menu items stand on ${new Set(tops.map(Math.round)).size} rows`)
        const inner = document.querySelector('.header__inner')
        if (inner && inner.scrollWidth > inner.clientWidth + 1)
          out.push(`the header spills by ${inner.scrollWidth - inner.clientWidth} px`)
        return out
      })
      for (const p of found) problems.push(`${lang} at ${width} px: ${p}`)
      if (lang === 'ru' || lang === 'uk')
        await page.screenshot({
          path: `/work/notes/shots/wt-32/header-${lang}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 120 },
        })
    }
    expect(problems, problems.join('\n')).toEqual([])
  })
}
