/**
 * Errors as data: every problem the content pipeline finds is a Diagnostic with
 * its location (file, line, column, JSON pointer) kept apart from its message.
 * Every code is an entry of a catalogue piece (`diagnosticPiece`): the engine's
 * in src/runtime/engine-diagnostics.ts, a feature's beside its pass; each code's
 * arguments a type of its own, its English and Finnish texts both required by
 * that type.
 */
export type Severity = 'error' | 'warning'

export interface Diagnostic {
  severity: Severity
  /** A code of a catalogue piece: the engine's (src/runtime/engine-diagnostics.ts) or a feature's. */
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

type Args = Record<string, string | number>

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

/** The values each diagnostic's texts were made from: the studio writes the same finding in Finnish (finnishOf). */
const argsOf = new WeakMap<Diagnostic, Args>()
export const diagnosticArgs = (d: Diagnostic): Args => argsOf.get(d) ?? {}

/** The piece's entry a diagnostic was made from. */
const entryOf = new WeakMap<Diagnostic, FeatureDiagnostic<object>>()

/**
 * A finding's Finnish message and suggestion, from the values its English ones were made from, or from
 * `args` (those values with the author's words added: src/studio/validate-document.ts).
 */
export function finnishOf(d: Diagnostic, args: object = argsOf.get(d) ?? {}): { message: string; suggestion?: string } {
  const entry = entryOf.get(d)
  if (!entry) return { message: d.message, ...(d.suggestion ? { suggestion: d.suggestion } : {}) }
  const hint = entry.fi.hint(args)
  return { message: entry.fi.message(args), ...(hint ? { suggestion: hint } : {}) }
}

type Where = { file: string; line: number; column: number; pointer: string }

/** A diagnostic of a catalogue piece's entry, with the arguments its code declares. */
export function diagnostic<A extends object>(entry: FeatureDiagnostic<A>, where: Where, args: A): Diagnostic {
  const hint = entry.en.hint(args)
  const d: Diagnostic = {
    severity: entry.severity,
    code: entry.code,
    ...where,
    message: entry.en.message(args),
    ...(hint ? { suggestion: hint } : {}),
  }
  argsOf.set(d, args as Args)
  entryOf.set(d, entry as FeatureDiagnostic<object>)
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
