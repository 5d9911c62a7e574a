/**
 * A keystroke's check grows with the change, not with the site (issue 35, decision 325): after the
 * studio has checked the content once, the preview of an edit runs the per-document checks (schema,
 * translation fields, glossary, prices, placeholders) of the edited document and of what reads it
 * (its translations) only; every other document's findings are the ones kept from before.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { describe, expect, it, vi } from 'vitest'
import path from 'node:path'
import { REPO_ROOT, schemaFiles } from '../runtime/content-source.node.js'
import { loadContentSource } from './validate-document.js'
import { createWorkspace } from './workspace.js'

const ran = vi.hoisted(() => ({ checks: [] as string[] }))
vi.mock('../runtime/pipeline/kept-findings.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../runtime/pipeline/kept-findings.js')>()
  return {
    ...actual,
    reportKept: (...[ctx, keys, kind, file, check]: Parameters<typeof actual.reportKept>) =>
      actual.reportKept(ctx, keys, kind, file, () => {
        ran.checks.push(`${kind} ${file}`)
        check()
      }),
  }
})

const KITCHEN = 'pages-data/services/keittion-remontti.json'

describe('the check of an edit', () => {
  it("runs only the edited document's own checks and its translations' again", async () => {
    // Nothing is written: the workspace reads the repository's content and only checks edits of it.
    const workspace = createWorkspace(path.join(REPO_ROOT, 'pages-data'), async () => null)
    const text = workspace.read(KITCHEN)!
    await workspace.check(KITCHEN, text.replace(/"title": "[^"]*"/, '"title": "Keittiö A"'))
    ran.checks.length = 0
    const answer = await workspace.check(KITCHEN, text.replace(/"title": "[^"]*"/, '"title": "Keittiö AB"'))
    expect(answer.saveable).toBe(true)
    const files = new Set(ran.checks.map((c) => c.split(' ')[1]))
    expect([...files].sort()).toEqual([
      KITCHEN,
      'pages-data/translations/en/services/keittion-remontti.json',
      'pages-data/translations/ru/services/keittion-remontti.json',
      'pages-data/translations/uk/services/keittion-remontti.json',
    ])
    expect(ran.checks).toContain(`schema ${KITCHEN}`)
  })
})

describe("the publish's check of its build tree", () => {
  it('checks again only what differs from the content the studio checked: the same files and schemas are found again', () => {
    const tree = mkdtempSync(path.join(os.tmpdir(), 'build-tree-'))
    try {
      // The build tree: a folder of its own with the repository's content and schemas (a worktree at HEAD).
      cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(tree, 'pages-data'), { recursive: true })
      for (const file of schemaFiles(REPO_ROOT))
        cpSync(file, path.join(tree, path.relative(REPO_ROOT, file)), { recursive: true })
      loadContentSource(path.join(REPO_ROOT, 'pages-data'), REPO_ROOT)
      ran.checks.length = 0
      const same = loadContentSource(path.join(tree, 'pages-data'), tree)
      expect(same.routes.length).toBeGreaterThan(50)
      expect(ran.checks).toEqual([])
      // One file changed in the tree: its checks run, and only its.
      const file = path.join(tree, KITCHEN)
      const text = same.files.find((f) => f.path === KITCHEN)!.text
      writeFileSync(file, text.replace(/"title": "[^"]*"/, '"title": "Keittiö C"'))
      loadContentSource(path.join(tree, 'pages-data'), tree)
      expect(new Set(ran.checks.map((c) => c.split(' ')[1]))).toContain(KITCHEN)
      expect(ran.checks.every((c) => c.includes('keittion-remontti.json'))).toBe(true)
    } finally {
      rmSync(tree, { recursive: true, force: true })
    }
  })
})
