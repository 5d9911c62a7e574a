/**
 * Field hygiene for the contact form, shared by the browser and the server
 * (src/rules/contact.ts uses it). Pure: no DOM, no Node.
 *
 * - Rejected anywhere: C0 controls (except newline and tab in the message),
 *   DEL, C1 controls, bidi embeddings/overrides/isolates, lone surrogates.
 *   Single-line fields (name, e-mail, phone) also reject newlines and the
 *   Unicode line/paragraph separators.
 * - Stripped before anything else, on both sides: Unicode tag characters
 *   (U+E0000-E007F, which can hide text an operator never sees) and
 *   variation selectors (U+FE00-FE0F, U+E0100-E01EF): a visitor's emoji keeps
 *   its picture, nothing invisible is stored or delivered.
 * - Ignored when counting and matching: text is NFKC-normalised and invisible
 *   characters (Unicode Default_Ignorable_Code_Point: zero-width space and
 *   joiners, soft hyphen, BOM, variation selectors, Hangul fillers...) are
 *   removed, so `ＳＰＡＭ`, `sp\u200bam` and `ſpam` are "spam" and an
 *   invisible-only name has length 0.
 */

/** C0 (U+0000-001F), DEL and C1 (U+0080-009F). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this module's job
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u
/** The same, minus newline and tab (allowed in the message). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const CONTROL_EXCEPT_NL_TAB = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/u
/** Bidi embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u
const LINE_SEPARATOR = /[\u2028\u2029]/u
/** In unicode mode a well-formed pair is one code point, so this matches only lone surrogates. */
const LONE_SURROGATE = /\p{Surrogate}/u
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu
/**
 * Tag characters (U+E0000-U+E007F) and variation selectors (U+FE00-U+FE0F, U+E0100-U+E01EF and the Mongolian
 * ones): stripped from every field (see the module comment).
 */
const TAGS_AND_SELECTORS = /[\u{E0000}-\u{E007F}]|\p{Variation_Selector}/gu

/** The text without tag characters and variation selectors. */
function withoutTagsAndSelectors(text: string): string {
  return text.replace(TAGS_AND_SELECTORS, '')
}

export type TextKind = 'singleLine' | 'multiLine'

/** True when the text holds a character the form refuses (see the module comment). */
export function hasRejectedCharacters(text: string, kind: TextKind): boolean {
  const value = kind === 'multiLine' ? text.replace(/\r\n/g, '\n') : text
  if (LONE_SURROGATE.test(value) || BIDI_CONTROL.test(value)) return true
  if (kind === 'singleLine') return CONTROL.test(value) || LINE_SEPARATOR.test(value)
  return CONTROL_EXCEPT_NL_TAB.test(value)
}

/** The text as it is counted and matched: NFKC, invisible characters removed, trimmed. */
export function visibleText(text: string): string {
  // Lone surrogates would make normalize() keep garbage; they are rejected before this matters.
  return text.normalize('NFKC').replace(INVISIBLE, '').trim()
}

/** The text as it is stored and delivered: trimmed, CRLF as LF, NFC (the visitor's own characters kept). */
export function storedText(text: string): string {
  return withoutTagsAndSelectors(text).replace(/\r\n/g, '\n').trim().normalize('NFC')
}

/**
 * Control characters made visible for a terminal: every rejected or invisible
 * character (and ESC, CR, newline, tab) as a \u{...} escape, so an operator's
 * terminal shows it and does not execute it. Lone surrogates too.
 */
export function escapeForTerminal(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a terminal would act on
    /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]|\p{Surrogate}|\p{Default_Ignorable_Code_Point}/gu,
    (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`,
  )
}
