/**
 * Names in backticks in the docs (README.md, docs/ but its decision records, which keep the names of
 * their day): a function or identifier (`sitePasses()`, `checkCalculatorStarts`, `SectionFrame`,
 * `MAX_MESSAGES_PER_HOUR`) must be a word of the repository's code, schemas or config; a file name
 * (`present.ts`, `<type>.css`) must be a file of the repository, a file the code names (what the build
 * writes: `404.html`), or a path the same document names; and a name said to be in a file ("`estimate`
 * of `src/calculators/engine.ts`", "`checkCalculatorStarts`, one call in build-content.ts") must occur in
 * that file. Used by tests/repo/docs-paths.test.ts.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

export interface NamedName {
  name: string
  kind: 'identifier' | 'file'
  /** The document and the line that name it. */
  in: string
  at: number
  /** The file the prose says it is in (a path from the root, or a file name). */
  claimedIn?: string
}

/** What the repository knows: its files, and the words and text of its code, schemas and config. */
export interface KnownNames {
  files: readonly string[]
  words: ReadonlySet<string>
  code: string
  read: (file: string) => string
}

const CODE = /\.(ts|tsx|js|mjs|cjs|json|css|sh|html|conf|service|yml|yaml)$|(^|\/)(Procfile|\.node-version)$/
const FILE_NAME = /^[\w.<>-]+\.(ts|tsx|js|mjs|css|json|md|sh|html|yml|yaml|sql|conf|service|txt|xml)$/
/** An identifier, optionally a property path (`Collection.checkedBy`) or a call (`sitePasses()`). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\([^`]*\))?$/
/** A segment worth checking: a call, camelCase or PascalCase, or a SCREAMING_SNAKE constant. */
const DISTINCTIVE = (segment: string, call: boolean) =>
  call || /[a-z][A-Z]/.test(segment) || /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(segment)

/** The repository's files (tracked and new, not ignored) and what its code says. */
export function knownNames(root: string): KnownNames {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && existsSync(path.join(root, f)))
  const cache = new Map<string, string>()
  const read = (file: string) => {
    if (!cache.has(file)) cache.set(file, readFileSync(path.join(root, file), 'utf8'))
    return cache.get(file)!
  }
  // Tests left out: their examples of wrong names must not count as names the code has.
  const codeFiles = files.filter(
    (f) => CODE.test(f) && !/package-lock\.json$|\.(test|spec)\.tsx?$/.test(f) && !f.startsWith('docs/'),
  )
  const code = codeFiles.map(read).join('\n')
  return { files, words: new Set(code.match(/[A-Za-z_$][\w$]*/g)), code, read }
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length

/**
 * After a name in backticks, within its clause (no full stop, semicolon, colon or bracket between):
 * "in", "of" or "from", then a file (a path from the root, or a file name), with or without backticks.
 */
const CLAIM =
  /^(?:[^.;:()`\n]|\n(?!\n)|`[^`\n]*`){0,80}?\b(?:in|of|from)\s+(?:the\s+)?`?((?:[\w.-]+\/)*[\w.<>-]+\.(?:ts|tsx|js|mjs|css)(?!\w|\.\w)|(?:src|server|scripts|pages|tests|deploy)\/[\w./<>-]*[\w/])/

/** The names in backticks of a Markdown document. */
export function namesIn(text: string, file: string): NamedName[] {
  const found: NamedName[] = []
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const span = m[1]!
    const at = lineAt(text, m.index)
    if (FILE_NAME.test(span)) found.push({ name: span, kind: 'file', in: file, at })
    else if (IDENTIFIER.test(span)) {
      const call = span.includes('(')
      const claimedIn = CLAIM.exec(text.slice(m.index + m[0].length))?.[1]
      for (const segment of span.replace(/\(.*$/, '').split('.'))
        if (DISTINCTIVE(segment, call)) found.push({ name: segment, kind: 'identifier', in: file, at, claimedIn })
    }
  }
  return found
}

/** The repository's files a file reference means: the path itself (or the files under a folder), or every file of that name. */
function filesMeant(known: KnownNames, ref: string): string[] {
  if (ref.includes('/')) {
    const folder = ref.endsWith('/') ? ref : `${ref}/`
    return known.files.filter((f) => f === ref || f.startsWith(folder))
  }
  const pattern = new RegExp(`(^|/)${ref.replace(/[.+]/g, '\\$&').replace(/<[^>]+>/g, '[\\w-]+')}$`)
  return known.files.filter((f) => pattern.test(f))
}

/** Why a name in the docs is wrong, or null. `documentText` is the text of the document that names it. */
export function problemWithName(known: KnownNames, named: NamedName, documentText = ''): string | null {
  if (named.kind === 'file') {
    if (filesMeant(known, named.name).length) return null
    if (!named.name.includes('<') && known.code.includes(named.name)) return null
    if (new RegExp(`[\\w./@-]+/${named.name.replace(/[.+]/g, '\\$&')}\\b`).test(documentText)) return null
    return 'is no file of the repository'
  }
  if (!known.words.has(named.name)) return 'is named nowhere in the code'
  if (named.claimedIn === undefined || named.claimedIn.includes('<')) return null
  const meant = filesMeant(known, named.claimedIn)
  // A file outside the repository that the document names by its path (a dependency's): not checked here.
  const outside = new RegExp(`[\\w@.-]+/${named.claimedIn.replace(/[.+]/g, '\\$&')}\\b`).test(documentText)
  if (!meant.length) return outside ? null : `is said to be in ${named.claimedIn}, which does not exist`
  const word = new RegExp(`(^|[^\\w$])${named.name.replace(/\$/g, '\\$')}($|[^\\w$])`)
  return meant.some((f) => word.test(known.read(f))) ? null : `is not in ${named.claimedIn}`
}
