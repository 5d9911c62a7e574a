/**
 * Text overflow, measured in the browser ("layout that holds"). Used
 * by layout-overflow.spec.ts. Runs inside the page: no imports.
 *
 * A problem is one of:
 * - the page scrolls sideways (the root's scrollWidth is wider than its clientWidth);
 * - a block element that a visitor reads or taps (heading, table cell, button,
 *   link, list item, paragraph) has a scrollWidth wider than its clientWidth: its
 *   content spills out of it;
 * - a line of text (the rects of a Range over each text node) reaches outside
 *   the padding box of its nearest card, table cell, button or container.
 * - with `wholeWords` (desktop widths): a word of a heading is split over two
 *   lines. The test browser has no Finnish hyphenation dictionary, so a split
 *   word is an emergency break ("Kierrätyskuljetuks|et") that overflow-wrap
 *   hid: the box is too narrow for the title.
 * Text inside an element that scrolls sideways on purpose (a table in its own
 * scrolling region) is measured against its cell, not the scroller.
 */
export interface OverflowProblem {
  kind: 'page-scroll' | 'scroll-width' | 'text-outside-box' | 'word-split'
  /** A short CSS path of the element (tag, id, classes), for the failure message. */
  element: string
  /** The text, shortened. */
  text: string
  /** By how many CSS pixels it overflows. */
  by: number
}

/** The boxes text must stay inside, nearest first. */
export const BOX_SELECTOR = [
  'th',
  'td',
  'button',
  '.button',
  '.filter__button',
  '.card',
  '.example',
  '.post-card',
  '.review',
  '.team__member',
  '.contact-info__block',
  '.faq__item',
  '.calculator',
  '.cookie-banner',
  '.cookie-dialog',
  'dialog',
  '.container',
].join(', ')

/** What is measured: headings, card titles, table cells, buttons, links, and the text blocks around them. */
export const MEASURED_SELECTOR =
  'h1, h2, h3, h4, th, td, a, button, .button, label, summary, li, p, dt, dd, figcaption, legend'

export function measureOverflow(args: {
  boxSelector: string
  measuredSelector: string
  wholeWords: boolean
}): OverflowProblem[] {
  const problems: OverflowProblem[] = []
  const root = document.documentElement
  const describe = (el: Element): string => {
    const parts: string[] = []
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const cls = [...e.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('')
      parts.unshift(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls}`)
    }
    return parts.join(' > ')
  }
  const short = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)
  if (root.scrollWidth > root.clientWidth) {
    problems.push({
      kind: 'page-scroll',
      element: 'html',
      text: `scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`,
      by: root.scrollWidth - root.clientWidth,
    })
  }
  /** Drawn, and not put outside the page on purpose (the skip link above it, a honeypot field far to the left). */
  const rendered = (el: Element) => {
    if (el.getClientRects().length === 0 || el.closest('.visually-hidden, [hidden], [inert]')) return false
    const r = el.getBoundingClientRect()
    return r.right + window.scrollX > 0 && r.bottom + window.scrollY > 0
  }
  /** The nearest ancestor that clips sideways (overflow hidden or clip): text past its edge is cut off. */
  const clipper = (el: Element): HTMLElement | null => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const x = getComputedStyle(e).overflowX
      if (x === 'hidden' || x === 'clip') return e
      if (x === 'auto' || x === 'scroll') return null
    }
    return null
  }
  /** Its own sideways scroller (a table region with overflow-x: auto) makes overflow inside it intended. */
  const scrollsSideways = (el: Element) => {
    const s = getComputedStyle(el)
    return s.overflowX === 'auto' || s.overflowX === 'scroll'
  }
  for (const el of document.querySelectorAll<HTMLElement>(args.measuredSelector)) {
    if (!rendered(el)) continue
    const style = getComputedStyle(el)
    if (
      style.display !== 'inline' &&
      !scrollsSideways(el) &&
      el.scrollWidth > el.clientWidth + 1 &&
      el.clientWidth > 0
    ) {
      problems.push({
        kind: 'scroll-width',
        element: describe(el),
        text: short(el.textContent),
        by: el.scrollWidth - el.clientWidth,
      })
    }
  }
  // Every text node against its nearest box.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const range = document.createRange()
  const seen = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template, svg')) continue
    if (!parent.closest(args.measuredSelector) || !rendered(parent)) continue
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter((r) => r.width > 0)
    for (const box of [parent.closest<HTMLElement>(args.boxSelector), clipper(node.parentElement!)]) {
      if (!box || seen.has(parent)) continue
      const b = box.getBoundingClientRect()
      // The padding box: text may use the padding, not cross the border.
      const left = b.left + box.clientLeft
      const right = left + (box.clientWidth || b.width)
      const worst = Math.max(0, ...rects.map((r) => Math.max(left - r.left, r.right - right)))
      if (worst > 1) {
        seen.add(parent)
        problems.push({
          kind: 'text-outside-box',
          element: `${describe(parent)} (in ${describe(box)})`,
          text: short(node.textContent),
          by: Math.round(worst),
        })
      }
    }
  }
  if (args.wholeWords) {
    for (const h of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')) {
      if (!rendered(h)) continue
      const words = document.createTreeWalker(h, NodeFilter.SHOW_TEXT)
      for (let t = words.nextNode(); t; t = words.nextNode()) {
        for (const m of (t.textContent ?? '').matchAll(/[^\s\-–]{2,}/g)) {
          range.setStart(t, m.index)
          range.setEnd(t, m.index + m[0].length)
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
          if (tops.size > 1) problems.push({ kind: 'word-split', element: describe(h), text: m[0], by: 0 })
        }
      }
    }
  }
  return problems
}

/**
 * Grids don't strand a lone card: the card lists whose
 * short last row (at most half as many cards as the first: 3+1, 4+2, 4+1) is
 * not centred under the full ones. Rows are read from the cards' boxes.
 */
export const CARD_LISTS = '.cards, .examples__list, .post-cards'

export interface Stranded {
  list: string
  rows: number[]
  /** How far the last row's centre is from the list's centre, px (0 when a row before the last is short). */
  off: number
}

/**
 * Runs in the page: every card list with a row short of the first before its last one (a card pushed to
 * a row of its own), or whose last row holds at most half of the first row's cards and is not centred.
 */
export function findStranded(selector: string): Stranded[] {
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
    const name = `${list.tagName.toLowerCase()}.${[...list.classList].join('.')}`
    if (sizes.slice(1, -1).some((row) => row.length < sizes[0]!.length)) {
      found.push({ list: name, rows: sizes.map((r) => r.length), off: 0 })
      continue
    }
    const last = sizes.at(-1)!
    if (sizes.length < 2 || last.length > sizes[0]!.length / 2) continue
    const listBox = list.getBoundingClientRect()
    const style = getComputedStyle(list)
    const centre =
      listBox.left +
      parseFloat(style.paddingLeft) +
      (listBox.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)) / 2
    const off = Math.abs((last[0]!.left + last.at(-1)!.right) / 2 - centre)
    if (off > 2)
      found.push({
        list: name,
        rows: sizes.map((r) => r.length),
        off: Math.round(off),
      })
  }
  return found
}
