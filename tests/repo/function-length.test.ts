/**
 * No hand-written function over 80 lines in src/ and server/ (the house rule: write small functions),
 * and none over 60 in the engine, src/runtime/ (its own budget, decision 110).
 * Every function is measured, read with the TypeScript compiler API: declarations, expressions, arrows,
 * methods, constructors and accessors, React components included, from the line of its first token to
 * the line of its last (a function's nested functions count inside it too). Generated files
 * (`*.generated.*`) are left out. The failure names each offender as file:line, its name and length.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { listFiles, REPO_ROOT } from '../../src/runtime/content-source.node.js'

const MAX_FUNCTION_LINES = 80
/** The engine's own budget (docs/decisions/110-content-pipeline-as-named-passes.md). */
const MAX_RUNTIME_FUNCTION_LINES = 60

interface LongFunction {
  file: string
  line: number
  name: string
  lines: number
}

function functionName(node: ts.SignatureDeclaration): string {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text
  if (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText()
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`
  return '(anonymous)'
}

/** Every function-like node of one source text longer than `max` lines. */
function longFunctions(file: string, text: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const found: LongFunction[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = last - first + 1
      if (lines > max) found.push({ file, line: first + 1, name: functionName(node), lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Modules written by hand: not generated, not declarations, not tests (a test's describe is a list of cases, decision 313). */
const HAND_WRITTEN = (rel: string) =>
  /\.(ts|tsx)$/.test(rel) && !rel.endsWith('.d.ts') && !/\.generated\./.test(rel) && !/\.test\.tsx?$/.test(rel)

function offenders(dirs: string[], max: number): string[] {
  return dirs
    .flatMap((dir) => listFiles(path.join(REPO_ROOT, dir)))
    .map((abs) => path.relative(REPO_ROOT, abs).split(path.sep).join('/'))
    .filter(HAND_WRITTEN)
    .sort()
    .flatMap((rel) => longFunctions(rel, readFileSync(path.join(REPO_ROOT, rel), 'utf8'), max))
    .map((f) => `${f.file}:${f.line} ${f.name} is ${f.lines} lines (max ${max})`)
}

describe('function length', () => {
  it('measures declarations, arrows, methods and components, nested ones inside their parent', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i}`).join('\n')
    const text = [
      `export function Long() {\n${body(78)}\n  return null\n}`, // 81 lines
      `const arrow = () => {\n${body(78)}\n}`, // 80 lines: allowed
      `class A {\n  method() {\n${body(79)}\n  }\n}`, // the method: 81 lines
      `export function Outer() {\n  const inner = () => {\n${body(76)}\n  }\n  return inner\n}`, // 81, inner 78
    ].join('\n')
    expect(longFunctions('x.tsx', text).map((f) => `${f.name}:${f.line}:${f.lines}`)).toEqual([
      'Long:1:81',
      'method:163:81',
      'Outer:245:81',
    ])
  })

  it(`no hand-written function in src/ or server/ is over ${MAX_FUNCTION_LINES} lines`, () => {
    expect(offenders(['src', 'server'], MAX_FUNCTION_LINES)).toEqual([])
  })

  it(`no hand-written function of the engine (src/runtime/) is over ${MAX_RUNTIME_FUNCTION_LINES} lines`, () => {
    expect(offenders(['src/runtime'], MAX_RUNTIME_FUNCTION_LINES)).toEqual([])
  })
})
