import { sitePasses } from '../src/content-passes.js'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent } from '../src/runtime/build-content.js'
import { publicFileChecks, readContentFiles, readSchemas, REPO_ROOT } from '../src/runtime/content-source.node.js'
import { formatReport } from '../src/runtime/diagnostics.js'

const fixture = path.join(REPO_ROOT, 'tests/fixtures/broken-site')
const schemas = readSchemas()

describe('content validation', () => {
  it('accepts the repository content with no errors', () => {
    const { content, diagnostics } = buildContent(readContentFiles(), schemas, {
      ...publicFileChecks(),
      passes: sitePasses(),
    })
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([])
    expect(content).not.toBeNull()
  })

  it('reports every error of the broken fixture with file:line:col, pointer and suggestion', () => {
    const { content, diagnostics } = buildContent(readContentFiles(fixture), schemas, {
      ...publicFileChecks(fixture),
      passes: sitePasses(),
    })
    expect(content).toBeNull()
    expect(formatReport(diagnostics).split('\n')).toEqual([
      'pages-data/blog/saunan-kunnostus.md:3:30 error /excerpt Unknown token {brnd}.',
      '    suggestion: Did you mean {brand}? Tokens come from site.json.',
      'pages-data/blog/saunan-kunnostus.md:6:8 error /image/src Image "/images/services/sauna.svg" does not exist in public/images/services/sauna.svg.',
      '    suggestion: Did you mean "/images/services/keittio.svg"?',
      'pages-data/blog/saunan-kunnostus.md:17:67 error / Link "/palvelu/saun" does not lead to any page of the site.',
      '    suggestion: Did you mean "/palvelu/sauna"?',
      'pages-data/cities/keittio.json:4:12 warning /title Title is 82 characters; search engines cut titles after about 60.',
      '    suggestion: Shorten the title; keep the most important words first.',
      'pages-data/cities/keittio.json:13:16 error /sections/0/image/src Image "/images/services/keitio.svg" does not exist in public/images/services/keitio.svg.',
      '    suggestion: Did you mean "/images/services/keittio.svg"?',
      'pages-data/pages/index.json:7:69 error /sections/0/title Unknown token {brnd}.',
      '    suggestion: Did you mean {brand}? Tokens come from site.json.',
      'pages-data/services/keittio.json:3:11 error /slug Route /palvelu/keittio is already taken by pages-data/cities/keittio.json.',
      '    suggestion: Give one of the pages another slug.',
      'pages-data/services/keittio.json:7:15 error /aliases/0 Alias "keittio" points back to its own page.',
      '    suggestion: Remove the alias: it equals the page slug.',
      'pages-data/services/keittio.json:7:26 error /aliases/1 Alias "sauna" would redirect /palvelu/sauna, which is a page of its own (pages-data/services/sauna.json).',
      '    suggestion: Remove the alias or rename one of the pages.',
      'pages-data/services/keittio.json:10:13 error /sections/1/id Section id "hero" is used twice on this page.',
      '    suggestion: Section ids must be unique on a page: rename one of them.',
      'pages-data/services/keittio.json:10:71 error /sections/1/content Link "/palvelu/saun" does not lead to any page of the site.',
      '    suggestion: Did you mean "/palvelu/sauna"?',
      'pages-data/services/keittio.json:10:110 warning /sections/1/content Link "/palvelu/vanha-keittio" goes through a redirect.',
      '    suggestion: Link straight to "/palvelu/keittio".',
      'pages-data/services/lattia.json:2:14 error /$schema "$schema" is "../schemas/page.schema.json" but this folder\'s documents use "../../schemas/page.schema.json".',
      '    suggestion: Set "$schema": "../../schemas/page.schema.json".',
      'pages-data/services/lattia.json:3:11 error /slug Slug "lattiat" does not match the file name "lattia.json".',
      '    suggestion: Rename the file to lattiat.json or set "slug": "lattia".',
      'pages-data/services/lattia.json:9:51 error /sections/1/title Section title "Lattiat" is used twice on this page.',
      '    suggestion: Screen readers list sections by their titles: give each section its own title.',
      'pages-data/services/rikki.json:5:3 error / Invalid JSON: CommaExpected',
      '    suggestion: Check for a missing comma, quote or bracket just before this point.',
      'pages-data/services/sauna.json:1:1 error / Missing required field "title".',
      '    suggestion: Add "title" (Page title: the browser tab, the search result title (the brand is added after it) and the h1 of a page that opens with no hero. Keep it under 60 characters.).',
      'pages-data/services/sauna.json:4:3 error /titel Unknown field "titel".',
      '    suggestion: Did you mean "title"? Allowed fields here: $schema, slug, title, breadcrumb, name, menuLabel, description, metaDescription, keywords, aliases, group, order, region, icon, image, sections.',
      'pages-data/services/tyyppi.json:7:39 error /sections/0/type Unknown section type "fag".',
      expect.stringMatching(/^ {4}suggestion: Did you mean "faq"\? Known types: hero, /),
      '17 errors, 2 warnings',
    ])
  })

  it('points at the link or token itself: in rich text, in a Markdown body and in front matter', () => {
    const { diagnostics } = buildContent(readContentFiles(fixture), schemas, {
      ...publicFileChecks(fixture),
      passes: sitePasses(),
    })
    const textAt = (file: string, line: number, column: number) =>
      readFileSync(path.join(fixture, file), 'utf8')
        .split('\n')
        [line - 1]!.slice(column - 1)
    const at = (file: string, code: string, value: string) => {
      const d = diagnostics.find((x) => x.file === file && x.code === code && x.message.includes(value))!
      return [`${d.line}:${d.column}`, textAt(file, d.line, d.column).slice(0, value.length)]
    }
    // Rich text (an HTML string in JSON, with escaped quotes before the link).
    expect(at('pages-data/services/keittio.json', 'brokenLink', '/palvelu/saun')).toEqual(['10:71', '/palvelu/saun'])
    expect(at('pages-data/services/keittio.json', 'linkToAlias', '/palvelu/vanha-keittio')).toEqual([
      '10:110',
      '/palvelu/vanha-keittio',
    ])
    // A JSON string: the token, not the start of the string.
    expect(at('pages-data/pages/index.json', 'unknownToken', '{brnd}')).toEqual(['7:69', '{brnd}'])
    // A Markdown body: the link's own line, not the front matter.
    expect(at('pages-data/blog/saunan-kunnostus.md', 'brokenLink', '/palvelu/saun')).toEqual(['17:67', '/palvelu/saun'])
    // Front matter: a quoted YAML string.
    expect(at('pages-data/blog/saunan-kunnostus.md', 'unknownToken', '{brnd}')).toEqual(['3:30', '{brnd}'])
  })

  it('npm run validate exits 1 on errors and 0 on valid content', () => {
    const tsx = path.join(REPO_ROOT, 'node_modules/.bin/tsx')
    const broken = spawnSync(tsx, ['scripts/validate-content.ts', '--root', fixture], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    expect(broken.status).toBe(1)
    expect(broken.stdout).toContain(
      'pages-data/services/tyyppi.json:7:39 error /sections/0/type Unknown section type "fag".',
    )
    const ok = spawnSync(tsx, ['scripts/validate-content.ts'], { cwd: REPO_ROOT, encoding: 'utf8' })
    expect(ok.status).toBe(0)
    expect(ok.stdout).toMatch(/documents valid/)
  })

  it('does not report a link as broken when the linked page exists but has errors', () => {
    const { diagnostics } = buildContent(readContentFiles(fixture), schemas, {
      ...publicFileChecks(fixture),
      passes: sitePasses(),
    })
    expect(diagnostics.some((d) => d.file === 'pages-data/navigation.json')).toBe(false)
  })
})
