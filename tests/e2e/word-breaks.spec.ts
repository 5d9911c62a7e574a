/**
 * No word breaks without a hyphen on a phone: at 320 and 390 px, on the key pages in
 * Finnish, Russian and Ukrainian (the Finnish page's hreflang versions), every line break inside a word
 * falls at a soft hyphen or a written hyphen. Before decision 277 the Russian privacy heading broke as
 * "конфиденциально|сти", the Ukrainian call button as "Зателефонув|ати", the cookie table's and price
 * table's cells and "(kotitalousvähennys)" in a FAQ question likewise (142 such breaks).
 * Method: for each visible text node, the client rect of each character; two letters of one word on
 * different lines with no soft hyphen, hyphen, dash or slash between them is a break without a hyphen
 * (visually hidden text, one letter a line by design, is not counted).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.js'

const KEY_PAGES = ['/', '/tietosuoja', '/palvelu/keittion-remontti', '/palvelu/helsinki', '/yhteystiedot', '/laskuri']
const LANGS = ['fi', 'ru', 'uk'] as const
const WIDTHS = [320, 390]

/** Every break inside a word that is not at a soft hyphen or hyphen: the word and the element holding it. */
function breaksWithoutHyphen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const allowedAfter = /[\u00ad\-\u2010\u2011\u2013\u2014/\u200b]/u
    const letter = /[\p{L}\p{N}]/u
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    // Visually hidden text (the honeypot's label, screen-reader-only words) stands one letter a line: not a layout.
    const hidden = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const r = e.getBoundingClientRect()
        if (r.width <= 2 || r.height <= 2) return true
      }
      return false
    }
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, template, noscript') || hidden(parent)) continue
      const text = node.data
      let previous: { top: number; height: number; index: number } | undefined
      for (let i = 0; i < text.length; i++) {
        const char = text[i] as string
        if (!letter.test(char)) {
          if (/\s/u.test(char)) previous = undefined
          continue
        }
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        // The letter after a break can also report an empty rect at the end of the line before: its last rect is where it stands.
        const rect = [...range.getClientRects()].filter((r) => r.width > 0).at(-1)
        if (!rect) continue
        if (previous && rect.top > previous.top + previous.height / 2) {
          const between = text.slice(previous.index + 1, i)
          if (!allowedAfter.test(between)) {
            const start = text.slice(0, i).search(/\S*$/u)
            const word = text.slice(start).match(/^\S*/u)?.[0] ?? ''
            found.push(`"${word.replaceAll('\u00ad', '')}" in ${parent.tagName.toLowerCase()}.${parent.className}`)
          }
        }
        previous = { top: rect.top, height: rect.height, index: i }
      }
    }
    return found
  })
}

/** The Finnish key page's version in `lang` (its hreflang link), as a path. */
async function versionOf(page: Page, finnish: string, lang: string): Promise<string | undefined> {
  if (lang === 'fi') return finnish
  await page.goto(finnish)
  const href = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')
  return href ? new URL(href).pathname : undefined
}

for (const lang of LANGS) {
  test(`no word of the ${lang} key pages breaks without a hyphen at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(90_000)
    const problems: string[] = []
    for (const finnish of KEY_PAGES) {
      const path = await versionOf(page, finnish, lang)
      if (!path) {
        problems.push(`${finnish} has no ${lang} version`)
        continue
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        for (const p of await breaksWithoutHyphen(page)) problems.push(`${path} at ${width} px: ${p}`)
        if (lang !== 'fi' && width === 320 && /konfidents|tietosuoja/u.test(path))
          await page.screenshot({ path: `test-results/word-breaks/${lang}-privacy-320.png`, fullPage: true })
      }
    }
    expect(problems, `${problems.length} breaks without a hyphen:\n${problems.join('\n')}`).toEqual([])
  })
}
