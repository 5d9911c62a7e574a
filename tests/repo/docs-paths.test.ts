/**
 * Docs that cannot go stale: every repository path named in README.md, docs/, source comments and schema
 * descriptions exists; every function, identifier and file name in backticks in README.md and docs/
 * (the decision records aside: they keep the names of their day) is one the repository has, in the file
 * the prose puts it in.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFiles, REPO_ROOT, schemaFiles } from '../../src/runtime/content-source.node.js'
import {
  markdownLinks,
  type NamedPath,
  pathsIn,
  problemWith,
  schemaDescriptions,
  sourceComments,
} from '../support/doc-paths.js'
import { knownNames, namesIn, problemWithName } from '../support/doc-names.js'

const rel = (f: string) => path.relative(REPO_ROOT, f).split(path.sep).join('/')
const read = (f: string) => readFileSync(path.join(REPO_ROOT, f), 'utf8')

/**
 * Examples in the guides, not files of the repository: where the company puts its photos, a missing image;
 * the folder the unit tests left (decision 313), which the move script and its record name.
 */
const EXAMPLES = new Set([
  'tests/unit/',
  'public/images/photos/',
  'public/images/photos/kylpyhuone-espoo-jalkeen.jpg',
  'public/images/services/tapetti.svg',
  'pages-data/pages/section-gallery.json',
])

function markdownFiles(): string[] {
  return [
    'README.md',
    ...listFiles(path.join(REPO_ROOT, 'docs'))
      .map(rel)
      .filter((f) => f.endsWith('.md')),
  ]
}

function sourceFiles(): string[] {
  return ['src', 'server', 'scripts', 'pages', 'tests']
    .flatMap((d) => listFiles(path.join(REPO_ROOT, d)))
    .map(rel)
    .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f) && !/\.generated\./.test(f))
}

function namedPaths(): NamedPath[] {
  const fromDocs = markdownFiles().flatMap((f) => {
    const text = read(f)
    return [...pathsIn(text, f, text), ...markdownLinks(text, f)]
  })
  const fromComments = sourceFiles().flatMap((f) => {
    const text = read(f)
    return sourceComments(text, f).flatMap((c) => pathsIn(c.text, f, text, c.pos))
  })
  const fromSchemas = schemaFiles().flatMap((f) => {
    const file = rel(f)
    return schemaDescriptions(JSON.parse(read(file))).flatMap((d) => pathsIn(d, file, ''))
  })
  return [...fromDocs, ...fromComments, ...fromSchemas]
}

describe('repository paths in docs and comments', () => {
  it('every path named exists (and a :line is inside its file)', () => {
    const named = namedPaths()
    expect(named.length).toBeGreaterThan(300)
    const stale = named
      .map((n) => ({ n, problem: problemWith(REPO_ROOT, n) }))
      .filter(({ n, problem }) => problem && !(EXAMPLES.has(n.path) && problem === 'does not exist'))
      .map(({ n, problem }) => `${n.in}:${n.at}: ${n.path}${n.line ? `:${n.line}` : ''} ${problem}`)
    expect(stale).toEqual([])
  })

  it('finds paths in prose, comments and links, and refuses a missing one', () => {
    const code = "// see src/runtime/build-content.ts:3 and src/nowhere/x.ts\nconst s = 'src/not-a-comment.ts'\n"
    const found = sourceComments(code, 'a.ts').flatMap((c) => pathsIn(c.text, 'a.ts', code, c.pos))
    expect(found.map((n) => [n.path, n.line])).toEqual([
      ['src/runtime/build-content.ts', 3],
      ['src/nowhere/x.ts', undefined],
    ])
    expect(found.map((n) => problemWith(REPO_ROOT, n))).toEqual([null, 'does not exist'])
    expect(problemWith(REPO_ROOT, { path: 'docs/decisions/113', in: 'x', at: 1 })).toBeNull()
    expect(problemWith(REPO_ROOT, { path: 'docs/decisions/999', in: 'x', at: 1 })).toBe('does not exist')
    expect(problemWith(REPO_ROOT, { path: 'README.md', line: 100000, in: 'x', at: 1 })).toMatch(/has \d+ lines/)
    expect(problemWith(REPO_ROOT, { path: 'src/sections/<type>/index.ts', in: 'x', at: 1 })).toBeNull()
    expect(problemWith(REPO_ROOT, { path: 'src/gone/<type>/index.ts', in: 'x', at: 1 })).toBe('no folder src/gone/')
    expect(pathsIn('`../../../schemas/defs.schema.json`, https://x.fi/src/a.ts', 'd.md', '')).toHaveLength(1)
    expect(markdownLinks('[guide](../calculators.md) [site](https://x.fi)', 'docs/machines/README.md')).toEqual([
      { path: 'docs/calculators.md', in: 'docs/machines/README.md', at: 1 },
    ])
  })
})

describe('names in backticks in the docs', () => {
  const known = knownNames(REPO_ROOT)
  const current = markdownFiles().filter((f) => !f.startsWith('docs/decisions/'))

  it('every function, identifier and file name named exists, in the file the prose says', () => {
    const named = current.flatMap((f) => namesIn(read(f), f).map((n) => ({ n, text: read(f) })))
    expect(named.filter(({ n }) => n.kind === 'identifier').length).toBeGreaterThan(200)
    expect(named.filter(({ n }) => n.claimedIn).length).toBeGreaterThan(10)
    const wrong = named
      .map(({ n, text }) => ({ n, problem: problemWithName(known, n, text) }))
      .filter(({ problem }) => problem)
      .map(({ n, problem }) => `${n.in}:${n.at}: ${n.name} ${problem}`)
    expect(wrong).toEqual([])
  })

  it('finds a renamed function, a missing file and a function put in the wrong file', () => {
    const doc = [
      'Features call `registerContentPass(pass)`; `sitePasses()` of `src/content-passes.ts` composes them.',
      'The texts are in `present.ts` and `CookieConsent.tsx`; each section has a `<type>.css`.',
      "- `src/calculators/model-checks.ts` the checks (the sections' `data.start`: `checkCalculatorStarts`, one",
      '  call in build-content.ts), `MAX_MESSAGES_PER_HOUR` in rules.ts.',
    ].join('\n')
    const found = namesIn(doc, 'x.md').map((n) => `${n.at} ${n.name} ${problemWithName(known, n, doc) ?? 'ok'}`)
    expect(found).toEqual([
      '1 registerContentPass is named nowhere in the code',
      '1 sitePasses ok',
      '2 present.ts ok',
      '2 CookieConsent.tsx is no file of the repository',
      '2 <type>.css ok',
      '3 checkCalculatorStarts is not in build-content.ts',
      '4 MAX_MESSAGES_PER_HOUR is said to be in rules.ts, which does not exist',
    ])
  })
})
