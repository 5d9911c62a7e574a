/**
 * Errors as data: every problem the content pipeline finds is a Diagnostic with
 * its location (file, line, column, JSON pointer) kept apart from its message.
 * The catalogue below holds the engine's codes (their Finnish, for the studio:
 * src/studio/diagnostics.fi.ts); a feature's codes are a catalogue piece beside
 * its pass (`diagnosticPiece`: each code's arguments a type of its own, its
 * English and Finnish texts both required by that type).
 */
export type Severity = 'error' | 'warning'

export interface Diagnostic {
  severity: Severity
  /** A code of the engine's catalogue below, or of a feature's piece (`diagnosticPiece`). */
  code: string
  /** Path relative to the repository root, with forward slashes. */
  file: string
  /** 1-based line and column of the offending value. */
  line: number
  column: number
  /** JSON pointer into the document ('' for the whole document). */
  pointer: string
  message: string
  suggestion?: string
}

export type DiagnosticCode = keyof typeof catalogue

type Args = Record<string, string | number>

const q = (s: string | number | undefined) => `"${s ?? ''}"`

/** message() and hint() per code. A hint is a suggestion of what to do. */
export const catalogue = {
  jsonSyntax: {
    severity: 'error',
    message: (a: Args) => `Invalid JSON: ${a.detail}`,
    hint: () => 'Check for a missing comma, quote or bracket just before this point.',
  },
  frontMatterSyntax: {
    severity: 'error',
    message: (a: Args) => `Invalid front matter: ${a.detail}`,
    hint: () => 'The file must start with --- , then YAML fields, then --- on its own line.',
  },
  unknownFile: {
    severity: 'error',
    message: (a: Args) => `No schema applies to ${q(a.file)}: it is not in a known content folder.`,
    hint: (a: Args) => `Content folders are: ${a.folders}.`,
  },
  wrongSchemaRef: {
    severity: 'error',
    message: (a: Args) => `"$schema" is ${q(a.actual)} but this folder's documents use ${q(a.expected)}.`,
    hint: (a: Args) => `Set "$schema": ${q(a.expected)}.`,
  },
  unknownSectionType: {
    severity: 'error',
    message: (a: Args) => `Unknown section type ${q(a.value)}.`,
    hint: (a: Args) => (a.best ? `Did you mean ${q(a.best)}? Known types: ${a.known}.` : `Known types: ${a.known}.`),
  },
  unknownField: {
    severity: 'error',
    message: (a: Args) => `Unknown field ${q(a.field)}.`,
    hint: (a: Args) =>
      a.best ? `Did you mean ${q(a.best)}? Allowed fields here: ${a.allowed}.` : `Allowed fields here: ${a.allowed}.`,
  },
  missingField: {
    severity: 'error',
    message: (a: Args) => `Missing required field ${q(a.field)}.`,
    hint: (a: Args) => `Add "${a.field}"${a.description ? ` (${a.description})` : ''}.`,
  },
  wrongType: {
    severity: 'error',
    message: (a: Args) => `Expected ${a.expected} but found ${a.actual}.`,
    hint: (a: Args) => (a.expected === 'string' ? 'Put the value in double quotes.' : ''),
  },
  notAllowedValue: {
    severity: 'error',
    message: (a: Args) => `Value ${q(a.value)} is not allowed here.`,
    hint: (a: Args) => (a.best ? `Did you mean ${q(a.best)}? Allowed: ${a.allowed}.` : `Allowed: ${a.allowed}.`),
  },
  patternMismatch: {
    severity: 'error',
    message: (a: Args) => `Value ${q(a.value)} has the wrong form.`,
    hint: (a: Args) => `${a.description || `It must match ${a.pattern}`}`,
  },
  tooShort: {
    severity: 'error',
    message: (a: Args) => `Too short: at least ${a.limit} ${a.unit} needed.`,
    hint: () => '',
  },
  tooLong: {
    severity: 'error',
    message: (a: Args) => `Too long: at most ${a.limit} ${a.unit} allowed.`,
    hint: () => '',
  },
  outOfRange: {
    severity: 'error',
    message: (a: Args) => `Number ${a.value} is out of range (${a.detail}).`,
    hint: () => '',
  },
  schemaViolation: { severity: 'error', message: (a: Args) => `Invalid value: ${a.detail}.`, hint: () => '' },
  slugMismatch: {
    severity: 'error',
    message: (a: Args) => `Slug ${q(a.slug)} does not match the file name ${q(a.file)}.`,
    hint: (a: Args) => `Rename the file to ${a.slug}.json or set "slug": ${q(a.expected)}.`,
  },
  duplicateRoute: {
    severity: 'error',
    message: (a: Args) => `Route ${a.route} is already taken by ${a.other}.`,
    hint: () => 'Give one of the pages another slug.',
  },
  aliasShadowsPage: {
    severity: 'error',
    message: (a: Args) => `Alias ${q(a.alias)} would redirect ${a.route}, which is a page of its own (${a.other}).`,
    hint: () => 'Remove the alias or rename one of the pages.',
  },
  aliasLoop: {
    severity: 'error',
    message: (a: Args) => `Alias ${q(a.alias)} points back to its own page.`,
    hint: () => 'Remove the alias: it equals the page slug.',
  },
  aliasTaken: {
    severity: 'error',
    message: (a: Args) => `Alias ${a.route} is also declared by ${a.other}.`,
    hint: () => 'An old address can redirect to one page only: keep the alias on one of them.',
  },
  brokenLink: {
    severity: 'error',
    message: (a: Args) => `Link ${q(a.href)} does not lead to any page of the site.`,
    hint: (a: Args) => (a.best ? `Did you mean ${q(a.best)}?` : 'Check the address against the page files.'),
  },
  brokenAnchor: {
    severity: 'error',
    message: (a: Args) => `Link ${q(a.href)} names no section of that page.`,
    hint: (a: Args) =>
      a.best
        ? `Did you mean #${a.best}? The part after # is a section id of the linked page.`
        : 'The part after # must be a section id of the linked page.',
  },
  unknownListedPage: {
    severity: 'error',
    message: (a: Args) => `The list names ${q(a.id)}, which is no page of the site.`,
    hint: (a: Args) =>
      a.best
        ? `Did you mean ${a.best}? A page is named by its file under pages-data/ without .json.`
        : 'A page is named by its file under pages-data/ without .json: services/<slug>, cities/<city>, calculators/<slug>.',
  },
  listedWithoutIcon: {
    severity: 'error',
    message: (a: Args) => `${q(a.id)} is shown as a card here but has no "icon".`,
    hint: (a: Args) => `Give pages-data/${a.id}.json an "icon" (the icon of its card on every list).`,
  },
  linkToAlias: {
    severity: 'warning',
    message: (a: Args) => `Link ${q(a.href)} goes through a redirect.`,
    hint: (a: Args) => `Link straight to ${q(a.target)}.`,
  },
  missingImage: {
    severity: 'error',
    message: (a: Args) => `Image ${q(a.src)} does not exist in public${a.src}.`,
    hint: (a: Args) => (a.best ? `Did you mean ${q(a.best)}?` : 'Add the file under public/images/ or fix the path.'),
  },
  duplicateSectionTitle: {
    severity: 'error',
    message: (a: Args) => `Section title ${q(a.title)} is used twice on this page.`,
    hint: () => 'Screen readers list sections by their titles: give each section its own title.',
  },
  duplicateSectionId: {
    severity: 'error',
    message: (a: Args) => `Section id ${q(a.id)} is used twice on this page.`,
    hint: () => 'Section ids must be unique on a page: rename one of them.',
  },
  unknownToken: {
    severity: 'error',
    message: (a: Args) => `Unknown token {${a.token}}.`,
    hint: (a: Args) =>
      a.best
        ? `Did you mean {${a.best}}? Tokens come from site.json.`
        : 'Tokens come from site.json: add the fact there or write the text out.',
  },
  unknownReference: {
    severity: 'error',
    message: (a: Args) => `${a.kind} ${q(a.value)} does not exist.`,
    hint: (a: Args) => (a.best ? `Did you mean ${q(a.best)}?` : ''),
  },
  translationWithoutSource: {
    severity: 'error',
    message: (a: Args) => `This translation has no Finnish document: ${a.source} does not exist.`,
    hint: (a: Args) =>
      a.best
        ? `Did you mean the translation of ${q(a.best)}? A translation's path is the Finnish file's path under pages-data/ after translations/${a.lang}/.`
        : `A translation's path is the Finnish file's path under pages-data/ after translations/${a.lang}/: move it, or delete it if the Finnish page was removed.`,
  },
  translationUnknownField: {
    severity: 'error',
    message: (a: Args) => `${q(a.pointer)} is not a translatable text of ${a.source}.`,
    hint: (a: Args) =>
      a.best
        ? `Did you mean ${q(a.best)}? npm run translate -- ${a.lang} ${a.rel} lists the texts to translate.`
        : `Remove it: npm run translate -- ${a.lang} ${a.rel} lists the texts to translate.`,
  },
  translationMissing: {
    severity: 'error',
    message: (a: Args) => `The ${a.language} page has no translation of ${a.pointer} (the Finnish: ${q(a.text)}).`,
    hint: (a: Args) =>
      `Write its "text": npm run translate -- ${a.lang} ${a.rel} adds every missing text with an empty "text" to fill.`,
  },
  translationStale: {
    severity: 'warning',
    message: (a: Args) =>
      `The Finnish of ${a.pointer} changed after this translation was made (${a.sourceAt} ${a.pointer}). Finnish then: ${q(a.was)}. Finnish now: ${q(a.now)}.`,
    hint: (a: Args) =>
      a.numbers === 'carry'
        ? `Only numbers changed: npm run translate -- ${a.lang} ${a.rel} carries them into the translation and marks it current.`
        : 'Update "text" to say what the Finnish says now, then set "from" to the new Finnish (npm run translate -- <lang> <file> --fill draft.json does both). Until then the old translation is published.',
  },
  translationChangedFact: {
    severity: 'error',
    message: (a: Args) =>
      a.kind === 'number'
        ? `The translation of ${a.pointer} says ${a.value}, a number its Finnish lacks: a translation must not change a price, a percentage or a duration.`
        : `The translation of ${a.pointer} lost ${a.value} of its Finnish.`,
    hint: (a: Args) =>
      a.kind === 'number'
        ? `Write the numbers of the Finnish: ${q(a.source)}.`
        : `Keep ${a.value} in the text: the site fills it in with the fact from site.json.`,
  },
  translationSlugMissing: {
    severity: 'error',
    message: (a: Args) =>
      `The ${a.language} translation of a page needs a "slug" (its address segment in ${a.language}).`,
    hint: (a: Args) => (a.best ? `Set "slug": ${q(a.best)}.` : 'Set "slug" to the ASCII form of the translated title.'),
  },
  translationParentMissing: {
    severity: 'error',
    message: (a: Args) =>
      `This page cannot be published in ${a.language}: its parent page ${a.parent} has no ${a.language} translation.`,
    hint: (a: Args) => `Translate the parent first: npm run translate -- ${a.lang} ${a.parentRel}.`,
  },
  translationLinkUntranslated: {
    severity: 'error',
    message: (a: Args) => `Link ${q(a.href)} leads to ${a.target}, which has no ${a.language} version.`,
    hint: (a: Args) =>
      `Translate that page (npm run translate -- ${a.lang} ${a.targetRel}) or link to another page${a.best ? `, such as ${q(a.best)}` : ''}.`,
  },
  translationLinkOtherLanguage: {
    severity: 'error',
    message: (a: Args) =>
      `Link ${q(a.href)} leads to a page in ${a.other}: a visitor reading ${a.language} would leave their language.`,
    hint: (a: Args) => `Link to ${q(a.best)}, the same page in ${a.language} (a Finnish address is mapped too).`,
  },
  translationHrefUntranslated: {
    severity: 'warning',
    message: (a: Args) =>
      `Link ${q(a.href)} leads to ${a.target}, which has no ${a.language} version: visitors of this document in ${a.language} are sent into Finnish there.`,
    hint: (a: Args) => `Translate that page (npm run translate -- ${a.lang} ${a.targetRel}) or link to a page it has.`,
  },
  glossaryAvoided: {
    severity: 'warning',
    message: (a: Args) =>
      `${q(a.found)} is a variant the glossary avoids for "${a.concept}"${a.note ? ` (${a.note})` : ''}.`,
    hint: (a: Args) =>
      `Write ${q(a.use)}${a.forms ? ` or one of its forms (${a.forms})` : ''}; the terms are in ${a.glossary}.`,
  },
  glossarySlugTransliterated: {
    severity: 'warning',
    message: (a: Args) => `Slug ${q(a.slug)} transliterates a name the glossary keeps in its Latin form in addresses.`,
    hint: (a: Args) => `Write ${q(a.best)} and add ${q(a.slug)} to "formerSlugs" (the glossary: ${a.glossary}).`,
  },
  glossaryAvoidsOwnTerm: {
    severity: 'error',
    message: (a: Args) => `The variant to avoid ${q(a.avoid)} matches the term's own words ${q(a.word)}.`,
    hint: () => 'Make the variant a longer phrase that the right term does not contain, or remove it.',
  },
  translationNumbersUnplaced: {
    severity: 'warning',
    message: (a: Args) =>
      `The number ${a.value} did not follow into the ${a.languages} translation: it does not have the Finnish's old number.`,
    hint: () => 'Open the translation and write the number into its text.',
  },
  duplicateTitle: {
    severity: 'warning',
    message: (a: Args) => `Another page has the same title ${q(a.title)}: ${a.other}.`,
    hint: () => 'Give each page its own title: visitors and search engines tell pages apart by it.',
  },
  stalePriceRepetition: {
    severity: 'warning',
    message: (a: Args) =>
      `This text repeats the price ${q(a.price)}, but the price table (${a.row}) now says ${q(a.table)}.`,
    hint: (a: Args) => `Write ${q(a.table)} here too, or leave the price to the table.`,
  },
  invalidPhone: {
    severity: 'error',
    message: (a: Args) => `${q(a.value)} is not a complete phone number.`,
    hint: () => 'Write the whole number, e.g. 040 123 4567 or +358 40 123 4567.',
  },
  titleTooLong: {
    severity: 'warning',
    message: (a: Args) => `Title is ${a.length} characters; search engines cut titles after about 60.`,
    hint: () => 'Shorten the title; keep the most important words first.',
  },
  metaDescriptionLength: {
    severity: 'warning',
    message: (a: Args) => `metaDescription is ${a.length} characters; 50-160 shows best in search results.`,
    hint: (a: Args) =>
      Number(a.length) < 50
        ? 'Write a fuller sentence about what the page offers.'
        : 'Shorten it; search engines cut the rest.',
  },
  placeholderText: {
    severity: 'warning',
    message: (a: Args) => `Placeholder text left by npm run new: ${q(a.text)}.`,
    hint: () => 'Replace it with the real text before publishing.',
  },
  releasePlaceholderFlag: {
    severity: 'error',
    message: () => 'site.json is marked as example data (placeholder: true): a release build refuses it.',
    hint: () => 'Fill in the real company facts, then set "placeholder" to false.',
  },
  releasePlaceholderField: {
    severity: 'error',
    message: (a: Args) => `Example data left for the release: ${q(a.text)} is ${a.reason}.`,
    hint: () => 'Fill in the real value before a release build (npm run build:release).',
  },
} as const satisfies Record<string, { severity: Severity; message: (a: Args) => string; hint: (a: Args) => string }>

export type DiagnosticArgs = Args

/** A value quoted in a finding, as each language writes it. */
export const quote = {
  en: (s: string | number) => `"${s}"`,
  fi: (s: string | number) => `”${s}”`,
} as const

/** One code's message and suggestion in one language, made from its arguments. */
export interface DiagnosticTexts<A> {
  message: (a: A) => string
  /** '' when there is nothing to suggest. */
  hint: (a: A) => string
}

/** A code of a feature's catalogue piece: its severity and its texts in English (the CLI, the build) and Finnish (the studio). */
export interface FeatureDiagnostic<A> {
  readonly code: string
  readonly severity: Severity
  readonly en: DiagnosticTexts<A>
  readonly fi: DiagnosticTexts<A>
}

/** A piece's entries for the argument types P (one property per code): leaving out a code or a language does not compile. */
type PieceEntries<P> = { [C in keyof P & string]: Omit<FeatureDiagnostic<P[C]>, 'code'> }
export type DiagnosticPiece<P> = { readonly [C in keyof P & string]: FeatureDiagnostic<P[C]> }

/**
 * A feature's diagnostics, kept beside its pass: `P` gives each code the type of its arguments
 * (`{ unknownCalculatorModel: { value: string; known: string } }`), so a report with a missing or
 * misspelt argument, a code without its Finnish, or a text reading an argument its code lacks is a
 * type error. A pass reports one with `ctx.report(piece.someCode, doc, place, args)`.
 */
export function diagnosticPiece<P>(entries: PieceEntries<P>): DiagnosticPiece<P> {
  const piece: Record<string, unknown> = {}
  for (const [code, entry] of Object.entries<object>(entries)) piece[code] = { code, ...entry }
  return piece as DiagnosticPiece<P>
}

/** The values each diagnostic's texts were made from: the studio writes the same finding in Finnish (src/studio/diagnostics.fi.ts). */
const argsOf = new WeakMap<Diagnostic, Args>()
export const diagnosticArgs = (d: Diagnostic): Args => argsOf.get(d) ?? {}

/** The feature entry a diagnostic was made from (none for the engine's own codes). */
const featureOf = new WeakMap<Diagnostic, FeatureDiagnostic<object>>()

/** A finding's Finnish message and suggestion when a feature's piece made it (the engine's codes: src/studio/diagnostics.fi.ts). */
export function featureFinnish(d: Diagnostic): { message: string; suggestion?: string } | undefined {
  const entry = featureOf.get(d)
  if (!entry) return undefined
  const args: object = argsOf.get(d) ?? {}
  const hint = entry.fi.hint(args)
  return { message: entry.fi.message(args), ...(hint ? { suggestion: hint } : {}) }
}

type Where = { file: string; line: number; column: number; pointer: string }

/** A diagnostic of the engine's catalogue. */
export function diagnostic(code: DiagnosticCode, where: Where, args?: Args): Diagnostic
/** A diagnostic of a feature's catalogue piece, with the arguments its code declares. */
export function diagnostic<A extends object>(entry: FeatureDiagnostic<A>, where: Where, args: A): Diagnostic
export function diagnostic(
  what: DiagnosticCode | FeatureDiagnostic<object>,
  where: Where,
  args: object = {},
): Diagnostic {
  const entry = typeof what === 'string' ? { code: what, ...catalogue[what] } : { ...what, ...what.en }
  const texts = entry as DiagnosticTexts<object>
  const hint = texts.hint(args)
  const d: Diagnostic = {
    severity: entry.severity,
    code: entry.code,
    ...where,
    message: texts.message(args),
    ...(hint ? { suggestion: hint } : {}),
  }
  argsOf.set(d, args as Args)
  if (typeof what !== 'string') featureOf.set(d, what)
  return d
}

/** One line per diagnostic, the format editors and terminals link: file:line:col. */
export function formatDiagnostic(d: Diagnostic): string {
  const head = `${d.file}:${d.line}:${d.column} ${d.severity} ${d.pointer || '/'} ${d.message}`
  return d.suggestion ? `${head}\n    suggestion: ${d.suggestion}` : head
}

export function formatReport(diagnostics: Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length
  const warnings = diagnostics.length - errors
  const lines = [...diagnostics].sort(compareDiagnostics).map(formatDiagnostic)
  lines.push(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`)
  return lines.join('\n')
}

export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.code.localeCompare(b.code)
}

/** Thrown when content has errors; carries every diagnostic, not only the first. */
export class ContentError extends Error {
  readonly diagnostics: Diagnostic[]
  constructor(diagnostics: Diagnostic[]) {
    super(`Content has errors:\n${formatReport(diagnostics)}`)
    this.name = 'ContentError'
    this.diagnostics = diagnostics
  }
}
