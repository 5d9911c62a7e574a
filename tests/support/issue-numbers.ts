/** Where a file's comments or test titles name an issue (tests/repo/no-issue-numbers.test.ts, decision 426). */
import { sourceComments } from './doc-paths.js'

const ISSUE = /\bissues? \d+/i
const TITLE = /\b(?:it|test|describe)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g

/** Where a file's comments or test titles name an issue: "file:line: text". */
export function issueNumbersIn(text: string, file: string): string[] {
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length
  const inComments = sourceComments(text, file).flatMap((c) =>
    c.text.split('\n').flatMap((line, i) => {
      if (!ISSUE.test(line)) return []
      return [`${file}:${lineOf(c.pos) + i}: ${line.trim()}`]
    }),
  )
  const inTitles = [...text.matchAll(TITLE)]
    .filter((m) => ISSUE.test(m[2]!))
    .map((m) => `${file}:${lineOf(m.index)}: ${m[2]}`)
  return [...inComments, ...inTitles]
}
