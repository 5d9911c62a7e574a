/**
 * Hyphenation points for the words that may not fit a phone's line: soft
 * hyphens (U+00AD) put into the long words of headings, buttons, table cells,
 * summaries and labels of the rendered HTML, from the TeX patterns of the
 * `hyphen` package that each language's row of the table names (decisions 277
 * and 418). A browser breaks a word only there and shows a hyphen where it
 * does; where the word fits, nothing shows. Screen readers and search engines ignore the character.
 *
 * It runs in the prerender only (pages/+onAfterRenderHtml.ts): the page's
 * <head> (title, meta, JSON-LD) is not part of the HTML it gets, and the
 * islands, scripts, styles, code and every attribute are left as they are.
 * A chunk of text that carries a digit, "@", "/" or a dot between letters
 * (a price, a phone number, an e-mail address, an address) is never touched,
 * nor a word an author already gave a soft hyphen. No React, no DOM.
 */
import { createRequire } from 'node:module'
import { LANGUAGE_INFO, LANGUAGES, type Script } from '../i18n/languages.js'

const SOFT_HYPHEN = '\u00ad'

/** Words shorter than this (in letters) are never broken: they fit every line the site has. */
export const MIN_WORD_LETTERS = 6

type Hyphenator = (word: string, options?: { minWordLength?: number }) => string

// `hyphen` is CommonJS whose exports Node's ESM loader cannot name: loaded with require.
const require = createRequire(import.meta.url)

/** A language's patterns and script, from its row of the table (decision 418). */
interface Patterns {
  hyphenate: Hyphenator
  script: Script
}

/** Patterns by language code, each row's `hyphenation`; a language without patterns is left as it is. */
const PATTERNS: ReadonlyMap<string, Patterns> = new Map(
  LANGUAGES.flatMap((lang) => {
    const row = LANGUAGE_INFO[lang].hyphenation
    if (!row) return []
    const hyphenate = (require(row.patterns) as typeof import('hyphen/fi')).hyphenateSync
    return [[lang, { hyphenate, script: row.script }] as const]
  }),
)

/**
 * A word in the other script than its language's (a Finnish term in brackets
 * on a Russian page, "(kotitalousvähennys)") takes the patterns of the
 * language that script stands for on this site: the table's first language
 * written in it (Latin Finnish, Cyrillic Russian).
 */
const CYRILLIC = /\p{Script=Cyrillic}/u
const BY_SCRIPT: ReadonlyMap<Script, Hyphenator> = new Map(
  [...PATTERNS.values()].reverse().map((p) => [p.script, p.hyphenate] as const),
)

function hyphenatorFor(lang: string | undefined, word: string): Hyphenator | undefined {
  const own = PATTERNS.get(lang?.toLowerCase().split('-')[0] ?? '')
  if (!own) return undefined
  const script: Script = CYRILLIC.test(word) ? 'cyrillic' : 'latin'
  return own.script === script ? own.hyphenate : BY_SCRIPT.get(script)
}

/** A run of letters, with an apostrophe inside a word ("запам’ятовування") kept in it. */
const WORD = /\p{L}+(?:['’ʼ]\p{L}+)*/gu

/** A chunk (between spaces) that is a number, price, phone, e-mail, URL or domain: left whole. */
const NOT_A_WORD = /[\d@/\\_]|\p{L}\.\p{L}|^www\./u

function hyphenateWord(word: string, lang: string | undefined): string {
  if (word.replace(/['’ʼ]/gu, '').length < MIN_WORD_LETTERS) return word
  const hyphenator = hyphenatorFor(lang, word)
  return hyphenator ? hyphenator(word, { minWordLength: MIN_WORD_LETTERS }) : word
}

function hyphenateChunk(chunk: string, lang: string | undefined): string {
  if (chunk.includes(SOFT_HYPHEN) || NOT_A_WORD.test(chunk)) return chunk
  return chunk.replace(WORD, (word) => hyphenateWord(word, lang))
}

/** Plain text in `lang`: soft hyphens at the pattern's points of every long word. */
export function hyphenateText(text: string, lang: string | undefined): string {
  return text
    .split(/(\s+)/u)
    .map((chunk, i) => (i % 2 === 1 ? chunk : hyphenateChunk(chunk, lang)))
    .join('')
}

/** Text of HTML (entities such as &amp; kept whole). */
function hyphenateHtmlText(text: string, lang: string | undefined): string {
  return text
    .split(/(&[#a-z0-9]+;)/iu)
    .map((part, i) => (i % 2 === 1 ? part : hyphenateText(part, lang)))
    .join('')
}

/** Elements whose text gets hyphenation points (with everything inside them). */
const HYPHENATED_TAGS: ReadonlySet<string> = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'th',
  'td',
  'summary',
  'button',
  'label',
  'legend',
  'dt',
  'caption',
])
/** A link or other element that looks like a button (class "button") is hyphenated too. */
const HYPHENATED_CLASS = /(?:^|\s)button(?:\s|$)/u

/** Elements whose whole content is left alone: hydrated islands (their text must equal the browser's render), code, SVG. */
const UNTOUCHED_TAGS: ReadonlySet<string> = new Set([
  'site-island',
  'pre',
  'code',
  'kbd',
  'samp',
  'svg',
  'math',
  'template',
])

/** Elements whose content is raw text up to their end tag. */
const RAW_TEXT_TAGS: ReadonlySet<string> = new Set(['script', 'style', 'textarea', 'title', 'noscript'])

const VOID_TAGS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

interface Frame {
  tag: string
  lang: string | undefined
  hyphenate: boolean
  untouched: boolean
}

const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'iu').exec(attributes)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

function openFrame(parent: Frame, tag: string, attributes: string): Frame {
  const className = attribute(attributes, 'class') ?? ''
  return {
    tag,
    lang: attribute(attributes, 'lang') ?? parent.lang,
    hyphenate: parent.hyphenate || HYPHENATED_TAGS.has(tag) || HYPHENATED_CLASS.test(className),
    untouched: parent.untouched || UNTOUCHED_TAGS.has(tag),
  }
}

function closeFrame(stack: Frame[], tag: string): void {
  const at = stack.findLastIndex((f) => f.tag === tag)
  if (at > 0) stack.length = at
}

/**
 * Rendered HTML (React's output: attributes quoted and escaped) in `lang`:
 * soft hyphens in the long words of headings, buttons, table cells, summaries,
 * labels and terms; a `lang` attribute inside switches the patterns.
 */
export function hyphenateHtml(html: string, lang: string): string {
  const stack: Frame[] = [{ tag: '', lang, hyphenate: false, untouched: false }]
  let out = ''
  let last = 0
  TAG.lastIndex = 0
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    const frame = stack.at(-1) as Frame
    const text = html.slice(last, match.index)
    out += frame.hyphenate && !frame.untouched ? hyphenateHtmlText(text, frame.lang) : text
    out += match[0]
    last = TAG.lastIndex
    const [whole, closing, rawName = '', attributes = ''] = match
    if (whole.startsWith('<!--')) continue
    const tag = rawName.toLowerCase()
    if (closing) closeFrame(stack, tag)
    else if (RAW_TEXT_TAGS.has(tag)) {
      const end = new RegExp(`</${tag}`, 'giu')
      end.lastIndex = last
      const stop = end.exec(html)?.index ?? html.length
      out += html.slice(last, stop)
      last = stop
      TAG.lastIndex = stop
    } else if (!VOID_TAGS.has(tag) && !whole.endsWith('/>')) stack.push(openFrame(frame, tag, attributes))
  }
  const frame = stack.at(-1) as Frame
  const rest = html.slice(last)
  return out + (frame.hyphenate && !frame.untouched ? hyphenateHtmlText(rest, frame.lang) : rest)
}
