/**
 * The copy edit as rules every translated text keeps (decision 285): no word doubled
 * once the tokens are filled in ("We serve customers in in Finnish"), money, ranges, percentages and
 * times written the way the language writes them, and headings that start with a capital.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { formatsFor } from '../../src/runtime/format.js'
import { stringsFor } from '../../src/ui/strings.js'

const LANGS = ['en', 'ru', 'uk'] as const
type Lang = (typeof LANGS)[number]
const DIR = path.join(REPO_ROOT, 'pages-data/translations')

interface Text {
  where: string
  text: string
}

function translationFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? translationFiles(path.join(dir, e.name))
      : e.name === 'glossary.json'
        ? []
        : [path.join(dir, e.name)],
  )
}

/** Every translated text of a language with its tokens filled in from that language's site.json facts. */
function texts(lang: Lang): Text[] {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { fields: Record<string, { text: string }> }
  const site = read(path.join(DIR, lang, 'site.json')).fields
  const facts = new Map(
    Object.entries(site)
      .filter(([pointer]) => pointer.startsWith('/facts/'))
      .map(([pointer, field]) => [pointer.slice('/facts/'.length), field.text]),
  )
  return translationFiles(path.join(DIR, lang)).flatMap((file) =>
    Object.entries(read(file).fields).map(([pointer, field]) => ({
      where: `${path.relative(DIR, file)} ${pointer}`,
      text: field.text.replace(/\{(\w+)\}/g, (token, name: string) => facts.get(name) ?? token),
    })),
  )
}

/** The visible words of a text: tags out, a block's end as a sentence's end. */
const visible = (html: string) => html.replace(/<\/(p|li|h\d|td|th)>/g, '. ').replace(/<[^>]*>/g, ' ')

function offending(lang: Lang, patterns: readonly RegExp[]): string[] {
  return texts(lang).flatMap(({ where, text }) =>
    patterns.flatMap((re) => [...visible(text).matchAll(re)].map((m) => `${where}: ${m[0]}`)),
  )
}

/** What each language must not write (decision 285): the symbol's side, ranges, the percent sign's space. */
const WRONG_FORMS: Record<Lang, readonly RegExp[]> = {
  en: [/\bEUR\b/g, /\d[ \u00a0]?€/g, /\d ?[–-] ?€/g, /\d [–-] \d/g, /\d[ \u00a0]%/g],
  ru: [/\bEUR\b/g, /€ ?\d/g, /\d [–-] \d/g, /\d%/g, /\b\d{1,2}\.\d{2}[–-]\d{1,2}\.\d{2}\b/g],
  uk: [/\bEUR\b/g, /€ ?\d/g, /\d [–-] \d/g, /\d[ \u00a0]%/g, /\b\d{1,2}\.\d{2}[–-]\d{1,2}\.\d{2}\b/g],
}

/** Fields that stand alone as a heading, a label or a card's first line. */
const HEADING = /\/(title|label|breadcrumb|question|highlights\/\d+)$/

describe.each(LANGS)('the %s copy', (lang) => {
  it('doubles no word once the tokens are filled in', () => {
    expect(offending(lang, [/(?<!\p{L})(\p{L}+) \1(?!\p{L})/giu])).toEqual([])
  })

  it('writes money, ranges, percentages and times the way the language does', () => {
    expect(offending(lang, WRONG_FORMS[lang])).toEqual([])
  })

  it('starts every heading, label and highlight with a capital or a figure', () => {
    const lower = texts(lang).filter(({ where, text }) => HEADING.test(where) && /^\p{Ll}/u.test(text))
    expect(lower.map(({ where, text }) => `${where}: ${text}`)).toEqual([])
  })

  it('writes Russian and Ukrainian dashes as spaced em dashes, English ones as spaced en dashes', () => {
    expect(offending(lang, lang === 'en' ? [/\p{L} — \p{L}/gu] : [/\p{L},? – \p{L}/gu])).toEqual([])
  })
})

describe("the calculator's price range", () => {
  it.each([
    ['en', '€3,350–6,750'],
    ['ru', '3\u00a0350–6\u00a0750\u00a0€'],
    ['uk', '3\u00a0350–6\u00a0750\u00a0€'],
  ] as const)('is written in %s as %s: the symbol once, no spaces round the dash', (lang, expected) => {
    const f = formatsFor(lang)
    expect(stringsFor(lang).UI.calculator.range(f.number(3350), f.euro(6750))).toBe(expected)
  })
})
