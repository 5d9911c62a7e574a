/**
 * No "issue N" in the code's comments or test titles (decision 426): the issues are not in the
 * repository, so a newcomer cannot follow one; a decision number (docs/decisions/) says why a thing is
 * so, and the sentence around it says what. Printed report text (a benchmark's budget label) is not a
 * comment and may still name where a budget came from.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFiles, REPO_ROOT } from '../../src/runtime/content-source.node.js'
import { issueNumbersIn } from '../support/issue-numbers.js'

const SOURCE = /\.(ts|tsx|js|mjs)$/
/** Swept after the studio's rooms are moved (decision 426); this list only shrinks. */
const NOT_YET =
  /^src\/studio\/|^src\/runtime\/(diagnostics|pipeline\/context|static-host)|^server\/headers|^src\/sections\/(definitions|define-section)|^scripts\/studio|^server\/contact\/(telegram|lead-clock)|^deploy\/render-nginx/
const files = ['src', 'server', 'scripts', 'pages', 'deploy', 'tests']
  .flatMap((d) => listFiles(path.join(REPO_ROOT, d)))
  .map((f) => path.relative(REPO_ROOT, f).split(path.sep).join('/'))
  .filter((f) => SOURCE.test(f) && !/\.generated\./.test(f) && !NOT_YET.test(f))

describe('issue numbers in the code', () => {
  it('finds one in a comment and in a test title, and none in a string the code prints', () => {
    const text = "/** Saves (issue 29). */\nconst a = 'issue 5'\nit('works (issue 7)', () => {})\n"
    expect(issueNumbersIn(text, 'x.ts')).toEqual(['x.ts:1: /** Saves (issue 29). */', 'x.ts:3: works (issue 7)'])
  })

  it('names none in a comment or a test title: a decision number says why', () => {
    const found = files.flatMap((f) => issueNumbersIn(readFileSync(path.join(REPO_ROOT, f), 'utf8'), f))
    expect(found, 'say it with the decision (docs/decisions/) or drop the tag').toEqual([])
  })
})
