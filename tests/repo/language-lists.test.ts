/**
 * Every language list from the one table (decision 418): outside src/i18n/languages.ts no
 * source file of src/, server/, scripts/, deploy/ or pages/ writes a list of two or more of the site's
 * language codes: an array or Set (`['en', 'ru', 'uk']`), a union or tuple type (`'fi' | 'en'`), an
 * object, type or interface keyed by them (`{ fi: 'suomi', en: 'englanti' }`), a regular expression's
 * or a string's alternation (`/^(en|ru|uk)\//`) or a string that is a list (`'ru,uk'`). Such a list is
 * what a fifth language silently misses; derive it from LANGUAGES, TARGET_LANGS, LANGUAGE_INFO or `Lang`.
 *
 * Tests and their fixtures are not read (a test pins today's languages on purpose and fails loudly, not
 * silently, when one is added), nor the generated files (made from the table) or the content.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/i18n/languages.js'
import { listFiles, REPO_ROOT } from '../../src/runtime/content-source.node.js'

const TABLE = 'src/i18n/languages.ts'
const FOLDERS = ['src', 'server', 'scripts', 'deploy', 'pages']

/**
 * Files whose objects keyed by language hold each language's own words or rules, not a list of the
 * languages: typed `Partial<Record<Lang, …>>`, so a code the table lacks does not compile, and a language
 * without its entry is left out on purpose. Arrays, unions and alternations are refused in them too.
 */
const KEYED_DATA: Readonly<Record<string, string>> = {
  // Each language's house style (docs/style/<lang>.md) and its words for "only in Finnish";
  // house-style.test.ts holds every language of the table to having a style.
  'src/runtime/house-style.ts': 'house style per language',
  // Each house-style rule's sample in each target language (docs/style/README.md's table).
  'src/runtime/translator-notes.ts': 'style samples per language',
  // The benchmark's words for a copy's title in each language (English for one without).
  'scripts/bench/scale-site.ts': 'benchmark words per language',
  // The benchmark's sample pages of each language for its leads.
  'scripts/bench/inbox.ts': 'benchmark pages per language',
}

/**
 * A diagnostic's two texts, English (the command line, the build) and Finnish (the studio): `en` and `fi`
 * exactly, in a file that makes diagnostics (src/runtime/diagnostics.ts's FeatureDiagnostic). They are
 * the languages of the messages, not of the site: a fifth site language adds none.
 */
const DIAGNOSTIC_PAIR = ['en', 'fi']
const makesDiagnostics = (source: string) => /\b(?:diagnosticPiece|DiagnosticTexts|FeatureDiagnostic)\b/.test(source)

interface Finding {
  line: number
  kind: 'array' | 'union' | 'tuple' | 'keyed' | 'alternation'
  codes: string[]
  text: string
}

const CODE = `(?:${LANGUAGES.join('|')})`
/** `en|ru` inside a pattern: a code after `(`, `|`, `:` or `\b`, then `|` and another code. */
const ALTERNATION = new RegExp(`(?:^|[(|:>]|\\\\b)${CODE}\\|${CODE}(?=$|[|)]|\\\\b)`)
/** A string that is only codes with separators: 'ru,uk', 'fi en'. */
const LIST = new RegExp(`^\\s*${CODE}(?:\\s*[,;/| ]\\s*${CODE})+\\s*$`)
const CODES: ReadonlySet<string> = new Set(LANGUAGES)

const literalText = (n: ts.Node): string | undefined =>
  ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) ? n.text : undefined
const typeLiteralText = (n: ts.Node): string | undefined =>
  ts.isLiteralTypeNode(n) ? literalText(n.literal) : undefined
const keyText = (n: ts.PropertyName | undefined): string | undefined =>
  n && (ts.isIdentifier(n) || ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : undefined
const codesOf = (texts: readonly (string | undefined)[]) => texts.filter((t): t is string => CODES.has(t ?? ''))

/** The codes a node lists, and how, when it is a list of two or more of them. */
function listed(n: ts.Node): Pick<Finding, 'kind' | 'codes'> | undefined {
  const found = (kind: Finding['kind'], codes: string[]) => (codes.length >= 2 ? { kind, codes } : undefined)
  if (ts.isArrayLiteralExpression(n)) return found('array', codesOf(n.elements.map(literalText)))
  if (ts.isUnionTypeNode(n)) return found('union', codesOf(n.types.map(typeLiteralText)))
  if (ts.isTupleTypeNode(n)) return found('tuple', codesOf(n.elements.map(typeLiteralText)))
  if (ts.isObjectLiteralExpression(n)) return found('keyed', codesOf(n.properties.map((p) => keyText(p.name))))
  if (ts.isTypeLiteralNode(n) || ts.isInterfaceDeclaration(n))
    return found('keyed', codesOf(n.members.map((m) => keyText(m.name))))
  const text = ts.isRegularExpressionLiteral(n) ? n.text : ts.isLiteralExpression(n) ? n.text : undefined
  if (ts.isTemplateLiteralToken(n) || text !== undefined) {
    const s = text ?? (n as ts.TemplateLiteralLikeNode).text
    if (ALTERNATION.test(s) || LIST.test(s))
      return { kind: 'alternation', codes: [...new Set(s.match(new RegExp(`\\b${CODE}\\b`, 'g')))] }
  }
  return undefined
}

/** Every literal list of language codes in one file's source, each marked when its file may keep it. */
function allLists(file: string, source: string): (Finding & { kept: boolean })[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const diagnostics = makesDiagnostics(source)
  const out: (Finding & { kept: boolean })[] = []
  const visit = (n: ts.Node): void => {
    const list = listed(n)
    if (list) {
      const pair = list.kind !== 'array' && list.codes.toSorted().join() === DIAGNOSTIC_PAIR.join()
      const kept = (list.kind === 'keyed' && file in KEYED_DATA) || (pair && diagnostics)
      const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1
      out.push({ line, ...list, text: n.getText(sf).replace(/\s+/g, ' ').slice(0, 80), kept })
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
  return out
}

/** The lists of language codes a file may not have. */
const languageLists = (file: string, source: string): Finding[] => allLists(file, source).filter((l) => !l.kept)

const rel = (f: string) => path.relative(REPO_ROOT, f).split(path.sep).join('/')

/** The source read: code, not its tests, fixtures, generated files or the table itself. */
const sourceFiles = FOLDERS.flatMap((d) => listFiles(path.join(REPO_ROOT, d)))
  .map(rel)
  .filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f))
  .filter((f) => !/\.(test|spec)\.tsx?$|\.generated\.|(^|\/)(fixtures|generated)\//.test(f) && f !== TABLE)

const read = (f: string) => readFileSync(path.join(REPO_ROOT, f), 'utf8')

describe('every language list from the one table', () => {
  it('reads the source of the site, the studio, the server and the scripts', () => {
    expect(sourceFiles).toContain('src/studio/app/PeopleView.tsx')
    expect(sourceFiles).toContain('src/runtime/hyphenation.ts')
    expect(sourceFiles).toContain('server/index.ts')
    expect(sourceFiles).toContain('scripts/bench/pages.ts')
    expect(sourceFiles).not.toContain(TABLE)
  })

  it('finds no literal list of language codes outside src/i18n/languages.ts', () => {
    const found = sourceFiles.flatMap((f) =>
      languageLists(f, read(f)).map(
        (l) =>
          `${f}:${l.line}: ${l.kind} of language codes ${l.codes.join(', ')} (${l.text}): derive it from ${TABLE} (LANGUAGES, TARGET_LANGS, LANGUAGE_INFO, Lang)`,
      ),
    )
    expect(found, found.join('\n')).toEqual([])
  })

  it('keeps in its list of files with keyed data only files that still have some', () => {
    const stale = Object.keys(KEYED_DATA).filter(
      (f) => !sourceFiles.includes(f) || !allLists(f, read(f)).some((l) => l.kind === 'keyed'),
    )
    expect(stale).toEqual([])
  })

  it('would refuse each kind of list', () => {
    const kinds = (source: string, file = 'src/x.ts') => languageLists(file, source).map((l) => l.kind)
    expect(kinds("const LANGS = ['en', 'ru', 'uk'] as const")).toEqual(['array'])
    expect(kinds("const s = new Set(['ru', 'uk'])")).toEqual(['array'])
    expect(kinds("type T = Record<'fi' | 'en', string>")).toEqual(['union'])
    expect(kinds("type T = ['fi', 'en']")).toEqual(['tuple'])
    expect(kinds("const names = { fi: 'suomi', en: 'englanti' }")).toEqual(['keyed'])
    expect(kinds('interface N { ru: string; uk: string }')).toEqual(['keyed'])
    expect(kinds('const r = /^\\/(en|ru|uk)\\//')).toEqual(['alternation'])
    expect(kinds("const r = new RegExp('^(?:fi|en)$')")).toEqual(['alternation'])
    expect(kinds(['const r = `^/(?:ru|uk)/$', '{x}`'].join(''))).toEqual(['alternation'])
    expect(kinds("const langs = 'ru,uk'")).toEqual(['alternation'])
    expect(kinds("const names = { fi: 'a', en: 'b' }", 'src/runtime/house-style.ts')).toEqual([])
    expect(kinds("const l = ['en', 'ru']", 'src/runtime/house-style.ts')).toEqual(['array'])
    expect(kinds("const q = { en: 'a', fi: 'b' }; type D = DiagnosticTexts<X>")).toEqual([])
    expect(kinds("const q = { en: 'a', fi: 'b', ru: 'c' }; type D = DiagnosticTexts<X>")).toEqual(['keyed'])
  })

  it('leaves alone one code, words that hold a code and the names of a thing', () => {
    const kinds = (source: string) => languageLists('src/x.ts', source).map((l) => l.kind)
    expect(kinds("const a = lang === 'fi' ? ['fi'] : [lang]")).toEqual([])
    expect(kinds("const a = ['enter', 'run', 'fine']; const r = /then|run/")).toEqual([])
    expect(kinds("const t = 'Suomi, englanti'")).toEqual([])
  })
})
