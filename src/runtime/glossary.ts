/**
 * A language's glossary (pages-data/translations/<language>/glossary.json,
 * decision 274): the variants to avoid found in a text, and the terms' Latin
 * slug forms. A variant matches case-insensitively as whole words: no letter,
 * digit or combining mark may touch it on either side (Unicode-aware, so
 * "у Керава" does not match inside "у Кераві" and "estimate" not inside
 * "estimated"). Matches inside HTML tags (an address, an attribute) do not
 * count. Pure: the validator and the studio share it (a term's slug form:
 * src/i18n/slug.ts).
 */
import type { Glossary } from './content-types.generated.js'
import type { TargetLang } from '../i18n/languages.js'
import { phrasePattern, slugFor, WORD } from '../i18n/slug.js'

export type GlossaryTerm = Glossary['terms'][number]

interface AvoidedUse {
  /** Index in the text of the variant's first character. */
  index: number
  /** The variant as the text writes it. */
  found: string
  /** The term it belongs to (whose `use` is the suggestion). */
  term: GlossaryTerm
}

/** The key a found variant is looked up by: lower case, single spaces. */
const keyOf = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()

export interface GlossaryMatcher {
  /** Every variant to avoid in a text, in order. */
  avoided(text: string): AvoidedUse[]
}

/** The ranges of a text inside HTML tags ("<a href=…>"), where words are not text. */
function tagRanges(text: string): [number, number][] {
  return [...text.matchAll(/<[^>]*>/g)].map((m) => [m.index, m.index + m[0].length])
}

/** A matcher over every `avoid` of the terms: one pattern, longest variants first. */
export function glossaryMatcher(terms: readonly GlossaryTerm[]): GlossaryMatcher {
  const byKey = new Map<string, GlossaryTerm>()
  for (const term of terms) for (const v of term.avoid ?? []) if (!byKey.has(keyOf(v))) byKey.set(keyOf(v), term)
  const variants = [...byKey.keys()].sort((a, b) => b.length - a.length)
  if (!variants.length) return { avoided: () => [] }
  const pattern = new RegExp(`(?<!${WORD})(?:${variants.map(phrasePattern).join('|')})(?!${WORD})`, 'giu')
  return {
    avoided(text) {
      const tags = text.includes('<') ? tagRanges(text) : []
      const out: AvoidedUse[] = []
      for (const m of text.matchAll(pattern)) {
        if (tags.some(([from, to]) => m.index >= from && m.index < to)) continue
        const term = byKey.get(keyOf(m[0]))
        if (term) out.push({ index: m.index, found: m[0], term })
      }
      return out
    },
  }
}

/** What a scan keeps of a glossary: its matcher, and the uses found in each text the last scan read. */
interface Kept {
  matcher: GlossaryMatcher
  found: Map<string, AvoidedUse[]>
}
const kept = new WeakMap<readonly GlossaryTerm[], Kept>()

/**
 * One scan of a language's texts against its glossary: the variants to avoid in each text asked for.
 * The studio checks every translated text on each keystroke and all but one are as they were, so
 * while the glossary's parsed terms are unchanged (frozen: src/runtime/pipeline/parse.ts) a text the
 * last scan read is not matched again. What is kept is the texts of the last scan only: a text no
 * longer asked for is dropped with it.
 */
export function glossaryScan(terms: readonly GlossaryTerm[]): (text: string) => AvoidedUse[] {
  let entry = kept.get(terms)
  if (!entry) {
    entry = { matcher: glossaryMatcher(terms), found: new Map() }
    if (Object.isFrozen(terms)) kept.set(terms, entry)
  }
  const { matcher, found: previous } = entry
  const current = new Map<string, AvoidedUse[]>()
  entry.found = current
  return (text) => {
    const uses = current.get(text) ?? previous.get(text) ?? matcher.avoided(text)
    current.set(text, uses)
    return uses
  }
}

/**
 * The one-word transliterations of the terms that have a slug form of their own, mapped to it: Russian
 * "khelsinki" (Хельсинки) → "helsinki", Ukrainian "bloh" (блог) → "blog". A slug segment found here was
 * transliterated where the glossary keeps the Latin form.
 */
export function transliteratedForms(lang: TargetLang, terms: readonly GlossaryTerm[]): Map<string, string> {
  const out = new Map<string, string>()
  for (const term of terms) {
    if (!term.slug || term.slug.includes('-')) continue
    for (const word of [term.use, ...(term.forms ?? [])]) {
      const t = slugFor(lang, word)
      if (t && !t.includes('-') && t !== term.slug) out.set(t, term.slug)
    }
  }
  return out
}
