import { sitePasses } from '../src/content-passes.js'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildContent } from '../src/runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../src/runtime/content-source.node.js'
import { resolveRoute } from '../src/runtime/routes.js'
import { scaffold } from './new-page.js'

const root = mkdtempSync(path.join(tmpdir(), 'scaffold-'))
cpSync(path.join(REPO_ROOT, 'pages-data'), path.join(root, 'pages-data'), { recursive: true })
cpSync(path.join(REPO_ROOT, 'public'), path.join(root, 'public'), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npm run new', () => {
  it.each([
    ['service', 'ikkunoiden-vaihto', '/palvelu/ikkunoiden-vaihto'],
    ['city', 'porvoo', '/palvelu/porvoo'],
    ['page', 'ura', '/ura'],
    ['blog', 'kylpyhuoneen-vedeneristys', '/blogi/kylpyhuoneen-vedeneristys'],
  ] as const)('scaffolds a %s that validates and gets its route', (kind, slug, route) => {
    const result = scaffold({ kind, slug, root, today: '2026-11-21' })
    // Only warnings, one per placeholder the scaffold wrote, each pointing at the placeholder itself.
    expect(result.diagnostics.map((d) => d.code)).toEqual(result.diagnostics.map(() => 'placeholderText'))
    const lines = readFileSync(path.join(root, result.file), 'utf8').split('\n')
    const marked = lines.filter((l) => /kirjoita tähän/i.test(l)).length
    expect(result.diagnostics).toHaveLength(marked)
    for (const d of result.diagnostics) expect(lines[d.line - 1]!.slice(d.column - 1)).toMatch(/^kirjoita tähän/i)
    const { content, diagnostics } = buildContent(readContentFiles(root), readSchemas(), {
      ...publicFileChecks(root),
      passes: sitePasses(),
    })
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(resolveRoute(content!.routes, route)).toMatchObject({ type: 'page' })
  })

  it('uses the given title and group', () => {
    const { file } = scaffold({
      kind: 'service',
      slug: 'parketin-hionta',
      title: 'Parketin hionta',
      group: 'finishing',
      root,
    })
    const doc = JSON.parse(readFileSync(path.join(root, file), 'utf8'))
    expect(doc).toMatchObject({ slug: 'parketin-hionta', title: 'Parketin hionta', group: 'finishing' })
  })

  it('refuses an invalid slug and an existing file', () => {
    expect(() => scaffold({ kind: 'service', slug: 'Keittiö', root })).toThrow(/lower-case/)
    expect(() => scaffold({ kind: 'service', slug: 'keittion-remontti', root })).toThrow(/already exists/)
  })
})
