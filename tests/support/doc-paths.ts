/**
 * Repository paths named in prose: README.md, docs/, comments in source files
 * and schema descriptions. Used by tests/repo/docs-paths.test.ts, which fails
 * on a path that does not exist.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** The top folders a path in prose starts with (`.vscode` too). */
const ROOTS = ['src', 'server', 'docs', 'scripts', 'tests', 'pages-data', 'pages', 'schemas', 'public', '.vscode']

/** A path: one of the roots, a slash, then path characters; an optional :line or :line-line. */
const PATH = new RegExp(
  String.raw`(?<![\w@.\/-])(?:\.\.?\/)*((?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})\/[\w.\/+\-<>*{}\[\],…]*)(?::(\d+)(?:-(\d+))?)?`,
  'g',
)

export interface NamedPath {
  /** The path as written, without ../ and the :line suffix. */
  path: string
  line?: number
  /** The file that names it, and the line there. */
  in: string
  at: number
}

/** Comments of a TypeScript or JavaScript source: every token's leading and trailing comment ranges. */
export function sourceComments(text: string, fileName: string): { text: string; pos: number }[] {
  const kind = fileName.endsWith('x')
    ? ts.ScriptKind.TSX
    : fileName.endsWith('.js')
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const seen = new Map<number, string>()
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end))
  }
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos))
    add(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(file)) visit(child)
  }
  visit(file)
  return [...seen].map(([pos, comment]) => ({ text: comment, pos }))
}

/** Every description in a JSON schema. */
export function schemaDescriptions(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(schemaDescriptions)
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([k, v]) =>
    k === 'description' && typeof v === 'string' ? [v] : schemaDescriptions(v),
  )
}

const lineAt = (text: string, pos: number) => text.slice(0, pos).split('\n').length

/** The repository paths named in a piece of prose that starts at `offset` of its file. */
export function pathsIn(prose: string, file: string, whole: string, offset = 0): NamedPath[] {
  const found: NamedPath[] = []
  for (const m of prose.matchAll(PATH)) {
    const raw = m[1]!.replace(/[.,:;)\]}>]+$/, '')
    if (!raw.includes('/') || raw.endsWith('/.')) continue
    const line = m[2] ? Number(m[3] ?? m[2]) : undefined
    found.push({ path: raw, line, in: file, at: lineAt(whole, offset + m.index) })
  }
  return found
}

/** Markdown link targets that are relative files (no scheme, no anchor only), resolved from the document. */
export function markdownLinks(text: string, file: string): NamedPath[] {
  const found: NamedPath[] = []
  for (const m of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
    const target = m[1]!
    if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target))
    found.push({ path: resolved, in: file, at: lineAt(text, m.index) })
  }
  return found
}

/** `docs/decisions/026` names decision 026 (its file starts with the number). */
function decisionByNumber(root: string, named: string): boolean {
  const m = /^docs\/decisions\/(\d{3})$/.exec(named)
  return !!m && readdirSync(path.join(root, 'docs/decisions')).some((f) => f.startsWith(`${m[1]}-`))
}

/** Why a named path is wrong, or null when it exists (a pattern: its folder before the first wildcard). */
export function problemWith(root: string, named: NamedPath): string | null {
  const wildcard = named.path.search(/[<>*{}[\]…,]/)
  if (wildcard >= 0) {
    const folder = named.path.slice(0, named.path.lastIndexOf('/', wildcard) + 1)
    return existsSync(path.join(root, folder)) ? null : `no folder ${folder}`
  }
  const full = path.join(root, named.path)
  if (!existsSync(full)) return decisionByNumber(root, named.path) ? null : 'does not exist'
  if (named.line === undefined) return null
  if (statSync(full).isDirectory()) return 'a folder has no lines'
  const lines = readFileSync(full, 'utf8').split('\n').length
  return named.line <= lines ? null : `has ${lines} lines, not ${named.line}`
}
