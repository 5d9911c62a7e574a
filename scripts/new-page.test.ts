import { sitePasses } from '../src/content-passes.js'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildContent } from '../src/runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../src/runtime/content-source.node.js'
import { GROUPS, ICONS } from '../src/runtime/new-document.js'
import { resolveRoute } from '../src/runtime/routes.js'
import { sitemapXml } from '../src/runtime/static-host.js'
import { pageAt } from '../src/sections/page-view.js'
import type { CardView } from '../src/sections/services/index.js'
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

  it('makes a service that is on the site, in its menu group and its listing, with nothing else edited', () => {
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/new-page.ts',
        'service',
        'parvekeremontti',
        '--title',
        'Parvekeremontti',
        '--group',
        'outdoor',
        '--root',
        root,
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    )
    expect(out).toContain('created pages-data/services/parvekeremontti.json')
    const { content } = buildContent(readContentFiles(root), readSchemas(), {
      ...publicFileChecks(root),
      passes: sitePasses(),
    })
    const link = { label: 'Parvekeremontti', href: '/palvelu/parvekeremontti' }
    const column = content!.navigation.header
      .flatMap((i) => i.groups ?? [])
      .find((g) => g.links.some((l) => l.href === link.href))
    expect(column?.title).toBe('Ulko- ja muut työt')
    expect(column?.links).toContainEqual(link)
    const listing = pageAt(content!, '/palvelu')
    const outdoor =
      listing.kind === 'page' && listing.view.body === 'sections'
        ? (listing.view.page.sections.find((s) => s.id === 'ulkotyot')?.extra as CardView[])
        : []
    expect(outdoor.at(-1)).toMatchObject({ title: 'Parvekeremontti', icon: 'hammer', href: link.href })
    expect(sitemapXml(content!)).toContain('/palvelu/parvekeremontti</loc>')
  }, 120_000)

  it("offers exactly the schema's service groups", () => {
    const defs = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/defs.schema.json'), 'utf8'))
    expect([...GROUPS]).toEqual(defs.definitions.serviceGroup.enum)
  })

  it("offers exactly the schema's card icons", () => {
    const defs = JSON.parse(readFileSync(path.join(REPO_ROOT, 'schemas/defs.schema.json'), 'utf8'))
    expect([...ICONS]).toEqual(defs.definitions.icon.enum)
  })

  it('refuses an invalid slug and an existing file', () => {
    expect(() => scaffold({ kind: 'service', slug: 'Keittiö', root })).toThrow(/lower-case/)
    expect(() => scaffold({ kind: 'service', slug: 'keittion-remontti', root })).toThrow(/already exists/)
  })
})
