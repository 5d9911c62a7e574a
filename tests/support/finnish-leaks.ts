/**
 * "No string of the Finnish catalogue appears in the interface of an English,
 * Russian or Ukrainian page, outside elements marked lang="fi"".
 * Works on any DOM: today the rendered components (src/i18n/i18n-interface.test.tsx),
 * at integration the built pages (parse each dist/client page and call finnishLeaks).
 */
import type { Lang } from '../../src/i18n/languages.js'
import { stringsFor } from '../../src/ui/strings.js'

function plainStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(plainStrings)
  return []
}

/**
 * The Finnish catalogue's plain strings, less the short ones the language's own catalogue also uses
 * ("WhatsApp"): a sentence is never shared, so a catalogue that repeats one still counts as a leak.
 */
function finnishStringsFor(lang: Exclude<Lang, 'fi'>): string[] {
  const own = new Set(plainStrings(stringsFor(lang)))
  return [...new Set(plainStrings(stringsFor('fi')))].filter(
    (s) => s.trim().length >= 3 && !(s.length < 12 && own.has(s)),
  )
}

/** Texts a visitor reads or hears: text nodes and the attributes that carry words. */
function interfaceTexts(root: Element): string[] {
  const texts: string[] = []
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */)
  // Soft hyphens (decision 277) are not part of a word: a Finnish string with them is still Finnish.
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push((n.textContent ?? '').replaceAll('\u00ad', ''))
  for (const el of root.querySelectorAll('[aria-label], [title], [alt], [placeholder], [value]'))
    for (const a of ['aria-label', 'title', 'alt', 'placeholder']) {
      const v = el.getAttribute(a)
      if (v) texts.push(v)
    }
  return texts.map((t) => t.trim()).filter(Boolean)
}

/**
 * The Finnish catalogue strings found in `root` outside [lang="fi"] subtrees (and outside `ignore`,
 * e.g. content the content runtime translates): a long string anywhere in a text, a short one (under
 * 8 characters) only as the whole text.
 */
export function finnishLeaks(root: Element, lang: Exclude<Lang, 'fi'>, ignore: string[] = []): string[] {
  const copy = root.cloneNode(true) as Element
  for (const el of copy.querySelectorAll(['[lang="fi"]', ...ignore].join(', '))) el.remove()
  const finnish = finnishStringsFor(lang)
  const leaks = new Set<string>()
  for (const text of interfaceTexts(copy))
    for (const f of finnish) if (f.length >= 8 ? text.includes(f) : text === f) leaks.add(f)
  return [...leaks]
}
